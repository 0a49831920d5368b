// A first run offline (issue 32 item 6): a schema document that is neither fetched nor cached is one
// inconclusive finding naming every target it kept from being checked, not one per target; the
// same for a CRD schema the catalog could not give. Runs the bundled CLI on a real git repository.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { ensureBundle, ROOT } from '../action/runner.js';
import { TempRepo } from '../helpers/git-repo.js';

const widget = (name: string) =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: ${name}\n  namespace: ns\nspec: {size: 1}\n`;
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: ns\n`;

describe('offline with a cold cache: one finding per missing source', () => {
  const home = mkdtempSync(path.join(os.tmpdir(), 'dg-offline-cache-'));
  const repo = new TempRepo();
  beforeAll(() => ensureBundle(), 300_000);
  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    repo.cleanup();
  });

  it('names the targets in one finding per document', () => {
    const files: Record<string, string> = {
      '.deploy-gate.yaml':
        'version: 1\nkubernetesVersion: "1.31"\ntargets:\n' +
        ['a', 'b', 'c'].map((app) => `  - {app: ${app}, environment: dev, kustomize: apps/${app}}\n`).join(''),
    };
    for (const app of ['a', 'b', 'c']) {
      files[`apps/${app}/kustomization.yaml`] = 'resources: [cm.yaml, widgets.yaml]\n';
      files[`apps/${app}/cm.yaml`] = cm(app);
      files[`apps/${app}/widgets.yaml`] = `${widget(`${app}-1`)}---\n${widget(`${app}-2`)}`;
    }
    repo.write(files).commit('apps');
    const r = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'dist', 'cli.js'),
        'audit',
        '--repo',
        repo.dir,
        '--offline',
        '--no-progress',
        '--format',
        'json',
      ],
      { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: home, RUNNER_TOOL_CACHE: '' } },
    );
    expect(r.status, r.stderr).toBe(3);
    const report = JSON.parse(r.stdout) as Report;
    const strict = report.findings.filter((f) => f.ruleId === 'schema/unknown-field');
    expect(strict).toHaveLength(1);
    expect(strict[0]?.message).toContain('no OpenAPI document for Kubernetes 1.31');
    expect(strict[0]?.message).toMatch(/; the same for 3 targets: a\/dev, b\/dev, c\/dev$/);
    const crd = report.findings.filter((f) => f.ruleId === 'schema/not-found');
    expect(crd).toHaveLength(1);
    expect(crd[0]?.message).toMatch(/^no schema for example\.com\/v1 Widget; looked in: /);
    expect(crd[0]?.message).toMatch(/; the same for 3 targets \(6 objects\): a\/dev, b\/dev, c\/dev$/);
    expect(report.verdict).toBe('inconclusive');
  });
});
