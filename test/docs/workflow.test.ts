// A workflow to copy (issue 32 item 7): one example file with the PR check, the SARIF upload and
// the scheduled audit; current action majors and one cache recipe in every document; the README
// leads with what the tool is, then this workflow, then the CLI.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
const WORKFLOW = 'examples/workflows/deploy-gate.yml';
const DOCS = [
  'README.md',
  WORKFLOW,
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const CURRENT: Record<string, string> = {
  'actions/checkout': 'v7',
  'actions/upload-artifact': 'v7',
  'actions/download-artifact': 'v8',
  'actions/cache': 'v6',
};

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

describe('the example workflow', () => {
  const wf = parse(read(WORKFLOW)) as { on: Record<string, unknown>; jobs: Record<string, { steps: Step[] }> };

  it('checks pull requests with the SARIF upload and audits on a schedule', () => {
    expect(Object.keys(wf.on)).toEqual(expect.arrayContaining(['pull_request', 'schedule', 'workflow_dispatch']));
    const uses = (job: string) => wf.jobs[job]!.steps.map((s) => s.uses ?? '');
    for (const job of ['check', 'audit']) {
      expect(uses(job)).toContain('your-org/deploy-gate@v1');
      expect(uses(job)).toContain('github/codeql-action/upload-sarif@v4');
    }
    const audit = wf.jobs.audit!.steps.find((s) => s.uses === 'your-org/deploy-gate@v1');
    expect(audit?.with?.['audit-issue']).toBe(true);
    // The placeholder is explained in one line at the top.
    expect(read(WORKFLOW).split('\n').slice(0, 3).join('\n')).toMatch(/your-org\/deploy-gate@v1` is a placeholder/);
  });

  it('every document pins the current major of each action', () => {
    for (const file of DOCS)
      for (const m of read(file).matchAll(/uses: (actions\/[a-z-]+)@(v\d+)/g))
        expect(`${file}: ${m[1]}@${m[2]}`).toBe(`${file}: ${m[1]}@${CURRENT[m[1]!] ?? m[2]}`);
  });

  it('every document restores the cache with the one recipe', () => {
    const recipe = (text: string) =>
      [...text.matchAll(/uses: actions\/cache@v\d+\n\s+with:\n((?:\s+[a-z-]+: .*\n)+)/g)].map((m) =>
        m[1]!.replace(/^\s+/gm, ''),
      );
    const all = DOCS.flatMap((f) => recipe(read(f)).map((r) => ({ f, r })));
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = recipe(read(WORKFLOW))[0];
    for (const { f, r } of all) expect(`${f}\n${r}`).toBe(`${f}\n${first}`);
  });
});

describe('the README', () => {
  const readme = read('README.md');

  it('is at most 250 lines and leads with what the tool is, then the workflow, then the CLI', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.slice(0, 3)).toEqual(['Use it on pull requests', 'Quick start', 'Command line']);
    expect(readme).toContain(WORKFLOW);
  });

  it('says what needs the network', () => {
    expect(readme).toMatch(/What needs the network/);
  });
});
