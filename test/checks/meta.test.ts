import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPolicies, renderRulesDoc, runPolicies, TEMPLATES } from '../../src/checks/index.js';
import { CODE_RULES } from '../../src/findings/rules-code.js';
import { rules } from '../../src/findings/rules.js';
import { packageRoot } from '../../src/package-root.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { fixtureRuleIds, fixturesOf } from './fixtures.js';
import { loadResources, prodEnv } from './resources.js';

const set = loadPolicies();
/** The policy rules: one per built-in check file, derived as the registry derives them. */
const POLICY_RULES = set.checks.filter((c) => c.builtIn).map((c) => c.id);
const env = prodEnv();

describe('checks, fixtures and docs agree', () => {
  it('each built-in check file is its rule: the registry holds its summary and default severity', () => {
    expect(POLICY_RULES.length).toBeGreaterThan(30);
    for (const c of set.checks.filter((c) => c.builtIn))
      expect(rules().find((r) => r.id === c.id)).toEqual({
        id: c.id,
        verdict: 'fail',
        severity: c.severity,
        summary: c.summary,
      });
  });

  it('no rule is written twice: a code rule has no check file, and every place kept for a policy rule has one', () => {
    const code = CODE_RULES.filter((r) => typeof r !== 'string').map((r) => r.id);
    const places = CODE_RULES.filter((r) => typeof r === 'string');
    expect(code.filter((id) => POLICY_RULES.includes(id))).toEqual([]);
    expect(places.filter((id) => !POLICY_RULES.includes(id))).toEqual([]);
  });

  it.skipIf(!HAS_SHARED)('every rule of the contract keeps its id, default severity and verdict', () => {
    const contract = readFileSync(sharedPath('design', 'contract.md'), 'utf8');
    const table = contract.slice(contract.indexOf('## Rule ids'));
    const rows = [...table.matchAll(/^\| `([a-z0-9-]+\/[a-z0-9-]+)` \| (\w+) \| (\w+) \|/gm)];
    expect(rows.length).toBeGreaterThan(60);
    for (const [, id, severity, verdict] of rows)
      expect({ id, severity, verdict }).toEqual({
        id,
        severity: rules().find((r) => r.id === id)?.severity,
        verdict: rules().find((r) => r.id === id)?.verdict,
      });
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
      expect(
        used.has(t.name) ||
          ['image-registry', 'object-schema', 'required-label', 'required-annotation'].includes(t.name),
        t.name,
      ).toBe(true);
      for (const [name, schema] of Object.entries(t.params.properties))
        expect(schema.description, `${t.name}.${name}`).not.toBe('');
    }
  });

  it('docs/rules.md has a section for every rule id and every template', () => {
    const doc = renderRulesDoc(set);
    for (const r of rules()) expect(doc).toContain(`### \`${r.id}\``);
    for (const t of TEMPLATES) expect(doc).toContain(`### Template \`${t.name}\``);
    for (const c of set.checks) expect(doc).toContain(c.remediation.trim());
  });

  it('docs/rules.md is not stale (regenerate: npm run docs)', () => {
    const file = path.join(packageRoot(), 'docs', 'rules.md');
    expect(readFileSync(file, 'utf8')).toBe(renderRulesDoc(set));
  });
});
