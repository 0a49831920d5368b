import { describe, expect, it } from 'vitest';
import { parseRendered } from '../../src/manifest/index.js';
import type { Resource } from '../../src/model/resource.js';
import { cm, expectOneParseError, parseErrors, parseManifests } from './helpers.js';

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: shop
spec:
  template:
    spec:
      containers:
        - name: app
          image: "nginx:1.27"
          resources:
            requests: {cpu: 10m}
        - name: side
          image: busybox
`;

describe('resources from plain manifests', () => {
  it('builds refs, keeps the namespace as written and invents none', () => {
    const r = parseManifests(`${deployment}---\n${cm('cfg')}`);
    expect(r.problems).toEqual([]);
    expect(r.resources.map((x) => x.ref)).toEqual([
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', namespace: 'shop' },
      { apiVersion: 'v1', kind: 'ConfigMap', name: 'cfg' },
    ]);
    expect(r.resources.map((x) => x.docIndex)).toEqual([0, 1]);
  });

  it('locates fields at their exact file lines and columns', () => {
    const [d] = parseManifests(deployment, 'apps/raw/web.yaml').resources;
    expect(d?.source).toEqual({ file: 'apps/raw/web.yaml', line: 1, column: 1, exact: true, renderedLine: 1 });
    expect(d?.locate('/spec/template/spec/containers/0/image')).toEqual({
      file: 'apps/raw/web.yaml',
      line: 11,
      column: 11,
      exact: true,
      renderedLine: 11,
    });
    expect(d?.locate('/spec/template/spec/containers/1')).toMatchObject({ line: 14, column: 11, exact: true });
    expect(d?.locate('/spec/template/spec/containers/0/resources/requests/cpu')).toMatchObject({
      line: 13,
      exact: true,
    });
    expect(d?.locate('')).toMatchObject({ line: 1, exact: true });
  });

  it('falls back to the deepest existing ancestor, inexact, for a missing field', () => {
    const [d] = parseManifests(deployment).resources;
    expect(d?.locate('/spec/template/spec/containers/1/resources/limits')).toMatchObject({ line: 14, exact: false });
    expect(d?.locate('/spec/template/spec/containers/7/image')).toMatchObject({ line: 9, exact: false });
  });

  it('keeps each file of a manifests target apart, with lines per file', () => {
    const r = parseRendered(
      [
        { text: cm('a'), file: 'raw/a.yaml' },
        { text: `# header\n\n${cm('b')}`, file: 'raw/b.yaml' },
      ],
      { kind: 'manifests', targetPath: 'raw' },
    );
    expect(r.resources.map((x) => [x.source.file, x.source.line, x.docIndex])).toEqual([
      ['raw/a.yaml', 1, 0],
      ['raw/b.yaml', 3, 0],
    ]);
  });

  it('skips empty documents and comment-only documents', () => {
    const r = parseManifests(`---\n# nothing\n---\n\n---\n${cm('a')}---\n`);
    expect(r.problems).toEqual([]);
    expect(r.resources.map((x) => [x.ref.name, x.docIndex])).toEqual([['a', 2]]);
  });

  it('expands kind: List and *List kinds into items with their own lines', () => {
    const list = `apiVersion: v1
kind: List
items:
  - apiVersion: v1
    kind: ConfigMap
    metadata:
      name: one
  - apiVersion: v1
    kind: Service
    metadata:
      name: two
    spec:
      ports: [{port: 80}]
`;
    const r = parseManifests(
      `${cm('before')}---\n${list}---\n${list.replace('kind: List', 'kind: ConfigMapList').replace(/one|two/g, (m) => `${m}-b`)}`,
    );
    expect(r.problems).toEqual([]);
    expect(r.resources.map((x) => [x.ref.kind, x.ref.name, x.docIndex, x.source.line])).toEqual([
      ['ConfigMap', 'before', 0, 1],
      ['ConfigMap', 'one', 1, 9],
      ['Service', 'two', 1, 13],
      ['ConfigMap', 'one-b', 2, 23],
      ['Service', 'two-b', 2, 27],
    ]);
    expect(r.resources[2]?.locate('/spec/ports/0/port')).toMatchObject({ line: 18, exact: true });
  });

  it('reports a bad List item with the document and item, and keeps the good ones', () => {
    const r = parseManifests(
      `apiVersion: v1\nkind: List\nitems:\n  - ${cm('ok').replace(/\n(?!$)/g, '\n    ')}  - kind: ConfigMap\n    metadata: {name: nover}\n`,
    );
    expect(r.resources.map((x) => x.ref.name)).toEqual(['ok']);
    const e = expectOneParseError(r, /YAML document 1 .* at \/items\/1 \(line 8\) is missing apiVersion/);
    expect(e.location?.line).toBe(8);
  });

  it('reports non-mapping documents and missing apiVersion/kind/name with document index and line', () => {
    const r = parseManifests(
      `${cm('a')}---\n- just\n- a list\n---\nplain scalar\n---\napiVersion: v1\nmetadata:\n  generateName: x-\n`,
    );
    expect(r.resources.map((x) => x.ref.name)).toEqual(['a']);
    expect(parseErrors(r).map((e) => [e.message.replace(/ of apps\/raw\/a.yaml/, ''), e.location?.line])).toEqual([
      ['YAML document 2 (line 6) is not a mapping (a Kubernetes object must be one)', 6],
      ['YAML document 3 (line 9) is not a mapping (a Kubernetes object must be one)', 9],
      ['YAML document 4 (line 11) is missing kind', 11],
    ]);
  });
});

