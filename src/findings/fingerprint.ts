import { createHash } from 'node:crypto';
import type { ResourceRef } from '../model/resource.js';
import { resourceKey } from '../model/resource.js';

export interface FingerprintInput {
  ruleId: string;
  app: string;
  environment: string;
  resource?: ResourceRef;
  /** The resource's identity where it is applied (kube/scope.ts placementOf); default: as written. */
  resourceIdentity?: string;
  path?: string;
  key?: string;
}

/**
 * A finding's identity across revisions: what and where in the object, never a line number or
 * message text, so a finding moved by an unrelated edit is still "unchanged".
 */
export function fingerprint(input: FingerprintInput): string {
  const parts = [
    input.ruleId,
    `${input.app}/${input.environment}`,
    input.resource ? (input.resourceIdentity ?? resourceKey(input.resource)) : '',
    input.path ?? '',
    input.key ?? '',
  ];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}
