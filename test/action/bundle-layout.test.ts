// What a reviewer reads on a large change: the bundled action on a generated 120-target pull request
// (the same privileged `:latest` sidecar added to 40 apps in 3 environments), against the fake API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { FakeGitHub } from './fake-github.js';
import { expectGolden } from './golden.js';
import { expectSafeHtml } from './html-check.js';
import { APPS, buildManyTargetsRepo, ENVIRONMENTS } from './many-targets.js';
import { ensureBundle, runAction, spawnSpy, type RunnerResult } from './runner.js';

const TOKEN = 'ghs_test_token_123456';
const PR = 9;

/** The rule blocks (`**🔴 `rule`** — …` and its problems) of the section that starts at `heading`. */
function ruleBlocks(body: string, heading: RegExp): string[] {
  const start = body.search(heading);
  expect(start, `${heading} in the body`).toBeGreaterThanOrEqual(0);
  const rest = body.slice(start).split('\n').slice(1).join('\n');
  const end = rest.search(/^(####|<details>)/m);
  return (end < 0 ? rest : rest.slice(0, end)).split(/\n(?=\*\*)/).filter((b) => b.startsWith('**'));
}

describe('the bundled action on a 120-target change', () => {
  let repo: ReturnType<typeof buildManyTargetsRepo>;
  let spy: ReturnType<typeof spawnSpy>;
  let gh: FakeGitHub;
  let result: RunnerResult;
  let comment: string;
  const temps: string[] = [];

  beforeAll(async () => {
    ensureBundle();
    repo = buildManyTargetsRepo();
    execFileSync('git', ['-C', repo.dir, 'config', 'uploadpack.allowAnySHA1InWant', 'true']);
    spy = spawnSpy();
    gh = await new FakeGitHub().start();
    gh.pullHeads.set(PR, repo.head);
    const workspace = mkdtempSync(path.join(os.tmpdir(), 'dg-workspace-'));
    temps.push(workspace);
    execFileSync('git', ['clone', '-q', '--depth=1', '--branch', 'pr', `file://${repo.dir}`, workspace]);
    result = await runAction(
      {
        event: 'pull_request',
        payload: {
          action: 'synchronize',
          number: PR,
          repository: { id: 1, full_name: 'acme/deploy' },
          pull_request: {
            number: PR,
            base: { sha: repo.base, ref: 'main', repo: { id: 1 } },
            head: { sha: repo.head, ref: 'pr', repo: { id: 1 } },
          },
        },
        sha: repo.head,
        workspace,
        apiUrl: gh.url,
        runId: 4242,
        inputs: {
          'github-token': TOKEN,
          'schema-location': OPENAPI_LOCATION,
          jobs: '2',
        },
      },
      spy.bin,
    );
    temps.push(result.dir);
    comment = gh.commentsBy(PR, 'github-actions[bot]')[0]?.body ?? '';
  }, 600_000);
  afterAll(async () => {
    await gh?.stop();
    for (const d of [repo?.dir, spy && path.dirname(spy.bin), ...temps])
      if (d) rmSync(d, { recursive: true, force: true });
  });

  it('fails the change and posts one comment within 65,536 characters', () => {
    expect(result.stderr).toBe('');
    expect(result.outputs.verdict).toBe('fail');
    expect(result.outputs['comment-status']).toBe('created');
    expect([...comment].length).toBeLessThanOrEqual(65_536);
  });

  it('leads with the verdict and its reason, then the findings, then every changed app folded', () => {
    const lines = comment.split('\n');
    expect(lines[2]).toMatch(
      /^### ❌ deploy-gate check: \*\*FAIL\*\* — \d+ failing problems? \\\(\d+ findings?\\\) introduced by this change$/,
    );
    const changed = comment.indexOf(
      '<details><summary>What changed: 240 objects in 120 targets of 40 apps (240 changed)</summary>',
    );
    expect(changed).toBeGreaterThan(comment.indexOf('#### ❌ Failing: '));
    for (const app of APPS) expect(comment).toContain(`- \`${app}\` — dev, production, staging: 2 changed\n`);
  });

  it('groups the findings by rule: each with its count, places and fix', () => {
    const rows = ruleBlocks(comment, /^#### ❌ Failing: /m);
    const findings = Number(/^#### ❌ Failing: \d+ problems? \((\d+) findings\)/m.exec(comment)?.[1]);
    expect(findings).toBeGreaterThanOrEqual(360);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThanOrEqual(8);
    const privileged = rows.find((r) => r.startsWith('**🔴 `security/privileged`**'));
    expect(privileged).toContain('— 120 findings');
    expect(privileged).toContain('**Fix:**');
    expect(privileged).toContain('— on 40 objects (Deployment)');
    expect(privileged).toContain(
      '`app-01`, `app-02`, `app-03`, `app-04`, `app-05`, `app-06` (dev, production, staging) _+34 apps (120 targets in all)_',
    );
    expect(privileged).toContain('apps/app-01/base/deployment.yaml#L');
    // Findings are a list, not a table: nothing pushes the place of a problem out of the column.
    expect(comment.slice(0, comment.indexOf('What changed'))).not.toContain('|---');
  });

  it('gives every app its own diff block in the comment, cut inside the app when it must be', () => {
    for (const app of APPS) {
      const start = comment.indexOf(
        `<details><summary>${app} — 6 objects changed in dev, production, staging</summary>`,
      );
      expect(start, app).toBeGreaterThan(0);
      const block = comment.slice(start, comment.indexOf('</details>', start));
      // Each app shows its changed lines first (the new image line) and says what it left out.
      expect(block, app).toContain('```diff');
      expect(block, app).toContain('+        - image: docker.io/acme/log-shipper:latest');
      expect(block, app).toMatch(/_✂️ [^\n]+\._|more objects? of this app not shown/);
    }
    expect(comment).toMatch(
      /⚠️ \d+ of 240 changed objects shown in full, \d+ cut short; see the job summary \/ report artifact\./,
    );
  });

  it('shows every diff in the job summary, within 1 MiB', () => {
    expect(statSync(path.join(result.dir, 'summary.md')).size).toBeLessThanOrEqual(1_048_576);
    expect(result.summary).not.toMatch(/not shown/);
    expect(result.summary).not.toContain('see the job summary');
    for (const app of APPS) {
      const block = result.summary.slice(result.summary.indexOf(`<summary>${app} — `));
      const end = block.indexOf('</details>');
      // The same change in the three environments is shown once, naming them all.
      expect(block.slice(0, end)).toContain(`same change in ${[...ENVIRONMENTS].sort().join(', ')}`);
      expect(block.slice(0, end)).toContain('+        - image: docker.io/acme/log-shipper:latest');
      expect(block.slice(0, end)).toContain('+  setting-40: release-2026-12');
    }
  });

  it('renders to balanced HTML with no element from content', () => {
    expectSafeHtml(comment);
    expectSafeHtml(result.summary);
  });

  it('matches the golden comment and summary (UPDATE_GOLDEN=1 to refresh)', () => {
    expectGolden('many-targets-comment.md', comment);
    expectGolden('many-targets-summary.md', result.summary);
  });
});
