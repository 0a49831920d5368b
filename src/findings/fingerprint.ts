import { createHash } from 'node:crypto';
import type { Finding } from '../model/finding.js';
import { resourceKey } from '../model/resource.js';

export type FingerprintInput = Pick<Finding, 'ruleId' | 'app' | 'environment' | 'resource' | 'path'> & {
  /** The resource's identity where it is applied (kube/scope.ts placementOf); default: as written. */
  resourceIdentity?: string;
  key?: string;
};

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
