import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPolicies, renderRulesDoc, renderRulesTable } from '../../src/checks/index.js';
import { RULES } from '../../src/findings/rules.js';
import { packageRoot } from '../../src/package-root.js';

describe('generated docs', () => {
  // The one way docs/rules.md is written; meta.test.ts fails while it is stale.
  it.runIf(process.env.UPDATE_DOCS === '1')('writes docs/rules.md', () => {
    const dir = path.join(packageRoot(), 'docs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'rules.md'), renderRulesDoc(loadPolicies()));
  });

  it('the README table lists every rule with its default severity and verdict', () => {
    const table = renderRulesTable().trimEnd().split('\n');
    expect(table).toHaveLength(RULES.length + 2);
    expect(table).toContain('| `image/not-pinned` | warning (error where the environment sets `requireDigests: true`) | fail | no `@sha256:` digest |');
    expect(table).toContain('| `schema/not-found` | error | inconclusive | no schema for this kind/version anywhere |');
  });

  it('shows a check\'s effective parameters and its examples', () => {
    const doc = renderRulesDoc(loadPolicies());
    expect(doc).toContain('| `mutableTags` | `["latest"]` |');
    expect(doc).toContain('image: nginx:latest');
    expect(doc).toMatch(/deploy-gate\.io\/ignore-reason/);
    expect(doc).toContain('template: image-registry');
  });
});
