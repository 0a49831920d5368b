import { writeFileSync } from 'node:fs';
import type { Verdict } from '../model/finding.js';

export type Format = 'text' | 'json' | 'sarif' | 'markdown';
export const FORMATS: readonly Format[] = ['text', 'json', 'sarif', 'markdown'];

/** Contract exit codes: 0 pass, 1 fail, 3 inconclusive (2 is a usage error). */
export const EXIT_CODE: Record<Verdict, number> = { pass: 0, fail: 1, inconclusive: 3 };
export const EXIT_USAGE = 2;

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
  const sourceAuth = Object.keys(env).filter((k) => k.startsWith('DEPLOY_GATE_SOURCE_AUTH_'))
    .flatMap((k) => [env[k], env[k]?.slice(env[k].indexOf(':') + 1)]);
  return [...['GITHUB_TOKEN', 'ARGOCD_AUTH_TOKEN', 'DEPLOY_GATE_RECORDS_TOKEN', 'DEPLOY_GATE_REGISTRY_PASSWORD'].map((k) => env[k]), ...sourceAuth]
    .filter((v): v is string => typeof v === 'string' && v.length >= 8);
}
