import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/model/config.js';
import type { Finding, FindingDraft } from '../../src/model/finding.js';
import type { Resource } from '../../src/model/resource.js';
import { defaultConfig } from '../../src/config/index.js';
import { finalizeDrafts } from '../../src/findings/finalize.js';
import { compareFindings, keepUncheckedIntroduced } from '../../src/findings/compare.js';
import { summarize, verdictOf } from '../../src/findings/verdict.js';
import { defaultSeverities, orderRules, rules, type RuleInfo } from '../../src/findings/rules.js';

function resource(name: string, annotations?: Record<string, string>, line = 10): Resource {
  const object = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'ns', ...(annotations ? { annotations } : {}) },
  };
  return {
    ref: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'ns', name },
    object,
    docIndex: 0,
    source: { file: 'apps/x/deploy.yaml', line, exact: true },
    locate: (pointer) => ({ file: 'apps/x/deploy.yaml', line: line + pointer.split('/').length, exact: true }),
  };
}

function config(patch: Partial<Config> = {}): Config {
  return { ...defaultConfig('.deploy-gate.yaml'), ...patch };
}

const ctx = (c = config()) => ({ config: c, app: 'web', environment: 'staging' });
const draft = (patch: Partial<FindingDraft> = {}): FindingDraft => ({
  ruleId: 'security/privileged',
  message: 'privileged',
  resource: resource('web'),
  path: '/spec/template/spec/containers/0',
  ...patch,
});

describe('the rule registry', () => {
  it('has each rule id once, each with a verdict, a default severity and a summary', () => {
    const ids = rules().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of rules()) {
      expect(['fail', 'inconclusive'], r.id).toContain(r.verdict);
      expect(['error', 'warning', 'note'], r.id).toContain(defaultSeverities()[r.id]);
      expect(r.summary.length, r.id).toBeGreaterThan(5);
    }
  });
});

describe('orderRules', () => {
  const rule = (id: string): RuleInfo => ({ id, verdict: 'fail', severity: 'error', summary: id });
  it('keeps the places named for policy rules and puts a new one after the last rule of its family', () => {
    const code = [rule('a/one'), 'b/kept', rule('b/two'), rule('c/three')];
    const policy = [rule('b/new'), rule('b/kept'), rule('z/alone')];
    expect(orderRules(code, policy).map((r) => r.id)).toEqual([
      'a/one',
      'b/kept',
      'b/two',
      'b/new',
      'c/three',
      'z/alone',
    ]);
  });
  it('refuses a place for a policy rule without a check file', () => {
    expect(() => orderRules(['x/gone'], [])).toThrow(/x\/gone/);
  });
});

describe('finalizeDrafts', () => {
  it('takes the severity from policies, the location from the resource, and a line-free fingerprint', () => {
    const [f] = finalizeDrafts([draft()], ctx());
    expect(f?.severity).toBe('error');
    expect(f?.verdict).toBe('fail');
    expect(f?.location).toEqual({ file: 'apps/x/deploy.yaml', line: 16, exact: true });
    const [moved] = finalizeDrafts([draft({ resource: resource('web', undefined, 99) })], ctx());
    expect(moved?.fingerprint).toBe(f?.fingerprint);
    expect(moved?.location?.line).not.toBe(f?.location?.line);
  });

  it('lets the config change a severity or switch a rule off', () => {
    expect(finalizeDrafts([draft()], ctx(config({ rules: { 'security/privileged': 'warning' } })))[0]?.severity).toBe(
      'warning',
    );
    expect(finalizeDrafts([draft()], ctx(config({ rules: { 'security/privileged': 'off' } })))).toEqual([]);
  });

  it('keeps a check-specific severity (requireDigests) above the repo-wide rules map', () => {
    const d = draft({ ruleId: 'image/not-pinned', severity: 'error' });
    expect(finalizeDrafts([d], ctx(config({ rules: { 'image/not-pinned': 'warning' } })))[0]?.severity).toBe('error');
  });

  it('exempts by annotation only with a reason, and keeps exempted findings', () => {
    const withReason = resource('web', {
      'deploy-gate.io/ignore': 'resources/limits-missing, security/privileged',
      'deploy-gate.io/ignore-reason': 'CNI agent',
    });
    const [exempt] = finalizeDrafts([draft({ resource: withReason })], ctx());
    expect(exempt?.exempted).toEqual({ by: 'annotation', reason: 'CNI agent' });
    const noReason = resource('web', { 'deploy-gate.io/ignore': 'security/privileged' });
    const [stands] = finalizeDrafts([draft({ resource: noReason })], ctx());
    expect(stands?.exempted).toBeUndefined();
    expect(stands?.message).toMatch(/ignore-reason is missing/);
  });

  it('exempts by config per target glob and namespace', () => {
    const c = config({
      exemptions: [{ rules: ['security/privileged'], reason: 'agent', targets: ['web/*'], namespaces: ['ns'] }],
    });
    expect(finalizeDrafts([draft()], ctx(c))[0]?.exempted).toEqual({ by: 'config', reason: 'agent' });
    const other = config({ exemptions: [{ rules: ['security/privileged'], reason: 'agent', namespaces: ['other'] }] });
    expect(finalizeDrafts([draft()], ctx(other))[0]?.exempted).toBeUndefined();
  });

  it('gives rules that cannot be checked the inconclusive verdict', () => {
    const [f] = finalizeDrafts([{ ruleId: 'schema/not-found', message: 'no schema' }], ctx());
    expect(f?.verdict).toBe('inconclusive');
  });
});

