// `deploy-gate targets` (the bundle) on a Flux repository whose HelmRelease reads values from a
// generated Secret: the values are masked by value in text and JSON, and the units are counted
// per source kind.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';

const CLI = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: process.env, timeout: 120_000 });

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const SECRET = 'hunter2-very-secret-value';

const FILES = {
  'clusters/prod/flux-system/gotk-sync.yaml': `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec: {interval: 1m, url: ssh://git@github.com/acme/fleet.git, ref: {branch: main}}
---
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: apps, namespace: flux-system}
spec: {interval: 10m, path: ./apps/prod, prune: true, targetNamespace: web, sourceRef: {kind: GitRepository, name: flux-system}}
`,
  'apps/prod/kustomization.yaml':
    'resources: [release.yaml]\nsecretGenerator:\n  - name: web-secret\n    files: [values.yaml=secret-values.yaml]\ngeneratorOptions: {disableNameSuffixHash: true}\n',
  'apps/prod/secret-values.yaml': `password: ${SECRET}\n`,
  'apps/prod/release.yaml': `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: web}
spec:
  interval: 10m
  chart:
    spec:
      chart: ./charts/web
      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}
  valuesFrom:
    - {kind: Secret, name: web-secret}
`,
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/values.yaml': 'password: ""\n',
  'charts/web/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  p: "{{ .Values.password }}"\n',
  'other/overlay/kustomization.yaml': 'resources: [cm.yaml]\n',
  'other/overlay/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: other\n',
};

describe('deploy-gate targets on a Flux repository', () => {
  it('masks values read from a generated Secret and counts units per source kind', () => {
    repo = new TempRepo();
    repo.write(FILES).commit('x');
    const json = cli('targets', '--repo', repo.dir, '--format', 'json');
    expect(json.status).toBe(0);
    expect(json.stdout).not.toContain(SECRET);
    const parsed = JSON.parse(json.stdout) as {
      targets: Array<{ app: string; namespace?: string; secretValues?: unknown }>;
      summary: Array<{ kind: string; found: number; rendered: number; notChecked: number }>;
    };
    expect(parsed.targets.map((t) => `${t.app}:${t.namespace ?? ''}`)).toEqual(['apps:web', 'overlay:', 'web:web']);
    expect(parsed.targets.every((t) => t.secretValues === undefined)).toBe(true);
    expect(parsed.summary).toEqual([
      { kind: 'Flux Kustomization', found: 1, rendered: 1, notChecked: 0 },
      { kind: 'Flux HelmRelease', found: 1, rendered: 1, notChecked: 0 },
      { kind: 'kustomization', found: 1, rendered: 1, notChecked: 0 },
    ]);
    const text = cli('targets', '--repo', repo.dir);
    expect(text.status).toBe(0);
    expect(text.stderr).toContain('units by source: Flux HelmRelease 1 found, 1 rendered, 0 not-checked');
    const rendered = cli('render', '--repo', repo.dir, '--target', 'web/prod');
    expect(rendered.status).toBe(0);
    expect(rendered.stdout).toContain('name: web');
    expect(rendered.stdout).not.toContain(SECRET);
  });
});
