// Security review, item 8: content cannot start a workflow command in `--format text` output.
import { afterEach, describe, expect, it } from 'vitest';
import { formatReport } from '../../src/report/index.js';
import { cleanTerminal } from '../../src/report/text.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

/** The runner trims leading blanks and obeys `::cmd::` (and the legacy `##[cmd]`) at the start of a line. */
const COMMAND_LINE = /^\s*(::|##\[|##vso\[)/im;

describe('workflow-command injection (security review item 8)', () => {
  it('a field name with a newline and a command prints no line the runner would obey', async () => {
    repo = new TempRepo();
    const cm = (v: string) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ns}\ndata:\n  "evil\\n::warning file=x::pwned\\n##[error]pwned": ${v}\n  " ::set-output name=verdict::pass": ${v}\n`;
    repo
      .write({
        '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: a, environment: dev, manifests: apps/a}\n',
        'apps/a/cm.yaml': cm('"x"'),
      })
      .commit('base');
    repo.write({ 'apps/a/cm.yaml': cm('yes') }).commit('head');
    const report = await checkLastCommit(repo, { offline: true, schemaLocations: [] });
    expect(report.findings.some((f) => f.ruleId === 'manifest/yaml11-ambiguous' && f.path?.includes('\n'))).toBe(true);
    for (const color of [false, true]) {
      const text = formatReport(report, 'text', { color });
      expect(text).toContain('pwned'); // shown, but harmless
      expect(text).not.toMatch(COMMAND_LINE);
    }
  });

  it('escapes command prefixes and every control character', () => {
    expect(cleanTerminal('  ::error::x')).toBe('  \\::error::x');
    expect(cleanTerminal('##[warning]x')).toBe('\\##[warning]x');
    expect(cleanTerminal('a\nb\rc\u2028d\x1b[31m')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFD[31m');
    expect(cleanTerminal('key: a::b')).toBe('key: a::b');
  });
});
