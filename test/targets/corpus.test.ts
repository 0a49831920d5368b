import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { discoverTargets, targetInputs } from '../../src/targets/index.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';

const idsOf = (targets: { app: string; environment: string }[]): string[] =>
  targets.map((t) => `${t.app}/${t.environment}`);

describe.skipIf(!HAS_SHARED)('discovery on the real corpus', () => {
  it('wikimedia: helmfile services become per-environment targets of the in-repo charts', async () => {
    const root = sharedPath('corpus', 'wikimedia-deployment-charts');
    const d = await discoverTargets(root, defaultConfig());
    expect(d.problems).toEqual([]);
    const ids = idsOf(d.targets);
    expect(ids).toEqual(
      expect.arrayContaining([
        'citoid/staging',
        'citoid/eqiad',
        'citoid/codfw',
        'mw-web/eqiad',
        'mw-web/traindev',
        'echostore/staging',
        'wikifunctions/staging',
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const citoid = d.targets.find((t) => t.app === 'citoid' && t.environment === 'staging');
    expect(citoid).toMatchObject({
      kind: 'helm',
      path: 'charts/citoid',
      namespace: 'citoid',
      origin: { how: 'helm-chart', file: 'helmfile.d/services/citoid/helmfile.yaml' },
    });
    expect(citoid?.helm?.valueFiles).toEqual([
      'helmfile.d/services/citoid/values.yaml',
      'helmfile.d/services/citoid/values-staging.yaml',
    ]);
    // echostore and sessionstore share the kask chart
    expect(d.targets.find((t) => t.app === 'echostore')?.path).toBe('charts/kask');
    expect(d.targets.find((t) => t.app === 'sessionstore')?.path).toBe('charts/kask');
    // charts used by a service are not also standalone targets; unused ones are
    expect(ids).not.toContain('citoid/default');
    expect(ids).toContain('kafka-dev/default');
    // the statsd-exporter chart lives elsewhere: said, not silently dropped
    expect(d.notChecked.map((u) => u.reason).join('\n')).toContain('statsd-exporter');
    // every values file named exists in the corpus: inputs are real paths
    for (const t of d.targets) expect(t.helm?.valueFiles.every((v) => v.startsWith('helmfile.d/services/'))).toBe(true);
  });

  it('flux2-kustomize-helm-example: Flux Kustomizations (through the ArtifactGenerator) per cluster, remote HelmReleases as remote chart targets', async () => {
    const root = sharedPath('corpus', 'flux2-kustomize-helm-example');
    const d = await discoverTargets(root, defaultConfig());
    expect(idsOf(d.targets)).toEqual([
      'apps/production',
      'apps/staging',
      'cert-manager/production',
      'cert-manager/staging',
      'envoy-gateway/production',
      'envoy-gateway/staging',
      'flux-system/production',
      'flux-system/staging',
      'infra-configs/production',
      'infra-configs/staging',
      'infra-controllers/production',
      'infra-controllers/staging',
      'podinfo/production',
      'podinfo/staging',
    ]);
    const staging = d.targets.find((t) => t.app === 'apps' && t.environment === 'staging');
    expect(staging).toMatchObject({
      kind: 'kustomize',
      path: 'apps/staging',
      origin: { how: 'flux', file: 'clusters/staging/apps.yaml', inputs: ['clusters/staging/artifacts.yaml'] },
    });
    // the production issuer patch is applied through an overlay at render time
    expect(d.targets.find((t) => t.app === 'infra-configs' && t.environment === 'production')?.overlay).toMatchObject({
      patches: [expect.objectContaining({ target: { kind: 'ClusterIssuer', name: 'letsencrypt' } })],
    });
    // apps/base/podinfo is a base of both overlays, not a target
    expect(d.targets.map((t) => t.path)).not.toContain('apps/base/podinfo');
    expect(d.problems.filter((p) => p.ruleId === 'targets/not-checked')).toEqual([]);
    // HelmRepository (https) and HelmRepository of type oci: fetched when the base config allows them.
    const remotes = Object.fromEntries(
      d.targets.filter((t) => t.helm?.remote).map((t) => [`${t.app}/${t.environment}`, t.helm?.remote]),
    );
    expect(remotes['podinfo/staging']).toEqual({
      repoURL: 'https://stefanprodan.github.io/podinfo',
      chart: 'podinfo',
      version: '>=1.0.0-alpha',
    });
    expect(remotes['cert-manager/production']).toMatchObject({
      repoURL: 'oci://quay.io/jetstack/charts',
      chart: 'cert-manager',
    });
    const inputs = await targetInputs(root, staging!, '.deploy-gate.yaml');
    expect(inputs).toEqual(
      expect.arrayContaining([
        'apps/staging/kustomization.yaml',
        'apps/base/podinfo/release.yaml',
        'clusters/staging/apps.yaml',
      ]),
    );
  });

  it('kustomize examples: overlays by environment, bases left out', async () => {
    const d = await discoverTargets(sharedPath('corpus', 'kustomize-examples', 'examples'), defaultConfig());
    const ids = idsOf(d.targets);
    expect(ids).toEqual(
      expect.arrayContaining([
        'helloWorld/default',
        'ldap/production',
        'ldap/staging',
        'springboot/production',
        'springboot/staging',
        'loadHttp/default',
      ]),
    );
    expect(d.targets.map((t) => t.path)).not.toContain('ldap/base');
    expect(d.targets.map((t) => t.path)).not.toContain('multibases/base');
  });

  it('prometheus-community: one target per chart, the vendored copies kept apart', async () => {
    const d = await discoverTargets(sharedPath('corpus', 'prometheus-community-charts'), defaultConfig());
    const paths = d.targets.map((t) => t.path);
    expect(paths).toEqual(
      expect.arrayContaining(['charts/kube-prometheus-stack', 'charts-vendored/kube-prometheus-stack']),
    );
    expect(paths.some((p) => p.includes('/charts/'))).toBe(false);
    expect(new Set(idsOf(d.targets)).size).toBe(d.targets.length);
  });

  it('is deterministic', async () => {
    const root = sharedPath('corpus', 'wikimedia-deployment-charts');
    expect(await discoverTargets(root, defaultConfig())).toEqual(await discoverTargets(root, defaultConfig()));
  });
});
