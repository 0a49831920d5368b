// A field that a kustomize patch sets is located in the patch (file and line), not in the base
// resource that does not hold it: every patch form, built by the real kustomize.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { audit, deployment, PINNED } from './helpers.js';

const OVERLAYS: Record<string, string> = {
  // patches: a strategic merge patch file
  'smp-file/kustomization.yaml': 'resources: [../base]\npatches:\n  - path: priv.yaml\n',
  'smp-file/priv.yaml':
    'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: web}\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: reg.example/web:latest\n          securityContext:\n            privileged: true\n',
  // patches: an inline JSON 6902 patch (block scalar in the kustomization)
  'json-inline/kustomization.yaml':
    'resources: [../base]\npatches:\n  - target: {kind: Deployment, name: web}\n    patch: |-\n      - op: replace\n        path: /spec/replicas\n        value: 2\n      - op: add\n        path: /spec/template/spec/containers/0/securityContext\n        value: {privileged: true}\n',
  // patchesStrategicMerge, a file
  'psm/kustomization.yaml': 'resources: [../base]\npatchesStrategicMerge: [sm.yaml]\n',
  'psm/sm.yaml':
    'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: web}\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          securityContext: {privileged: true}\n',
  // patchesJson6902, a file
  'j6902/kustomization.yaml':
    'resources: [../base]\npatchesJson6902:\n  - target: {group: apps, version: v1, kind: Deployment, name: web, namespace: web}\n    path: j.yaml\n',
  'j6902/j.yaml':
    '- op: add\n  path: /spec/template/spec/containers/0/securityContext\n  value:\n    privileged: true\n',
  // an overlay of an overlay: the nearest patch that sets the field wins
  'outer/kustomization.yaml': 'resources: [../psm]\npatches:\n  - path: outer.yaml\n',
  'outer/outer.yaml':
    'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: web}\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          securityContext:\n            privileged: true\n            runAsNonRoot: false\n',
  // no patch: the overlay's images field sets the tag
  'images/kustomization.yaml': 'resources: [../base]\nimages:\n  - name: reg.example/web\n    newTag: latest\n',
};

const NAMES = ['smp-file', 'json-inline', 'psm', 'j6902', 'outer', 'images'];

describe('a field a kustomize patch sets is located in the patch', () => {
  let repo: TempRepo;
  let report: Report;
  const at = (app: string, rule: string) => {
    const f = report.findings.find((x) => x.app === app && x.ruleId === rule);
    return f?.location ? `${f.location.file}:${f.location.line ?? '?'}` : undefined;
  };

  beforeAll(async () => {
    repo = new TempRepo();
    const files = Object.fromEntries(Object.entries(OVERLAYS).map(([p, t]) => [`k/${p}`, t]));
    const targets = NAMES.map((n) => `  - {app: ${n}, environment: production, kustomize: k/${n}}`).join('\n');
    repo
      .write({
        '.deploy-gate.yaml': `version: 1\ntargets:\n${targets}\n`,
        'k/base/kustomization.yaml': 'resources: [deploy.yaml]\n',
        'k/base/deploy.yaml': deployment(PINNED),
        ...files,
      })
      .commit('base');
    report = await audit(repo);
  }, 120_000);
  afterAll(() => repo?.cleanup());

  it('patches: a strategic merge patch file (privileged and the image it sets)', () => {
    expect(at('smp-file', 'security/privileged')).toBe('k/smp-file/priv.yaml:11');
    expect(at('smp-file', 'image/mutable-tag')).toBe('k/smp-file/priv.yaml:9');
  });

  it('patches: an inline JSON 6902 patch, at its line in the kustomization', () => {
    expect(at('json-inline', 'security/privileged')).toBe('k/json-inline/kustomization.yaml:10');
  });

  it('patchesStrategicMerge and patchesJson6902 files', () => {
    expect(at('psm', 'security/privileged')).toBe('k/psm/sm.yaml:9');
    expect(at('j6902', 'security/privileged')).toBe('k/j6902/j.yaml:4');
  });

  it("an overlay's images field: the entry that sets the tag", () => {
    expect(at('images', 'image/mutable-tag')).toBe('k/images/kustomization.yaml:4');
  });

  it('an overlay of an overlay: the patch nearest to the target', () => {
    expect(at('outer', 'security/privileged')).toBe('k/outer/outer.yaml:10');
  });
});
