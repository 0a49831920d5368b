import { describe, expect, it } from 'vitest';
import { loadPolicies, PolicyLoadError, runPolicies } from '../../src/checks/index.js';
import { loadConfig } from '../../src/config/index.js';
import { checkParamsOf } from '../../src/engine/judges.js';
import { fixturesOf } from './fixtures.js';
import { prodEnv, resourcesFromYaml } from './resources.js';

const env = prodEnv();
const tenMinutes = fixturesOf('analysis/short-window').find((f) => f.name.endsWith('pass.ten-minutes.yaml'))!;

function shortWindow(params?: Record<string, Record<string, unknown>>) {
  const set = loadPolicies({ params });
  return runPolicies(set, { resources: resourcesFromYaml(tenMinutes.text, tenMinutes.file), env }).filter(
    (d) => d.ruleId === 'analysis/short-window',
  );
}

describe('built-in check parameters overridden in the config (checkParams, analysis.minWindow)', () => {
  it('applies an override: a 10-minute metric is short where 15 minutes are required', () => {
    expect(shortWindow()).toEqual([]);
    expect(shortWindow({ 'analysis/short-window': { minWindow: '15m' } })[0]!.message).toMatch(/less than 15m/);
  });

  it('validates overrides against the template when the checks load', () => {
    expect(() => loadPolicies({ params: { 'analysis/short-window': { minWindow: 'ten minutes' } } })).toThrow(
      PolicyLoadError,
    );
    expect(() => loadPolicies({ params: { 'analysis/short-window': { bogus: 1 } } })).toThrow(/bogus/);
    expect(() => loadPolicies({ params: { 'nope/none': {} } })).toThrow(/no check has this id/);
  });

  it('reads analysis.minWindow from the config as the short-window parameter', () => {
    const config = loadConfig(
      'version: 1\nanalysis: {minWindow: 20m}\ncheckParams:\n  image/mutable-tag: {}\n',
      '.deploy-gate.yaml',
    );
    expect(checkParamsOf(config)).toEqual({ 'image/mutable-tag': {}, 'analysis/short-window': { minWindow: '20m' } });
    expect(() => loadConfig('version: 1\nanalysis: {minWindow: soon}\n', '.deploy-gate.yaml')).toThrow();
  });
});
