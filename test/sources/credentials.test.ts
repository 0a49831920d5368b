// Source credentials come from DEPLOY_GATE_SOURCE_AUTH_<HOST> only, and are kept out of every output.
import { describe, expect, it } from 'vitest';
import { heldSecrets } from '../../src/commands/common.js';
import {
  credentialVariable,
  credentialsFor,
  networkEnv,
  withoutCredentials,
} from '../../src/render/remote-credentials.js';

describe('source credentials', () => {
  it('names one variable per host and port', () => {
    expect(credentialVariable('charts.example.com')).toBe('DEPLOY_GATE_SOURCE_AUTH_CHARTS_EXAMPLE_COM');
    expect(credentialVariable('127.0.0.1:8080')).toBe('DEPLOY_GATE_SOURCE_AUTH_127_0_0_1_8080');
  });

  it('reads user:secret (the secret may hold colons); anything else is no credential', () => {
    const env = {
      DEPLOY_GATE_SOURCE_AUTH_GHCR_IO: 'x-access-token:ab:cd',
      DEPLOY_GATE_SOURCE_AUTH_BAD_EXAMPLE: 'no-colon',
    };
    expect(credentialsFor('ghcr.io', env)).toEqual({ username: 'x-access-token', password: 'ab:cd' });
    expect(credentialsFor('bad.example', env)).toBeUndefined();
    expect(credentialsFor('other.example', env)).toBeUndefined();
  });

  it('scrubs the values from tool output, and the CLI holds them as secrets for every report', () => {
    expect(withoutCredentials('401 for robot with hunter2-pw', { username: 'robot', password: 'hunter2-pw' })).toBe(
      '401 for *** with ***',
    );
    expect(heldSecrets({ DEPLOY_GATE_SOURCE_AUTH_GHCR_IO: 'x-access-token:ghp_0123456789abcdef' })).toContain(
      'ghp_0123456789abcdef',
    );
  });

  it('fetches get the proxy and CA settings of the caller, and nothing else', () => {
    expect(
      networkEnv({
        HTTPS_PROXY: 'http://proxy:3128',
        NO_PROXY: '.internal',
        GITHUB_TOKEN: 'ghp_x',
        SSL_CERT_FILE: '/etc/ca.pem',
      }),
    ).toEqual({ HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: '.internal', SSL_CERT_FILE: '/etc/ca.pem' });
  });
});
