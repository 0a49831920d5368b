import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseRendered, type ParsedRender } from '../../src/manifest/index.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { run, tempTree } from './helpers.js';

const chart = {
  'apps/demo/Chart.yaml':
    'apiVersion: v2\nname: demo\nversion: 0.1.0\ndependencies:\n  - name: sub\n    version: 0.1.0\n',
  'apps/demo/values.yaml': 'image: nginx:1.27\nextra: true\n',
  'apps/demo/templates/deployment.yaml': `{{- if true }}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}-web
spec:
  template:
    spec:
      containers:
        - name: web
          image: {{ .Values.image | quote }}
        - name: sidecar
          {{- if true }}
          image: busybox:1.36
          {{- end }}
{{- end }}
`,
  'apps/demo/templates/multi.yaml': `apiVersion: v1
kind: ConfigMap
metadata:
  name: first
data:
  a: "1"
---
{{- if .Values.extra }}
apiVersion: v1
kind: ConfigMap
metadata:
  name: second
data:
  b: "2"
{{- end }}
`,
  'apps/demo/templates/empty.yaml': '{{- if false }}\napiVersion: v1\n{{- end }}\n',
  'apps/demo/charts/sub/Chart.yaml': 'apiVersion: v2\nname: sub\nversion: 0.1.0\n',
  'apps/demo/charts/sub/templates/svc.yaml':
    'apiVersion: v1\nkind: Service\nmetadata:\n  name: sub\nspec:\n  ports:\n    - port: 80\n',
};

function obj(name: string): string {
  return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;
}

function renderDemo(): { root: string; text: string } {
  const root = tempTree(chart, 'dg-helm-');
  return { root, text: run('helm', ['template', 'rel', path.join(root, 'apps/demo'), '--namespace', 'web']) };
}

function byName(r: ParsedRender, name: string) {
  const found = r.resources.find((x) => x.ref.name === name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
}

describe('helm streams (real helm template)', () => {
  const { root, text } = renderDemo();
  const lines = text.split('\n');
  const parsed = parseRendered([{ text }], { kind: 'helm', targetPath: 'apps/demo', root });

  it('parses every object and skips the empty template', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.resources.map((r) => r.ref.name).sort()).toEqual(['first', 'rel-web', 'second', 'sub']);
  });

  it('maps # Source: comments to the template files, subcharts included', () => {
    expect(byName(parsed, 'rel-web').source.file).toBe('apps/demo/templates/deployment.yaml');
    expect(byName(parsed, 'second').source.file).toBe('apps/demo/templates/multi.yaml');
    expect(byName(parsed, 'sub').source.file).toBe('apps/demo/charts/sub/templates/svc.yaml');
    for (const r of parsed.resources) expect(existsSync(path.join(root, r.source.file))).toBe(true);
  });

  it('gives the template line of each object, inexact, with the rendered line', () => {
    expect(byName(parsed, 'rel-web').source).toMatchObject({ line: 3, exact: false });
    expect(byName(parsed, 'first').source).toMatchObject({ line: 2, exact: false });
    expect(byName(parsed, 'second').source).toMatchObject({ line: 10, exact: false });
    for (const r of parsed.resources) expect(lines[(r.source.renderedLine ?? 0) - 1]).toMatch(/^apiVersion:/);
  });

  it('locates fields in the template (inexact) and exactly in the rendered stream', () => {
    const loc = byName(parsed, 'rel-web').locate('/spec/template/spec/containers/0/image');
    expect(loc).toMatchObject({ file: 'apps/demo/templates/deployment.yaml', line: 11, exact: false });
    expect(lines[(loc.renderedLine ?? 0) - 1]).toBe('          image: "nginx:1.27"');
    expect(byName(parsed, 'second').locate('/data/b')).toMatchObject({ line: 14, exact: false });
    // The second container's image is on the second container's line, not on the first image: line.
    expect(byName(parsed, 'rel-web').locate('/spec/template/spec/containers/1/image')).toMatchObject({
      line: 14,
      exact: false,
    });
    expect(byName(parsed, 'rel-web').locate('/spec/template/spec/containers/1/name')).toMatchObject({
      line: 12,
      exact: false,
    });
    expect(byName(parsed, 'rel-web').locate('/metadata/name')).toMatchObject({ line: 5, exact: false });
  });

  it('keeps the namespace helm rendered and adds none', () => {
    expect(byName(parsed, 'rel-web').ref.namespace).toBeUndefined();
  });

  it('without a root, still names the template, at line 1', () => {
    const noRoot = parseRendered([{ text }], { kind: 'helm', targetPath: 'apps/demo' });
    expect(byName(noRoot, 'rel-web').source).toMatchObject({
      file: 'apps/demo/templates/deployment.yaml',
      line: 1,
      exact: false,
    });
  });

  it('reports a parse error inside a template against that template', () => {
    const broken = `---\n# Source: demo/templates/ok.yaml\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ok\n---\n# Source: demo/templates/bad.yaml\napiVersion: v1\nkind: ConfigMap\nmetadata:\n\tname: bad\n`;
    const r = parseRendered([{ text: broken }], { kind: 'helm', targetPath: 'apps/demo' });
    expect(r.resources.map((x) => x.ref.name)).toEqual(['ok']);
    const [e] = r.problems;
    expect(e?.message).toMatch(
      /YAML document 2 of the rendered output of apps\/demo does not parse \(line 12, column 1, TAB_AS_INDENT\)/,
    );
    expect(e?.location).toMatchObject({ file: 'apps/demo/templates/bad.yaml', exact: false, renderedLine: 12 });
  });

  it('applies a # Source: to the following documents until the next one (files with their own ---)', () => {
    const crds = `---\n# Source: demo/crds/two.yaml\n# upstream url\n---\n${obj('a')}---\n${obj('b')}---\n# Source: demo/templates/c.yaml\n${obj('c')}`;
    const r = parseRendered([{ text: crds }], { kind: 'helm', targetPath: 'apps/demo' });
    expect(r.resources.map((x) => [x.ref.name, x.source.file, x.source.renderedLine])).toEqual([
      ['a', 'apps/demo/crds/two.yaml', 5],
      ['b', 'apps/demo/crds/two.yaml', 10],
      ['c', 'apps/demo/templates/c.yaml', 16],
    ]);
  });

  it('refuses a Source comment that climbs out of the repository', () => {
    const sneaky = `---\n# Source: demo/../../../etc/passwd\n${'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n'}`;
    const r = parseRendered([{ text: sneaky }], { kind: 'helm', targetPath: 'apps/demo', root });
    expect(r.resources[0]?.source.file).toBe('apps/demo');
  });
});

