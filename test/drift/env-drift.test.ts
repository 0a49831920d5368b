import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envDrift, envNeutral } from '../../src/drift/index.js';
import { resources } from '../gate/helpers.js';

const fixture = (name: string) =>
  resources(readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'), `apps/web/${name}`);
const staging = { environment: 'staging', resources: fixture('staging.yaml') };
const production = { environment: 'production', resources: fixture('production.yaml') };

describe('env/drift between staging and production', () => {
  const drafts = envDrift({ app: 'web', from: staging, to: production, ignore: [], strict: false });
  const lines = drafts.map((d) => `${d.path ?? ''} ${d.message}`);

  it('reports structural and safety differences with JSON pointers', () => {
    expect(lines).toEqual(
      [
        ' web: ConfigMap web-staging/debug-flags exists in staging but not in production',
        '/spec/template/spec/serviceAccountName web: Deployment web-production/web-production: /spec/template/spec/serviceAccountName differs: "web" in staging, "web-admin" in production',
        '/spec/template/spec/containers/0/resources/limits web: Deployment web-production/web-production: /spec/template/spec/containers/0/resources/limits is set in staging but not in production',
        '/spec/template/spec/containers/0/readinessProbe web: Deployment web-production/web-production: /spec/template/spec/containers/0/readinessProbe is set in staging but not in production',
        '/spec/template/spec/containers/1/securityContext/allowPrivilegeEscalation web: Deployment web-production/web-production: /spec/template/spec/containers/1/securityContext/allowPrivilegeEscalation differs: false in staging, true in production',
      ].map((l) => l),
    );
  });

  it('ignores what environments are for: replicas, amounts, image tags/digests, namespaces, hostnames, env labels, reordering', () => {
    const text = lines.join('\n');
    for (const expected of ['replicas', 'cpu', 'memory"', '/image', 'namespace', 'host', '/labels'])
      expect(text).not.toContain(expected);
  });

  it('uses index-free fingerprint keys, so reordering containers keeps them stable', () => {
    const probe = drafts.find((d) => d.path?.endsWith('readinessProbe'));
    expect(probe?.fingerprintKey).toBe(
      'staging->production|apps/Deployment/web-{env}|/spec/template/spec/containers/[web]/readinessProbe|only-from',
    );
    // The finding is production's: it names production's object, located where staging sets the field.
    expect(probe?.resource && 'ref' in probe.resource && probe.resource.ref.name).toBe('web-production');
    expect(
      probe?.location ?? (probe?.resource as { locate?: (p: string) => unknown }).locate?.(probe?.path ?? ''),
    ).toMatchObject({ file: 'apps/web/staging.yaml', line: 23 });
  });

  it('a container, port or volume present in one environment only is drift', () => {
    const to = fixture('production.yaml');
    const dep = to[0]?.object as {
      spec: { template: { spec: { containers: Record<string, unknown>[]; volumes: unknown[] } } };
    };
    dep.spec.template.spec.containers.push({ name: 'debug', image: 'busybox' });
    dep.spec.template.spec.volumes = [];
    (dep.spec.template.spec.containers[1]?.ports as unknown[]).push({ name: 'metrics', containerPort: 9090 });
    const more = envDrift({
      app: 'web',
      from: staging,
      to: { environment: 'production', resources: to },
      ignore: [],
      strict: false,
    }).map((d) => d.message);
    expect(more).toContain(
      'web: Deployment web-production/web-production: /spec/template/spec/containers/2 is set in production but not in staging',
    );
    expect(more).toContain(
      'web: Deployment web-production/web-production: /spec/template/spec/volumes/0 is set in staging but not in production',
    );
    expect(more).toContain(
      'web: Deployment web-production/web-production: /spec/template/spec/containers/1/ports/1 is set in production but not in staging',
    );
  });

  it('ignore globs silence expected differences (pointer or index-free path)', () => {
    const quiet = envDrift({
      app: 'web',
      from: staging,
      to: production,
      strict: false,
      ignore: [
        '/spec/template/spec/serviceAccountName',
        '**/containers/[[]web]/readinessProbe',
        '/**/resources/limits',
        '/data',
      ],
    });
    expect(quiet.map((d) => d.path)).toEqual([
      undefined,
      '/spec/template/spec/containers/1/securityContext/allowPrivilegeEscalation',
    ]);
  });

  it('strict reports every difference but never prints Secret values', () => {
    const strict = envDrift({ app: 'web', from: staging, to: production, ignore: [], strict: true });
    const text = strict.map((d) => d.message).join('\n');
    expect(text).toContain('/spec/replicas differs: 1 in staging, 6 in production');
    expect(text).toContain('/spec/rules/0/host differs');
    expect(text).toContain('Secret web-production/web-db: /stringData/password differs between staging and production');
    expect(text).not.toContain('secret-value');
    expect(strict.length).toBeGreaterThan(drafts.length);
  });

  it('an image from another repository is drift; the same repository at another version is not', () => {
    const to = fixture('production.yaml');
    const dep = to[0]?.object as { spec: { template: { spec: { containers: { image: string }[] } } } };
    (dep.spec.template.spec.containers[1] as { image: string }).image = 'docker.io/someone/web:1.5.0';
    const messages = envDrift({
      app: 'web',
      from: staging,
      to: { environment: 'production', resources: to },
      ignore: [],
      strict: false,
    }).map((d) => d.message);
    expect(
      messages.some((m) =>
        m.includes(
          '/spec/template/spec/containers/1/image differs: "ghcr.io/acme/web:1.4.0" in staging, "docker.io/someone/web:1.5.0"',
        ),
      ),
    ).toBe(true);
  });

  it('an Argo Workflows template image is an image too: another repository is drift, another version is not', () => {
    const wf = (image: string, sidecar: string) =>
      resources(
        `apiVersion: argoproj.io/v1alpha1\nkind: WorkflowTemplate\nmetadata: {name: etl}\nspec:\n  templates:\n    - name: load\n      script: {image: "${image}", source: x}\n      sidecars: [{name: proxy, image: "${sidecar}"}]\n    - name: main\n      dag: {tasks: [{name: t, inline: {container: {image: "${image}"}}}]}\n`,
        'apps/web/wf.yaml',
      );
    const drift = (image: string, sidecar: string) =>
      envDrift({
        app: 'web',
        from: { environment: 'staging', resources: wf('ghcr.io/acme/etl:1.0.0', 'envoy:1.30.0') },
        to: { environment: 'production', resources: wf(image, sidecar) },
        ignore: [],
        strict: false,
      }).map((d) => d.path);
    expect(drift('ghcr.io/acme/etl:1.1.0', 'envoy:1.31.0')).toEqual([]);
    expect(drift('docker.io/someone/etl:1.0.0', 'evil/envoy:1.30.0')).toEqual([
      '/spec/templates/0/script/image',
      '/spec/templates/0/sidecars/0/image',
      '/spec/templates/1/dag/tasks/0/inline/container/image',
    ]);
  });

  it('env names inside names pair as whole tokens only', () => {
    expect(envNeutral('web-staging', 'staging')).toBe('web-{env}');
    expect(envNeutral('staging.web', 'staging')).toBe('{env}.web');
    expect(envNeutral('prestaging-web', 'staging')).toBe('prestaging-web');
  });

  it('identical renders have no drift, even in strict mode', () => {
    expect(
      envDrift({
        app: 'web',
        from: staging,
        to: { environment: 'staging', resources: fixture('staging.yaml') },
        ignore: [],
        strict: true,
      }),
    ).toEqual([]);
  });
});
