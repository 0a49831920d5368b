// Generates a Flux repository in the home-ops layout (source: the shape of fluxcd/flux2-kustomize-helm-example
// and of public home-ops repositories): one cluster, `releases` HelmReleases of local charts spread over
// `kustomizations` Flux Kustomizations, each release's values from a configMapGenerator in its folder, and a
// README. Commits it as `main`, a README-only change as `readme` and a one-values-file change as `values`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function write(root, rel, text) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const GOTK = `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec: {interval: 1m, url: ssh://git@github.com/acme/home-ops.git, ref: {branch: main}}
---
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: flux-system, namespace: flux-system}
spec: {interval: 10m, path: ./clusters/main, prune: true, sourceRef: {kind: GitRepository, name: flux-system}}
`;

const fluxKs = (name) => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: ${name}, namespace: flux-system}
spec:
  interval: 10m
  path: ./apps/${name}
  prune: true
  targetNamespace: ${name}
  sourceRef: {kind: GitRepository, name: flux-system}
`;

const release = (name) => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: ${name}}
spec:
  interval: 10m
  chart:
    spec:
      chart: ./charts/${name}
      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}
  valuesFrom:
    - {kind: ConfigMap, name: ${name}-values}
`;

const chartTemplate = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}
spec:
  replicas: {{ .Values.replicas }}
  selector: {matchLabels: {app: {{ .Release.Name }}}}
  template:
    metadata: {labels: {app: {{ .Release.Name }}}}
    spec:
      containers:
        - name: app
          image: ghcr.io/acme/app:1.0.0
          resources: {requests: {cpu: 10m, memory: 32Mi}, limits: {memory: 64Mi}}
`;

function git(root, ...args) {
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@invalid', ...args], {
    cwd: root,
    stdio: 'ignore',
  });
}

/** Returns the number of HelmReleases and Flux Kustomizations written. */
export function generateFluxRepo(root, releases = 300, kustomizations = 100) {
  write(root, 'README.md', '# home-ops\n');
  write(root, 'clusters/main/flux-system/gotk-sync.yaml', GOTK);
  write(root, 'clusters/main/flux-system/kustomization.yaml', 'resources: [gotk-sync.yaml]\n');
  const ks = Array.from({ length: kustomizations }, (_, i) => `ns${String(i).padStart(3, '0')}`);
  write(
    root,
    'clusters/main/kustomization.yaml',
    `resources:\n  - flux-system\n${ks.map((k) => `  - ${k}.yaml\n`).join('')}`,
  );
  for (const k of ks) write(root, `clusters/main/${k}.yaml`, fluxKs(k));
  const perKs = new Map(ks.map((k) => [k, []]));
  for (let i = 0; i < releases; i++) {
    const name = `app${String(i).padStart(4, '0')}`;
    const k = ks[i % ks.length];
    perKs.get(k).push(name);
    write(root, `charts/${name}/Chart.yaml`, `apiVersion: v2\nname: ${name}\nversion: 1.0.0\n`);
    write(root, `charts/${name}/values.yaml`, 'replicas: 1\n');
    write(root, `charts/${name}/templates/deployment.yaml`, chartTemplate);
    write(root, `apps/${k}/${name}/release.yaml`, release(name));
    write(root, `apps/${k}/${name}/values.yaml`, 'replicas: 2\n');
    write(
      root,
      `apps/${k}/${name}/kustomization.yaml`,
      `resources: [release.yaml]\nconfigMapGenerator:\n  - name: ${name}-values\n    files: [values.yaml]\ngeneratorOptions: {disableNameSuffixHash: true}\n`,
    );
  }
  for (const [k, names] of perKs)
    write(root, `apps/${k}/kustomization.yaml`, `resources:\n${names.map((n) => `  - ${n}\n`).join('')}`);
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'generated');
  git(root, 'checkout', '-q', '-b', 'readme');
  write(root, 'README.md', '# home-ops\n\nHow to bootstrap.\n');
  git(root, 'commit', '-q', '-am', 'README only');
  git(root, 'checkout', '-q', '-b', 'values', 'main');
  write(root, `apps/${ks[0]}/app0000/values.yaml`, 'replicas: 3\n');
  git(root, 'commit', '-q', '-am', 'one values file');
  git(root, 'checkout', '-q', 'main');
  return { releases, kustomizations };
}
