import { describe, expect, it } from 'vitest';
import { loadPolicies, runPolicies } from '../../src/checks/index.js';
import type { EnvironmentConfig } from '../../src/model/config.js';
import { isRenderedResource } from '../../src/model/finding.js';
import { fixturesOf } from './fixtures.js';
import { loadResources, prodEnv } from './resources.js';

const set = loadPolicies();
const env = (requireDigests: boolean, requireReadinessProbes = false): EnvironmentConfig =>
  prodEnv({ requireDigests, ...(requireReadinessProbes ? { requireReadinessProbes } : {}) });
const cases = set.checks.flatMap((c) => fixturesOf(c.id));

describe('check fixtures (verdict in the file name)', () => {
  it.each(cases.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    const resources = await loadResources(f.text, f.file);
    const all = runPolicies(set, { resources, env: env(f.requireDigests, f.requireReadinessProbes) });
    expect(
      all.filter((d) => d.ruleId === 'schema/invalid'),
      'fixtures are well-formed',
    ).toEqual([]);
    const drafts = all.filter((d) => d.ruleId === f.ruleId);
    if (f.verdict === 'pass') {
      expect(drafts.map((d) => d.message)).toEqual([]);
      return;
    }
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) {
      expect(d.resource && isRenderedResource(d.resource)).toBe(true);
      expect(d.fingerprintKey).toBeTruthy();
      expect(d.remediation).toBeTruthy();
      if (f.verdict === 'note') expect(d.severity).toBe('note');
      else expect(d.severity).not.toBe('note');
      if (f.verdict === 'note') expect(d.message).toMatch(/LimitRange /);
      if (f.severity === 'default') expect(d.severity).toBeUndefined();
      else if (f.severity) expect(d.severity).toBe(f.severity);
    }
    if (f.expect.length > 0) {
      const got = drafts.map((d) => {
        const loc = d.location ?? (isRenderedResource(d.resource) ? d.resource.locate(d.path ?? '') : undefined);
        return `${d.path} @${loc?.line}`;
      });
      expect(got.sort()).toEqual([...f.expect].sort());
    }
  });
});