describe('compareFindings and the verdict', () => {
  const f = (ruleId: string, name: string) =>
    finalizeDrafts([draft({ ruleId, resource: resource(name) })], ctx())[0] as Finding;

  it('marks introduced, unchanged and fixed by fingerprint', () => {
    const base = [f('security/privileged', 'a'), f('image/mutable-tag', 'b')];
    const head = [f('security/privileged', 'a'), f('resources/limits-missing', 'c')];
    const changes = compareFindings(base, head)
      .map((x) => `${x.ruleId}:${x.change}`)
      .sort();
    expect(changes).toEqual([
      'image/mutable-tag:fixed',
      'resources/limits-missing:introduced',
      'security/privileged:unchanged',
    ]);
  });

  it('fails on an introduced error, ignores pre-existing ones, and is inconclusive when only unknowns remain', () => {
    const old = f('security/privileged', 'a');
    expect(verdictOf(compareFindings([old], [old]))).toBe('pass');
    expect(verdictOf(compareFindings([], [old]))).toBe('fail');
    const unknown = finalizeDrafts([{ ruleId: 'schema/not-found', message: 'x' }], ctx())[0] as Finding;
    expect(verdictOf(compareFindings([], [unknown]))).toBe('inconclusive');
    expect(verdictOf(compareFindings([], [unknown, old]))).toBe('fail');
  });

  it('does not let warnings, notes or exempted findings fail the gate, but counts them', () => {
    const warn = finalizeDrafts([draft({ ruleId: 'api/deprecated' })], ctx())[0] as Finding;
    const exempt = { ...f('security/privileged', 'z'), exempted: { by: 'config' as const, reason: 'r' } };
    const all = compareFindings([], [warn, exempt]);
    expect(verdictOf(all)).toBe('pass');
    expect(summarize(all, 1, 3)).toMatchObject({ fail: 0, warning: 1, exempted: 1 });
  });

  it('a render that fails the same at base makes an affected target inconclusive, never a new failure', () => {
    const broken = finalizeDrafts(
      [{ ruleId: 'render/failed', message: "E_PATH_NOT_FOUND: 'x.json' does not exist" }],
      ctx(),
    );
    const kept = keepUncheckedIntroduced(compareFindings(broken, broken), new Set());
    expect(kept.map((x) => [x.change, x.verdict])).toEqual([['introduced', 'inconclusive']]);
    expect(kept[0]!.message).toContain('the same at base');
    expect(verdictOf(kept)).toBe('inconclusive');
    expect(verdictOf(keepUncheckedIntroduced(compareFindings([], broken), new Set()))).toBe('fail');
  });

  it('counts every finding in audit mode (no change field)', () => {
    expect(verdictOf([f('security/privileged', 'a')])).toBe('fail');
  });
});

describe('custom checks', () => {
  it('take their file severity as a default that the config can lower', () => {
    const custom: FindingDraft = { ruleId: 'acme/allowed-registries', message: 'x', defaultSeverity: 'error' };
    expect(finalizeDrafts([custom], ctx())[0]?.severity).toBe('error');
    expect(
      finalizeDrafts([custom], ctx(config({ rules: { 'acme/allowed-registries': 'warning' } })))[0]?.severity,
    ).toBe('warning');
  });
});

describe('exemptions the change could add to its own manifests', () => {
  it('do not waive gate-record or promotion findings; the base config can', () => {
    const annotated = resource('web', { 'deploy-gate.io/ignore': '*', 'deploy-gate.io/ignore-reason': 'trust me' });
    const gate = draft({ ruleId: 'gate/record-missing', resource: annotated });
    expect(finalizeDrafts([gate], ctx())[0]?.exempted).toBeUndefined();
    expect(
      finalizeDrafts([draft({ ruleId: 'env/unpromoted-image', resource: annotated })], ctx())[0]?.exempted,
    ).toBeUndefined();
    const viaConfig = config({ exemptions: [{ rules: ['gate/record-missing'], reason: 'third-party image' }] });
    expect(finalizeDrafts([gate], ctx(viaConfig))[0]?.exempted).toEqual({ by: 'config', reason: 'third-party image' });
  });
});
