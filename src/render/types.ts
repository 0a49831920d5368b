import type { EnvironmentConfig } from '../model/config.js';
import type { ToolVersion } from '../model/report.js';
import type { Target } from '../model/target.js';
import type { SourceRecord } from '../model/sources.js';
import type { RemoteContext } from './remote-chart.js';
import type { Tools } from './tools.js';

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

export interface RenderRequest {
  target: Target;
  /** Absolute dir of the revision tree (our own temp copy: kustomize targets get origin annotations added). */
  root: string;
  env: EnvironmentConfig;
  tools: Tools;
  timeoutMs: number;
  maxOutputBytes: number;
  /** The tool's memory ceiling (child-memory.ts); default: sized from the machine and its CPU count. */
  memoryLimitBytes?: number;
  extraApiVersions?: string[];
  /** Allowlist, cache and offline flag for remote charts; without it every remote chart is refused. */
  remote?: RemoteContext;
}

export interface RenderedChunk {
  text: string;
  /** Repo-relative source file (plain manifests). */
  file?: string;
  /** Set when the target joins several sources: how this chunk was made (it is parsed as that source). */
  part?: ChunkPart;
}

/** The source of a multi-source target a chunk came from: its kind, its (built) path, and kustomize's origin flag. */
export interface ChunkPart {
  kind: 'helm' | 'kustomize' | 'manifests';
  path: string;
  originAnnotationsAdded?: boolean;
}

export type RenderResult =
  | {
      ok: true;
      chunks: RenderedChunk[];
      tool?: ToolVersion;
      durationMs: number;
      /**
       * Kustomize only: deploy-gate added `buildMetadata: [originAnnotations]`, so the
       * `config.kubernetes.io/origin` annotation is ours and must be stripped from the objects.
       * false when the user's kustomization asked for it (then it is part of the real output).
       */
      originAnnotationsAdded?: boolean;
      /** The remote charts used, with the digests of the exact bytes rendered. */
      sources?: SourceRecord[];
      /** The folder actually built when it is not the target's path (a generated overlay): kustomize origins are relative to it. */
      builtPath?: string;
    }
  | { ok: false; code: RenderErrorCode; error: string; tool?: ToolVersion; durationMs: number; written?: WrittenAt };
