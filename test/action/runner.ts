// Runs the bundled action the way the runner does: `node dist/index.js` with INPUT_* variables, an event
// payload file, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files and GITHUB_API_URL pointing at a fake API.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BUNDLE = path.join(ROOT, 'dist', 'index.js');
const TOOLS_BIN = path.join(ROOT, '.tools', 'bin');

/** dist/ is committed and rebuilt by CI; build it here only when it is missing. */
export function ensureBundle(): void {
  if (!existsSync(BUNDLE)) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

export interface RunnerJob {
  event: string;
  payload: unknown;
  sha: string;
  workspace: string;
  apiUrl: string;
  inputs: Record<string, string>;
  runId: number;
  extraEnv?: Record<string, string>;
}

export interface RunnerResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  dir: string;
}

/**
 * A PATH dir whose git, helm and kubectl log each call and then run the real binary: the spawn spy
 * security case A1 asks for. Returns the dir and the log file.
 */
export function spawnSpy(): { bin: string; log: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-spy-'));
  const bin = path.join(dir, 'bin');
  const log = path.join(dir, 'spawns.log');
  mkdirSync(bin);
  writeFileSync(log, '');
  const realPath = `${TOOLS_BIN}${path.delimiter}${process.env.PATH ?? ''}`;
  for (const tool of ['git', 'helm', 'helm3', 'kubectl', 'kustomize']) {
    const real = execFileSync('sh', ['-c', `PATH='${realPath}' command -v ${tool} || true`], {
      encoding: 'utf8',
    }).trim();
    if (!real) continue;
    const script = path.join(bin, tool);
    writeFileSync(script, `#!/bin/sh\necho "${tool} $*" >> '${log}'\nexec '${real}' "$@"\n`);
    chmodSync(script, 0o755);
  }
  return { bin, log };
}

/** `name<<DELIM\nvalue\nDELIM` blocks, as @actions/core writes them. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

export async function runAction(job: RunnerJob, spyBin: string): Promise<RunnerResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-runner-'));
  const files = {
    event: path.join(dir, 'event.json'),
    output: path.join(dir, 'output'),
    summary: path.join(dir, 'summary.md'),
  };
  writeFileSync(files.event, JSON.stringify(job.payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  mkdirSync(path.join(dir, 'temp'));
  const inputs = Object.fromEntries(
    Object.entries(job.inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v]),
  );
  const env: Record<string, string> = {
    PATH: `${spyBin}${path.delimiter}${TOOLS_BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: job.event,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_SHA: job.sha,
    GITHUB_WORKSPACE: job.workspace,
    GITHUB_REPOSITORY: 'acme/deploy',
    GITHUB_RUN_ID: String(job.runId),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: job.apiUrl,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: path.join(dir, 'temp'),
    // Honoured only because GITHUB_API_URL is the fake on 127.0.0.1 (src/github/client.ts).
    DEPLOY_GATE_TEST_PACING_MS: '10',
    ...inputs,
    ...job.extraEnv,
  };
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve) => {
      const child = spawn(process.execPath, [BUNDLE], { cwd: job.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (c) => resolve({ code: c, stdout, stderr }));
    },
  );
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    dir,
  };
}
