// `npm run demo` offline (issue 32 item 6): the committed OpenAPI fixtures stand in for the network,
// and every catch the README advertises is still made.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, ROOT } from '../action/runner.js';

const ADVERTISED = [
  'api/removed',
  'security/privileged',
  'image/mutable-tag',
  'schema/unknown-field',
  'gate/digest-mismatch',
  'env/unpromoted-image',
  'gpu/toleration-without-request',
  'env/drift',
  'config/changed',
];

describe('npm run demo, offline', () => {
  beforeAll(() => ensureBundle(), 300_000);

  it('gives a verdict from the committed fixtures and keeps every advertised catch', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'demo.mjs'), '--offline', '--format', 'json'], {
      encoding: 'utf8',
      timeout: 240_000,
      // No cache from earlier runs: a first run on a fresh machine.
      env: { ...process.env, XDG_CACHE_HOME: path.join(ROOT, '.test-output', 'empty-cache'), RUNNER_TOOL_CACHE: '' },
    });
    expect(r.stderr).toContain('the gate\'s verdict on the example change is "fail"');
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; verdict: string }[] };
    const rules = new Set(report.findings.map((f) => f.ruleId));
    for (const id of ADVERTISED) expect(rules, id).toContain(id);
    expect(report.findings.filter((f) => f.verdict === 'inconclusive')).toEqual([]);
  }, 300_000);
});
