/** Fixture files: `test/checks/fixtures/<family>/<name>/<verdict>.<case>.yaml`, headers in comments. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.join(import.meta.dirname, 'fixtures');

export interface Fixture {
  ruleId: string;
  file: string;
  /** Repo-relative-ish name for test titles. */
  name: string;
  verdict: 'pass' | 'fail' | 'note';
  text: string;
  requireDigests: boolean;
  requireReadinessProbes: boolean;
  /** `error` or `default` (no check-specific severity) when the fixture says. */
  severity?: string;
  /** `pointer @line` of every expected finding, when the fixture lists them. */
  expect: string[];
}

function header(text: string, key: string): string[] {
  const re = new RegExp(`^# ${key}: (.+)$`, 'gm');
  return [...text.matchAll(re)].map((m) => (m[1] ?? '').trim());
}

export function fixturesOf(ruleId: string): Fixture[] {
  const dir = path.join(FIXTURES_DIR, ...ruleId.split('/'));
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => /\.ya?ml$/.test(n))
      .sort();
  } catch {
    return [];
  }
  return names.map((n) => {
    const text = readFileSync(path.join(dir, n), 'utf8');
    const verdict = n.split('.')[0] as Fixture['verdict'];
    return {
      ruleId,
      file: path.join(dir, n),
      name: `${ruleId}/${n}`,
      verdict,
      text,
      requireDigests: header(text, 'env').includes('requireDigests'),
      requireReadinessProbes: header(text, 'env').includes('requireReadinessProbes'),
      severity: header(text, 'severity')[0],
      expect: header(text, 'expect'),
    };
  });
}

export function fixtureRuleIds(): string[] {
  const out: string[] = [];
  for (const family of readdirSync(FIXTURES_DIR)) {
    for (const name of readdirSync(path.join(FIXTURES_DIR, family))) out.push(`${family}/${name}`);
  }
  return out.sort();
}
