// A check discovers at base and at head; a Flux Kustomization whose files are the same on both sides
// is built once for both (engine/discovery-renders.ts), and the report is the one each side
// discovering alone gives. The builds are counted by a kustomize that logs what it builds and
// hands over to the real `kubectl kustomize`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GOTK, loggingKustomize as kustomizeLogging } from '../helpers/flux.js';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

const fluxKs = (name: string) => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: ${name}, namespace: flux-system}
spec: {interval: 10m, path: ./apps/${name}, prune: true, sourceRef: {kind: GitRepository, name: flux-system}}
`;

const release = (name: string, replicas: number) => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: ${name}, namespace: ${name}}
spec:
  interval: 10m
  chart:
    spec:
      chart: ./charts/web
      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}
  values: {replicas: ${replicas}}
`;

const FILES = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/values.yaml': 'replicas: 1\n',
  'charts/web/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\ndata:\n  replicas: "{{ .Values.replicas }}"\n',
  'clusters/prod/flux-system/gotk-sync.yaml': GOTK,
  'clusters/prod/flux-system/kustomization.yaml': 'resources: [gotk-sync.yaml]\n',
  'clusters/prod/kustomization.yaml': 'resources: [flux-system, a.yaml, b.yaml]\n',
  'clusters/prod/a.yaml': fluxKs('a'),
  'clusters/prod/b.yaml': fluxKs('b'),
  'apps/a/kustomization.yaml': 'resources: [release.yaml]\n',
  'apps/a/release.yaml': release('a', 1),
  'apps/b/kustomization.yaml': 'resources: [release.yaml]\n',
  'apps/b/release.yaml': release('b', 1),
};

let repo: TempRepo | undefined;
const bins: string[] = [];
afterEach(() => {
  repo?.cleanup();
  for (const dir of bins.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function loggingKustomize(log: string): string {
  const made = kustomizeLogging(log);
  bins.push(made.dir);
  return made.bin;
}

/** The builds of `apps/<name>` the run made, and its report. */
async function checked(separateDiscovery: boolean): Promise<{ builds: (name: string) => number; report: Report }> {
  const log = path.join(repo!.dir, '..', `${path.basename(repo!.dir)}-${String(separateDiscovery)}.log`);
  writeFileSync(log, '');
  // Builds one at a time (no batching, kustomize-batch.ts), so the log names each folder built.
  process.env.DEPLOY_GATE_PLAIN_DISCOVERY = '1';
  const report = await checkLastCommit(repo!, {
    kustomize: loggingKustomize(log),
    ...(separateDiscovery ? { separateDiscovery } : {}),
  }).finally(() => delete process.env.DEPLOY_GATE_PLAIN_DISCOVERY);
  const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  rmSync(log);
  return { builds: (name) => lines.filter((l) => l.endsWith(`/apps/${name}`)).length, report };
}

const comparable = (r: Report) => ({
  verdict: r.verdict,
  targets: r.targets.map((t) => ({ id: `${t.app}/${t.environment}`, status: t.status, resources: t.resources })),
  findings: r.findings.map((f) => `${f.ruleId} ${f.fingerprint} ${f.change}`).sort(),
});

describe('discovery builds shared by base and head', () => {
  it('builds an unchanged Flux Kustomization once for both sides, with the report of each side alone', async () => {
    repo = new TempRepo();
    repo.write(FILES).commit('base');
    repo.write({ 'apps/a/release.yaml': release('a', 3) }).commit('values of a');
    const shared = await checked(false);
    const alone = await checked(true);
    // b: read the same on both sides, so one discovery build serves both; a changed, so one per side
    // (and its own renders as a target). Each side alone builds b twice.
    expect(alone.builds('b')).toBe(2);
    expect(shared.builds('b')).toBe(1);
    expect(shared.builds('a')).toBe(alone.builds('a'));
    const rendered = shared.report.targets.filter((t) => t.status === 'rendered');
    expect(rendered.map((t) => `${t.app}/${t.environment}`)).toEqual(['a-ks/prod', 'a/prod']);
    expect(comparable(shared.report)).toEqual(comparable(alone.report));
  });
});
