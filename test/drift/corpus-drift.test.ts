import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { envDrift } from '../../src/drift/index.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { resources } from '../gate/helpers.js';

const render = (env: string) => {
  const dir = sharedPath('corpus', 'flux2-kustomize-helm-example', 'apps', env);
  return {
    environment: env,
    resources: resources(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' }), `apps/${env}`),
  };
};

describe.skipIf(!HAS_SHARED)('env/drift on the flux2-kustomize-helm-example staging and production overlays', () => {
  let staging: ReturnType<typeof render>;
  let production: ReturnType<typeof render>;
  beforeAll(() => {
    staging = render('staging');
    production = render('production');
  });

  it('by default reports only the structural difference (test settings in staging only)', () => {
    const drafts = envDrift({ app: 'podinfo', from: staging, to: production, ignore: [], strict: false });
    expect(drafts.map((d) => d.message)).toEqual([
      'podinfo: HelmRelease podinfo/podinfo: /spec/test is set in staging but not in production',
    ]);
    expect(drafts[0]?.path).toBe('/spec/test');
  });

  it('strict adds the chart version range and the hostnames', () => {
    const drafts = envDrift({ app: 'podinfo', from: staging, to: production, ignore: [], strict: true });
    expect(drafts.map((d) => d.message)).toEqual([
      'podinfo: HelmRelease podinfo/podinfo: /spec/chart/spec/version differs: ">=1.0.0-alpha" in staging, ">=1.0.0" in production',
      'podinfo: HelmRelease podinfo/podinfo: /spec/test is set in staging but not in production',
      'podinfo: HelmRelease podinfo/podinfo: /spec/values/httpRoute/hostnames differs: ["podinfo.staging"] in staging, ["podinfo.production"] in production',
    ]);
    const ignored = envDrift({
      app: 'podinfo',
      from: staging,
      to: production,
      strict: true,
      ignore: ['/spec/chart/spec/version', '**/hostnames', '/spec/test'],
    });
    expect(ignored).toEqual([]);
  });

  it('drift a change introduces gets a new fingerprint key; drift that already existed keeps its key', () => {
    const before = envDrift({ app: 'podinfo', from: staging, to: production, ignore: [], strict: false });
    const head = render('production');
    const release = head.resources.find((r) => r.ref.kind === 'HelmRelease');
    const values = (release?.object.spec as { values: Record<string, unknown> }).values;
    values.securityContext = { runAsUser: 0 };
    const after = envDrift({ app: 'podinfo', from: staging, to: head, ignore: [], strict: false });
    const old = new Set(before.map((d) => d.fingerprintKey));
    expect(after.filter((d) => !old.has(d.fingerprintKey)).map((d) => d.path)).toEqual([
      '/spec/values/securityContext',
    ]);
    expect(after.filter((d) => old.has(d.fingerprintKey)).map((d) => d.path)).toEqual(['/spec/test']);
  });
});
