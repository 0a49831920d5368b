// A deploy repository whose Argo CD Applications use upstream charts, judged end to end by the
// engine: the chart server is real (127.0.0.1), the repo is a real git repo, helm is the real one.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderCommand } from '../../src/commands/inspect.js';
import type { Report } from '../../src/model/report.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { TempRepo } from '../helpers/git-repo.js';
import { startChartRepo, type ChartRepoServer } from './chart-server.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

let charts: ChartRepoServer;
let other: ChartRepoServer;
let repo: TempRepo;
let cacheDir: string;

const application = (name: string, repoURL: string, version: string, chart = 'demo') =>
  [
    'apiVersion: argoproj.io/v1alpha1',
    'kind: Application',
    `metadata:\n  name: ${name}`,
    'spec:',
    '  destination:\n    namespace: web',
    '  sources:',
    `    - repoURL: ${repoURL}\n      chart: ${chart}\n      targetRevision: "${version}"\n      helm:\n        valueFiles: [$values/values/${name}.yaml]`,
    '    - repoURL: https://git.example.com/deploy.git\n      ref: values',
    '',
  ].join('\n');
const WIDGET_CRD = [
  'apiVersion: apiextensions.k8s.io/v1',
  'kind: CustomResourceDefinition',
  'metadata:\n  name: widgets.example.com',
  'spec:',
  '  group: example.com',
  '  names: {kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}',
  '  scope: Namespaced',
  '  versions:',
  '    - name: v1',
  '      served: true',
  '      storage: true',
  '      schema:',
  '        openAPIV3Schema:',
  '          type: object',
  '          properties:',
  '            spec:',
  '              type: object',
  '              properties: {size: {type: integer}}',
  '',
].join('\n');
/** A chart that ships its CRD in crds/ and a custom resource of it in templates/. */
const WIDGETS = {
  name: 'widgets',
  version: '0.1.0',
  files: {
    'crds/widget.yaml': WIDGET_CRD,
    'templates/widget.yaml':
      'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  namespace: {{ .Release.Namespace }}\nspec:\n  size: {{ .Values.size | default 1 }}\n',
  },
};
const config = (allowed: string[]) => `version: 1\nsources:\n  helm:\n${allowed.map((u) => `    - ${u}\n`).join('')}`;

async function judge(mode: 'check' | 'audit', offline = false): Promise<Report> {
  const extra = { jobs: 1, offline, sourceCacheDir: cacheDir };
  return mode === 'check' ? checkLastCommit(repo, extra) : auditHead(repo, extra);
}
const introduced = (r: Report) => r.findings.filter((f) => f.change !== 'unchanged' && f.change !== 'fixed');

