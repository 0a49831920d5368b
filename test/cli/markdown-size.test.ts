// `--markdown-size summary`: markdown for $GITHUB_STEP_SUMMARY uses the summary's 1 MiB, not a comment's 65,536 characters.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/commands/main.js';
import { change, report } from '../report/fixtures.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-mdsize-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('merge --format markdown --markdown-size', () => {
  const apps = Array.from({ length: 20 }, (_, i) => `app-${i}`);
  const changes = apps.flatMap((app) =>
    Array.from({ length: 5 }, (_, j) =>
      change(`cm-${j}`, `--- base\n+++ head\n@@ -1,1 +1,1 @@\n-a\n+${'x'.repeat(1_000)}\n`, {
        app,
        environment: 'prod',
      }),
    ),
  );
  const file = path.join(dir, 'shard.json');
  writeFileSync(
    file,
    JSON.stringify(
      report({ mode: 'audit', base: undefined, head: undefined, ref: { ref: 'main', sha: 'c'.repeat(40) }, changes }),
    ),
  );

  async function merged(extra: string[]): Promise<string> {
    const out = path.join(dir, `out-${extra.join('-') || 'default'}.md`);
    const code = await main(['node', 'deploy-gate', 'merge', file, '--format', 'markdown', '--output', out, ...extra]);
    expect(code).toBe(1);
    return readFileSync(out, 'utf8');
  }

  it('cuts to a comment by default, inside each app', async () => {
    const md = await merged([]);
    expect([...md].length).toBeLessThanOrEqual(65_000);
    for (const app of apps) expect(md).toContain(`<summary>${app} — 5 objects changed in prod</summary>`);
    // Every object keeps a place; diffs too long for it are cut by hunks, and the cut is said.
    expect(md).toMatch(/shown in full, \d+ cut short/);
  });

  it('keeps every diff with the summary size', async () => {
    const md = await merged(['--markdown-size', 'summary']);
    expect([...md].length).toBeGreaterThan(100_000);
    expect(md).not.toMatch(/not shown/);
  });

  it('refuses an unknown size', async () => {
    expect(await main(['node', 'deploy-gate', 'merge', file, '--markdown-size', 'huge'])).toBe(2);
  });
});
