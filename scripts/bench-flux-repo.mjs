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

/** Commits the tree as `main`, a README-only change as `readme` and `editValues()` as `values`; leaves `main` out. */
function commitBranches(root, editValues) {
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'generated');
  git(root, 'checkout', '-q', '-b', 'readme');
  write(root, 'README.md', '# home-ops\n\nHow to bootstrap.\n');
  git(root, 'commit', '-q', '-am', 'README only');
  git(root, 'checkout', '-q', '-b', 'values', 'main');
  editValues();
  git(root, 'commit', '-q', '-am', 'one values file');
  git(root, 'checkout', '-q', 'main');
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
  commitBranches(root, () => write(root, `apps/${ks[0]}/app0000/values.yaml`, 'replicas: 3\n'));
  return { releases, kustomizations };
}

const appKs = (app, ns) => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: ${app}}
spec:
  components: [../../../../components/backup]
  interval: 1h
  path: ./kubernetes/apps/${ns}/${app}/app
  postBuild:
    substitute: {APP: ${app}}
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}
  targetNamespace: ${ns}
`;

const appRelease = (app) => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: ${app}}
spec:
  interval: 1h
  chart:
    spec:
      chart: ./kubernetes/charts/app
      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}
  values:
    image: {repository: ghcr.io/acme/${app}, tag: 1.0.0}
    persistence:
      claim: \${APP}
`;

/**
 * The layout of onedr0p/home-ops and the repositories made from its template (source: that
 * repository's kubernetes/ folder): one Flux Kustomization per app in `<namespace>/<app>/ks.yaml`,
 * each adding a shared component whose objects are named `${APP}` and substituted by postBuild, in
 * namespaces of many apps, built from a cluster Kustomization whose namespace folders set their
 * namespace. Commits `main`, a README-only change as `readme` and one app's values as `values`.
 */
export function generateHomeOpsRepo(root, apps = 100, namespaces = 10) {
  write(root, 'README.md', '# home-ops\n');
  write(root, 'kubernetes/flux/cluster/gotk-sync.yaml', GOTK.replace('./clusters/main', './kubernetes/flux/cluster'));
  write(
    root,
    'kubernetes/flux/cluster/ks.yaml',
    `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: cluster-apps, namespace: flux-system}
spec: {interval: 1h, path: ./kubernetes/apps, prune: true, sourceRef: {kind: GitRepository, name: flux-system}}
`,
  );
  write(root, 'kubernetes/flux/cluster/kustomization.yaml', 'resources: [gotk-sync.yaml, ks.yaml]\n');
  write(root, 'kubernetes/charts/app/Chart.yaml', 'apiVersion: v2\nname: app\nversion: 1.0.0\n');
  write(
    root,
    'kubernetes/charts/app/values.yaml',
    'image: {repository: nginx, tag: "1.27"}\npersistence: {claim: data}\n',
  );
  write(root, 'kubernetes/charts/app/templates/deployment.yaml', chartTemplate);
  write(
    root,
    'kubernetes/components/backup/kustomization.yaml',
    'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nresources: [pvc.yaml, schedule.yaml]\n',
  );
  write(
    root,
    'kubernetes/components/backup/pvc.yaml',
    'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: "${APP}"}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n',
  );
  write(
    root,
    'kubernetes/components/backup/schedule.yaml',
    'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: "${APP}-backup"}\ndata: {claim: "${APP}", schedule: "0 3 * * *"}\n',
  );
  const nsNames = Array.from({ length: namespaces }, (_, i) => `ns${String(i).padStart(2, '0')}`);
  write(root, 'kubernetes/apps/kustomization.yaml', `resources:\n${nsNames.map((n) => `  - ./${n}\n`).join('')}`);
  const perNs = new Map(nsNames.map((n) => [n, []]));
  for (let i = 0; i < apps; i++) {
    const app = `app${String(i).padStart(3, '0')}`;
    const ns = nsNames[i % nsNames.length];
    perNs.get(ns).push(app);
    write(root, `kubernetes/apps/${ns}/${app}/ks.yaml`, appKs(app, ns));
    write(root, `kubernetes/apps/${ns}/${app}/app/kustomization.yaml`, 'resources: [./helmrelease.yaml]\n');
    write(root, `kubernetes/apps/${ns}/${app}/app/helmrelease.yaml`, appRelease(app));
  }
  for (const [ns, names] of perNs)
    write(
      root,
      `kubernetes/apps/${ns}/kustomization.yaml`,
      `namespace: ${ns}\nresources:\n${names.map((n) => `  - ./${n}/ks.yaml\n`).join('')}`,
    );
  commitBranches(root, () =>
    write(
      root,
      `kubernetes/apps/${nsNames[0]}/app000/app/helmrelease.yaml`,
      appRelease('app000').replace('tag: 1.0.0', 'tag: 1.0.1'),
    ),
  );
  return { apps, namespaces };
}
