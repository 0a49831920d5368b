import type { CrdScopes } from '../kube/scope.js';
import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';

/**
 * Output of one render, as the renderer hands it over: helm and kustomize give one chunk with the
 * whole stream; plain-manifest targets give one chunk per source file (`file` repo-relative).
 */
export interface RenderedChunk {
  text: string;
  file?: string;
  /** A multi-source target's chunk: parsed as that source (kind, path, origin flag), not as the target. */
  part?: { kind: ParseOptions['kind']; path: string; originAnnotationsAdded?: boolean };
}

export interface ParseOptions {
  kind: 'helm' | 'kustomize' | 'manifests';
  /** Repo-relative chart / overlay / manifest dir of the target. */
  targetPath: string;
  /** Absolute revision dir; when given, source files are read to map lines. */
  root?: string;
  /** Documents larger than this (UTF-8 bytes) are refused before they are composed. Default 8 MiB. */
  maxDocBytes?: number;
  /** Per-target budget: more objects (documents, List items) than this stop the parse (config `render.maxObjects`). */
  maxObjects?: number;
  /** Per-target budget: more rendered YAML than this (UTF-8 bytes) is not parsed (config `render.maxParsedBytes`). */
  maxParsedBytes?: number;
  /** yaml `toJS` alias budget (alias bombs). Default 100, as the yaml package. */
  maxAliasCount?: number;
  /**
   * Kustomize only: deploy-gate added `buildMetadata: [originAnnotations]` (renderer's
   * `originAnnotationsAdded`). Default true: the origin annotation is removed from objects. When
   * false the user asked for it, so it stays (it is applied to the cluster) and still maps lines.
   */
  originAnnotationsAdded?: boolean;
  /**
   * The namespace objects without one are applied to (an Argo CD Application's destination
   * namespace, a release's namespace): duplicates are found where the objects land.
   */
  defaultNamespace?: string;
  /** Scopes of CRD kinds the cluster knows besides the render's own (the repo's `schemas.crds`). */
  crdScopes?: CrdScopes;
}

export interface ParsedRender {
  resources: Resource[];
  problems: FindingDraft[];
  /** A per-target budget was exceeded: resources and problems are empty, the target is inconclusive. */
  overBudget?: { code: 'E_OBJECT_BUDGET' | 'E_PARSED_BYTES_BUDGET'; message: string };
}

export const DEFAULT_MAX_DOC_BYTES = 8 * 1024 * 1024;
export const DEFAULT_MAX_ALIAS_COUNT = 100;
