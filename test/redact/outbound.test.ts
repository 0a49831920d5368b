import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createSanitizer,
  locationFolders,
  sanitize,
  sanitizeDeep,
  secretForms,
  unmaskableSecrets,
} from '../../src/redact/index.js';
import { scratchBase } from '../../src/cache/scratch.js';

const TOKEN = 'argocd-tok-3f9a7c21e8';

describe('sanitize', () => {
  it('strips URL userinfo (E5)', () => {
    expect(sanitize('Successfully got an update from the "https://u:SEKRET@charts.example/" chart repository')).toBe(
      'Successfully got an update from the "https://***@charts.example/" chart repository',
    );
    expect(sanitize('git clone https://x-access-token:ghs_abc@github.com/o/r.git')).toBe(
      'git clone https://***@github.com/o/r.git',
    );
    expect(sanitize('oci://registry.example/charts and mail me@example.com')).toBe(
      'oci://registry.example/charts and mail me@example.com',
    );
    expect(sanitize('https://github.com/o/r/blob/x@y/file')).toBe('https://github.com/o/r/blob/x@y/file');
  });

  it('replaces a secret and its base64, URL-safe base64 and URL-encoded forms (E4)', () => {
    const secret = 'p@ss word/with+chars';
    const forms = [
      secret,
      Buffer.from(secret).toString('base64'),
      Buffer.from(secret).toString('base64url'),
      encodeURIComponent(secret),
    ];
    const text = forms.map((f) => `value=${f};`).join(' ');
    const out = sanitize(text, { secrets: [secret] });
    for (const f of forms) expect(out).not.toContain(f);
    expect(out).toBe('value=***; value=***; value=***; value=***;');
  });

  it('finds a secret base64-encoded inside a longer blob at any byte alignment', () => {
    for (const prefix of ['', 'a', 'ab', 'abc', 'user:']) {
      const blob = Buffer.from(`${prefix}${TOKEN}-suffix`).toString('base64');
      const out = sanitize(`blob: ${blob}`, { secrets: [TOKEN] });
      // The masked output no longer decodes to anything containing the token.
      const kept = out.replace('blob: ', '').split('***').join('');
      expect(Buffer.from(kept, 'base64').toString('latin1')).not.toContain(TOKEN.slice(0, 8));
      expect(out).toContain('***');
    }
  });

  it('masks each line of a multi-line secret', () => {
    const pem =
      '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5oO3eMAVt\nAwEHoUQDQgAE\n-----END EC PRIVATE KEY-----';
    const out = sanitize(`error: bad key MHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5oO3eMAVt`, { secrets: [pem] });
    expect(out).toBe('error: bad key ***');
  });

  it('ignores secrets shorter than 8 characters and says which', () => {
    expect(sanitize('docker test build', { secrets: ['docker', 'test'] })).toBe('docker test build');
    expect(unmaskableSecrets(['docker', TOKEN, ''])).toEqual(['docker']);
    expect(secretForms(['short'])).toEqual([]);
  });

  it('rewrites paths under the given roots to <repo>/… and other temp or home paths to <outside-root>', () => {
    const root = path.join(os.tmpdir(), 'dg-x1', 'head');
    const s = createSanitizer({ roots: [`${root}/`] });
    expect(s(`Error: open ${root}/charts/web/values.yaml: no such file`)).toBe(
      'Error: open <repo>/charts/web/values.yaml: no such file',
    );
    expect(s(`in '${root}'`)).toBe(`in '<repo>'`);
    expect(s(`read ${os.tmpdir()}/other/secret.txt failed`)).toBe('read <outside-root> failed');
    expect(s(`read ${scratchBase()}/dg-rev-x/tree/secret.txt failed`)).toBe('read <outside-root> failed');
    expect(s(`see ${os.homedir()}/.kube/config`)).toBe('see <outside-root>');
    expect(s(`${root}-evil/x`)).toBe('<outside-root>');
    expect(s('apps/web/tmp/file.yaml and /etc/hosts')).toBe('apps/web/tmp/file.yaml and /etc/hosts');
  });

  it("keeps the user's own schema locations readable, under temp or home folders too", () => {
    const mine = path.join(os.homedir(), 'schemas');
    const keep = locationFolders([
      `${mine}/v{{version}}/{{file}}`,
      'https://example.com/{{file}}',
      `${os.tmpdir()}/crds/`,
    ]);
    expect(keep).toEqual([mine, `${os.tmpdir()}/crds`]);
    const s = createSanitizer({ keep });
    expect(s(`no OpenAPI document (${mine}/v1.31/api__v1_openapi.json: folder ${mine}/v1.31 does not exist)`)).toBe(
      `no OpenAPI document (${mine}/v1.31/api__v1_openapi.json: folder ${mine}/v1.31 does not exist)`,
    );
    expect(s(`read ${os.tmpdir()}/crds/x.yaml`)).toBe(`read ${os.tmpdir()}/crds/x.yaml`);
    // Anything else under home or temp is still hidden, including a sibling that merely shares the prefix.
    expect(s(`see ${os.homedir()}/.kube/config and ${mine}-old/x`)).toBe('see <outside-root> and <outside-root>');
  });

  it('sanitizes every string of a nested value', () => {
    const value = { message: `token ${TOKEN}`, list: [`https://a:b@h/`, 3], nested: { ok: true } };
    expect(sanitizeDeep(value, createSanitizer({ secrets: [TOKEN] }))).toEqual({
      message: 'token ***',
      list: ['https://***@h/', 3],
      nested: { ok: true },
    });
  });
});
