// Token patterns redacted wherever they appear (issue 32 item 5): secretlint's recommended rules
// (plus the JWT shape) find tokens under neutral keys, in annotations and in messages, and every
// report string carries the same marker instead.
import { afterAll, describe, expect, it } from 'vitest';
import { findTokens, redactTokens, tokenMarker } from '../../src/redact/index.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';
import { change, finding, report } from '../report/fixtures.js';

// Assembled at run time so no scanner flags this file; none of these is a real credential.
const GITHUB = ['ghp', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'].join('_');
const SLACK = ['xoxb', '123456789012', '1234567890123', 'abcdefghijABCDEFGHIJklmn'].join('-');
const AWS_ID = ['AKIA', 'Z3MSJV4WWNKWW5FA'].join('');
const JWT = [
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
  'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ',
  'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
].join('.');
const DB_URL = `postgres://admin:${'s3cretPassw0rd'}@db.example.com:5432/app`;
const KEY_BODY =
  'MIIEpAIBAAKCAQEA75UxC8fg9eFLwbrX0NVP1Y3x0lHnDQdRa7/4CMmCqaOzpHwYbBs+JMRUYRxSpEaKd0Q8wcrIk0eBMCyIO6BGfXjxJgL07fM8UK8qRIXaCNZ2+QxDpP9a36Yn5fhBkzcKnPfOAAcP2UACVWCtmPGnJ4AuoYbxNs0r3DJE5n3Ffu7';
const PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----\n${KEY_BODY}\n-----END RSA PRIVATE KEY-----`;
const TOKENS = [GITHUB, SLACK, AWS_ID, JWT, DB_URL];

describe('token patterns', () => {
  it('finds GitHub, Slack, AWS key id, JWT, private key and connection-string tokens', async () => {
    const found = await findTokens([
      `token: ${GITHUB}`,
      `slack: "${SLACK}"`,
      `aws=${AWS_ID}`,
      `auth: Bearer ${JWT}`,
      `url: ${DB_URL}`,
      PRIVATE_KEY,
    ]);
    for (const t of TOKENS) expect(found).toContain(t);
    expect(found.some((f) => f.includes(KEY_BODY))).toBe(true);
  });

  it('leaves ordinary values alone (a digest, a version, a commit SHA)', async () => {
    const found = await findTokens([
      `image: ghcr.io/acme/web@sha256:${'4'.repeat(64)}`,
      'version: 1.4.2',
      `sha: ${'d546ae589524'.repeat(3)}`,
      'AKIA-is-not-a-key',
    ]);
    expect(found).toEqual([]);
  });

  it('replaces them in every report string with the one marker', async () => {
    const r = report({
      findings: [finding({ message: `annotation example.com/token holds ${GITHUB}` })],
      changes: [change('settings', `--- base\n+++ head\n@@ -1,1 +1,2 @@\n+  slack: ${SLACK}\n+  jwt: ${JWT}\n`)],
      notices: [`connection ${DB_URL}`],
    });
    const out = await redactTokens(r);
    const all = renderMarkdown(out) + renderText(out, { color: false }) + JSON.stringify(out);
    for (const t of TOKENS.filter((t) => t !== AWS_ID)) expect(all).not.toContain(t);
    expect(all).toContain(tokenMarker(GITHUB));
    expect(tokenMarker(GITHUB)).toBe('<redacted: 40 bytes>');
  });
});

describe('token patterns in a real check', () => {
  const repo = new TempRepo();
  afterAll(() => repo.cleanup());

  it('keeps tokens under neutral ConfigMap keys and in annotations out of every output', async () => {
    const cm = (extra: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: web-settings
  annotations:
    example.com/note: "${extra}"
data:
  greeting: hello
  build: ${extra ? GITHUB : 'none'}
  chat: ${extra ? SLACK : 'none'}
  cloud: ${extra ? AWS_ID : 'none'}
  session: ${extra ? JWT : 'none'}
`;
    repo
      .write({
        '.deploy-gate.yaml': 'version: 1\nenvironments:\n  dev: {}\n',
        'apps/web/overlays/dev/kustomization.yaml': 'resources: [cm.yaml]\n',
        'apps/web/overlays/dev/cm.yaml': cm(''),
      })
      .commit('base');
    repo.write({ 'apps/web/overlays/dev/cm.yaml': cm(GITHUB) }).commit('head');
    const out = await checkLastCommit(repo);
    expect(out.changes.length).toBeGreaterThan(0);
    const all = renderMarkdown(out) + renderText(out, { color: false }) + JSON.stringify(out);
    for (const t of [GITHUB, SLACK, AWS_ID, JWT]) expect(all).not.toContain(t);
    expect(all).toContain('<redacted: 40 bytes>');
  }, 120_000);
});
