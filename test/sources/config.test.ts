// The `sources:` section of .deploy-gate.yaml: what the schema admits, and the allowlist matching.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { isAllowed, normalizeRepoURL } from '../../src/sources/allowlist.js';
import { emptySources } from '../../src/model/sources.js';

function configError(text: string): string {
  try {
    loadConfig(text, '.deploy-gate.yaml');
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('sources: in the config', () => {
  it('reads the lists and the timeout', () => {
    const c = loadConfig(
      'version: 1\nsources:\n  helm: [https://charts.example.com]\n  oci: ["oci://ghcr.io/acme/*"]\n  git: [https://github.com/acme/bases]\n  timeoutSeconds: 30\n',
      'f',
    );
    expect(c.sources).toEqual({
      helm: ['https://charts.example.com'],
      oci: ['oci://ghcr.io/acme/*'],
      git: ['https://github.com/acme/bases'],
      timeoutSeconds: 30,
      trustBase: true,
    });
  });

  it.each([
    ['oci entry without oci://', 'sources:\n  oci: [ghcr.io/acme/charts]\n'],
    ['credentials in a URL', 'sources:\n  helm: ["https://robot:pw@charts.example.com"]\n'],
    ['a wildcard in the middle', 'sources:\n  oci: ["oci://ghcr.io/*/charts"]\n'],
    ['an unknown key', 'sources:\n  helmRepos: [https://x]\n'],
  ])('refuses %s with the line', (_what, text) => {
    expect(configError(`version: 1\n${text}`)).toMatch(/\.deploy-gate\.yaml:\d+/);
  });
});

describe('allowlist matching', () => {
  const sources = {
    ...emptySources(),
    helm: ['https://charts.example.com/stable/'],
    oci: ['oci://ghcr.io/acme/charts/*', 'oci://docker.io/bitnamicharts/redis'],
    git: ['https://github.com/acme'],
  };

  it.each([
    ['helm', 'https://charts.example.com/stable', true],
    ['helm', 'https://charts.example.com/stable/sub', true],
    ['helm', 'https://charts.example.com/stable-evil', false],
    ['helm', 'https://charts.example.com', false],
    ['oci', 'oci://ghcr.io/acme/charts/web', true],
    ['oci', 'oci://ghcr.io/acme/charts', false],
    ['oci', 'oci://ghcr.io/acme/chartsevil/web', false],
    ['oci', 'oci://docker.io/bitnamicharts/redis', true],
    ['oci', 'oci://docker.io/bitnamicharts/nginx', false],
    ['git', 'https://github.com/acme/bases', true],
    ['git', 'https://github.com/acmeevil/bases', false],
    ['git', 'https://token@github.com/acme/bases', false],
  ] as const)('%s %s → %s', (kind, url, want) => {
    expect(isAllowed(kind, url, sources)).toBe(want);
  });

  it('reads Argo CD repoURLs: https is a Helm repository, oci:// and scheme-less are OCI', () => {
    expect(normalizeRepoURL('https://charts.example.com/')).toEqual({
      kind: 'helm',
      url: 'https://charts.example.com',
    });
    expect(normalizeRepoURL('registry-1.docker.io/bitnamicharts')).toEqual({
      kind: 'oci',
      url: 'oci://registry-1.docker.io/bitnamicharts',
    });
    expect(normalizeRepoURL('oci://ghcr.io/acme/charts')).toEqual({ kind: 'oci', url: 'oci://ghcr.io/acme/charts' });
  });
});
