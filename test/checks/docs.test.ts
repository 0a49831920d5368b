import { describe, expect, it } from 'vitest';
import { loadPolicies, renderRulesDoc, renderRulesTable } from '../../src/checks/index.js';
import { rules } from '../../src/findings/rules.js';

describe('generated docs', () => {
  it('the README table lists every rule by family, marking severities other than error and inconclusive verdicts', () => {
    const table = renderRulesTable().trimEnd().split('\n');
    expect(table).toHaveLength(new Set(rules().map((r) => r.id.split('/')[0])).size + 2);
    for (const r of rules()) expect(table.join('\n')).toContain(`\`${r.id}\``);
    expect(table.find((l) => l.startsWith('| `image` |'))).toContain('`image/not-pinned` (warning)');
    expect(table.find((l) => l.startsWith('| `schema` |'))).toContain('`schema/not-found` (inconclusive)');
    const doc = renderRulesDoc(loadPolicies());
    expect(doc).toContain('| `schema/not-found` | error | inconclusive | no schema for this kind/version anywhere |');
  });

  it("shows a check's effective parameters and its examples", () => {
    const doc = renderRulesDoc(loadPolicies());
    expect(doc).toContain('| `mutableTags` | `["latest"]` |');
    expect(doc).toContain('image: nginx:latest');
    expect(doc).toMatch(/deploy-gate\.io\/ignore-reason/);
    expect(doc).toContain('template: image-registry');
  });
});
