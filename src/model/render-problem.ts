// Why a target could not be rendered, as data: render/ reports it, sources/ (allowlist, pinning,
// where a source is written) finds some of it before any tool runs.

/** Why a target could not be rendered. Every one of them maps to `render/failed`. */
export type RenderErrorCode =
  | 'E_SYMLINK_ESCAPE'
  | 'E_SYMLINK_LOOP'
  | 'E_IRREGULAR_FILE'
  | 'E_PATH_OUTSIDE_ROOT'
  | 'E_FORBIDDEN_PATH'
  | 'E_PATH_NOT_FOUND'
  | 'E_VALUES_URL_FORBIDDEN'
  | 'E_REMOTE_RESOURCE_FORBIDDEN'
  | 'E_PLUGIN_FORBIDDEN'
  | 'E_LOAD_RESTRICTED'
  | 'E_DEPENDENCY_NOT_VENDORED'
  | 'E_RENDER_TIMEOUT'
  /** The tool went over its memory ceiling (child-memory.ts). */
  | 'E_RENDER_OOM'
  | 'E_OUTPUT_TOO_LARGE'
  | 'E_TOOL_MISSING'
  | 'E_TOOL_VERSION_UNSUPPORTED'
  | 'E_RENDER_FAILED'
  /** A value that would reach a tool's argv (release name, namespace, path with a comma) is not one the tool accepts. */
  | 'E_UNSAFE_ARGUMENT'
  /** A kustomization uses YAML that kustomize reads differently from deploy-gate (`<<` merge keys, U+0085/U+2028/U+2029). */
  | 'E_AMBIGUOUS_YAML'
  /** A chart dependency name that is not a plain file name (it would name a path outside charts/). */
  | 'E_INVALID_DEPENDENCY_NAME'
  /** A remote chart, dependency or base whose repository the base config's `sources:` does not list. */
  | 'E_SOURCE_NOT_ALLOWED'
  /** A remote chart, dependency or base without an exact version or commit (rule sources/unpinned). */
  | 'E_SOURCE_UNPINNED'
  /** A remote source could not be fetched (offline, DNS, 404, 5xx, timeout): inconclusive. */
  | 'E_SOURCE_UNREACHABLE'
  /** Fetched or cached bytes do not match the digest they were listed or stored under: fail. */
  | 'E_SOURCE_DIGEST_MISMATCH'
  /** The repository lists no digest to verify the archive against: inconclusive. */
  | 'E_SOURCE_UNVERIFIED';

/** A refusal found before (or instead of) running a tool. `message` holds repo-relative paths only. */
export interface RenderProblem {
  code: RenderErrorCode;
  message: string;
  /** Repo-relative path the problem is about, when there is one. */
  path?: string;
  /** A repo-relative path that was named but does not exist: adding it changes the target. */
  missing?: string;
  /** A kustomize resource/base/component that names a remote location, exactly as written. */
  remoteRef?: string;
  /** Where a refused or failed remote source is written: the finding points at that line. */
  written?: WrittenAt;
}

/** A repo-relative file and the text (a URL as written) to find in it. */
export interface WrittenAt {
  file: string;
  text: string;
}
