import { describe, expect, it } from 'vitest';
import { loadPolicies, renderRulesDoc, renderRulesTable } from '../../src/checks/index.js';
import { RULES } from '../../src/findings/rules.js';

describe('generated docs', () => {
  it('the README table lists every rule with its default severity and verdict', () => {
    const table = renderRulesTable().trimEnd().split('\n');
    expect(table).toHaveLength(RULES.length + 2);
    expect(table).toContain(
      '| `image/not-pinned` | warning (error where the environment sets `requireDigests: true`) | fail | no `@sha256:` digest |',
    );
    expect(table).toContain('| `schema/not-found` | error | inconclusive | no schema for this kind/version anywhere |');
  });

  it("shows a check's effective parameters and its examples", () => {
    const doc = renderRulesDoc(loadPolicies());
    expect(doc).toContain('| `mutableTags` | `["latest"]` |');
    expect(doc).toContain('image: nginx:latest');
    expect(doc).toMatch(/deploy-gate\.io\/ignore-reason/);
    expect(doc).toContain('template: image-registry');
  });
});
