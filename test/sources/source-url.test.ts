// Allowlists match what is fetched (issue 31, item 4): URLs are read as helm, git and the OCI
// clients read them before any list is consulted; what could be read two ways is refused.
import { describe, expect, it } from 'vitest';
import { allowedURL, isAllowed, normalizeRepoURL } from '../../src/sources/allowlist.js';
import { canonicalSourceURL } from '../../src/sources/source-url.js';
import { emptySources } from '../../src/model/sources.js';

describe('canonicalSourceURL', () => {
  it.each([
    ['helm', 'http://host/stable/../evil', 'http://host/evil'],
    ['helm', 'http://host/stable/./sub/', 'http://host/stable/sub'],
    ['helm', 'HTTPS://Charts.Example.COM:443/Stable', 'https://charts.example.com/Stable'],
    ['helm', 'http://host:80/a', 'http://host/a'],
    ['helm', 'http://host:8080/a', 'http://host:8080/a'],
    ['helm', 'http://host./a', 'http://host/a'],
    ['helm', 'http://host/%73table', 'http://host/stable'],
    ['helm', 'http://host/stable/%2e%2e/evil', 'http://host/evil'],
    ['helm', 'http://host/a%20b', 'http://host/a%20b'],
    ['oci', 'registry.example.com/org/charts', 'oci://registry.example.com/org/charts'],
    ['oci', 'oci://REGISTRY.example.com:443/org/../evil/chart', 'oci://registry.example.com/evil/chart'],
    ['git', 'https://github.com/acme/bases/../../evil/repo.git', 'https://github.com/evil/repo.git'],
    ['git', 'git://127.0.0.1:9418/x.git', 'git://127.0.0.1/x.git'],
    ['git', 'ssh://git.example.com:22/org/repo', 'ssh://git.example.com/org/repo'],
  ] as const)('%s %s → %s', (kind, raw, want) => {
    expect(canonicalSourceURL(kind, raw)).toEqual({ ok: true, url: want });
  });

  it.each([
    ['helm', 'http://host/stable%2F..%2Fevil', /encoded path separator/],
    ['helm', 'http://host/stable%5c..%5cevil', /encoded path separator/],
    ['helm', 'http://host/stable\\..\\evil', /backslash/],
    ['helm', 'http://host/%252e%252e/evil', /twice/],
    ['helm', 'http://host/../evil', /climbs above/],
    ['helm', 'http://host/a/%2e%2e/%2e%2e/evil', /climbs above/],
    ['helm', 'http://host/a//b', /empty path segment/],
    ['helm', 'http://host/a%0a', /control character/],
    ['helm', 'http://host/a%zz', /malformed/],
    ['helm', 'http://user:pw@host/a', /credentials/],
    ['helm', 'http://host/a?x=1', /query/],
    ['helm', 'ftp://host/a', /scheme/],
    ['oci', 'oci://host/org/%2e%2e/%2e%2e/x', /climbs above/],
    ['git', 'file:///etc', /scheme|host/],
    ['git', 'https://github.com/acme/x%2F..%2Fy.git', /encoded path separator/],
  ] as const)('refuses %s %s', (kind, raw, why) => {
    const c = canonicalSourceURL(kind, raw);
    expect(c.ok).toBe(false);
    expect(!c.ok && c.reason).toMatch(why);
  });
});

describe('allowlists match the canonical URL', () => {
  const sources = {
    ...emptySources(),
    helm: ['http://host/stable', 'HTTPS://Charts.Example.com:443/base/'],
    oci: ['oci://ghcr.io/acme/charts/*'],
    git: ['https://github.com/acme'],
  };
  const ctx = { sources, configFile: '.deploy-gate.yaml' };

  it('regression: http://host/stable/../evil does not pass an allowlist of http://host/stable', async () => {
    const r = await allowedURL('helm', 'http://host/stable/../evil', ctx);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem.message).toContain('http://host/evil is not an allowed source');
  });

  it.each([
    ['helm', 'http://host/stable/sub/..', true],
    ['helm', 'http://HOST:80/stable', true],
    ['helm', 'https://charts.example.com/base/x', true],
    ['helm', 'http://host/stable%2F..%2Fevil', false],
    ['helm', 'http://host/stable/%2e%2e/evil', false],
    ['oci', 'oci://ghcr.io/acme/charts/web', true],
    ['oci', 'oci://ghcr.io/acme/charts/../../evil/web', false],
    ['oci', 'oci://ghcr.io/acme/charts', false],
    ['git', 'https://github.com/acme/bases/../bases2', true],
    ['git', 'https://github.com/acme/../evil/bases', false],
    ['git', 'https://github.com/acme%2F..%2Fevil', false],
  ] as const)('%s %s → %s', async (kind, url, want) => {
    expect((await allowedURL(kind, url, ctx)).ok).toBe(want);
  });

  it('isAllowed takes only canonical URLs: a spelling with dot segments is never allowed as written', () => {
    expect(isAllowed('helm', 'http://host/stable/../stable', sources)).toBe(false);
    expect(isAllowed('helm', 'http://host/stable', sources)).toBe(true);
  });

  it('normalizeRepoURL reads an Argo CD repoURL as it is fetched, or says why it cannot be', () => {
    expect(normalizeRepoURL('http://Host:80/stable/../evil/')).toEqual({ kind: 'helm', url: 'http://host/evil' });
    expect(normalizeRepoURL('registry.example.com/org/./charts')).toEqual({
      kind: 'oci',
      url: 'oci://registry.example.com/org/charts',
    });
    expect(normalizeRepoURL('http://host/a%2fb').refused).toMatch(/encoded path separator/);
  });

  it('trusted sources (the base revision) match exactly, after the same normalisation', async () => {
    const trusted = async () => ({
      helm: new Set(['http://host/stable']),
      ociRepos: new Set(['oci://ghcr.io/org/charts']),
      git: new Set(['https://github.com/org/repo.git']),
    });
    const none = { sources: emptySources(), configFile: '.deploy-gate.yaml', trusted };
    expect((await allowedURL('helm', 'HTTP://host:80/stable/', none)).ok).toBe(true);
    expect((await allowedURL('helm', 'http://host/stable/../evil', none)).ok).toBe(false);
    expect((await allowedURL('helm', 'http://host/stable/sub', none)).ok).toBe(false);
    expect((await allowedURL('oci', 'oci://ghcr.io/org/charts/web', none)).ok).toBe(true);
    expect((await allowedURL('oci', 'oci://ghcr.io/org/charts/sub/web', none)).ok).toBe(false);
    expect((await allowedURL('git', 'https://github.com/org/x/../repo.git', none)).ok).toBe(true);
    expect((await allowedURL('git', 'https://github.com/org/other.git', none)).ok).toBe(false);
  });
});
