// The long-lived helm renderer prototype (bench-only, built by scripts/build-renderer-prototype.mjs
// helm) must print what the pinned `helm template` prints, byte for byte, for every chart of one
// helper process, with the gate's flags (src/render/helm-args.ts): values files, --set,
// --set-string, --kube-version, --api-versions, --namespace, --include-crds / --skip-crds. The
// order is chosen so that state would show: a chart rendered with extra API versions and a kube
// version is followed by one rendered without (helm's capabilities are a package-level default
// copied per install), failures sit between successes, and hooks, CRDs and subcharts appear.
// One piece of package state does leak, into diagnostics only: helm warns about an unresolved
// `urn:` $ref in values.schema.json once per process (a sync.Map in pkg/chart/common/util), so
// the helper warns for the first chart only where the CLI warns for every chart.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_NETWORK_ENV, execTool } from '../../src/render/exec.js';
import { cleanup, tools, tree } from '../render/helpers.js';

const helper = path.resolve(import.meta.dirname, '..', '..', '.tools', 'bin', 'helm-renderer');
const NOT_BUILT = `${helper} is not built (RENDERER_MIRRORS=<git mirrors> RENDERER_HELM_GO=<go >= 1.25> node scripts/build-renderer-prototype.mjs helm)`;
afterAll(cleanup);

interface Request {
  chartDir: string;
  releaseName: string;
  namespace?: string;
  valuesFiles?: string[];
  set?: string[];
  setString?: string[];
  kubeVersion?: string;
  apiVersions?: string[];
  includeCrds: boolean;
}
type Result = { yaml?: string; error?: string };

const chartYaml = (name: string, extra = ''): string => `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n${extra}`;

const CAPS = `apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ .Release.Name }}-caps
  namespace: {{ .Release.Namespace }}
data:
  kube: {{ .Capabilities.KubeVersion.Version | quote }}
  widget: {{ .Capabilities.APIVersions.Has "example.com/v1" | quote }}
  replicas: {{ .Values.replicas | quote }}
  tag: {{ .Values.image.tag | quote }}
  camel: {{ "some_words-here" | camelcase | quote }}
`;

const HOOK = `apiVersion: batch/v1
kind: Job
metadata:
  name: {{ .Release.Name }}-migrate
  annotations:
    "helm.sh/hook": pre-install
spec:
  template:
    spec:
      restartPolicy: Never
      containers: [{ name: m, image: "busybox" }]
`;

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: { kind: Widget, plural: widgets }
  scope: Namespaced
  versions: [{ name: v1, served: true, storage: true, schema: { openAPIV3Schema: { type: object } } }]
