// Sharded audits of a generated deploy repo through the real engine: the merge of N shards equals one big run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRepo } from '../../scripts/bench-repo.mjs';
import type { Report } from '../../src/model/report.js';
import { run } from '../../src/run.js';
import type { RunOptions } from '../../src/run.js';
import { MergeError, mergeReports } from '../../src/engine/shard.js';
import { main } from '../../src/commands/main.js';
import { stableReport } from '../helpers/normalize.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';

const APPS = 8;

/** Findings worth merging: unpinned images as warnings, env drift checks across apps' environments, one broken target. */
function addFindings(dir: string): void {
  const file = path.join(dir, '.deploy-gate.yaml');
  const config = readFileSync(file, 'utf8')
    .replace(
      '  image/not-pinned: "off"\n',
      '  image/not-pinned: warning\nenvDiff:\n  - {from: staging, to: production}\n',
    )
    .concat('  - {app: broken, environment: production, helm: {chart: charts/missing, valueFiles: []}}\n');
  writeFileSync(file, config);
  writeFileSync(
    path.join(dir, 'apps/app0001/base/cronjob.yaml'),
    'apiVersion: batch/v1beta1\nkind: CronJob\nmetadata: {name: cleanup}\nspec:\n  schedule: "0 * * * *"\n  jobTemplate: {spec: {template: {spec: {restartPolicy: Never, containers: [{name: c, image: busybox}]}}}}\n',
  );
  writeFileSync(
    path.join(dir, 'apps/app0001/base/kustomization.yaml'),
    'resources: [deployment.yaml, service.yaml, configmap.yaml, cronjob.yaml]\n',
  );
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@invalid', ...args], { cwd: dir, stdio: 'ignore' });
  git('add', '-A');
  git('commit', '-q', '-m', 'findings to merge');
}

describe('sharded audits merge to the unsharded report', () => {
  let dir = '';
  let whole: Report;
  const options = (shard?: RunOptions['shard']): RunOptions => ({
    mode: 'audit',
    repo: dir,
    ref: 'main',
    jobs: 2,
    offline: true,
    crdSchemaLocations: [],
    schemaLocations: [OPENAPI_LOCATION],
    ...(shard ? { shard } : {}),
  });
  const shardsOf = (count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => run(options({ index: i + 1, count }))));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dg-shard-'));
    generateRepo(dir, APPS);
    addFindings(dir);
    whole = await run(options());
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has something to merge: targets, several rules and a failed render', () => {
    expect(whole.targets).toHaveLength(APPS * 3 + 1);
    const ruleIds = new Set(whole.findings.map((f) => f.ruleId));
    for (const id of ['image/not-pinned', 'api/removed', 'image/mutable-tag', 'render/failed'])
      expect(ruleIds).toContain(id);
    expect(whole.findings.filter((f) => f.ruleId === 'render/failed').map((f) => f.app)).toEqual(['broken']);
    expect(whole.verdict).toBe('fail');
  });

  for (let count = 1; count <= 4; count++) {
    it(`merges ${count} shard${count > 1 ? 's' : ''} into the same report`, async () => {
      const shards = await shardsOf(count);
      for (const [i, s] of shards.entries()) expect(s.shard).toEqual({ index: i + 1, count });
      if (count > 1) expect(shards.every((s) => s.targets.length < whole.targets.length)).toBe(true);
      // Shard reports travel as JSON artifacts between jobs: merge what was written, not live objects.
      const merged = mergeReports(shards.map((s) => JSON.parse(JSON.stringify(s)) as Report));
      expect(stableReport(merged)).toEqual(stableReport(whole));
    }, 120_000);
  }

  it('is inconclusive when a shard is missing, naming it', async () => {
    const [first, , third] = await shardsOf(3);
    const merged = mergeReports([first as Report, third as Report]);
    const missing = merged.findings.filter((f) => f.ruleId === 'shard/missing');
    expect(missing.map((f) => [f.verdict, f.message])).toEqual([
      ['inconclusive', 'shard 2/3 is missing from the merge'],
    ]);
    expect(merged.summary.inconclusive).toBeGreaterThanOrEqual(1);
    const twice = mergeReports([first as Report, first as Report, third as Report]);
    expect(
      twice.findings
        .filter((f) => f.ruleId === 'shard/missing')
        .map((f) => f.message)
        .sort(),
    ).toEqual(['shard 1/3 was given more than once', 'shard 2/3 is missing from the merge']);
  }, 120_000);

  it('refuses to merge reports of different revisions or modes', async () => {
    const [first, second] = await shardsOf(2);
    const otherRevision = { ...(second as Report), ref: { ref: 'pr', sha: 'f'.repeat(40) } };
    expect(() => mergeReports([first as Report, otherRevision])).toThrow(MergeError);
    expect(() => mergeReports([first as Report, otherRevision])).toThrow(/different revisions/);
    expect(() => mergeReports([first as Report, { ...(second as Report), mode: 'check' }])).toThrow(MergeError);
    expect(() => mergeReports([])).toThrow(MergeError);
  }, 120_000);

  it('deploy-gate merge: the merged verdict as exit code, a missing shard reported, 2 for mixed revisions', async () => {
    const shards = await shardsOf(2);
    const files = shards.map((s, i) => {
      const file = path.join(dir, `shard-${i + 1}.json`);
      writeFileSync(file, JSON.stringify(s));
      return file;
    });
    const out = path.join(dir, 'merged.json');
    expect(await main(['node', 'deploy-gate', 'merge', ...files, '--format', 'json', '--output', out])).toBe(1);
    expect(stableReport(JSON.parse(readFileSync(out, 'utf8')) as Report)).toEqual(stableReport(whole));
    const onlyFirst = await main([
      'node',
      'deploy-gate',
      'merge',
      files[0] as string,
      '--format',
      'json',
      '--output',
      out,
    ]);
    expect(
      JSON.parse(readFileSync(out, 'utf8')).findings.some((f: { ruleId: string }) => f.ruleId === 'shard/missing'),
    ).toBe(true);
    expect(onlyFirst).toBe(1); // the shard's own failures still decide; the missing shard adds an inconclusive finding
    const other = path.join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ ...shards[1], ref: { ref: 'pr', sha: 'f'.repeat(40) } }));
    const stderr = process.stderr.write;
    process.stderr.write = (() => true) as typeof process.stderr.write;
    try {
      expect(await main(['node', 'deploy-gate', 'merge', files[0] as string, other])).toBe(2);
    } finally {
      process.stderr.write = stderr;
    }
  }, 120_000);
});
