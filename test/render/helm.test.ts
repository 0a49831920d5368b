import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { renderTarget } from '../../src/render/index.js';
import type { RenderResult } from '../../src/render/types.js';
import type { Tools } from '../../src/render/tools.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { ENV, SMALL_CHART, cleanup, helmTarget, request, tools, tools3, tree } from './helpers.js';

afterAll(cleanup);

function objects(r: RenderResult): Record<string, unknown>[] {
  if (!r.ok) throw new Error(`${r.code}: ${r.error}`);
  return r.chunks
    .flatMap((c) => parseAllDocuments(c.text).map((d) => d.toJS() as Record<string, unknown>))
    .filter(Boolean);
}

function data(r: RenderResult): Record<string, string> {
  const cm = objects(r).find((o) => o.kind === 'ConfigMap');
  return (cm?.data ?? {}) as Record<string, string>;
}

const VARIANTS: [string, () => Promise<Tools>, string][] = [
  ['helm 4', tools, 'v4.'],
  ['helm 3', tools3, 'v3.'],
];

describe.each(VARIANTS)('%s', (_name, getTools, major) => {
  const root = tree({
    ...SMALL_CHART,
    'envs/common.yaml': 'color: common\nsize: medium\n',
    'envs/staging.yaml': 'color: staging\n',
  });

  it('renders with values files in order, namespace and release name', async () => {
    const t = await getTools();
    const target = helmTarget(
      'chart',
      { valueFiles: ['envs/common.yaml', 'envs/staging.yaml'], releaseName: 'rel' },
      { namespace: 'team' },
    );
    const r = await renderTarget(request(root, target, t));
    expect(r.tool?.version.startsWith(major)).toBe(true);
    const d = data(r);
    expect(d.color).toBe('staging'); // the later file wins
    expect(d.size).toBe('medium');
    const cm = objects(r)[0] as { metadata: { name: string; namespace: string } };
    expect(cm.metadata).toEqual({ name: 'rel-cm', namespace: 'team' });
    const reversed = await renderTarget(
      request(root, helmTarget('chart', { valueFiles: ['envs/staging.yaml', 'envs/common.yaml'] }), t),
    );
    expect(data(reversed).color).toBe('common');
  });

  it('switches .Capabilities with the environment kubernetesVersion and apiVersions', async () => {
    const t = await getTools();
    const old = await renderTarget(
      request(root, helmTarget('chart'), t, { env: { ...ENV, kubernetesVersion: '1.29' } }),
    );
    expect(data(old)).toMatchObject({ kube: 'v1.29.0', api: 'old' });
    expect(data(old).extra).toBeUndefined();
    const cur = await renderTarget(
      request(root, helmTarget('chart'), t, {
        env: { ...ENV, kubernetesVersion: '1.31', apiVersions: ['example.com/v1'] },
      }),
    );
    expect(data(cur)).toMatchObject({ kube: 'v1.31.0', api: 'new', extra: 'present' });
    const viaExtra = await renderTarget(
      request(root, helmTarget('chart'), t, { extraApiVersions: ['example.com/v1'] }),
    );
    expect(data(viaExtra).extra).toBe('present');
  });

  it('applies inline values after the files and parameters last, with commas kept literal', async () => {
    const t = await getTools();
    const target = helmTarget('chart', {
      valueFiles: ['envs/staging.yaml'],
      values: { color: 'inline', size: 'from-values' },
      parameters: [
        { name: 'color', value: 'a,b' },
        { name: 'replicas', value: '3', forceString: true },
      ],
    });
    const d = data(await renderTarget(request(root, target, t)));
    expect(d).toMatchObject({ color: 'a,b', size: 'from-values', replicas: '3' });
  });

  it('resolves no DNS from templates (B5: getHostByName is empty without --enable-dns)', async () => {
    const t = await getTools();
    const dns = tree({
      ...SMALL_CHART,
      'chart/templates/dns.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: dns\ndata:\n  ip: {{ getHostByName "localhost" | quote }}\n',
    });
    const r = await renderTarget(request(dns, helmTarget('chart'), t));
    const cm = objects(r).find((o) => (o.metadata as { name: string }).name === 'dns') as { data: { ip: string } };
    expect(cm.data.ip).toBe('');
  });

  it('links file:// dependencies inside the repo into charts/ (never runs helm dependency)', async () => {
    const t = await getTools();
    const dep = tree({
      'chart/Chart.yaml':
        'apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n- name: common\n  version: 0.1.0\n  repository: file://../lib/common\n',
      'chart/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: parent\n',
      'lib/common/Chart.yaml': 'apiVersion: v2\nname: common\nversion: 0.1.0\n',
      'lib/common/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-common\n',
    });
    const names = objects(await renderTarget(request(dep, helmTarget('chart'), t))).map(
      (o) => (o.metadata as { name: string }).name,
    );
    expect(names.sort()).toEqual(['from-common', 'parent']);
  });

  it('reports a template error with repo-relative paths and no temp dirs', async () => {
    const t = await getTools();
    const bad = tree({ ...SMALL_CHART, 'chart/templates/bad.yaml': '{{ .Values.nope.deeper }}\n' });
    const r = await renderTarget(request(bad, helmTarget('chart'), t));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('E_RENDER_FAILED');
    expect(r.error).toContain('bad.yaml');
    expect(r.error).not.toContain(bad);
    expect(r.error).not.toMatch(/\/tmp\//);
  });
});

describe.skipIf(!HAS_SHARED)('corpus charts', () => {
  const prom = sharedPath('corpus', 'prometheus-community-charts');

  // The corpus's charts-vendored/kube-prometheus-stack lacks 4 of its 5 subcharts (helm itself
  // refuses it); charts-vendored/prometheus is complete and exercises the same vendored path.
  it('renders the vendored prometheus chart (subcharts unpacked under charts/)', async () => {
    const t = await tools();
    const r = await renderTarget(
      request(prom, helmTarget('charts-vendored/prometheus', {}, { namespace: 'monitoring' }), t),
    );
    const objs = objects(r);
    expect(objs.length).toBeGreaterThan(15);
    const names = objs.map((o) => (o.metadata as { name: string }).name);
    expect(names.some((n) => n.includes('kube-state-metrics'))).toBe(true); // from a vendored subchart
  });

  it('passes the incomplete vendored kube-prometheus-stack to no tool and names what is missing', async () => {
    const t = await tools();
    const r = await renderTarget(request(prom, helmTarget('charts-vendored/kube-prometheus-stack'), t));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not vendored.*kube-state-metrics 8\.4\.0.*grafana/);
  });

  it('refuses non-vendored kube-prometheus-stack naming the dependency, before helm runs', async () => {
    const t = await tools();
    const r = await renderTarget(request(prom, helmTarget('charts/kube-prometheus-stack'), t));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('E_DEPENDENCY_NOT_VENDORED');
    expect(r.error).toMatch(/kube-state-metrics.*prometheus-node-exporter.*grafana/);
    expect(r.error).not.toMatch(/^crds|: crds/); // crds is vendored
    expect(r.error).toContain('helm dependency build');
  });

  it.each([
    ['helm 4', tools],
    ['helm 3', tools3],
  ])('renders a Wikimedia service chart with its helmfile.d values (%s)', async (_n, getTools) => {
    const wm = sharedPath('corpus', 'wikimedia-deployment-charts');
    const t = await getTools();
    const target = helmTarget(
      'charts/mathoid',
      {
        valueFiles: ['helmfile.d/services/mathoid/values.yaml', 'helmfile.d/services/mathoid/values-staging.yaml'],
        releaseName: 'staging',
      },
      { namespace: 'mathoid' },
    );
    const r = await renderTarget(request(wm, target, t));
    const kinds = objects(r).map((o) => o.kind);
    expect(kinds).toContain('Deployment');
    expect(kinds).toContain('Service');
  });
});
