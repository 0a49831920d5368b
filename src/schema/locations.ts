/** Schema location templates (contract, "Schema locations"). */

export const DEFAULT_K8S_LOCATION =
  'https://raw.githubusercontent.com/kubernetes/kubernetes/v{{version}}.0/api/openapi-spec/v3/{{file}}';

/**
 * CRD schemas when no `--crd-schema-location` / `schemas.crdLocations` is given: the public
 * CRDs-catalog (datreeio/CRDs-catalog, JSON schemas of popular CRDs in `{{group}}/{{kind}}_{{version}}.json`).
 * Fetched once and cached on disk like the Kubernetes schemas; offline, only the cache is read.
 */
export const DEFAULT_CRD_LOCATION =
  'https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{group}}/{{kind}}_{{version}}.json';

/** The upstream OpenAPI v3 file name of a group-version: `api__v1_openapi.json`, `apis__apps__v1_openapi.json`. */
export function openApiFileName(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  if (slash < 0) return `api__${apiVersion}_openapi.json`;
  return `apis__${apiVersion.slice(0, slash)}__${apiVersion.slice(slash + 1)}_openapi.json`;
}

/**
 * Replaces `{{name}}` variables; unknown variables are a configuration fault. A value stands for
 * one path segment and must be one: objects' apiVersion and kind are checked before they get here
 * (object-identity.ts), and this refuses anything that could still step out of the template
 * (`..`, `/`, `%2e`, `?`) rather than read another file or URL.
 */
export function expandTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`schema location "${template}": unknown variable {{${name}}}`);
    if (!SEGMENT.test(value))
      throw new Error(`schema location "${template}": {{${name}}} = ${JSON.stringify(value)} is not one path segment`);
    return value;
  });
}

/** Letters, digits, `.`, `_`, `-`, not starting with a dot: never `..`, a separator or an escape. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isRemote(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

/** A location for messages: URLs without userinfo or query (they may carry tokens). */
export function displayLocation(location: string): string {
  if (!isRemote(location)) return location;
  try {
    const u = new URL(location);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return location;
  }
}
