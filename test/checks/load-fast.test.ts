// Check files are read on the plain-manifest fast path when its pre-scan trusts them: it must give
// exactly what the full parse gives, for every built-in check file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { builtInChecksDir, loadPolicies, PolicyLoadError } from '../../src/checks/load.js';
import { fastStream } from '../../src/manifest/fast-stream.js';

const files = (): string[] =>
  readdirSync(builtInChecksDir(), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => path.join(builtInChecksDir(), f));

describe('check files on the fast path', () => {
  it('read the same as the full parse, and most built-in ones take it', () => {
    let fast = 0;
    for (const file of files()) {
      const text = readFileSync(file, 'utf8');
      const read = fastStream(text, 4 * 1024 * 1024, 1);
      if (read?.docs.length !== 1) continue;
      fast++;
      expect(read.docs[0]?.value, file).toEqual(parseDocument(text).toJS());
    }
    expect(files().length).toBeGreaterThan(10);
    expect(fast).toBeGreaterThan(files().length / 2);
    expect(loadPolicies().checks.length).toBe(files().length);
  });

  it('a check file the fast path refuses still gets the full parse and its YAML error', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-checks-'));
    mkdirSync(path.join(dir, 'acme'));
    writeFileSync(path.join(dir, 'acme', 'dup.yaml'), 'template: x\ntemplate: y\n');
    expect(() => loadPolicies({ extraDirs: [dir] })).toThrow(PolicyLoadError);
    expect(() => loadPolicies({ extraDirs: [dir] })).toThrow(/dup\.yaml: Map keys must be unique/);
  });
});
