import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/commands/main.js';
import type { HealthSuiteResult } from '../../src/health/suite-run.js';
import { TempRepo } from '../helpers/git-repo.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'dg-health-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ code: number; out: string }> {
  const output = path.join(tmp, `out-${Math.random().toString(36).slice(2)}`);
  process.exitCode = undefined;
  const code = await main(['node', 'deploy-gate', 'health-test', ...args, '--output', output]);
  process.exitCode = undefined;
  let out = '';
  try {
    out = readFileSync(output, 'utf8');
  } catch {
    /* no report written */
  }
  return { code, out };
}

describe('deploy-gate health-test', () => {
  it('passes a suite whose scripts return what the tests expect, reading argocd-cm for tests without health.lua', async () => {
    const r = await run(
      path.join(FIXTURES, 'passing'),
      '--argocd-cm',
      path.join(FIXTURES, 'argocd-cm.yaml'),
      '--format',
      'json',
    );
    const result = JSON.parse(r.out) as HealthSuiteResult;
    expect(result.cases.filter((c) => !c.ok)).toEqual([]);
    expect(result).toMatchObject({ passed: 6, failed: 0 });
    expect(result.cases.map((c) => c.kind)).toEqual([
      'deploy-gate.dev/Model',
      'deploy-gate.dev/Model',
      'example.com/Widget',
      'example.com/Widget',
      'example.com/Widget',
      'example.com/Widget',
    ]);
    expect(r.code).toBe(0);
  });

  it('fails tests without a script when no argocd-cm is given', async () => {
    const r = await run(path.join(FIXTURES, 'passing', 'deploy-gate.dev'));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /no health\.lua beside the tests and no argocd-cm health customization for deploy-gate\.dev\/Model/,
    );
    expect(r.out).toMatch(/^0 passed, 2 failed$/m);
  });

  it('reports a wrong expectation, a script error and a missing input, and exits 1', async () => {
    const r = await run(path.join(FIXTURES, 'failing'), '--format', 'json');
    expect(r.code).toBe(1);
    const result = JSON.parse(r.out) as HealthSuiteResult;
    expect(result).toMatchObject({ passed: 1, failed: 3 });
    const [ok, wrong, broken, absent] = result.cases;
    expect(ok).toMatchObject({ ok: true, actual: { status: 'Healthy', message: 'ok 2' }, error: null });
    expect(wrong).toMatchObject({
      ok: false,
      expected: { status: 'Healthy', message: 'ok 2.0' },
      actual: { status: 'Healthy', message: 'ok 2' },
    });
    expect(broken).toMatchObject({ ok: false, actual: null, error: expect.stringMatching(/nil/) });
    expect(absent).toMatchObject({ ok: false, actual: null, error: expect.stringMatching(/cannot read the input/) });
  });

  it('prints one line per case and the N passed, N failed line as text', async () => {
    const r = await run(path.join(FIXTURES, 'failing'));
    expect(r.out).toMatch(/^ok {4}example\.com\/Gadget .*ok\.yaml: Healthy "ok 2"$/m);
    expect(r.out).toMatch(/^FAIL {2}example\.com\/Gadget .*ok\.yaml: expected Healthy "ok 2\.0", got Healthy "ok 2"$/m);
    expect(r.out).toMatch(/^1 passed, 3 failed$/m);
  });

  it('exits 1 when nothing was tested and 2 for a directory that does not exist', async () => {
    const empty = mkdtempSync(path.join(tmp, 'empty-'));
    const none = await run(empty);
    expect(none.code).toBe(1);
    expect(none.out).toMatch(/nothing was tested/);
    expect((await run(path.join(tmp, 'no-such-dir'))).code).toBe(2);
  });

  it('with --repo, uses the script an argocd-cm rendered by a target of the repository configures', async () => {
    const repo = new TempRepo();
    try {
      repo
        .write({
          '.deploy-gate.yaml':
            'version: 1\ntargets:\n  - {app: argocd, environment: prod, manifests: platform/argocd}\n',
          'platform/argocd/argocd-cm.yaml': readFileSync(path.join(FIXTURES, 'argocd-cm.yaml'), 'utf8'),
        })
        .commit('platform');
      const r = await run(path.join(FIXTURES, 'passing', 'deploy-gate.dev'), '--repo', repo.dir, '--format', 'json');
      expect(JSON.parse(r.out)).toMatchObject({ passed: 2, failed: 0 });
      expect(r.code).toBe(0);
    } finally {
      repo.cleanup();
    }
  });
});
