import type { EnvironmentConfig } from '../model/config.js';
import type { ToolVersion } from '../model/report.js';
import type { Target } from '../model/target.js';
import type { SourceRecord } from '../model/sources.js';
import type { RemoteContext } from './remote-chart.js';
import type { Tools } from './tools.js';
import type { RenderErrorCode, WrittenAt } from '../model/render-problem.js';
import type { RenderedChunk } from '../manifest/types.js';

export type { RenderErrorCode, RenderProblem, WrittenAt } from '../model/render-problem.js';
/** A render's output, as the manifest parser takes it (manifest/types.ts). */
export type { RenderedChunk };

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
