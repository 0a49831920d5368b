// `helm template` for one target, offline: no --enable-dns (B5), no --post-renderer and empty
// plugin/config dirs (B7), no dependency fetching (B6), no kubeconfig (B4). Works with helm 3 and 4.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HelmParameter } from '../model/target.js';
import { execTool } from './exec.js';
import { linkLocalDependencies, missingDependencies } from './helm-deps.js';
import { helmInputs, type HelmInputs } from './helm-inputs.js';
import { elapsed, failure, toolFailure, type RunContext } from './outcome.js';
import type { RenderRequest, RenderResult } from './types.js';

/** `1.31` → `v1.31.0`: helm 3 and 4 spell a bare minor differently in .Capabilities otherwise. */
export function normalizeKubeVersion(v: string): string {
  const m = /^v?(\d+)\.(\d+)(?:\.(\d+))?(.*)$/.exec(v.trim());
  return m ? `v${m[1]}.${m[2]}.${m[3] ?? '0'}${m[4] ?? ''}` : v;
}

/**
 * Argo CD's escaping for `helm.parameters`: unescaped commas become `\,` (helm would split there),
 * except for `{a,b}` list values.
 */
export function escapeSetValue(value: string): string {
  if (value.startsWith('{') && value.endsWith('}')) return value;
  return value.replace(/(?<!\\),/g, '\\,');
}

function setArgs(params: HelmParameter[]): string[] | string {
  const args: string[] = [];
  for (const p of params) {
    if (!p.name || /[=,]/.test(p.name)) return `helm parameter name '${p.name}' is empty or contains '=' or ','`;
    args.push(p.forceString ? '--set-string' : '--set', `${p.name}=${escapeSetValue(p.value)}`);
  }
  return args;
}

export interface HelmArgsInput {
  req: RenderRequest;
  inputs: HelmInputs;
  /** Generated values file holding `helm.values`, applied after the files. */
  inlineValuesFile?: string;
}

/** The full argv after the binary. Exported so tests can assert what is (never) passed. */
export function helmTemplateArgs({ req, inputs, inlineValuesFile }: HelmArgsInput): string[] | string {
  const { target, env } = req;
  const release = target.helm?.releaseName ?? target.app;
  const args = ['template', release, inputs.chartAbs, '--include-crds', '--kube-version', normalizeKubeVersion(env.kubernetesVersion)];
  if (target.namespace) args.push('--namespace', target.namespace);
  for (const api of [...env.apiVersions, ...(req.extraApiVersions ?? [])]) args.push('--api-versions', api);
  for (const file of inputs.valueFilesAbs) args.push('--values', file);
  if (inlineValuesFile) args.push('--values', inlineValuesFile);
  const sets = setArgs(target.helm?.parameters ?? []);
  if (typeof sets === 'string') return sets;
  return [...args, ...sets];
}

export async function renderHelm(req: RenderRequest, ctx: RunContext): Promise<RenderResult> {
  const tool = req.tools.helm;
  if (!tool.ok) return failure(tool.code, tool.reason, ctx, tool.tool);
  const inputs = await helmInputs(req.root, req.target);
  if (inputs.problems.length === 0) await linkLocalDependencies(inputs.chartAbs, inputs.localDeps);
  const refused = inputs.problems[0] ?? (await missingDependencies(inputs.chartAbs, inputs.chart));
  if (refused) return failure(refused.code, refused.message, ctx, tool.tool);

  const scratch = await mkdtemp(path.join(os.tmpdir(), 'dg-values-'));
  try {
    let inlineValuesFile: string | undefined;
    if (req.target.helm?.values && Object.keys(req.target.helm.values).length > 0) {
      inlineValuesFile = path.join(scratch, 'inline-values.json'); // JSON is YAML; no re-serialisation surprises
      await writeFile(inlineValuesFile, JSON.stringify(req.target.helm.values));
    }
    const args = helmTemplateArgs({ req, inputs, inlineValuesFile });
    if (typeof args === 'string') return failure('E_RENDER_FAILED', args, ctx, tool.tool);
    const r = await execTool(tool.bin, args, { cwd: inputs.chartAbs, timeoutMs: req.timeoutMs, maxOutputBytes: req.maxOutputBytes });
    const failed = toolFailure(r, { ...ctx, tool: tool.tool, scratch: [scratch] });
    if (failed) return failed;
    return { ok: true, chunks: [{ text: r.stdout }], tool: tool.tool, durationMs: elapsed(ctx) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
