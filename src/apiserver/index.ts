/**
 * What the Kubernetes API server refuses that the OpenAPI documents allow: its create-time
 * validation of built-in kinds (pkg/apis/<group>/validation, ported) and the updates it forbids
 * (immutable fields, base → head). CRD CEL rules and admission policies would sit beside these.
 */
import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import { createRejections } from './create.js';

export { immutableFieldDrafts } from './update.js';
export { createRejections } from './create.js';

/** `schema/invalid` drafts for what the API server of `version` would refuse on create. */
export function apiServerDrafts(resource: Resource, version: string): FindingDraft[] {
  const { apiVersion, kind } = resource.ref;
  return createRejections(apiVersion, kind, resource.object, version).map((rej) => {
    const location = resource.locate(rej.path);
    const at = location.file ? ` (${location.file}${location.line ? `:${location.line}` : ''})` : '';
    return {
      ruleId: 'schema/invalid',
      message: `${rej.path || '/'}: ${rej.message} (Kubernetes ${version} API server: ${rej.cite})${at}`,
      resource,
      path: rej.path,
      location,
      fingerprintKey: `apiserver:${rej.message.replace(/"[^"]*"/g, '')}`,
    };
  });
}
