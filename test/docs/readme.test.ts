import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRulesTable } from '../../src/checks/index.js';
import { rules } from '../../src/findings/rules.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

describe('README', () => {
  it('carries the current generated rule table (run `npm run docs` when this fails)', () => {
    const block = /<!-- rules:start -->\n([\s\S]*)\n<!-- rules:end -->/.exec(readme)?.[1];
    expect(block?.trim()).toBe(renderRulesTable().trim());
  });

  it('names every rule id of the registry', () => {
    for (const rule of rules()) expect(readme).toContain(rule.id);
  });

  it('documents the two set-up commands and the test command that .ci/run runs', () => {
    expect(readme).toContain('npm ci');
    expect(readme).toContain('npm run demo');
    const ci = readFileSync(path.join(root, '.ci', 'run'), 'utf8');
    expect(ci).toMatch(/^npm test$/m);
    expect(readme).toMatch(/^npm test\s/m);
  });
});
