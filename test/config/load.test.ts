import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultConfig, loadConfig, loadConfigDetailed, readConfigFile } from '../../src/config/index.js';
import { DEFAULT_IGNORE, environmentOf } from '../../src/model/config.js';

const F = '.deploy-gate.yaml';

function errorOf(text: string): ConfigError {
  try {
    loadConfig(text, F);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('defaults', () => {
  it('fills every default for an empty or missing config', () => {
    const fromEmpty = loadConfig('', F);
    expect(fromEmpty).toEqual(defaultConfig(F));
    expect(fromEmpty).toEqual({
      version: 1,
      kubernetesVersion: '1.35',
      kubernetesVersionAssumed: true,
      environments: {},
      discovery: {
        argocd: true,
        environmentLabel: 'environment',
        applicationSets: true,
        appOfApps: true,
        flux: true,
        withTargets: false,
      },
      ignore: [...DEFAULT_IGNORE],
      exclude: [],
      knownFailures: [],
      schemas: { crds: [], strict: true, locations: [], crdLocations: [] },
      gateRecords: { scope: [] },
      envDiff: [],
      rules: {},
      exemptions: [],
      checks: [],
      podTemplatePaths: {},
      render: {
        timeoutSeconds: 120,
        maxOutputBytes: 64 * 1024 * 1024,
        maxObjects: 10_000,
        maxParsedBytes: 32 * 1024 * 1024,
        diffIgnore: [],
      },
      sources: { helm: [], oci: [], git: [], timeoutSeconds: 60, trustBase: true },
      resolveTags: false,
      live: {},
      file: F,
    });
  });

  it('gives each declared environment the global kubernetes version unless it sets its own', () => {
    const c = loadConfig(
      [
        'kubernetesVersion: "1.30"',
        'environments:',
        '  staging: {}',
        '  production:',
        '    kubernetesVersion: "1.29"',
        '    requireDigests: true',
        '    gateRecords: required',
        'gateRecords:',
        '  path: gate-records',
      ].join('\n'),
      F,
    );
    expect(c.environments.staging).toEqual({
      name: 'staging',
      kubernetesVersion: '1.30',
      requireDigests: false,
      gateRecords: 'off',
      apiVersions: [],
    });
    expect(c.environments.production).toMatchObject({
      kubernetesVersion: '1.29',
      requireDigests: true,
      gateRecords: 'required',
    });
    expect(environmentOf(c, 'dev').kubernetesVersion).toBe('1.30');
  });

  it('fills envDiff entries', () => {
    const c = loadConfig('envDiff:\n  - from: staging\n    to: production\n', F);
    expect(c.envDiff).toEqual([{ from: 'staging', to: 'production', ignore: [], strict: false }]);
  });

  it('accepts the example of the contract', () => {
    const c = loadConfig(CONTRACT_EXAMPLE, F);
    expect(c.targets).toHaveLength(3);
    expect(c.targets?.[0]?.helm?.valueFiles).toEqual(['envs/staging/payments.yaml']);
    expect(c.rules['image/not-pinned']).toBe('warning');
    expect(c.promotion).toEqual(['staging', 'production']);
    expect(c.gateRecords.url).toBeUndefined();
  });
});

describe('errors name the file and line', () => {
  it('a misspelt key, with a suggestion', () => {
    const e = errorOf('version: 1\nkubernetesVersion: "1.31"\ndiscovery:\n  argocd: true\n  enviromentLabel: env\n');
    expect(e.line).toBe(5);
    expect(e.message).toMatch(/^\.deploy-gate\.yaml:5: unknown key "enviromentLabel"/);
    expect(e.message).toContain('did you mean "environmentLabel"');
  });

  it('an unknown top-level key', () => {
    expect(errorOf('version: 1\n\nrule:\n  image/not-pinned: off\n').message).toMatch(
      /:3: unknown key "rule".*did you mean "rules"/,
    );
  });

  it('an unquoted kubernetes version', () => {
    const e = errorOf('environments:\n  staging:\n    kubernetesVersion: 1.30\n');
    expect(e.line).toBe(3);
    expect(e.message).toContain('quote it');
  });

  it('a bad severity', () => {
    const e = errorOf('rules:\n  image/not-pinned: warn\n');
    expect(e.line).toBe(2);
    expect(e.message).toMatch(/must be one of "error", "warning", "note", "off"/);
  });

  it('an unknown rule id, with a suggestion', () => {
    const e = errorOf('rules:\n  render/failed: error\n  image/not-pined: off\n');
    expect(e.line).toBe(3);
    expect(e.message).toContain('did you mean "image/not-pinned"');
  });

  it('an unknown rule id is only a warning when the repo brings its own checks', () => {
    const r = loadConfigDetailed('checks: [policies]\nrules:\n  acme/no-foo: error\n', F);
    expect(r.config.rules['acme/no-foo']).toBe('error');
    expect(r.warnings).toEqual([expect.stringMatching(/^\.deploy-gate\.yaml:3: unknown rule id "acme\/no-foo"/)]);
  });

  it('a rule id that is not family/name', () => {
    expect(errorOf('rules:\n  notarule: off\n').message).toMatch(/:2: .*invalid key "notarule"/);
  });

  it('a target with two sources', () => {
    const e = errorOf('targets:\n  - app: a\n    environment: s\n    kustomize: k\n    manifests: m\n');
    expect(e.line).toBe(2);
    expect(e.message).toContain('exactly one of');
  });

  it('a target missing its environment', () => {
    expect(errorOf('targets:\n  - app: a\n    kustomize: k\n').message).toMatch(/:2: .*environment/);
  });

  it('a duplicate target', () => {
    expect(
      errorOf('targets:\n  - {app: a, environment: s, kustomize: k}\n  - {app: a, environment: s, manifests: m}\n')
        .message,
    ).toMatch(/:3: target a\/s is declared twice/);
  });

  it('reports every problem, the first line in the headline', () => {
    const e = errorOf('kubernetesVersion: 1.3\nfoo: 1\nrules:\n  image/not-pinned: loud\n');
    expect(e.line).toBe(1);
    expect(e.message.split('\n')).toHaveLength(3);
    expect(e.message).toContain(`${F}:2: unknown key "foo"`);
    expect(e.message).toContain(`${F}:4:`);
  });

  it('YAML syntax errors and duplicate keys', () => {
    expect(errorOf('version: 1\nrules:\n  a: [\n').message).toMatch(/^\.deploy-gate\.yaml:\d+: YAML:/);
    const dup = errorOf('version: 1\nrules: {}\nrules: {}\n');
    expect(dup.line).toBe(3);
    expect(dup.message).toContain('YAML');
  });

  it('a document that is not a mapping', () => {
    expect(errorOf('- a\n- b\n').message).toMatch(/:1: the config must be a mapping/);
  });

  it('an alias bomb is refused, not expanded', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]',
    ].join('\n');
    expect(errorOf(bomb).message).toMatch(/alias/i);
  });

  it('gateRecords required without a source', () => {
    expect(errorOf('environments:\n  prod:\n    gateRecords: required\n').message).toMatch(
      /:3: environment "prod" sets gateRecords: required/,
    );
  });
});

