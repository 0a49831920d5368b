// `helm template` for one target, offline: no --enable-dns (B5), no --post-renderer and empty
// plugin/config dirs (B7), no dependency fetching (B6), no kubeconfig (B4). Works with helm 3 and 4.
// The argv is built and checked in helm-args.ts (no PR value can become a flag).
import { scratchDir } from '../cache/scratch.js';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NO_NETWORK_ENV, execTool } from './exec.js';
import { helmArgProblems, helmTemplateArgs } from './helm-args.js';
import { helmInputs } from './helm-inputs.js';
import { elapsed, failure, toolFailure, type RunContext } from './outcome.js';
import { prepareChart } from './remote-helm.js';
import type { RenderRequest, RenderResult } from './types.js';

export async function renderHelm(req: RenderRequest, ctx: RunContext): Promise<RenderResult> {
  const tool = req.tools.helm;
  if (!tool.ok) return failure(tool.code, tool.reason, ctx, tool.tool);
  const inputs = await helmInputs(req.root, req.target);
  // Every refusal comes before the first write (the charts/ links) and before helm runs.
  const early = inputs.problems[0] ?? helmArgProblems(req, inputs)[0];
  if (early) return failure(early.code, early.message, ctx, tool.tool);
  const prepared = await prepareChart(req, ctx, inputs);
  if ('code' in prepared) return failure(prepared.code, prepared.message, ctx, tool.tool, prepared.written);

  const scratch = await scratchDir('dg-values-');
  try {
    let inlineValuesFile: string | undefined;
    if (req.target.helm?.values && Object.keys(req.target.helm.values).length > 0) {
      inlineValuesFile = path.join(scratch, 'inline-values.json'); // JSON is YAML; no re-serialisation surprises
      await writeFile(inlineValuesFile, JSON.stringify(req.target.helm.values));
    }
    const args = helmTemplateArgs({ req, inputs: { ...inputs, chartAbs: prepared.chart }, inlineValuesFile });
    if (!Array.isArray(args)) return failure(args.code, args.message, ctx, tool.tool);
    const r = await execTool(tool.bin, args, {
      cwd: req.target.helm?.remote ? scratch : inputs.chartAbs,
      env: { ...NO_NETWORK_ENV },
      timeoutMs: req.timeoutMs,
      maxOutputBytes: req.maxOutputBytes,
      ...(req.memoryLimitBytes === undefined ? {} : { memoryLimitBytes: req.memoryLimitBytes }),
    });
    const failed = toolFailure(r, { ...ctx, tool: tool.tool, scratch: [scratch] });
    if (failed) return failed;
    const sources = prepared.sources.length > 0 ? { sources: prepared.sources } : {};
    return { ok: true, chunks: [{ text: r.stdout }], tool: tool.tool, durationMs: elapsed(ctx), ...sources };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
