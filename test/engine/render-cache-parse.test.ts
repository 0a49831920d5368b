// The parse kept in a render-cache tree entry: restored from JSON it must be the parse itself —
// the same objects, identities, sources and problems, and the same location for every field —
// on real helm and kustomize output; and what JSON cannot carry is never stored.
import { afterAll, describe, expect, it } from 'vitest';
import { parseRendered, type ParseOptions, type ParsedRender } from '../../src/manifest/index.js';
import { renderTarget } from '../../src/render/index.js';
import { isRenderedResource } from '../../src/model/finding.js';
import { packParse, parseOrRestore, unpackParse, type StoredParse } from '../../src/engine/render-cache-parse.js';
import { cleanup, helmTarget, kustomizeTarget, request, tools, tree } from '../render/helpers.js';

afterAll(cleanup);

const CHART = {
  'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'chart/values.yaml': 'image: nginx:latest\nflag: yes\n',
  'chart/templates/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: {{ .Values.image }}
          env:
            - {name: FLAG, value: {{ .Values.flag }}}
`,
  'chart/templates/list.yaml': `apiVersion: v1
kind: List
items:
  - {apiVersion: v1, kind: ConfigMap, metadata: {name: a}, data: {k: v}}
  - {apiVersion: v1, kind: ConfigMap, metadata: {name: a}, data: {k: w}}
`,
  'chart/templates/job.yaml': `apiVersion: batch/v1
kind: Job
metadata: {generateName: smoke-}
spec: {template: {spec: {restartPolicy: Never, containers: [{name: t, image: busybox}]}}}
`,
};

const OVERLAY = {
  'k/base/kustomization.yaml': 'resources: [deployment.yaml]\n',
  'k/base/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: nginx:1.25
`,
  'k/overlay/kustomization.yaml': 'resources: [../base]\nnamespace: team\npatches:\n  - path: patch.yaml\n',
  'k/overlay/patch.yaml':
    'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - {name: web, image: nginx:1.26}\n',
};

/** Every JSON pointer in `value`, plus one that names nothing under each object. */
function pointers(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => String(i)) : Object.keys(value);
  const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
  return [
    at,
    `${at}/no-such-field`,
    ...keys.flatMap((k) => pointers((value as Record<string, unknown>)[k], `${at}/${esc(k)}`)),
  ];
}

const plain = (p: ParsedRender) =>
  p.resources.map((r) => ({ ref: r.ref, object: r.object, docIndex: r.docIndex, source: r.source }));
/** Problems with a rendered resource named by its index, as both sides must agree on it. */
const problemsOf = (p: ParsedRender) =>
  p.problems.map(({ resource, ...d }) => ({
    ...d,
    resource: isRenderedResource(resource) ? `#${p.resources.indexOf(resource)}` : resource,
  }));

async function renderedParse(files: Record<string, string>, target: ReturnType<typeof helmTarget>) {
  const root = tree(files);
  const result = await renderTarget(request(root, target, await tools()));
  if (!result.ok) throw new Error(result.error);
  const opts: ParseOptions = {
    kind: target.kind,
    targetPath: result.builtPath ?? target.path,
    root,
    maxObjects: 1000,
    maxParsedBytes: 1 << 20,
    ...(result.originAnnotationsAdded !== undefined ? { originAnnotationsAdded: result.originAnnotationsAdded } : {}),
  };
  return { chunks: result.chunks, opts, parsed: parseRendered(result.chunks, opts) };
}

