// An object's apiVersion and kind are names the API server checks before anything else, and they
// pick the schema: `{{group}}`, `{{version}}`, `{{kind}}` and `{{file}}` go into location templates.
// A name that is not one (`a/x/../../../evil/z`) would make a template point anywhere — another
// file on the runner, another repository on the catalog's host — so it is a finding of its own
// and no schema is looked up for it.
import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import { dns1035Label, dns1123Subdomain } from '../apiserver/names.js';

/** A kind: DNS-1035 label once lower-cased (apiextensions' rule for CRD kinds), at most 63 characters. */
const KIND = /^[A-Za-z]([-A-Za-z0-9]*[A-Za-z0-9])?$/;

/** `group/version` or `version` (the core group): a DNS-1123 subdomain (`cert-manager.io`) and a DNS-1035 label (`v1beta1`). */
export function isValidApiVersion(apiVersion: string): boolean {
  const slash = apiVersion.indexOf('/');
  const group = slash < 0 ? undefined : apiVersion.slice(0, slash);
  const version = slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
  if (group !== undefined && dns1123Subdomain(group).length > 0) return false;
  return dns1035Label(version).length === 0;
}

export function isValidKind(kind: string): boolean {
  return kind.length <= 63 && KIND.test(kind);
}

/** `schema/invalid` for an apiVersion or kind that is not a valid name; undefined when both are. */
export function invalidIdentity(resource: Resource): FindingDraft | undefined {
  const { apiVersion, kind } = resource.ref;
  const field = !isValidApiVersion(apiVersion) ? 'apiVersion' : !isValidKind(kind) ? 'kind' : undefined;
  if (!field) return undefined;
  const value = field === 'apiVersion' ? apiVersion : kind;
  const expected =
    field === 'apiVersion'
      ? 'a group (DNS subdomain) and a version (DNS label), like apps/v1 or v1'
      : 'a name of letters, digits and dashes, starting with a letter, like Deployment';
  return {
    ruleId: 'schema/invalid',
    message: `${field} ${JSON.stringify(value)} is not a valid ${field}: expected ${expected}. The API server refuses the object, and no schema is looked up for it`,
    resource,
    path: `/${field}`,
    remediation: `fix the object's ${field}`,
    fingerprintKey: `identity-${field}`,
  };
}