/**
 * The corpus keeps only YAML and templates, so vendored dependency archives of kube-prometheus-stack
 * are absent. Assemble a runnable copy in a temp dir: the dependencies the corpus has unpacked
 * elsewhere (same versions) go under charts/, the two it lacks (grafana, windows exporter) are dropped.
 */
function assembleKubePrometheusStack(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dg-kps-'));
  const dest = path.join(root, 'kube-prometheus-stack');
  cpSync(sharedPath('corpus/prometheus-community-charts/charts-vendored/kube-prometheus-stack'), dest, {
    recursive: true,
  });
  for (const dep of ['kube-state-metrics', 'prometheus-node-exporter']) {
    cpSync(
      sharedPath('corpus/prometheus-community-charts/charts-vendored/prometheus/charts', dep),
      path.join(dest, 'charts', dep),
      { recursive: true },
    );
  }
  const chartFile = path.join(dest, 'Chart.yaml');
  const doc = parseDocument(readFileSync(chartFile, 'utf8'));
  const deps = doc.get('dependencies') as { items: Array<{ get(k: string): unknown }> };
  deps.items = deps.items.filter((d) => !['grafana', 'prometheus-windows-exporter'].includes(String(d.get('name'))));
  writeFileSync(chartFile, doc.toString());
  return root;
}

describe.skipIf(!HAS_SHARED)('corpus: kube-prometheus-stack rendered by helm', () => {
  it('parses every object and maps each to a file of the chart', () => {
    const root = assembleKubePrometheusStack();
    const text = run('helm', [
      'template',
      'kps',
      path.join(root, 'kube-prometheus-stack'),
      '--include-crds',
      '--set',
      'grafana.enabled=false,windowsMonitoring.enabled=false',
    ]);
    const rendered = text.split('\n');
    const r = parseRendered([{ text }], { kind: 'helm', targetPath: 'kube-prometheus-stack', root });
    expect(r.problems).toEqual([]);
    expect(r.resources.length).toBe((text.match(/^kind: /gm) ?? []).length);
    expect(r.resources.length).toBeGreaterThan(80);
    expect(r.resources.filter((x) => x.ref.kind === 'CustomResourceDefinition').length).toBeGreaterThan(5);
    for (const res of r.resources) {
      expect(res.source.file.startsWith('kube-prometheus-stack/')).toBe(true);
      expect(existsSync(path.join(root, res.source.file)), res.source.file).toBe(true);
      const containers = (res.object.spec as { template?: { spec?: { containers?: unknown[] } } } | undefined)?.template
        ?.spec?.containers;
      if (!containers) continue;
      const loc = res.locate('/spec/template/spec/containers/0/image');
      expect(rendered[(loc.renderedLine ?? 0) - 1]).toMatch(/^\s+(- )?image: /);
    }
  });
});

describe.skipIf(!HAS_SHARED)('corpus: duplicate keys helm emits silently (Wikimedia)', () => {
  const charts = sharedPath('corpus/wikimedia-deployment-charts');

  it.each([
    ['kafka-dev', 'Deployment', /duplicate key "image" at lines \d+ and \d+; the cluster keeps the last/],
    ['mediawiki', 'Service', /duplicate key "labels" at lines \d+ and \d+; the cluster keeps the last/],
  ])('%s: reports the duplicate key in the %s with both lines, and keeps the object', (name, kind, pattern) => {
    const text = run('helm', ['template', 'rel', path.join(charts, 'charts', name)]);
    const r = parseRendered([{ text }], { kind: 'helm', targetPath: `charts/${name}`, root: charts });
    const dups = r.problems.filter((p) => /duplicate key/.test(p.message));
    expect(dups.some((p) => pattern.test(p.message))).toBe(true);
    for (const p of dups) {
      expect(p.ruleId).toBe('manifest/parse-error');
      expect((p.resource as { ref: { kind: string } } | undefined)?.ref.kind).toBe(kind);
      const [a, b] = (p.message.match(/lines (\d+) and (\d+)/) ?? []).slice(1).map(Number);
      const key = /duplicate key "([^"]+)"/.exec(p.message)?.[1] ?? '';
      const lines = text.split('\n');
      expect(lines[(a ?? 0) - 1]).toMatch(new RegExp(`^\\s*(- )?${key}:`));
      expect(lines[(b ?? 0) - 1]).toMatch(new RegExp(`^\\s*(- )?${key}:`));
      expect(p.location?.file).toMatch(new RegExp(`^charts/${name}/templates/`));
    }
    expect(r.resources.some((x) => x.ref.kind === kind)).toBe(true);
  });
});
