// A multi-source target renders each source with the real tools and joins the outputs in source
// order; each chunk says which source made it, a failing source fails the unit naming it, and the
// output budget is the unit's.
import { afterAll, describe, expect, it } from 'vitest';
import { renderTarget } from '../../src/render/index.js';
import { parseRendered } from '../../src/manifest/index.js';
import type { Target, TargetSource } from '../../src/model/target.js';
import { SMALL_CHART, cleanup, request, tools, tree } from './helpers.js';

afterAll(cleanup);

const FILES = {
  ...SMALL_CHART,
  'plain/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plain\n',
  'k/kustomization.yaml': 'resources: [cm.yaml]\n',
  'k/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: kustomized\n',
};

function joined(sources: TargetSource[]): Target {
  const [first] = sources;
  return {
    app: 'app',
    environment: 'staging',
    kind: first?.kind ?? 'manifests',
    path: first?.path ?? '.',
    origin: { how: 'argocd', file: 'app.yaml' },
    sources,
  };
}

const helmSource = (release: string): TargetSource => ({
  label: `source ${release}`,
  kind: 'helm',
  path: 'chart',
  namespace: 'ns',
  helm: { chart: 'chart', valueFiles: [], releaseName: release },
});

describe('joined render of a multi-source target', () => {
  it('renders every source in order; the parse maps each object to its own source file', async () => {
    const root = tree(FILES);
    const target = joined([
      helmSource('a'),
      { label: 'source 2 of 3', kind: 'manifests', path: 'plain' },
      { label: 'source 3 of 3', kind: 'kustomize', path: 'k' },
    ]);
    const r = await renderTarget(request(root, target, await tools()));
    if (!r.ok) throw new Error(r.error);
    expect(r.chunks.map((c) => c.part?.kind)).toEqual(['helm', 'manifests', 'kustomize']);
    const parsed = parseRendered(r.chunks, { kind: target.kind, targetPath: target.path, root });
    expect(parsed.problems).toEqual([]);
    expect(parsed.resources.map((x) => `${x.ref.name} ${x.source.file}`)).toEqual([
      'a-cm chart/templates/cm.yaml',
      'plain plain/cm.yaml',
      'kustomized k/cm.yaml',
    ]);
    // The origin annotation deploy-gate asked kustomize for is stripped from the kustomize source's objects.
    expect(JSON.stringify(parsed.resources[2]?.object)).not.toContain('config.kubernetes.io/origin');
  });

  it('a failing source fails the whole unit, named', async () => {
    const root = tree(FILES);
    const target = joined([helmSource('a'), { label: 'source 2 of 2', kind: 'kustomize', path: 'missing' }]);
    const r = await renderTarget(request(root, target, await tools()));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^source 2 of 2 \(kustomize missing\): /);
  });

  it('the output budget is the unit’s: the second source gets what the first left', async () => {
    const root = tree(FILES);
    const one = await renderTarget(request(root, joined([helmSource('a')]), await tools()));
    if (!one.ok) throw new Error(one.error);
    const size = Buffer.byteLength(one.chunks[0]?.text ?? '', 'utf8');
    const target = joined([helmSource('a'), helmSource('b')]);
    const fits = await renderTarget(request(root, target, await tools(), { maxOutputBytes: size * 2 + 64 }));
    expect(fits.ok).toBe(true);
    const over = await renderTarget(request(root, target, await tools(), { maxOutputBytes: size + 16 }));
    expect(over.ok ? 'ok' : over.code).toBe('E_OUTPUT_TOO_LARGE');
    if (!over.ok) expect(over.error).toMatch(/^source b \(helm chart\): /);
  });
});