describe('remote charts end to end', () => {
  beforeAll(async () => {
    charts = await startChartRepo([{ name: 'demo', version: '1.2.3' }, { name: 'demo', version: '1.3.0' }, WIDGETS]);
    other = await startChartRepo([{ name: 'demo', version: '1.2.3', value: 'from elsewhere' }]);
  });
  afterAll(async () => {
    await charts?.stop();
    await other?.stop();
  });
  afterEach(() => {
    repo?.cleanup();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  function base(version = '1.2.3'): void {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-e2e-cache-'));
    repo = TempRepo.committed({
      '.deploy-gate.yaml': config([charts.url]),
      'apps/web.yaml': application('web', charts.url, version),
      'values/web.yaml': 'value: hello\n',
    });
  }

  it('audit renders the upstream chart with the repo values and records the digest of the chart bytes', async () => {
    base();
    const report = await judge('audit');
    const t = report.targets.find((x) => x.app === 'web');
    expect(t).toMatchObject({ status: 'rendered', kind: 'helm', path: 'apps/web.yaml', resources: 1 });
    const digest = `sha256:${createHash('sha256').update(charts.archive('demo', '1.2.3')).digest('hex')}`;
    expect(t?.sources).toEqual([
      { type: 'helm', url: charts.url, name: 'demo', version: '1.2.3', digest, cached: false },
    ]);
    expect(report.verdict).toBe('pass');
    expect(renderMarkdown(report)).toContain(
      `| \`web/default\` | \`helm ${charts.url} demo\` | \`1.2.3\` | \`${digest}\` |`,
    );
    expect(renderText(report, { color: false })).toContain(digest);
  });

  it('a version bump is rendered on both sides and diffed', async () => {
    base();
    repo.write({ 'apps/web.yaml': application('web', charts.url, '1.3.0') }).commit('bump');
    const report = await judge('check');
    expect(report.changes.map((c) => `${c.action} ${c.resource.kind}/${c.resource.name}`)).toEqual([
      'modified ConfigMap/web-demo',
    ]);
    expect(report.changes[0]?.diff).toContain('1.3.0');
    expect(report.verdict).toBe('pass');
  });

  it('a PR cannot allow its own source: the head config is ignored and the unlisted repository fails the gate', async () => {
    base();
    repo
      .write({
        '.deploy-gate.yaml': config([charts.url, other.url]),
        'apps/web.yaml': application('web', other.url, '1.2.3'),
      })
      .commit('switch source');
    const before = other.requests.length;
    const report = await judge('check');
    const failed = introduced(report).find((f) => f.ruleId === 'sources/not-allowed');
    expect(failed?.message).toContain('E_SOURCE_NOT_ALLOWED');
    expect(failed?.message).toContain(other.url);
    expect(report.verdict).toBe('fail');
    expect(other.requests.length).toBe(before);
  });

  it('a version range is sources/unpinned (error, fail)', async () => {
    base();
    repo.write({ 'apps/web.yaml': application('web', charts.url, '1.x') }).commit('range');
    const report = await judge('check');
    expect(introduced(report).map((f) => `${f.ruleId}:${f.verdict}:${f.severity}`)).toContain(
      'sources/unpinned:fail:error',
    );
    expect(report.verdict).toBe('fail');
  });

  it('sources/unpinned turned down to a warning still never passes a target nobody rendered', async () => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-e2e-cache-'));
    repo = new TempRepo();
    const lenient = `${config([charts.url])}rules:\n  sources/unpinned: warning\n`;
    repo
      .write({
        '.deploy-gate.yaml': lenient,
        'apps/web.yaml': application('web', charts.url, '1.2.3'),
        'values/web.yaml': 'value: hello\n',
      })
      .commit('base');
    repo.write({ 'apps/web.yaml': application('web', charts.url, '~1.2') }).commit('range');
    const report = await judge('check');
    expect(
      introduced(report)
        .map((f) => `${f.ruleId}:${f.verdict}:${f.severity}`)
        .sort(),
    ).toEqual(['render/failed:inconclusive:error', 'sources/unpinned:fail:warning']);
    expect(report.verdict).toBe('inconclusive');
  });

  it('offline with nothing cached is inconclusive, never a pass; after one online run the cache serves offline runs', async () => {
    base();
    repo.write({ 'apps/web.yaml': application('web', charts.url, '1.3.0') }).commit('bump');
    const cold = await judge('check', true);
    expect(introduced(cold).map((f) => `${f.ruleId}:${f.verdict}`)).toContain('render/failed:inconclusive');
    expect(cold.verdict).toBe('inconclusive');
    await judge('check');
    const warm = await judge('check', true);
    expect(warm.verdict).toBe('pass');
    expect(warm.targets.find((t) => t.app === 'web')?.sources?.[0]).toMatchObject({ version: '1.3.0', cached: true });
  });

  it("validates the chart's own custom resources against the CRDs it ships in crds/", async () => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-e2e-cache-'));
    repo = TempRepo.committed({
      '.deploy-gate.yaml': config([charts.url]),
      'apps/web.yaml': application('web', charts.url, '0.1.0', 'widgets'),
      'values/web.yaml': 'size: 3\n',
    });
    repo.write({ 'values/web.yaml': 'size: big\n' }).commit('wrong type');
    const report = await judge('check');
    const invalid = introduced(report).filter((f) => f.ruleId.startsWith('schema/'));
    expect(invalid.map((f) => `${f.ruleId} ${f.resource?.kind ?? ''}`)).toEqual(['schema/invalid Widget']);
    expect(report.targets.find((t) => t.app === 'web')).toMatchObject({ status: 'rendered', unvalidated: 0 });
  });

  it('without configured CRD locations, a custom resource no CRD covers is looked up in the public CRDs-catalog', async () => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-e2e-cache-'));
    repo = TempRepo.committed({
      '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: x, environment: dev, manifests: apps/x}\n',
      'apps/x/cert.yaml':
        'apiVersion: cert-manager.io/v1\nkind: Certificate\nmetadata:\n  name: c\n  namespace: x\nspec: {}\n',
    });
    const report = await judge('audit', true);
    const notFound = report.findings.find((f) => f.ruleId === 'schema/not-found');
    expect(notFound?.message).toContain(
      'raw.githubusercontent.com/datreeio/CRDs-catalog/main/cert-manager.io/certificate_v1.json',
    );
  });

  it('deploy-gate render prints the remote chart, fetched with the same allowlist and cache', async () => {
    base();
    const out = path.join(cacheDir, 'rendered.yaml');
    const saved = process.env.DEPLOY_GATE_SOURCE_CACHE;
    process.env.DEPLOY_GATE_SOURCE_CACHE = path.join(cacheDir, 'cache');
    try {
      expect(await renderCommand({ repo: repo.dir, target: 'web/default', output: out })).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.DEPLOY_GATE_SOURCE_CACHE;
      else process.env.DEPLOY_GATE_SOURCE_CACHE = saved;
    }
    expect(readFileSync(out, 'utf8')).toContain('value: hello');
  });

  it('a config-declared target can name a chart by repoURL + version', async () => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-e2e-cache-'));
    repo = new TempRepo();
    const declared = `${config([charts.url])}targets:\n  - app: api\n    environment: prod\n    helm: {chart: demo, repoURL: "${charts.url}", version: 1.3.0, valueFiles: [values/api.yaml]}\n`;
    repo.write({ '.deploy-gate.yaml': declared, 'values/api.yaml': 'value: declared\n' }).commit('base');
    const report = await judge('audit');
    expect(report.targets).toEqual([
      expect.objectContaining({
        app: 'api',
        environment: 'prod',
        status: 'rendered',
        path: '.deploy-gate.yaml',
        sources: [expect.objectContaining({ name: 'demo', version: '1.3.0' })],
      }),
    ]);
    expect(report.verdict).toBe('pass');
  });
});
