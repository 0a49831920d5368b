// Generates a deploy repo of N apps × 3 environments (Helm and Kustomize mixed) as a git repo.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ENVIRONMENTS = ['dev', 'staging', 'production'];

function write(root, rel, text) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const deployment = (name, image, replicas) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  labels: {app.kubernetes.io/name: ${name}}
spec:
  replicas: ${replicas}
  selector:
    matchLabels: {app.kubernetes.io/name: ${name}}
  template:
    metadata:
      labels: {app.kubernetes.io/name: ${name}}
    spec:
      containers:
        - name: app
          image: ${image}
          ports: [{containerPort: 8080, name: http}]
          readinessProbe: {httpGet: {path: /healthz, port: http}}
          resources:
            requests: {cpu: 100m, memory: 128Mi}
            limits: {memory: 256Mi}
`;

const service = (name) => `apiVersion: v1
kind: Service
metadata:
  name: ${name}
spec:
  selector: {app.kubernetes.io/name: ${name}}
  ports: [{port: 80, targetPort: http}]
`;

const configMap = (name) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}-config
data:
  LOG_LEVEL: info
  FEATURE_FLAGS: "a,b,c"
`;

function helmApp(root, name) {
  write(root, `charts/${name}/Chart.yaml`, `apiVersion: v2\nname: ${name}\nversion: 1.0.0\n`);
  write(root, `charts/${name}/values.yaml`, 'replicas: 1\nimage: ghcr.io/acme/app:1.0.0\n');
  write(
    root,
    `charts/${name}/templates/deployment.yaml`,
    deployment('{{ .Release.Name }}', '{{ .Values.image }}', '{{ .Values.replicas }}'),
  );
  write(root, `charts/${name}/templates/service.yaml`, service('{{ .Release.Name }}'));
  write(root, `charts/${name}/templates/configmap.yaml`, configMap('{{ .Release.Name }}'));
  return ENVIRONMENTS.map((env, i) => {
    write(root, `envs/${env}/${name}.yaml`, `replicas: ${i + 1}\n`);
    return `  - {app: ${name}, environment: ${env}, helm: {chart: charts/${name}, valueFiles: [envs/${env}/${name}.yaml], releaseName: ${name}, namespace: ${name}}}\n`;
  });
}

function kustomizeApp(root, name) {
  write(root, `apps/${name}/base/kustomization.yaml`, 'resources: [deployment.yaml, service.yaml, configmap.yaml]\n');
  write(root, `apps/${name}/base/deployment.yaml`, deployment(name, 'ghcr.io/acme/app:1.0.0', 1));
  write(root, `apps/${name}/base/service.yaml`, service(name));
  write(root, `apps/${name}/base/configmap.yaml`, configMap(name));
  return ENVIRONMENTS.map((env, i) => {
    write(
      root,
      `apps/${name}/overlays/${env}/kustomization.yaml`,
      `namespace: ${name}-${env}\nresources: [../../base]\nreplicas: [{name: ${name}, count: ${i + 1}}]\n`,
    );
    return `  - {app: ${name}, environment: ${env}, kustomize: apps/${name}/overlays/${env}}\n`;
  });
}

function git(root, ...args) {
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@invalid', ...args], {
    cwd: root,
    stdio: 'ignore',
  });
}

/** Writes the repo, commits it as `main`, and (with `change`) commits a one-app change as `pr`. */
export function generateRepo(root, apps) {
  const targets = [];
  for (let i = 0; i < apps; i++) {
    const name = `app${String(i).padStart(4, '0')}`;
    targets.push(...(i % 2 === 0 ? helmApp(root, name) : kustomizeApp(root, name)));
  }
  write(
    root,
    '.deploy-gate.yaml',
    `version: 1\nkubernetesVersion: "1.31"\nrules:\n  image/not-pinned: "off"\ntargets:\n${targets.join('')}`,
  );
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'generated');
  git(root, 'checkout', '-q', '-b', 'pr');
  write(root, 'envs/production/app0000.yaml', 'replicas: 5\n');
  git(root, 'commit', '-q', '-am', 'one-app change');
  git(root, 'checkout', '-q', 'main');
  return targets.length;
}
