import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPolicies, renderRulesDoc, runPolicies, TEMPLATES } from '../../src/checks/index.js';
import { RULES } from '../../src/findings/rules.js';
import { packageRoot } from '../../src/package-root.js';
import { fixtureRuleIds, fixturesOf } from './fixtures.js';
import { loadResources } from './resources.js';

/** The contract's policy rules: each must be a check file, not code elsewhere. */
const POLICY_RULES = [
  'image/mutable-tag',
  'image/not-pinned',
  'resources/requests-missing',
  'resources/limits-missing',
  'security/privileged',
  'gpu/toleration-without-request',
  'hook/retries',
  'hook/no-deadline',
  'hook/evidence-deleted',
  'hook/image-not-pinned',
  'analysis/empty-result-passes',
  'analysis/no-failure-condition',
  'analysis/short-window',
  'analysis/resource-metric',
  'analysis/no-traffic-guard',
  'gitops/replicas-with-hpa',
  'health/no-generation-check',
  'health/script-error',
  'health/ignored',
  'probes/readiness-missing',
  'probes/liveness-equals-readiness',
  'probes/unknown-port',
  'pss/apparmor-annotations',
  'pss/apparmor',
  'pss/capabilities',
  'pss/host-namespaces',
  'pss/host-path-volumes',
  'pss/host-ports',
  'pss/host-process',
  'pss/proc-mount',
  'pss/seccomp',
  'pss/selinux-type',
  'pss/selinux-user-role',
  'pss/sysctls',
  'pss/capabilities-add',
  'pss/capabilities-drop',
  'pss/privilege-escalation',
  'pss/run-as-non-root',
  'pss/run-as-user',
  'pss/seccomp-restricted',
  'pss/volume-types',
];
const set = loadPolicies();
const env = {
  name: 'prod',
  kubernetesVersion: '1.33.0',
  requireDigests: false,
  gateRecords: 'off' as const,
  apiVersions: [],
};

describe('checks, fixtures and docs agree', () => {
  it('every policy rule of the contract has a built-in check file', () => {
    expect(
      set.checks
        .filter((c) => c.builtIn)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...POLICY_RULES].sort());
  });

  it('every built-in check id is a registered rule', () => {
    for (const c of set.checks)
      expect(
        RULES.some((r) => r.id === c.id),
        c.id,
      ).toBe(true);
  });

  it.each(POLICY_RULES)('%s has pass and fail fixtures', (id) => {
    const verdicts = fixturesOf(id).map((f) => f.verdict);
    expect(verdicts).toContain('pass');
    expect(verdicts).toContain('fail');
  });

  it('every fixture folder belongs to a check', () => {
    expect(fixtureRuleIds()).toEqual(set.checks.map((c) => c.id).sort());
  });

  it.each(set.checks.map((c) => [c.id, c] as const))(
    '%s documents a pass and a fail example that behave as documented',
    async (id, check) => {
      expect(check.examples, `${id} needs examples for the docs`).toBeDefined();
      const run = async (text: string) =>
        runPolicies(set, { resources: await loadResources(text, `${id}.md`), env }).filter((d) => d.ruleId === id);
      expect(await run(check.examples!.pass)).toEqual([]);
      expect((await run(check.examples!.fail)).length).toBeGreaterThan(0);
    },
  );

  it('every template is used by a built-in check or is meant for custom ones, and documents its parameters', () => {
    const used = new Set(set.checks.map((c) => c.template));
    for (const t of TEMPLATES) {
      expect(used.has(t.name) || t.name === 'image-registry' || t.name === 'object-schema', t.name).toBe(true);
      for (const [name, schema] of Object.entries(t.params.properties))
        expect(schema.description, `${t.name}.${name}`).not.toBe('');
    }
  });

  it('docs/rules.md has a section for every rule id and every template', () => {
    const doc = renderRulesDoc(set);
    for (const r of RULES) expect(doc).toContain(`### \`${r.id}\``);
    for (const t of TEMPLATES) expect(doc).toContain(`### Template \`${t.name}\``);
    for (const c of set.checks) expect(doc).toContain(c.remediation.trim());
  });

  it('docs/rules.md is not stale (regenerate: npm run docs)', () => {
    const file = path.join(packageRoot(), 'docs', 'rules.md');
    expect(readFileSync(file, 'utf8')).toBe(renderRulesDoc(set));
  });
});
