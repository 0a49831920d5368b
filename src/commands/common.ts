import { writeFileSync } from 'node:fs';
import type { Verdict } from '../model/finding.js';
import type { Report } from '../model/report.js';
import { SUMMARY_MAX } from '../report/budget.js';
import type { MarkdownOptions } from '../report/markdown.js';
import type { Format, MarkdownSize } from './cli-args.js';

/** Contract exit codes: 0 pass, 1 fail, 3 inconclusive (2 is a usage error). */
export const EXIT_CODE: Record<Verdict, number> = { pass: 0, fail: 1, inconclusive: 3 };

export interface CommonFlags {
  repo: string;
  config?: string;
  format: Format;
  output?: string;
  schemaLocation: string[];
  crdSchemaLocation: string[];
  jobs?: string;
  /** `--timeout <seconds>`: the whole run's deadline. */
  timeout?: string;
  offline: boolean;
  helm?: string;
  kustomize?: string;
  resolveTags?: boolean;
  progress?: boolean;
  markdownSize?: MarkdownSize;
}

/** `--markdown-size`: a PR comment (65,536 characters, the renderer's default) or a job summary file (1 MiB). */
export function markdownOptions(size: MarkdownSize | undefined): MarkdownOptions | undefined {
  if (size !== 'summary') return undefined;
  return { maxChars: SUMMARY_MAX, maxBytes: SUMMARY_MAX, seeAlso: 'see the JSON report (--format json)' };
}

export function writeOutput(text: string, output: string | undefined): void {
  if (output) writeFileSync(output, text.endsWith('\n') ? text : `${text}\n`);
  else process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

export function parseJobs(value: string | undefined): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--jobs must be a positive whole number, got ${value}`);
  return n;
}

export function parseTimeout(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--timeout must be a positive number of seconds, got ${value}`);
  return n;
}

/** Tokens the process holds must never be printed, whatever a manifest contains. */
export function heldSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  // Chart/git source credentials (DEPLOY_GATE_SOURCE_AUTH_<HOST>=user:secret): the secret part too.
  const sourceAuth = Object.keys(env)
    .filter((k) => k.startsWith('DEPLOY_GATE_SOURCE_AUTH_'))
    .flatMap((k) => [env[k], env[k]?.slice(env[k].indexOf(':') + 1)]);
  return [
    ...['GITHUB_TOKEN', 'ARGOCD_AUTH_TOKEN', 'DEPLOY_GATE_RECORDS_TOKEN', 'DEPLOY_GATE_REGISTRY_PASSWORD'].map(
      (k) => env[k],
    ),
    ...sourceAuth,
  ].filter((v): v is string => typeof v === 'string' && v.length >= 8);
}

/**
 * Colour for the text report: FORCE_COLOR (not 0/false) forces it, NO_COLOR (any value) turns it
 * off (https://no-color.org), otherwise only on a terminal.
 */
export function useColor(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return !['0', 'false'].includes(force.toLowerCase());
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY;
}

const INSTALL: Record<string, string> = {
  helm: 'install helm 3.11.1 or newer (https://helm.sh/docs/intro/install/) or pass --helm PATH',
  kustomize:
    'install kustomize 5 or newer (https://kubectl.docs.kubernetes.io/installation/kustomize/) or kubectl, or pass --kustomize PATH',
};

/**
 * A missing or too old helm/kustomize is the machine's problem, not the change's: the renderer
 * records it as `render/failed` with the E_TOOL_* code first (engine/evaluate.ts); the CLI turns
 * it into a usage error with how to install the tool instead of a FAIL verdict.
 */
export function toolProblem(report: Report): string | undefined {
  const hits = report.findings.filter(
    (f) => f.ruleId === 'render/failed' && /^E_TOOL_(MISSING|VERSION_UNSUPPORTED): /.test(f.message),
  );
  if (hits.length === 0) return undefined;
  // One line per missing tool, each with the targets that need it: with neither helm nor kubectl, both are named.
  const byTool = new Map<string, { detail: string; targets: Set<string> }>();
  for (const f of hits) {
    const detail = f.message.replace(/^E_TOOL_\w+: /, '');
    const tool = /kustomize|kubectl/.test(detail) ? 'kustomize' : 'helm';
    const entry = byTool.get(tool) ?? { detail, targets: new Set<string>() };
    entry.targets.add(`${f.app}/${f.environment}`);
    byTool.set(tool, entry);
  }
  return [...byTool]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(
      ([tool, { detail, targets }]) =>
        `${detail} (needed by ${targets.size} target${targets.size === 1 ? '' : 's'}); ${INSTALL[tool]}`,
    )
    .join('\ndeploy-gate: ');
}
