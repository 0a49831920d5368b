import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkApiVersions } from '../../src/checks/api/index.js';
import { parseRendered } from '../../src/manifest/index.js';
import { HAS_SHARED } from '../helpers/shared.js';
import { CATALOG, env, mirrorValidator, tempDir } from './helpers.js';

// A chart that switches apiVersion on Capabilities, as many public charts do.
function writeChart(): string {
  const dir = path.join(tempDir('dg-chart-'), 'app');
  mkdirSync(path.join(dir, 'templates'), { recursive: true });
  writeFileSync(path.join(dir, 'Chart.yaml'), 'apiVersion: v2\nname: app\nversion: 1.0.0\n');
  writeFileSync(
    path.join(dir, 'templates', 'pdb.yaml'),
    `{{- if semverCompare ">=1.21-0" .Capabilities.KubeVersion.Version }}
apiVersion: policy/v1
{{- else }}
apiVersion: policy/v1beta1
{{- end }}
kind: PodDisruptionBudget
metadata:
  name: app
spec:
  minAvailable: 1
  selector: {matchLabels: {app: app}}
`,
  );
  writeFileSync(
    path.join(dir, 'templates', 'servicemonitor.yaml'),
    `{{- if .Capabilities.APIVersions.Has "monitoring.coreos.com/v1/ServiceMonitor" }}
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata: {name: app}
spec:
  selector: {matchLabels: {app: app}}
  endpoints: [{port: http, interval: 30s}]
{{- end }}
`,
  );
  return dir;
}

function render(chart: string, kubeVersion: string, apiVersions: string[]) {
  const args = [
    'template',
    'app',
    chart,
    '--kube-version',
    kubeVersion,
    ...apiVersions.flatMap((a) => ['--api-versions', a]),
  ];
  const text = execFileSync('helm', args, { encoding: 'utf8' });
  const parsed = parseRendered([{ text }], { kind: 'helm', targetPath: 'app' });
  return parsed.resources;
}

describe.skipIf(!HAS_SHARED)('helm renders what the environment would get', () => {
  const chart = writeChart();
  const validator = mirrorValidator({ crdLocations: [CATALOG()] });

  it('an old cluster gets policy/v1beta1, which a 1.25+ environment no longer serves', async () => {
    const objs = render(chart, 'v1.20.0', []);
    expect(objs.map((o) => `${o.ref.apiVersion} ${o.ref.kind}`)).toEqual(['policy/v1beta1 PodDisruptionBudget']);
    expect(checkApiVersions(objs, env('1.20'))).toEqual([]);
    expect(checkApiVersions(objs, env('1.29')).map((d) => d.ruleId)).toEqual(['api/removed']);
  });

  it('rendering with the environment version gives policy/v1 and nothing to report', async () => {
    const objs = render(chart, 'v1.29.0', []);
    expect(objs.map((o) => o.ref.apiVersion)).toEqual(['policy/v1']);
    expect(checkApiVersions(objs, env('1.29'))).toEqual([]);
    expect((await validator.validateTarget(objs, env('1.29'))).drafts).toEqual([]);
  });

  it('--api-versions turns on the ServiceMonitor, validated against its schema', async () => {
    const objs = render(chart, 'v1.31.0', ['monitoring.coreos.com/v1/ServiceMonitor']);
    expect(objs.map((o) => o.ref.kind).sort()).toEqual(['PodDisruptionBudget', 'ServiceMonitor']);
    const out = await validator.validateTarget(objs, env('1.31'));
    expect(out.drafts).toEqual([]);
    expect(out.counts.validated).toBe(2);
  });
});
