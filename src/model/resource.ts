/** Identity of a Kubernetes object as the report shows it. */
export interface ResourceRef {
  apiVersion: string;
  kind: string;
  namespace?: string;
  name: string;
}

/**
 * Where something came from, repo-relative. `exact` is true when `line` is the line of the
 * thing itself in `file` (plain manifests, kustomize resources that were not patched); false
 * when it is only the start of the template/document or a best guess — reporters say so.
 */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
  exact?: boolean;
  /** Line of the thing in the rendered stream of its target (always known for rendered objects). */
  renderedLine?: number;
}

/** One rendered Kubernetes object with the means to locate any field of it. */
export interface Resource {
  ref: ResourceRef;
  /** Plain JSON-safe data (aliases expanded within limits, merge keys applied). */
  object: Record<string, unknown>;
  /** Index of the YAML document in the rendered stream (after List expansion: of the List). */
  docIndex: number;
  /** The template (helm), the resource file (kustomize, manifests) the object comes from. */
  source: SourceLocation;
  /** Best location for an RFC 6901 JSON pointer inside `object` ("/spec/template/spec/containers/0/image"). */
  locate(pointer: string): SourceLocation;
}

/** `apps/v1` → `apps`; `v1` → `` (core). */
export function apiGroup(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? '' : apiVersion.slice(0, slash);
}

/** The identity used to pair objects across revisions and to find duplicates: group/kind/namespace/name. */
export function resourceKey(ref: ResourceRef): string {
  return `${apiGroup(ref.apiVersion)}/${ref.kind}/${ref.namespace ?? ''}/${ref.name}`;
}

export function describeRef(ref: ResourceRef): string {
  const ns = ref.namespace ? `${ref.namespace}/` : '';
  return `${ref.kind} ${ns}${ref.name}`;
}