describe('paths must stay in the repository (security case A4)', () => {
  it.each([
    ['schemas:\n  crds: [crds, ../../etc]\n', 2, '".."'],
    ['gateRecords:\n  path: /etc/records\n', 2, 'absolute'],
    ['checks:\n  - ok\n  - ../outside\n', 3, '".."'],
    [
      'targets:\n  - app: a\n    environment: s\n    helm:\n      chart: charts/a\n      valueFiles: [../../etc/x]\n',
      6,
      '".."',
    ],
    ['targets:\n  - app: a\n    environment: s\n    kustomize: https://github.com/x/y//base\n', 4, 'URL'],
  ])('%j', (text, line, what) => {
    const e = errorOf(text);
    expect(e.line).toBe(line);
    expect(e.message).toContain(what);
  });
});

describe('readConfigFile', () => {
  it('gives the defaults for a missing file and the line for a bad one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-config-'));
    try {
      expect((await readConfigFile(path.join(dir, 'nope.yaml'), 'nope.yaml')).config).toEqual(
        defaultConfig('nope.yaml'),
      );
      writeFileSync(path.join(dir, 'c.yaml'), 'version: 2\n');
      await expect(readConfigFile(path.join(dir, 'c.yaml'), 'c.yaml')).rejects.toThrow(/^c\.yaml:1: .*version/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const CONTRACT_EXAMPLE = `version: 1
kubernetesVersion: "1.31"
environments:
  staging:
    kubernetesVersion: "1.29"
  production:
    requireDigests: true
    gateRecords: required
    apiVersions: []
targets:
  - app: payments
    environment: staging
    helm:
      chart: charts/payments
      valueFiles: [envs/staging/payments.yaml]
      releaseName: payments
      namespace: payments
  - app: web
    environment: production
    kustomize: apps/web/overlays/production
  - app: raw
    environment: staging
    manifests: apps/raw
discovery:
  argocd: true
  environmentLabel: environment
schemas:
  crds: [crds]
  strict: true
  locations: []
  crdLocations: []
gateRecords:
  path: gate-records
  url: ""
envDiff:
  - from: staging
    to: production
    ignore: []
promotion: [staging, production]
rules:
  image/not-pinned: warning
`;