describe('a parse stored with a render', () => {
  const cases: [string, Record<string, string>, ReturnType<typeof helmTarget>][] = [
    [
      'helm (a List, a duplicate, a YAML 1.1 ambiguity, a generateName object)',
      CHART,
      helmTarget('chart', { releaseName: 'web' }),
    ],
    ['kustomize (a base, a patch, origin annotations)', OVERLAY, kustomizeTarget('k/overlay')],
  ];
  it.each(cases)('restores to the parse itself: %s', async (_what, files, target) => {
    const { chunks, opts, parsed } = await renderedParse(files, target);
    expect(parsed.resources.length).toBeGreaterThan(0);
    const stored = packParse(parsed, opts);
    expect(stored).toBeDefined();
    let reparses = 0;
    const back = unpackParse(JSON.parse(JSON.stringify(stored)) as StoredParse, () => {
      reparses++;
      return parseRendered(chunks, opts);
    });
    expect(plain(back)).toStrictEqual(plain(parsed));
    expect(problemsOf(back)).toStrictEqual(problemsOf(parsed));
    expect(reparses).toBe(0); // nothing located yet: nothing parsed
    for (const [i, r] of parsed.resources.entries()) {
      for (const p of pointers(r.object)) expect(back.resources[i]?.locate(p), `${i} ${p}`).toStrictEqual(r.locate(p));
    }
    expect(reparses).toBe(1);
  });

  it('the helm case has the problems it is meant to carry', async () => {
    const { parsed } = await renderedParse(CHART, helmTarget('chart', { releaseName: 'web' }));
    const rules = parsed.problems.map((p) => p.ruleId);
    expect(rules).toContain('manifest/duplicate-resource');
    expect(rules).toContain('manifest/missing-name');
    expect(parsed.problems.some((p) => isRenderedResource(p.resource))).toBe(true);
  });

  it('is used only with the same options; otherwise parsed afresh and kept', async () => {
    const { chunks, opts, parsed } = await renderedParse(OVERLAY, kustomizeTarget('k/overlay'));
    const stored = packParse(parsed, opts) as StoredParse;
    const kept: ParsedRender[] = [];
    const keep = async (p: ParsedRender) => void kept.push(p);
    const restored = await parseOrRestore({ chunks, parsed: stored, keep }, opts);
    expect(kept).toHaveLength(0);
    expect(plain(restored)).toStrictEqual(plain(parsed));
    const other = await parseOrRestore({ chunks, parsed: stored, keep }, { ...opts, maxObjects: 0 });
    expect(other.overBudget?.code).toBe('E_OBJECT_BUDGET');
    expect(kept).toHaveLength(1);
  });

  it('CRD scopes in the options survive JSON (a Map would not): the stored parse is used, and another book parses afresh', async () => {
    const { chunks, opts: plainOpts } = await renderedParse(OVERLAY, kustomizeTarget('k/overlay'));
    const book = (scope: 'Cluster' | 'Namespaced') => new Map([['example.com/Widget', scope]]);
    const opts = { ...plainOpts, crdScopes: book('Cluster') };
    const parsed = await parseOrRestore({ chunks }, opts);
    const stored = JSON.parse(JSON.stringify(packParse(parsed, opts))) as StoredParse;
    const kept: ParsedRender[] = [];
    const keep = async (p: ParsedRender) => void kept.push(p);
    expect(plain(await parseOrRestore({ chunks, parsed: stored, keep }, opts))).toStrictEqual(plain(parsed));
    expect(kept).toHaveLength(0);
    await parseOrRestore({ chunks, parsed: stored, keep }, { ...opts, crdScopes: book('Namespaced') });
    expect(kept).toHaveLength(1);
  });

  it('is not stored when JSON would change it (.inf, .nan) or over a budget', () => {
    const opts: ParseOptions = { kind: 'manifests', targetPath: 'm' };
    const inf = parseRendered(
      [{ text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\nx: .inf\n', file: 'm/a.yaml' }],
      opts,
    );
    expect(inf.resources).toHaveLength(1);
    expect(packParse(inf, opts)).toBeUndefined();
    const fine = parseRendered(
      [{ text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n', file: 'm/a.yaml' }],
      opts,
    );
    expect(packParse(fine, opts)).toBeDefined();
    expect(packParse({ ...fine, overBudget: { code: 'E_OBJECT_BUDGET', message: 'x' } }, opts)).toBeUndefined();
  });

  it('a stored parse of another shape is parsed again, never a failed audit', async () => {
    const { chunks, opts, parsed } = await renderedParse(OVERLAY, kustomizeTarget('k/overlay'));
    const broken = {
      options: packParse(parsed, opts)?.options,
      resources: null,
      problems: 7,
    } as unknown as StoredParse;
    const got = await parseOrRestore({ chunks, parsed: broken }, opts);
    expect(plain(got)).toStrictEqual(plain(parsed));
  });

  it('a stored parse that does not match its render is an error, not a wrong location', async () => {
    const { opts, parsed } = await renderedParse(OVERLAY, kustomizeTarget('k/overlay'));
    const stored = packParse(parsed, opts) as StoredParse;
    const back = unpackParse(stored, () => ({ resources: [], problems: [] }));
    expect(() => back.resources[0]?.locate('/spec')).toThrow(/does not match/);
  });
});
