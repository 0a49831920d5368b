import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError, readInputs } from '../../src/inputs.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHA_B = '1'.repeat(40);
const SHA_H = '2'.repeat(40);
let dir: string;
let saved: NodeJS.ProcessEnv;

function runnerEnv(event: string, payload: unknown, inputs: Record<string, string> = {}): void {
  const file = path.join(dir, 'event.json');
  writeFileSync(file, JSON.stringify(payload));
  for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k];
  Object.assign(process.env, {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: file,
    GITHUB_SHA: SHA_H,
    GITHUB_WORKSPACE: dir,
    GITHUB_REPOSITORY: 'acme/deploy',
    GITHUB_RUN_ID: '42',
    GITHUB_RUN_ATTEMPT: '2',
    RUNNER_TEMP: path.join(dir, 'tmp'),
  });
  delete process.env.ARGOCD_AUTH_TOKEN;
  // What the runner does for `with:`: INPUT_<NAME> with the name upper-cased, spaces to underscores.
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
}

const pr = {
  repository: { id: 1 },
  pull_request: {
    number: 7,
    base: { sha: SHA_B, ref: 'main', repo: { id: 1 } },
    head: { sha: SHA_H, ref: 'f', repo: { id: 1 } },
  },
};

beforeEach(() => {
  saved = { ...process.env };
  dir = mkdtempSync(path.join(os.tmpdir(), 'dg-inputs-'));
});
afterEach(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe('inputs', () => {
  it('a pull_request with defaults: check mode, revisions from the payload, files under RUNNER_TEMP', () => {
    runnerEnv('pull_request', pr, {
      'github-token': 'ghs_abcdefghijkl',
      'fail-on-inconclusive': 'true',
      comment: 'true',
    });
    const s = readInputs();
    expect(s).toMatchObject({
      mode: 'check',
      base: SHA_B,
      head: SHA_H,
      comment: true,
      failOnInconclusive: true,
      repoDir: dir,
      reportFile: path.join(dir, 'tmp', 'deploy-gate-report.json'),
      sarifFile: path.join(dir, 'tmp', 'deploy-gate.sarif'),
      github: { owner: 'acme', repo: 'deploy', runId: 42, runAttempt: 2 },
    });
    expect(s.secrets).toEqual(['ghs_abcdefghijkl']);
    // Left empty, comment-author is resolved from the token when the comment is posted.
    expect(s.commentAuthor).toBeUndefined();
    expect(s.commentKey).toBeUndefined();
  });

  it('schedule audits GITHUB_SHA; environments split on commas and lines', () => {
    runnerEnv('schedule', {}, { environments: 'staging, production\ndev' });
    const s = readInputs();
    expect(s).toMatchObject({ mode: 'audit', ref: SHA_H, environments: ['staging', 'production', 'dev'] });
  });

  it('explicit inputs win over the event; secrets are read one per line', () => {
    runnerEnv('pull_request', pr, {
      base: 'main',
      head: 'feature',
      comment: 'false',
      'fail-on-inconclusive': 'false',
      secrets: 'first-secret-value\nsecond-secret-value\n',
    });
    process.env.ARGOCD_AUTH_TOKEN = 'argocd-token-xyz';
    const s = readInputs();
    expect(s).toMatchObject({ base: 'main', head: 'feature', comment: false, failOnInconclusive: false });
    expect(s.secrets).toEqual(['first-secret-value', 'second-secret-value', 'argocd-token-xyz']);
  });

  it('mask-values is the input; the old names secrets and argocd still work, each with a deprecation warning', () => {
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      runnerEnv('pull_request', pr, { 'mask-values': 'first-mask-value\n' });
      expect(readInputs().secrets).toEqual(['first-mask-value']);
      expect(printed.join('')).not.toContain('deprecated');
      runnerEnv('pull_request', pr, { secrets: 'old-name-value-1', argocd: 'https://argocd.test' });
      const s = readInputs();
      expect(s.secrets).toEqual(['old-name-value-1']);
      expect(s.argocdServer).toBe('https://argocd.test');
    } finally {
      process.stdout.write = write;
    }
    const out = printed.join('');
    expect(out).toContain("::warning::input 'secrets' is deprecated: use 'mask-values'");
    expect(out).toContain("::warning::input 'argocd' is deprecated: use 'argocd-server'");
  });

  it('workflow_dispatch: audit; the dispatch form environments when the input is empty; Argo CD settings', () => {
    runnerEnv(
      'workflow_dispatch',
      { inputs: { environments: 'staging,\nproduction' } },
      {
        'argocd-token': 'argocd-input-token-1',
        argocd: 'https://argocd.test',
        'argocd-insecure': 'true',
        'argocd-ca-file': 'ca.pem',
      },
    );
    process.env.ARGOCD_AUTH_TOKEN = 'argocd-env-token-22';
    const s = readInputs();
    expect(s).toMatchObject({
      mode: 'audit',
      ref: SHA_H,
      environments: ['staging', 'production'],
      auditIssue: false,
      argocdServer: 'https://argocd.test',
      argocdToken: 'argocd-input-token-1',
      argocdInsecure: true,
      argocdCaFile: path.join(dir, 'ca.pem'),
    });
    // Both tokens are masked: the engine is given the input, but the environment's is held by the job too.
    expect(s.secrets).toEqual(['argocd-input-token-1', 'argocd-env-token-22']);
    runnerEnv(
      'workflow_dispatch',
      { inputs: { environments: 'staging' } },
      { environments: 'production', 'audit-issue': 'true', 'argocd-server': 'https://a.test' },
    );
    process.env.ARGOCD_AUTH_TOKEN = 'argocd-env-token-22';
    expect(readInputs()).toMatchObject({
      environments: ['production'],
      auditIssue: true,
      argocdServer: 'https://a.test',
      argocdToken: 'argocd-env-token-22',
    });
    runnerEnv('schedule', { inputs: { environments: 'staging' } }, {});
    expect(readInputs().environments).toEqual([]);
    runnerEnv('workflow_dispatch', {}, { argocd: 'https://a.test', 'argocd-server': 'https://b.test' });
    expect(() => readInputs()).toThrow(/argocd/);
  });

  it('timeout and render-cache: a 30-minute deadline and no cache by default; seconds; true is the tool cache, a folder is workspace-relative', () => {
    runnerEnv('schedule', {});
    expect(readInputs()).toMatchObject({ timeoutSeconds: 1800, renderCache: undefined });
    runnerEnv('schedule', {}, { timeout: '90.5', 'render-cache': 'true' });
    expect(readInputs()).toMatchObject({ timeoutSeconds: 90.5, renderCache: true });
    runnerEnv('schedule', {}, { 'render-cache': 'cache/renders' });
    expect(readInputs().renderCache).toBe(path.join(dir, 'cache', 'renders'));
    runnerEnv('schedule', {}, { 'render-cache': 'false' });
    expect(readInputs().renderCache).toBeUndefined();
    for (const bad of ['0', '-5', 'soon']) {
      runnerEnv('schedule', {}, { timeout: bad });
      expect(() => readInputs()).toThrow(/input 'timeout' must be a positive number of seconds/);
    }
  });

  it('bad values are input errors', () => {
    runnerEnv('pull_request', pr, { jobs: 'many' });
    expect(() => readInputs()).toThrow(InputError);
    runnerEnv('pull_request', pr, { mode: 'deploy' });
    expect(() => readInputs()).toThrow(/mode/);
    runnerEnv('pull_request', pr, { 'comment-key': 'gate a' });
    expect(() => readInputs()).toThrow(/comment-key/);
  });

  it('every input the code reads is declared in action.yml, and every declared input is read', () => {
    const declared = Object.keys(
      (parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: object }).inputs,
    ).sort();
    const source = readFileSync(path.join(ROOT, 'src', 'inputs.ts'), 'utf8');
    const read = [
      ...new Set(
        [
          ...source.matchAll(
            /(?:optional|optionalPath|list|bool|positiveInt|positiveSeconds|getInput|deprecated)\('([a-z-]+)'/g,
          ),
        ].map((m) => m[1]!),
      ),
    ].sort();
    expect(read).toEqual(declared);
  });
});
