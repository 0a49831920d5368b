// The config's own checks (`checks:`) load before any render (judges.ts buildJudges). A bad check
// file or an unknown rule id ends the run with a usage error (exit 2) and no report, starts no
// render, and leaves no revision tree behind; good checks run on every target.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/engine/options.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';
import { findExecutable } from '../../src/render/tools.js';

const APPS = 8;
const GOOD_CHECK = readFileSync(path.resolve('policies/checks/gitops/replicas-with-hpa.yaml'), 'utf8');
const BAD_CHECK = GOOD_CHECK.replace('template: replicas-with-hpa', 'template: no-such-template');
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}, namespace: ns}\n`;

let repo: TempRepo | undefined;
let scratch: string;
let savedTmp: string | undefined;
beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'dg-checks-later-'));
  savedTmp = process.env.TMPDIR;
});
afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  repo?.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** A standalone-kustomize stand-in that logs each render and hands it to `kubectl kustomize`. */
async function loggingKustomize(): Promise<{ bin: string; renders: () => number }> {
  const kubectl = await findExecutable('kubectl', process.env.PATH ?? '');
  if (!kubectl) throw new Error('kubectl is needed (npm ci installs it into .tools/bin)');
  const log = path.join(scratch, 'renders.log');
  writeFileSync(log, '');
  const bin = path.join(scratch, 'kustomize');
  writeFileSync(
    bin,
    `#!/bin/sh\nif [ "$1" = version ]; then echo v5.7.1; exit 0; fi\necho render >> '${log}'\nshift\nexec '${kubectl}' kustomize "$@"\n`,
  );
  chmodSync(bin, 0o755);
  return { bin, renders: () => readFileSync(log, 'utf8').split('\n').filter(Boolean).length };
}

/** APPS kustomize targets, every one changed by the head commit; `extra` is added to the base. */
function repoWith(config: string, extra: Record<string, string>, touchApps = true): TempRepo {
  const r = new TempRepo();
  const files: Record<string, string> = { ...extra, 'README.md': 'base\n' };
  const targets: string[] = [];
  for (let i = 0; i < APPS; i++) {
    files[`apps/a${i}/kustomization.yaml`] = 'resources: [cm.yaml]\n';
    files[`apps/a${i}/cm.yaml`] = cm(`a${i}`);
    targets.push(`  - {app: a${i}, environment: dev, kustomize: apps/a${i}}`);
  }
  files['.deploy-gate.yaml'] = `version: 1\n${config}targets:\n${targets.join('\n')}\n`;
  r.write(files).commit('base');
  if (touchApps) for (let i = 0; i < APPS; i++) writeFileSync(path.join(r.dir, `apps/a${i}/cm.yaml`), cm(`b${i}`));
  else writeFileSync(path.join(r.dir, 'README.md'), 'head\n');
  r.commit('head');
  return r;
}

/** The check with revision trees under a private TMPDIR, so that what it leaves there can be seen. */
async function check(r: TempRepo, kustomize: string) {
  const tmp = mkdtempSync(path.join(scratch, 'tmp-'));
  process.env.TMPDIR = tmp;
  const result = await checkLastCommit(r, { jobs: 1, kustomize }).then(
    (report) => ({ report, error: undefined }),
    (error: unknown) => ({ report: undefined, error }),
  );
  process.env.TMPDIR = savedTmp ?? '';
  if (savedTmp === undefined) delete process.env.TMPDIR;
  return { ...result, left: readdirSync(tmp) };
}

describe("the config's checks", () => {
  it('a bad check file is a usage error; no render starts, nothing is left', async () => {
    const k = await loggingKustomize();
    repo = repoWith('checks: [gate-checks]\n', { 'gate-checks/custom/bad.yaml': BAD_CHECK });
    const { error, left } = await check(repo, k.bin);
    expect(error).toBeInstanceOf(UsageError);
    expect(String(error)).toMatch(/policy checks could not be loaded[\s\S]*unknown template "no-such-template"/);
    expect(left).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(k.renders()).toBe(0);
  });

  it('an unknown rule id is a usage error, also when nothing renders', async () => {
    const k = await loggingKustomize();
    repo = repoWith(
      'checks: [gate-checks]\nrules: {custom/nope: error}\n',
      { 'gate-checks/custom/hpa.yaml': GOOD_CHECK },
      false,
    );
    const { error, left } = await check(repo, k.bin);
    expect(error).toBeInstanceOf(UsageError);
    expect(String(error)).toMatch(/rules: custom\/nope is not a rule id/);
    expect(left).toEqual([]);
    expect(k.renders()).toBe(0);
  });

  it('a bad check file is found when no target is affected', async () => {
    const k = await loggingKustomize();
    repo = repoWith('checks: [gate-checks]\n', { 'gate-checks/custom/bad.yaml': BAD_CHECK }, false);
    const { error } = await check(repo, k.bin);
    expect(error).toBeInstanceOf(UsageError);
    expect(k.renders()).toBe(0);
  });

  it('good custom checks run on every target', async () => {
    const k = await loggingKustomize();
    repo = repoWith('checks: [gate-checks]\n', { 'gate-checks/custom/hpa.yaml': GOOD_CHECK });
    const { report, error, left } = await check(repo, k.bin);
    expect(error).toBeUndefined();
    expect(report?.targets).toHaveLength(APPS);
    expect(report?.targets.every((t) => t.status !== 'failed')).toBe(true);
    expect(k.renders()).toBe(2 * APPS);
    expect(left).toEqual([]);
  });
});
