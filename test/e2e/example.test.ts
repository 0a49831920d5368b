// The bundled example change, end to end through the engine with the real helm and kustomize.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import { run } from '../../src/run.js';
import type { Report } from '../../src/model/report.js';
import { formatReport } from '../../src/report/index.js';
import { builtInRuleHelp } from '../../src/checks/rule-help.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { expectGolden } from '../helpers/golden.js';
import { normalizeOutput, stableReport } from '../helpers/normalize.js';

const GOLDEN = path.resolve(import.meta.dirname, '..', 'golden');
const CANARIES = ['staging-canary-pw-0001', 'staging-canary-pw-0002', 'prod-canary-pw-0001'];

describe('the examples/ change', () => {
  let repo: ReturnType<typeof buildExampleRepo>;
  let report: Report;

  beforeAll(async () => {
    repo = buildExampleRepo();
    report = await run({
      mode: 'check',
      repo: repo.dir,
      base: 'main',
      head: 'pr',
      jobs: 2,
      offline: true,
      schemaLocations: [OPENAPI_LOCATION],
      crdSchemaLocations: [],
    });
  }, 120_000);
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  const introduced = (ruleId: string, target?: string) =>
    report.findings.filter(
      (f) => f.ruleId === ruleId && f.change === 'introduced' && (!target || `${f.app}/${f.environment}` === target),
    );

  it('renders the four affected targets on both sides and fails the gate', () => {
    expect(report.verdict).toBe('fail');
    expect(report.targets.map((t) => `${t.app}/${t.environment}:${t.status}`).sort()).toEqual([
      'payments/production:rendered',
      'payments/staging:rendered',
      'web/production:rendered',
      'web/staging:rendered',
    ]);
    expect(report.base?.sha).toBe(repo.base);
    expect(report.head?.sha).toBe(repo.head);
  });

  it('finds the problems the change introduces, with source locations', () => {
    const removed = introduced('api/removed', 'web/staging')[0];
    expect(removed?.message).toMatch(/batch\/v1/);
    expect(removed?.location?.file).toBe('apps/web/base/cronjob.yaml');
    expect(introduced('security/privileged', 'web/production')[0]?.location).toMatchObject({
      file: 'apps/web/base/cronjob.yaml',
      line: 17,
      exact: true,
    });
    expect(introduced('image/mutable-tag').length).toBeGreaterThan(0);
    expect(introduced('resources/requests-missing').length).toBeGreaterThan(0);
    expect(
      introduced('schema/unknown-field')
        .map((f) => f.message)
        .join('\n'),
    ).toMatch(/retentionDayz/);
    expect(introduced('gpu/toleration-without-request', 'payments/staging')).toHaveLength(1);
    expect(introduced('config/changed')).toHaveLength(1);
  });

  it('uses the base config: the head cannot switch rules off', () => {
    expect(introduced('image/mutable-tag').length).toBeGreaterThan(0);
  });

  it('diffs the Secret without its values', () => {
    const secret = report.changes.find((c) => c.resource.kind === 'Secret' && c.environment === 'staging');
    expect(secret?.action).toBe('modified');
    expect(secret?.diff).toMatch(/password/);
    for (const format of ['text', 'json', 'sarif', 'markdown'] as const) {
      const out = formatReport(report, format);
      for (const canary of CANARIES) expect(out, `${format} leaks ${canary}`).not.toContain(canary);
    }
  });

  it('matches the golden report in every format (UPDATE_GOLDEN=1 to refresh)', () => {
    const stable = stableReport(report);
    for (const [format, ext] of [
      ['text', 'txt'],
      ['json', 'json'],
      ['sarif', 'sarif'],
      ['markdown', 'md'],
    ] as const) {
      const file = path.join(GOLDEN, `example.${ext}`);
      // The SARIF rule docs are handed in, as the CLI and the Action do (commands/print-report.ts, main.ts).
      const out = normalizeOutput(formatReport(stable, format, { sarif: { ruleHelp: builtInRuleHelp() } }));
      expectGolden(file, out, `test/golden/example.${ext}`);
    }
  });
});
