import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { verdictOf } from '../../src/findings/verdict.js';
import { liveFindings } from '../../src/live/index.js';
import { application, list, PREVIOUS, target } from './fixtures.js';
import { judgeWith } from './helpers.js';

const APPS = '/api/v1/applications';

describe('live findings in the report', () => {
  it('makes a fork/Dependabot run without a token inconclusive overall, never pass (A3)', async () => {
    const { result } = await judgeWith(
      {},
      { token: '', targets: [target('web', 'staging'), target('web', 'production')] },
    );
    const findings = liveFindings(result, defaultConfig());
    expect(findings.map((f) => [f.ruleId, f.verdict, f.severity, `${f.app}/${f.environment}`])).toEqual([
      ['live/status-unavailable', 'inconclusive', 'error', 'web/staging'],
      ['live/status-unavailable', 'inconclusive', 'error', 'web/production'],
    ]);
    expect(verdictOf(findings)).toBe('inconclusive');
  });

  it('fails on a revision mismatch, keeps fingerprints stable across runs, and honours rules: off', async () => {
    const routes = {
      [APPS]: { json: list(application({ name: 'web-production', revision: PREVIOUS, health: 'Degraded' })) },
    };
    const first = liveFindings((await judgeWith(routes)).result, defaultConfig());
    const again = liveFindings((await judgeWith(routes)).result, defaultConfig());
    expect(first.map((f) => f.ruleId)).toEqual(['live/revision-mismatch', 'live/unhealthy']);
    expect(verdictOf(first)).toBe('fail');
    expect(again.map((f) => f.fingerprint)).toEqual(first.map((f) => f.fingerprint));
    expect(new Set(first.map((f) => f.fingerprint)).size).toBe(2);
    const config = { ...defaultConfig(), rules: { 'live/unhealthy': 'off' as const } };
    expect(liveFindings((await judgeWith(routes)).result, config).map((f) => f.ruleId)).toEqual([
      'live/revision-mismatch',
    ]);
  });
});
