import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { discoverTargets, targetInputs } from '../../src/targets/index.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';

const idsOf = (targets: { app: string; environment: string }[]): string[] => targets.map((t) => `${t.app}/${t.environment}`);

describe.skipIf(!HAS_SHARED)('discovery on the real corpus', () => {
  it('wikimedia: helmfile services become per-environment targets of the in-repo charts', async () => {
    const root = sharedPath('corpus', 'wikimedia-deployment-charts');
    const d = await discoverTargets(root, defaultConfig());
    expect(d.problems).toEqual([]);
    const ids = idsOf(d.targets);
    expect(ids).toEqual(expect.arrayContaining(['citoid/staging', 'citoid/eqiad', 'citoid/codfw', 'mw-web/eqiad', 'mw-web/traindev', 'echostore/staging', 'wikifunctions/staging']));
    expect(new Set(ids).size).toBe(ids.length);
    const citoid = d.targets.find((t) => t.app === 'citoid' && t.environment === 'staging');
    expect(citoid).toMatchObject({ kind: 'helm', path: 'charts/citoid', namespace: 'citoid', origin: { how: 'helm-chart', file: 'helmfile.d/services/citoid/helmfile.yaml' } });
    expect(citoid?.helm?.valueFiles).toEqual(['helmfile.d/services/citoid/values.yaml', 'helmfile.d/services/citoid/values-staging.yaml']);
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

  it('flux2-kustomize-helm-example: the leaf overlays, environments from the path', async () => {
    const d = await discoverTargets(sharedPath('corpus', 'flux2-kustomize-helm-example'), defaultConfig());
    expect(idsOf(d.targets)).toEqual(['apps/production', 'apps/staging', 'configs/default', 'controllers/default', 'flux-system/production', 'flux-system/staging']);
    expect(d.targets.every((t) => t.kind === 'kustomize' && t.origin.how === 'kustomize-overlay')).toBe(true);
    // apps/base/podinfo is a base of both overlays, not a target
    expect(d.targets.map((t) => t.path)).not.toContain('apps/base/podinfo');
    const inputs = await targetInputs(sharedPath('corpus', 'flux2-kustomize-helm-example'), d.targets[0]!, '.deploy-gate.yaml');
    expect(inputs).toEqual(expect.arrayContaining(['apps/production/kustomization.yaml', 'apps/base/podinfo/release.yaml']));
  });

  it('kustomize examples: overlays by environment, bases left out', async () => {
    const d = await discoverTargets(sharedPath('corpus', 'kustomize-examples', 'examples'), defaultConfig());
    const ids = idsOf(d.targets);
    expect(ids).toEqual(expect.arrayContaining(['helloWorld/default', 'ldap/production', 'ldap/staging', 'springboot/production', 'springboot/staging', 'loadHttp/default']));
    expect(d.targets.map((t) => t.path)).not.toContain('ldap/base');
    expect(d.targets.map((t) => t.path)).not.toContain('multibases/base');
  });

  it('prometheus-community: one target per chart, the vendored copies kept apart', async () => {
    const d = await discoverTargets(sharedPath('corpus', 'prometheus-community-charts'), defaultConfig());
    const paths = d.targets.map((t) => t.path);
    expect(paths).toEqual(expect.arrayContaining(['charts/kube-prometheus-stack', 'charts-vendored/kube-prometheus-stack']));
    expect(paths.some((p) => p.includes('/charts/'))).toBe(false);
    expect(new Set(idsOf(d.targets)).size).toBe(d.targets.length);
  });

  it('is deterministic', async () => {
    const root = sharedPath('corpus', 'wikimedia-deployment-charts');
    expect(await discoverTargets(root, defaultConfig())).toEqual(await discoverTargets(root, defaultConfig()));
  });
});
