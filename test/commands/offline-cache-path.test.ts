// A first run offline (issue 32 item 6): the finding names the real schema cache folder, never
// `<outside-root>`, and says how to warm it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, ROOT } from '../action/runner.js';

describe('validate offline with a cold cache', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-offline-'));
  const home = path.join(os.homedir(), `.dg-offline-test-${process.pid}`);
  beforeAll(() => ensureBundle(), 300_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  });

  it('prints the real cache path and how to warm it', () => {
    writeFileSync(path.join(dir, 'cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  a: b\n');
    // The cache under the home folder: a place the sanitizer would otherwise hide as <outside-root>.
    const r = spawnSync(
      process.execPath,
      [path.join(ROOT, 'dist', 'cli.js'), 'validate', 'cm.yaml', '--offline', '--no-progress'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, XDG_CACHE_HOME: home, RUNNER_TOOL_CACHE: '' },
      },
    );
    expect(r.status).toBe(3);
    expect(r.stdout).not.toContain('<outside-root>');
    expect(r.stdout).toContain(`offline and not in the cache (${path.join(home, 'deploy-gate', 'schemas')})`);
    expect(r.stdout).toContain('warm the schema cache named above: run once with network access');
  });
});
