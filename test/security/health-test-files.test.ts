// A repository's Argo CD health tests (`argocd.healthTests`) are files a pull request controls: a
// case's `inputPath` may climb out of the tests folder, and a script or an input may be a link to
// /dev/zero or out of the repository. None of them is read: the case fails with the reason, and
// the run goes on (a link to /dev/zero once ran the gate out of memory).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runHealthSuites } from '../../src/health/suite-run.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const SCRIPT = 'hs = {}\nhs.status = "Healthy"\nhs.message = obj.metadata.name\nreturn hs\n';
const TESTS = (inputPath: string) =>
  `tests:\n- healthStatus: {status: Healthy, message: a}\n  inputPath: ${inputPath}\n`;

/** A tests folder with one kind folder; `outside` is a YAML file beside the tests folder. */
function testsFolder(): { root: string; kind: string; outside: string } {
  const top = mkdtempSync(path.join(os.tmpdir(), 'dg-health-files-'));
  dirs.push(top);
  const root = path.join(top, 'health');
  const kind = path.join(root, 'example.com', 'Widget');
  mkdirSync(path.join(kind, 'testdata'), { recursive: true });
  const outside = path.join(top, 'secret.yaml');
  writeFileSync(outside, 'metadata: {name: a}\n');
  writeFileSync(path.join(kind, 'testdata', 'ok.yaml'), 'metadata: {name: a}\n');
  return { root, kind, outside };
}

describe('health test files a pull request controls', () => {
  it('a case reads its input inside the tests folder (control)', () => {
    const { root, kind } = testsFolder();
    writeFileSync(path.join(kind, 'health.lua'), SCRIPT);
    writeFileSync(path.join(kind, 'health_test.yaml'), TESTS('testdata/ok.yaml'));
    expect(runHealthSuites([root]).cases.map((c) => [c.ok, c.error])).toEqual([[true, null]]);
  });

  it.each([
    ['an inputPath that climbs out of the tests folder', '../../../secret.yaml', undefined],
    ['an input linked to /dev/zero', 'testdata/zero.yaml', '/dev/zero'],
    ['an input linked out of the tests folder', 'testdata/link.yaml', 'outside'],
  ])('%s is not read', (_name, inputPath, link) => {
    const { root, kind, outside } = testsFolder();
    writeFileSync(path.join(kind, 'health.lua'), SCRIPT);
    writeFileSync(path.join(kind, 'health_test.yaml'), TESTS(inputPath));
    if (link) symlinkSync(link === 'outside' ? outside : link, path.join(kind, inputPath));
    const [c] = runHealthSuites([root]).cases;
    expect(c?.ok).toBe(false);
    expect(c?.error).toMatch(
      /^cannot read the input: it (resolves outside the health tests folder|is not a regular file)/,
    );
  });

  it('a script linked to /dev/zero is not read: the folder reports it', () => {
    const { root, kind } = testsFolder();
    symlinkSync('/dev/zero', path.join(kind, 'health.lua'));
    writeFileSync(path.join(kind, 'health_test.yaml'), TESTS('testdata/ok.yaml'));
    const [c] = runHealthSuites([root]).cases;
    expect(c?.ok).toBe(false);
    expect(c?.error).toMatch(/health\.lua: it (resolves outside the health tests folder|is not a regular file)/);
  });
});
