import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';

const F = '.deploy-gate.yaml';
const LIVE = `live:
  expectedSuspended: [batch-production]
  repoURLs: [https://github.com/acme/deploy.git]
  checkEndpoints: false
  smoke:
    web-production:
      url: https://web.example.com/version
      status: 200
      timeoutSeconds: 5
      release: { pointer: /build/version, image: ghcr.io/acme/web }
    api/staging:
      url: http://api.staging.example/healthz
`;

describe('live: config keys of the four-layer audit', () => {
  it('loads expectedSuspended, repoURLs, checkEndpoints and smoke requests', () => {
    const c = loadConfig(LIVE, F);
    expect(c.live.expectedSuspended).toEqual(['batch-production']);
    expect(c.live.checkEndpoints).toBe(false);
    expect(c.live.smoke?.['web-production']?.release).toEqual({ pointer: '/build/version', image: 'ghcr.io/acme/web' });
    expect(c.live.smoke?.['api/staging']?.url).toBe('http://api.staging.example/healthz');
  });

  it('refuses a smoke URL without http(s), an unknown key, and a release check with neither value nor image', () => {
    const bad = (text: string) => expect(() => loadConfig(text, F)).toThrow(ConfigError);
    bad('live:\n  smoke:\n    web:\n      url: web.example.com\n');
    bad('live:\n  smoke:\n    web:\n      url: https://web.example\n      expect: 200\n');
    bad('live:\n  smoke:\n    web:\n      url: https://web.example\n      release: { pointer: /v }\n');
  });
});
