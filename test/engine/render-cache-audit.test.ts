// A warm audit's report is the cold one's: every finding with its location (field locations of a
// restored parse come from parsing the stored text again), every target, the summary and the
// verdict; after a change to a file no target reads, the renders come from the input key and the
// parse is made again — still the same report.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { stableReport } from '../helpers/normalize.js';
import { auditHead } from '../helpers/run-repo.js';

const DEPLOYMENT = (image: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: ${image}
          securityContext: {privileged: true}
`;

const FILES = {
  'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'chart/values.yaml': 'image: nginx:latest\n',
  'chart/templates/deployment.yaml': DEPLOYMENT('{{ .Values.image }}'),
  'chart/templates/list.yaml':
    'apiVersion: v1\nkind: List\nitems:\n  - {apiVersion: v1, kind: ConfigMap, metadata: {name: a}}\n  - {apiVersion: v1, kind: ConfigMap, metadata: {name: a}}\n',
  'envs/dev.yaml': 'image: nginx\n',
  'k/base/kustomization.yaml': 'resources: [deployment.yaml]\n',
  'k/base/deployment.yaml': DEPLOYMENT('nginx:1.25'),
  'k/overlay/kustomization.yaml': 'resources: [../base]\nnamespace: team\npatches:\n  - path: patch.yaml\n',
  'k/overlay/patch.yaml':
    'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  template:\n    spec:\n      hostNetwork: true\n',
  'docs/readme.md': '# deploys\n',
  '.deploy-gate.yaml':
    'version: 1\nkubernetesVersion: "1.31"\ntargets:\n' +
    '  - {app: a, environment: dev, helm: {chart: chart, valueFiles: [envs/dev.yaml]}}\n' +
    '  - {app: b, environment: dev, helm: {chart: chart}}\n' +
    '  - {app: k, environment: dev, kustomize: k/overlay}\n',
};

describe('a warm audit reports what the cold one did (real helm and kustomize)', () => {
  let repo: TempRepo;
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-render-cache-same-'));
  afterEach(() => repo?.cleanup());
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  const audit = (): Promise<Report> => auditHead(repo, { renderCache: true, renderCacheDir: cacheDir });
  /** The report without times, the cache marks and the commit (a later commit changes only these). */
  const same = (r: Report) => {
    const s = stableReport(r);
    return { ...s, ref: undefined, targets: s.targets.map(({ renderCached: _c, ...t }) => t) };
  };
  const cached = (r: Report) => r.targets.map((t) => t.renderCached === true);

  it('cold, warm (tree key: stored parse) and after an unrelated change (input key: parsed again)', async () => {
    repo = TempRepo.committed(FILES, 'one');
    const cold = await audit();
    expect(cached(cold)).toEqual([false, false, false]);
    // Findings located inside the objects (not only at the object), from both kinds of target.
    const located = cold.findings.filter((f) => f.path && f.location?.line !== undefined);
    expect(new Set(located.map((f) => f.app))).toEqual(new Set(['a', 'b', 'k']));
    expect(cold.findings.map((f) => f.ruleId)).toContain('manifest/duplicate-resource');
    expect(cold.verdict).toBe('fail');

    const warm = await audit();
    expect(cached(warm)).toEqual([true, true, true]);
    expect(same(warm)).toStrictEqual(same(cold));

    repo.write({ 'docs/readme.md': '# deploys, changed\n' }).commit('two');
    const again = await audit();
    expect(cached(again)).toEqual([true, true, true]);
    expect(same(again)).toStrictEqual(same(cold));
  });
});
