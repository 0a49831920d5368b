// Security review, item 1: the canary sweep over what the bundled Action publishes — the PR comment,
// the job summary, annotations and log lines, the step outputs, the report and SARIF files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { FakeGitHub } from '../action/fake-github.js';
import { ensureBundle, runAction, spawnSpy } from '../action/runner.js';
import { CANARIES, CHART, CONFIG, TEMPLATES, valuesYaml } from './leaky-chart.js';

const TOKEN = 'ghs_test_token_123456';
const PR = 9;

describe('canary secrets in the Action outputs', () => {
  let repo: TempRepo;
  let gh: FakeGitHub;
  let spy: ReturnType<typeof spawnSpy>;
  const temps: string[] = [];
  let base = '';
  let head = '';

  beforeAll(async () => {
    ensureBundle();
    repo = new TempRepo();
    repo.write({
      '.deploy-gate.yaml': CONFIG,
      'charts/web/Chart.yaml': CHART,
      'charts/web/templates/all.yaml': TEMPLATES,
      'charts/web/values.yaml': valuesYaml('base'),
    });
    base = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write({ 'charts/web/values.yaml': valuesYaml('head') });
    head = repo.commit('head');
    repo.git('config', 'uploadpack.allowAnySHA1InWant', 'true');
    spy = spawnSpy();
    gh = await new FakeGitHub().start();
    gh.pullHeads.set(PR, head);
  }, 180_000);
  afterAll(async () => {
    await gh?.stop();
    repo?.cleanup();
    for (const d of [...temps, path.dirname(spy.bin)]) rmSync(d, { recursive: true, force: true });
  });

  it('no output channel holds a canary value or its base64 form', async () => {
    const workspace = mkdtempSync(path.join(os.tmpdir(), 'dg-workspace-'));
    temps.push(workspace);
    execFileSync('git', ['clone', '-q', '--depth=1', '--branch', 'pr', `file://${repo.dir}`, workspace]);
    const files = mkdtempSync(path.join(os.tmpdir(), 'dg-out-'));
    temps.push(files);
    const payload = {
      action: 'synchronize',
      number: PR,
      repository: { id: 1, full_name: 'acme/deploy' },
      pull_request: {
        number: PR,
        base: { sha: base, ref: 'main', repo: { id: 1 } },
        head: { sha: head, ref: 'pr', repo: { id: 1 } },
      },
    };
    const result = await runAction(
      {
        event: 'pull_request',
        payload,
        sha: head,
        workspace,
        apiUrl: gh.url,
        runId: 1,
        inputs: {
          'github-token': TOKEN,
          jobs: '2',
          'schema-location': path.join(files, 'no-schemas', 'v{{version}}', '{{file}}'),
          'report-file': path.join(files, 'report.json'),
          'sarif-file': path.join(files, 'report.sarif'),
        },
      },
      spy.bin,
    );
    temps.push(result.dir);
    const comments = gh.commentsBy(PR, 'github-actions[bot]').map((c) => c.body);
    expect(comments.join('\n')).toMatch(/DB_PASSWD/); // the comment was posted, with the diff
    const channels = {
      comment: comments.join('\n'),
      requests: JSON.stringify(gh.requests.map((r) => r.body)),
      summary: result.summary,
      log: result.stdout + result.stderr,
      outputs: JSON.stringify(result.outputs),
      report: readFileSync(path.join(files, 'report.json'), 'utf8'),
      sarif: readFileSync(path.join(files, 'report.sarif'), 'utf8'),
    };
    for (const [channel, text] of Object.entries(channels)) {
      for (const c of CANARIES) {
        expect(text, `${channel}: ${c}`).not.toContain(c);
        expect(text, `${channel}: base64 of ${c}`).not.toContain(Buffer.from(c).toString('base64'));
      }
    }
  });
});
