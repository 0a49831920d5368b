// The error a check gives for a bad option, revision or config: asked of git all at once
// (check-start.ts), still the one a user would expect first.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/run.js';
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

describe('the error a check gives first', () => {
  it('a good check gives its report', async () => {
    repo = twoCommits();
    expect(await outcome(run(optsFor(repo)))).toMatchObject({ mode: 'check', verdict: expect.any(String) });
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
  ])('%s: the usage error', async (_name, extra, message) => {
    repo = twoCommits();
    const got = await outcome(run(optsFor(repo, extra as Partial<RunOptions>)));
    expect(got).toMatchObject({ error: 'UsageError', message: expect.stringMatching(message) });
  });

  it('an invalid config at the base: the usage error, after the revisions resolved', async () => {
    repo = twoCommits('version: 1\ntargets: {not: a list}\n');
    expect(await outcome(run(optsFor(repo)))).toMatchObject({
      error: 'UsageError',
      message: expect.stringContaining('.deploy-gate.yaml'),
    });
  });

  it('a config that is a symlink at the base: the usage error', async () => {
    repo = new TempRepo();
    repo.write({ 'real.yaml': 'version: 1\n', 'apps/a/cm.yaml': CM });
    symlinkSync('real.yaml', path.join(repo.dir, '.deploy-gate.yaml'));
    repo.commit('base');
    repo.write({ 'apps/a/cm.yaml': CM.replace('k: v', 'k: w') }).commit('head');
    expect(await outcome(run(optsFor(repo)))).toMatchObject({
      error: 'UsageError',
      message: expect.stringContaining('symlink'),
    });
  });
});
