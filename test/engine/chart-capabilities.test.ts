// Whether a chart can see .Capabilities.APIVersions decides whether a missing served API list
// matters (render/api-versions-unknown): read from its files, subcharts, archives and file:// deps.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chartAskedApis, chartMayAskApiVersions } from '../../src/engine/chart-capabilities.js';
import { presenceUnknown } from '../../src/engine/capability-branches.js';
import { TempTrees } from '../helpers/temp-tree.js';

const trees = new TempTrees('dg-caps-');
afterAll(() => trees.remove());
/** A repo root holding `files` (repo-relative). */
const repo = (files: Record<string, string>): string => trees.make(files);
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

describe('what a chart asks .Capabilities.APIVersions.Has about (issue 31 item 7)', () => {
  it('quoted names in templates, subcharts and file:// dependencies; a computed name, and a dependency fetched at render time, are told apart', async () => {
    const root = repo({
      'c/Chart.yaml': chart('c', 'dependencies:\n  - name: d\n    version: 0.1.0\n    repository: file://../d\n'),
      'c/templates/a.yaml': cm('{{ if .Capabilities.APIVersions.Has "monitoring.coreos.com/v1" }}x{{ end }}'),
      'c/charts/s/Chart.yaml': chart('s'),
      'c/charts/s/templates/b.yaml': cm(
        '{{ if $.Capabilities.APIVersions.Has `policy/v1/PodDisruptionBudget` }}y{{ end }}',
      ),
      'd/Chart.yaml': chart('d'),
      'd/templates/c.yaml': cm('{{ if .Capabilities.APIVersions.Has "cert-manager.io/v1" }}z{{ end }}'),
    });
    expect(await chartAskedApis(root, 'c')).toEqual({
      names: ['cert-manager.io/v1', 'monitoring.coreos.com/v1', 'policy/v1/PodDisruptionBudget'],
      computed: false,
      unread: false,
    });
    const computed = repo({
      'c/Chart.yaml': chart('c'),
      'c/templates/a.yaml': cm('{{ if .Capabilities.APIVersions.Has (print "a" "/v1") }}x{{ end }}'),
    });
    expect(await chartAskedApis(computed, 'c')).toEqual({ names: [], computed: true, unread: false });
    const fetched = repo({
      'c/Chart.yaml': chart(
        'c',
        'dependencies:\n  - name: r\n    version: 1.0.0\n    repository: https://charts.example.com\n',
      ),
      'c/templates/a.yaml': cm('{{ if .Capabilities.APIVersions.Has "x.example.com/v1" }}x{{ end }}'),
    });
    expect(await chartAskedApis(fetched, 'c')).toEqual({ names: ['x.example.com/v1'], computed: false, unread: true });
  });

  it('presence is unknown only for a third-party API neither listed nor a CRD', () => {
    const known = new Set(['apps/v1', 'apps/v1/Deployment', 'cert-manager.io/v1']);
    expect(presenceUnknown('monitoring.coreos.com/v1', known)).toBe(true);
    expect(presenceUnknown('monitoring.coreos.com/v1/ServiceMonitor', known)).toBe(true);
    expect(presenceUnknown('cert-manager.io/v1/Certificate', known)).toBe(false);
    expect(presenceUnknown('policy/v1beta1/PodSecurityPolicy', known)).toBe(false);
    expect(presenceUnknown('v1/Pod', known)).toBe(false);
    expect(presenceUnknown('events.k8s.io/v1', known)).toBe(false);
    // A *.k8s.io group that CRDs or add-ons serve.
    expect(presenceUnknown('gateway.networking.k8s.io/v1', known)).toBe(true);
  });
});