describe('hooks with generateName', () => {
  it('accepts a Helm or Argo CD hook without a fixed name, keyed by its generateName', () => {
    const hook = (annotation: string) =>
      `apiVersion: batch/v1\nkind: Job\nmetadata:\n  generateName: smoke-\n  annotations:\n    ${annotation}: test\n`;
    const r = parseManifests(`${hook('helm.sh/hook')}---\n${hook('argocd.argoproj.io/hook')}`);
    expect(r.resources.map((x) => x.ref.name)).toEqual(['smoke-*', 'smoke-*']);
    expect(r.problems).toHaveLength(0);
  });

  it('an object named only by generateName that is not a hook is manifest/missing-name, and is still parsed for the checks', () => {
    const job =
      'apiVersion: batch/v1\nkind: Job\nmetadata:\n  generateName: migrate-\n  namespace: shop\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: m, image: "app:latest"}]\n';
    const r = parseManifests(job);
    expect(r.resources.map((x) => [x.ref.kind, x.ref.name, x.ref.namespace])).toEqual([['Job', 'migrate-*', 'shop']]);
    expect(
      r.problems.map((p) => [p.ruleId, p.path, (p.resource as Resource | undefined)?.locate(p.path!).line]),
    ).toEqual([['manifest/missing-name', '/metadata/generateName', 4]]);
    expect(r.problems[0]!.message).toContain('not a Helm or Argo CD hook');
    expect(parseErrors(r)).toEqual([]);
  });
});

describe('manifest/duplicate-resource', () => {
  it('names both locations when group/kind/namespace/name repeats in a target', () => {
    const r = parseRendered(
      [
        { text: `${cm('a')}---\n${cm('b')}`, file: 'raw/one.yaml' },
        { text: `# again\n${cm('a')}`, file: 'raw/two.yaml' },
      ],
      { kind: 'manifests', targetPath: 'raw' },
    );
    const dups = r.problems.filter((p) => p.ruleId === 'manifest/duplicate-resource');
    expect(dups.map((d) => d.message)).toEqual([
      'ConfigMap a occurs twice in this target: at raw/one.yaml:1 and at raw/two.yaml:2; only one of them can be applied',
    ]);
    expect(dups[0]?.location).toMatchObject({ file: 'raw/two.yaml', line: 2 });
    expect(r.resources).toHaveLength(3);
  });

  it('does not confuse different namespaces, groups or kinds', () => {
    const text = [
      cm('a'),
      cm('a').replace('name: a', 'name: a\n  namespace: other'),
      cm('a').replace('kind: ConfigMap', 'kind: Secret'),
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: a\n',
      'apiVersion: extensions/v1beta1\nkind: Deployment\nmetadata:\n  name: a\n',
    ].join('---\n');
    const r = parseManifests(text);
    expect(r.problems).toEqual([]);
    expect(r.resources).toHaveLength(5);
  });

  it('treats the same object under two versions of one group as a duplicate', () => {
    const text = [
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: a\n',
      'apiVersion: apps/v1beta2\nkind: Deployment\nmetadata:\n  name: a\n',
    ].join('---\n');
    const r = parseManifests(text);
    expect(r.problems.map((p) => p.ruleId)).toEqual(['manifest/duplicate-resource']);
  });
});
