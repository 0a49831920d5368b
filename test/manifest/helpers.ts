import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { FindingDraft } from '../../src/model/finding.js';
import { parseRendered, type ParseOptions, type ParsedRender } from '../../src/manifest/index.js';
import { writeFiles } from '../helpers/temp-tree.js';

/** A temp dir with the given files (repo-relative path → content). */
export function tempTree(files: Record<string, string>, prefix = 'dg-manifest-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  writeFiles(dir, files);
  return dir;
}

/** Run a real binary (helm, kubectl); fail the test with its stderr when it fails. */
export function run(cmd: string, args: string[], cwd?: string): string {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed: ${result.stderr || result.error?.message}`);
  return result.stdout;
}

export function parseManifests(
  text: string,
  file = 'apps/raw/a.yaml',
  extra: Partial<ParseOptions> = {},
): ParsedRender {
  return parseRendered([{ text, file }], { kind: 'manifests', targetPath: path.posix.dirname(file), ...extra });
}

export function parseErrors(result: ParsedRender): FindingDraft[] {
  return result.problems.filter((p) => p.ruleId === 'manifest/parse-error');
}

export function expectOneParseError(result: ParsedRender, pattern: RegExp): FindingDraft {
  const errors = parseErrors(result);
  expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(pattern)]);
  return errors[0] as FindingDraft;
}

export function cm(name: string, extra = ''): string {
  return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n${extra}`;
}
