// run.ts asks git a check's first questions (check-start.ts) before it imports the check's code.
// The report, and the error a bad option or revision gives, must be the ones runCheck gives when
// it asks them itself.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/run.js';
import { runCheck } from '../../src/engine/run-check.js';
import { startCheckEarly } from '../../src/engine/check-start.js';
import type { RunOptions } from '../../src/engine/options.js';
import { TempRepo } from '../helpers/git-repo.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: ns}\ndata: {k: v}\n';

function twoCommits(config = 'version: 1\ntargets:\n  - {app: a, environment: dev, kustomize: apps/a}\n'): TempRepo {
  const r = new TempRepo();
  r.write({ '.deploy-gate.yaml': config, 'apps/a/kustomization.yaml': 'resources: [cm.yaml]\n', 'apps/a/cm.yaml': CM });
  r.commit('base');
  r.write({ 'apps/a/cm.yaml': CM.replace('k: v', 'k: w') }).commit('head');
  return r;
}

const optsFor = (r: TempRepo, extra: Partial<RunOptions> = {}): RunOptions => ({
  mode: 'check',
  repo: r.dir,
  base: 'HEAD~1',
  head: 'HEAD',
  jobs: 2,
  offline: true,
  schemaLocations: [OPENAPI_LOCATION],
  crdSchemaLocations: [],
  ...extra,
});

/** What a run gives: the report without its timings, or the error's class and message. */
async function outcome(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    (report) => JSON.parse(JSON.stringify(report, (k, v: unknown) => (k === 'durationMs' ? 0 : v))) as unknown,
    (err: unknown) => (err instanceof Error ? { error: err.constructor.name, message: err.message } : err),
  );
}

/** The check started early (as run.ts does it) and the check asking for itself. */
async function both(opts: RunOptions): Promise<[unknown, unknown]> {
  const early = await outcome(run(opts));
  const late = await outcome(runCheck(opts));
  return [early, late];
}

describe('a check started before its code is loaded', () => {
  it('gives the same report as a check that asks git itself', async () => {
    repo = twoCommits();
    const [early, late] = await both(optsFor(repo));
    expect(early).toEqual(late);
    expect(early).toMatchObject({ mode: 'check', verdict: expect.any(String) });
  });

  it.each([
    ['no --base', { base: undefined }, /needs --base/],
    ['a missing --config outside the repository', { configPath: '../x.yaml' }, /--config \.\.\/x\.yaml: /],
    [
      'a missing --config and a bad --base: the --base',
      { configPath: '/abs.yaml', base: 'nope' },
      /unknown git revision "nope"/,
    ],
    ['an unknown --base', { base: 'no-such-branch' }, /unknown git revision "no-such-branch"/],
    ['an unknown --head', { head: 'no-such-branch' }, /unknown git revision "no-such-branch"/],
    ['a repository that is not one', { repo: '/' }, /is not a git repository/],
  ])('%s: the same usage error', async (_name, extra, message) => {
    repo = twoCommits();
    const opts = optsFor(repo, extra as Partial<RunOptions>);
    // Nothing is started for options runCheck refuses before asking git.
    if (!opts.base) expect(startCheckEarly(opts)).toBeUndefined();
    const [early, late] = await both(opts);
    expect(early).toEqual(late);
    expect(early).toMatchObject({ error: 'UsageError', message: expect.stringMatching(message) });
  });

  it('an invalid config at the base: the same usage error, after the revisions resolved', async () => {
    repo = twoCommits('version: 1\ntargets: {not: a list}\n');
    const [early, late] = await both(optsFor(repo));
    expect(early).toEqual(late);
    expect(early).toMatchObject({ error: 'UsageError', message: expect.stringContaining('.deploy-gate.yaml') });
  });

  it('a config that is a symlink at the base: the same usage error', async () => {
    repo = new TempRepo();
    repo.write({ 'real.yaml': 'version: 1\n', 'apps/a/cm.yaml': CM });
    symlinkSync('real.yaml', path.join(repo.dir, '.deploy-gate.yaml'));
    repo.commit('base');
    repo.write({ 'apps/a/cm.yaml': CM.replace('k: v', 'k: w') }).commit('head');
    const [early, late] = await both(optsFor(repo));
    expect(early).toEqual(late);
    expect(early).toMatchObject({ error: 'UsageError', message: expect.stringContaining('symlink') });
  });
});
