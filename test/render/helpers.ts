import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EnvironmentConfig } from '../../src/model/config.js';
import type { Target } from '../../src/model/target.js';
import { forgetScan } from '../../src/render/sandbox.js';
import { resolveTools, type Tools } from '../../src/render/tools.js';
import type { RenderRequest } from '../../src/render/types.js';

const made: string[] = [];

/** A fresh temp revision tree with `files` written (and symlinks made: value `{ link: target }`). */
export function tree(files: Record<string, string | { link: string }> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-render-test-'));
  made.push(dir);
  write(dir, files);
  return dir;
}

export function write(dir: string, files: Record<string, string | { link: string }>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    if (typeof content === 'string') writeFileSync(file, content);
    else symlinkSync(content.link, file);
  }
  forgetScan();
}

/** A copy of a corpus folder in a temp dir (kustomize targets get annotations added in place). */
export function copyTree(src: string): string {
  const dir = tree();
  cpSync(src, dir, { recursive: true, verbatimSymlinks: true });
  return dir;
}

export function cleanup(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
  forgetScan();
}

/** An executable sh script in its own temp dir. */
export function fakeTool(body: string): string {
  const dir = tree();
  const file = path.join(dir, 'tool.sh');
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

export function fakeTools(bin: string, name: 'helm' | 'kustomize' = 'helm'): Tools {
  const tool = {
    ok: true as const,
    tool: { name, version: 'v9.9.9', path: bin },
    bin,
    renderArgs: name === 'kustomize' ? ['build'] : [],
  };
  return { helm: tool, kustomize: tool };
}

export const ENV: EnvironmentConfig = {
  name: 'staging',
  kubernetesVersion: '1.31',
  requireDigests: false,
  gateRecords: 'off',
  apiVersions: [],
};

let realTools: Promise<Tools> | undefined;
let realTools3: Promise<Tools> | undefined;
export function tools(): Promise<Tools> {
  return (realTools ??= resolveTools());
}
export function tools3(): Promise<Tools> {
  return (realTools3 ??= resolveTools({ helm: 'helm3' }));
}

export function helmTarget(
  chart: string,
  extra: Partial<NonNullable<Target['helm']>> = {},
  t: Partial<Target> = {},
): Target {
  return {
    app: 'app',
    environment: 'staging',
    kind: 'helm',
    path: chart,
    helm: { chart, valueFiles: [], ...extra },
    origin: { how: 'config' },
    ...t,
  };
}

export function kustomizeTarget(dir: string): Target {
  return { app: 'app', environment: 'staging', kind: 'kustomize', path: dir, origin: { how: 'kustomize-overlay' } };
}

export function manifestsTarget(dir: string): Target {
  return { app: 'app', environment: 'staging', kind: 'manifests', path: dir, origin: { how: 'config' } };
}

export function request(root: string, target: Target, t: Tools, over: Partial<RenderRequest> = {}): RenderRequest {
  return { target, root, env: ENV, tools: t, timeoutMs: 60_000, maxOutputBytes: 64 * 1024 * 1024, ...over };
}

export const SMALL_CHART = {
  'chart/Chart.yaml': 'apiVersion: v2\nname: small\nversion: 0.1.0\n',
  'chart/values.yaml': 'color: chart-default\nsize: small\nreplicas: 1\n',
  'chart/templates/cm.yaml': [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: {{ .Release.Name }}-cm',
    '  namespace: {{ .Release.Namespace }}',
    'data:',
    '  color: {{ .Values.color | quote }}',
    '  size: {{ .Values.size | quote }}',
    '  replicas: {{ .Values.replicas | quote }}',
    '  kube: {{ .Capabilities.KubeVersion.Version | quote }}',
    '  {{- if semverCompare ">=1.30-0" .Capabilities.KubeVersion.Version }}',
    '  api: new',
    '  {{- else }}',
    '  api: old',
    '  {{- end }}',
    '  {{- if .Capabilities.APIVersions.Has "example.com/v1" }}',
    '  extra: present',
    '  {{- end }}',
    '',
  ].join('\n'),
};
