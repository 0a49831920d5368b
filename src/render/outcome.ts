// Turns a finished tool run into a failure result (or undefined when the output can be used).
// A render is accepted only with exit code 0, no timeout and the whole stdout (security case B9).
import { performance } from 'node:perf_hooks';
import type { ToolVersion } from '../model/report.js';
import type { ExecResult } from './exec.js';
import { saysOutOfMemory, showBytes } from './child-memory.js';
import { sanitizeToolError } from '../redact/index.js';
import type { RenderErrorCode, RenderResult, WrittenAt } from './types.js';

export interface RunContext {
  /** performance.now() when the render started. */
  started: number;
  /** The revision root as given, and its realpath (paths in messages are mapped from both). */
  root: string;
  rootReal: string;
}

export function elapsed(ctx: Pick<RunContext, 'started'>): number {
  return Math.round(performance.now() - ctx.started);
}

/** Tool error texts that name a refusal more precisely than "render failed". */
const STDERR_CODES: [RegExp, RenderErrorCode][] = [
  [/missing in charts\/ directory|found in Chart\.yaml, but missing/i, 'E_DEPENDENCY_NOT_VENDORED'],
  [/cannot load irregular file/i, 'E_IRREGULAR_FILE'],
  [/security; file .* is not in or below|is not in or below/i, 'E_LOAD_RESTRICTED'],
  [
    /external plugins disabled|plugins? (are|is) disabled|alpha plugins|--enable-exec|--enable-alpha-plugins|must specify --enable-helm|--enable-helm/i,
    'E_PLUGIN_FORBIDDEN',
  ],
];

const HINTS: Partial<Record<RenderErrorCode, string>> = {
  E_DEPENDENCY_NOT_VENDORED:
    '\nvendor it with `helm dependency build` and commit charts/, or list its repository under `sources:` in the base config',
};

export function failure(
  code: RenderErrorCode,
  error: string,
  ctx: RunContext,
  tool?: ToolVersion,
  written?: WrittenAt,
): RenderResult {
  return {
    ok: false,
    code,
    error,
    durationMs: elapsed(ctx),
    ...(tool ? { tool } : {}),
    ...(written ? { written } : {}),
  };
}

export function toolFailure(
  r: ExecResult,
  ctx: RunContext & { tool: ToolVersion; scratch?: string[] },
): RenderResult | undefined {
  const name = `${ctx.tool.name} ${ctx.tool.version}`;
  const failed = (code: RenderErrorCode, message: string): RenderResult => failure(code, message, ctx, ctx.tool);
  if (r.timedOut) return failed('E_RENDER_TIMEOUT', `${name} did not finish within the render timeout and was killed`);
  if (r.overBudget)
    return failed(
      'E_OUTPUT_TOO_LARGE',
      `${name} wrote more than the output budget; the render was stopped and not used`,
    );
  if (r.spawnError !== undefined) return failed('E_TOOL_MISSING', `${name} could not be started: ${r.spawnError}`);
  if (r.exitCode === 0) return undefined;
  // The runtime's dump after a refused allocation is goroutine stacks, not the chart's error: not shown.
  if (r.memoryLimitBytes !== undefined && saysOutOfMemory(r.stderr))
    return failed(
      'E_RENDER_OOM',
      `${name} went over the memory limit of ${showBytes(r.memoryLimitBytes)} per process and was stopped ` +
        "(render.maxMemoryMiB; by default sized from the machine's memory and --jobs)",
    );
  const text = sanitizeToolError(r.stderr, { roots: [ctx.root, ctx.rootReal], scratch: ctx.scratch ?? [] });
  const code = STDERR_CODES.find(([re]) => re.test(r.stderr))?.[1] ?? 'E_RENDER_FAILED';
  const status = r.exitCode === null ? `was killed (${r.signal ?? 'signal'})` : `exited with ${r.exitCode}`;
  return failed(code, `${name} ${status}: ${text || '(no error output)'}${HINTS[code] ?? ''}`);
}
