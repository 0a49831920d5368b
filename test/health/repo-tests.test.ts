import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { customizationsOf } from '../../src/health/argocd-cm.js';
import { repoHealthDrafts } from '../../src/health/repo-tests.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const cm = customizationsOf(parse(readFileSync(path.join(FIXTURES, 'argocd-cm.yaml'), 'utf8')), 'argocd-cm');

describe("a repository's own health tests (argocd.healthTests)", () => {
  it('finds nothing when every case passes and the scripts compare generations', () => {
    expect(repoHealthDrafts(FIXTURES, ['passing'], cm)).toEqual([]);
  });

  it('reports failed cases, script errors, and a script that is Healthy on its own input without status', () => {
    const drafts = repoHealthDrafts(FIXTURES, ['failing'], []);
    const byRule = (id: string) => drafts.filter((d) => d.ruleId === id).map((d) => d.message);
    expect(byRule('health/test-failed')).toEqual([
      expect.stringMatching(/ok\.yaml: expected Healthy "ok 2\.0", got Healthy "ok 2"/),
      expect.stringMatching(/absent\.yaml: expected Healthy "", got cannot read the input/),
    ]);
    expect(byRule('health/script-error')).toEqual([
      expect.stringMatching(/errors on failing\/example\.com\/Gadget\/testdata\/broken\.yaml/),
    ]);
    expect(byRule('health/no-generation-check')).toEqual([
      expect.stringMatching(/example\.com\/Gadget .*says Healthy for an object without status/),
    ]);
    expect(drafts.every((d) => d.location?.file && d.remediation)).toBe(true);
  });

  it('fails tests without a script when argocd-cm does not configure one, and a directory outside the repo', () => {
    expect(repoHealthDrafts(FIXTURES, ['passing/deploy-gate.dev'], []).map((d) => d.ruleId)).toEqual([
      'health/test-failed',
      'health/test-failed',
    ]);
    const outside = repoHealthDrafts(path.join(FIXTURES, 'passing'), ['../failing'], []);
    expect(outside).toEqual([
      expect.objectContaining({
        ruleId: 'health/test-failed',
        message: expect.stringMatching(/leaves the repository/),
      }),
    ]);
    expect(repoHealthDrafts(FIXTURES, ['nope'], [])[0]!.message).toMatch(/does not exist/);
  });
});
