// Whether a chart can see .Capabilities.APIVersions decides whether a missing served API list
// matters (render/api-versions-unknown): read from its files, subcharts, archives and file:// deps.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chartMayAskApiVersions } from '../../src/engine/chart-capabilities.js';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A repo root holding `files` (repo-relative). */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dg-caps-'));
  roots.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}
const chart = (name: string, deps = '') => `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n${deps}`;
const cm = (body: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata: {v: "${body}"}\n`;

describe('a chart that may ask .Capabilities.APIVersions', () => {
  it('no .Capabilities, or only the Kubernetes and helm versions: does not ask', async () => {
    const root = repo({
      'c/Chart.yaml': chart('c'),
      'c/templates/a.yaml': cm('{{ .Capabilities.KubeVersion.Version }} {{ .Capabilities.HelmVersion.Version }}'),
    });
    expect(await chartMayAskApiVersions(root, 'c')).toBe(false);
  });

  it('asks through .Capabilities.APIVersions, $.Capabilities or the whole object', async () => {
    for (const use of [
      '{{ .Capabilities.APIVersions.Has "x/v1" }}',
      '{{ $.Capabilities.APIVersions }}',
      '{{ toYaml .Capabilities }}',
    ]) {
      const root = repo({ 'c/Chart.yaml': chart('c'), 'c/templates/_h.tpl': use });
      expect(await chartMayAskApiVersions(root, 'c'), use).toBe(true);
    }
  });

  it('a vendored subchart folder or archive that asks; a file:// dependency that asks', async () => {
    const folder = repo({
      'c/Chart.yaml': chart('c'),
      'c/charts/common/Chart.yaml': chart('common'),
      'c/charts/common/templates/_caps.tpl': '{{ .Capabilities.APIVersions.Has "policy/v1" }}',
    });
    expect(await chartMayAskApiVersions(folder, 'c')).toBe(true);
    const archived = repo({
      'build/common/Chart.yaml': chart('common'),
      'build/common/templates/_caps.tpl': '{{ .Capabilities.APIVersions.Has "policy/v1" }}',
      'c/Chart.yaml': chart(
        'c',
        'dependencies:\n  - {name: common, version: 0.1.0, repository: https://charts.example.com}\n',
      ),
    });
    mkdirSync(path.join(archived, 'c', 'charts'));
    execFileSync('tar', [
      '-czf',
      path.join(archived, 'c', 'charts', 'common-0.1.0.tgz'),
      '-C',
      path.join(archived, 'build'),
      'common',
    ]);
    rmSync(path.join(archived, 'build'), { recursive: true });
    expect(await chartMayAskApiVersions(archived, 'c')).toBe(true);
    const local = repo({
      'lib/Chart.yaml': chart('lib'),
      'lib/templates/_caps.tpl': '{{ .Capabilities.APIVersions.Has "policy/v1" }}',
      'c/Chart.yaml': chart('c', 'dependencies:\n  - {name: lib, version: 0.1.0, repository: "file://../lib"}\n'),
    });
    expect(await chartMayAskApiVersions(local, 'c')).toBe(true);
    rmSync(path.join(local, 'lib', 'templates'), { recursive: true });
    expect(await chartMayAskApiVersions(local, 'c')).toBe(false);
  });

  it('a dependency fetched at render time (not here to read) may ask', async () => {
    const root = repo({
      'c/Chart.yaml': chart(
        'c',
        'dependencies:\n  - {name: redis, version: 1.0.0, repository: https://charts.example.com}\n',
      ),
    });
    expect(await chartMayAskApiVersions(root, 'c')).toBe(true);
  });
});