`;

function charts(): string {
  return tree({
    'app/Chart.yaml': chartYaml('app', 'dependencies:\n  - name: sub\n    version: 0.1.0\n'),
    'app/values.yaml': 'replicas: 1\nimage:\n  tag: "1.0"\nsub:\n  greeting: hi\n',
    'app/templates/caps.yaml': CAPS,
    'app/templates/hook.yaml': HOOK,
    'app/crds/widget.yaml': CRD,
    'app/charts/sub/Chart.yaml': chartYaml('sub'),
    'app/charts/sub/templates/cm.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: sub\ndata:\n  greeting: {{ .Values.greeting }}\n',
    'app/prod.yaml': 'replicas: 3\n',
    'nodeps/Chart.yaml': chartYaml('nodeps', 'dependencies:\n  - name: gone\n    version: 1.0.0\n'),
    'nodeps/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
    'badyaml/Chart.yaml': chartYaml('badyaml'),
    'badyaml/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n  bad: [\n',
    'urn/Chart.yaml': chartYaml('urn'),
    'urn/values.schema.json': JSON.stringify({ type: 'object', properties: { a: { $ref: 'urn:example:thing' } } }),
    'urn/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: urn\n',
  });
}

function requests(root: string): Request[] {
  const app = path.join(root, 'app');
  const rich: Request = {
    chartDir: app,
    releaseName: 'rich',
    namespace: 'team-a',
    valuesFiles: [path.join(app, 'prod.yaml')],
    set: ['image.tag=2.0'],
    setString: ['replicas=007'],
    kubeVersion: 'v1.29.3',
    apiVersions: ['example.com/v1'],
    includeCrds: true,
  };
  const plain: Request = { chartDir: app, releaseName: 'plain', includeCrds: false };
  const urn: Request = { chartDir: path.join(root, 'urn'), releaseName: 'urn', includeCrds: true };
  const failing = ['nodeps', 'badyaml'].map((c) => ({
    chartDir: path.join(root, c),
    releaseName: c,
    includeCrds: true,
  }));
  return [rich, plain, ...failing, urn, plain, urn, rich];
}

/** The argv the gate builds for these fields (helm-args.ts: one `--flag=value` each, then `--`). */
function cliArgs(r: Request): string[] {
  const args = ['template', r.includeCrds ? '--include-crds' : '--skip-crds'];
  if (r.kubeVersion) args.push(`--kube-version=${r.kubeVersion}`);
  if (r.namespace) args.push(`--namespace=${r.namespace}`);
  for (const a of r.apiVersions ?? []) args.push(`--api-versions=${a}`);
  for (const f of r.valuesFiles ?? []) args.push(`--values=${f}`);
  for (const s of r.set ?? []) args.push(`--set=${s}`);
  for (const s of r.setString ?? []) args.push(`--set-string=${s}`);
  return [...args, '--', r.releaseName, r.chartDir];
}

const limits = { timeoutMs: 60_000, maxOutputBytes: 16 << 20, env: { ...NO_NETWORK_ENV } };

async function viaHelm(r: Request): Promise<Result & { stderr: string }> {
  const t = await tools();
  if (!t.helm.ok) throw new Error('pinned helm missing (npm ci installs it)');
  const out = await execTool(t.helm.bin, cliArgs(r), { ...limits, cwd: r.chartDir });
  if (out.exitCode === 0) return { yaml: out.stdout, stderr: out.stderr };
  const at = out.stderr.search(/^Error: /m);
  return { error: out.stderr.slice(at + 'Error: '.length).trimEnd(), stderr: out.stderr };
}

async function viaHelper(reqs: Request[]): Promise<{ results: Result[]; stderr: string }> {
  const input = reqs.map((r, id) => `${JSON.stringify({ ...r, id })}\n`).join('');
  const out = await execTool(helper, [], { ...limits, input });
  expect(out.exitCode, out.stderr).toBe(0);
  const results = out.stdout
    .trimEnd()
    .split('\n')
    .map((line, i) => {
      const res = JSON.parse(line) as { id: number; yaml?: string; error?: string };
      expect(res.id).toBe(i);
      return res.error === undefined ? { yaml: res.yaml } : { error: res.error.trimEnd() };
    });
  return { results, stderr: out.stderr };
}

const URN_WARNING = /unresolved URN reference ignored/g;

describe('helm renderer prototype', () => {
  it('renders every chart of one process as helm template does, errors included', async (ctx) => {
    if (!existsSync(helper)) return ctx.skip(NOT_BUILT);
    const reqs = requests(charts());
    const fromHelper = await viaHelper(reqs);
    const fromHelm = await Promise.all(reqs.map(viaHelm));
    expect(fromHelper.results).toEqual(fromHelm.map(({ stderr: _, ...r }) => r));
    // The fixtures mean something: flags reach the render, their absence later too.
    const [rich, plain, nodeps, badyaml] = fromHelm;
    expect(rich?.yaml).toMatch(/kube: "v1\.29\.3"[\s\S]*widget: "true"[\s\S]*replicas: "007"[\s\S]*tag: "2\.0"/);
    expect(rich?.yaml).toContain('# Source: app/crds/widget.yaml');
    expect(rich?.yaml).toContain('# Source: app/templates/hook.yaml');
    expect(plain?.yaml).toMatch(/widget: "false"[\s\S]*replicas: "1"/);
    expect(plain?.yaml).not.toContain('CustomResourceDefinition');
    expect(rich?.yaml).toContain('camel: "SomeWordsHere"');
    expect(nodeps?.error).toMatch(/missing in charts\/ directory: gone/);
    expect(badyaml?.error).toMatch(/Use --debug flag/);
  });

  it('warns about an unresolved urn: schema once per process, where helm warns once per render', async (ctx) => {
    if (!existsSync(helper)) return ctx.skip(NOT_BUILT);
    const root = charts();
    const urn: Request = { chartDir: path.join(root, 'urn'), releaseName: 'urn', includeCrds: true };
    const { results, stderr } = await viaHelper([urn, urn]);
    const cli = await Promise.all([viaHelm(urn), viaHelm(urn)]);
    expect(results).toEqual(cli.map(({ stderr: _, ...r }) => r));
    expect(cli.map((c) => c.stderr.match(URN_WARNING)?.length ?? 0)).toEqual([1, 1]);
    // The leak: helm's warnedURNs sync.Map outlives the render in a long-lived process.
    expect(stderr.match(URN_WARNING)?.length ?? 0).toBe(1);
  });
});
