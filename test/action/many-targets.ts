// A generated deploy repository with 40 apps × 3 environments (120 Kustomize targets) as a real git
// repo: the base is clean, the pull request adds the same privileged `:latest` sidecar to every app and bumps
// 40 settings in each app's ConfigMap (long diffs: the comment must cut them, the job summary must not).
// Fixed dates and identities keep the SHAs, and so the golden files, stable.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFiles } from '../helpers/temp-tree.js';

export const APPS = Array.from({ length: 40 }, (_, i) => `app-${String(i + 1).padStart(2, '0')}`);
export const ENVIRONMENTS = ['dev', 'staging', 'production'];

const CONFIG = `version: 1
kubernetesVersion: "1.31"
environments:
  dev: {}
  staging: {}
  production: {}
`;

function deployment(app: string, sidecar: boolean): string {
  const extra = sidecar
    ? `        - name: log-shipper
          image: docker.io/acme/log-shipper:latest
          securityContext:
            privileged: true
`
    : '';
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${app}
spec:
  replicas: 2
  selector:
    matchLabels:
      app.kubernetes.io/name: ${app}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${app}
    spec:
      containers:
        - name: server
          image: docker.io/acme/${app}:1.4.2@sha256:${'a'.repeat(64)}
          ports:
            - containerPort: 8080
          resources:
            requests:
              cpu: 50m
              memory: 64Mi
            limits:
              memory: 128Mi
${extra}`;
}

const SERVICE = (app: string) => `apiVersion: v1
kind: Service
metadata:
  name: ${app}
spec:
  selector:
    app.kubernetes.io/name: ${app}
  ports:
    - port: 80
      targetPort: 8080
`;

/** 40 settings: the change bumps every one, so each target's diff is long and the comment must cut it. */
const SETTINGS = (app: string, version: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${app}-settings
data:
${Array.from({ length: 40 }, (_, i) => `  setting-${String(i + 1).padStart(2, '0')}: "${version}"`).join('\n')}
`;

function baseFiles(): Record<string, string> {
  const files: Record<string, string> = { '.deploy-gate.yaml': CONFIG };
  for (const app of APPS) {
    files[`apps/${app}/base/kustomization.yaml`] =
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - deployment.yaml\n  - service.yaml\n  - settings.yaml\n';
    files[`apps/${app}/base/deployment.yaml`] = deployment(app, false);
    files[`apps/${app}/base/service.yaml`] = SERVICE(app);
    files[`apps/${app}/base/settings.yaml`] = SETTINGS(app, 'release-2026-11');
    for (const env of ENVIRONMENTS) {
      files[`apps/${app}/overlays/${env}/kustomization.yaml`] =
        `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: ${app}-${env}\nresources:\n  - ../../base\n`;
    }
  }
  return files;
}

function git(dir: string, args: string[], date?: string): string {
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
  };
  return execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim();
}

function commit(dir: string, message: string, date: string): string {
  git(dir, ['add', '-A']);
  git(
    dir,
    ['-c', 'user.name=deploy-gate test', '-c', 'user.email=test@deploy-gate.invalid', 'commit', '-q', '-m', message],
    date,
  );
  return git(dir, ['rev-parse', 'HEAD']);
}

/** Returns { dir, base, head }; branch `pr` holds the change. */
export function buildManyTargetsRepo(): { dir: string; base: string; head: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-many-'));
  git(dir, ['init', '-q', '-b', 'main']);
  writeFiles(dir, baseFiles());
  const base = commit(dir, 'Base: 40 apps in dev, staging and production', '2026-11-20T10:00:00Z');
  git(dir, ['checkout', '-q', '-b', 'pr']);
  writeFiles(
    dir,
    Object.fromEntries(
      APPS.flatMap((app) => [
        [`apps/${app}/base/deployment.yaml`, deployment(app, true)],
        [`apps/${app}/base/settings.yaml`, SETTINGS(app, 'release-2026-12')],
      ]),
    ),
  );
  const head = commit(dir, 'PR: a log shipper sidecar everywhere', '2026-11-28T09:00:00Z');
  return { dir, base, head };
}
