// The credential-name rules (documented in docs/security.md) and the by-value collection.
import { describe, expect, it } from 'vitest';
import {
  collectMaskValues,
  createSanitizer,
  isCredentialKey,
  isCredentialName,
  MIN_MASK_VALUE_LENGTH,
} from '../../src/redact/index.js';
import { needleReplacer } from '../../src/redact/needles.js';

describe('credential names', () => {
  it.each([
    'password',
    'DB_PASSWD',
    'db-pwd',
    'AUTH',
    '--auth',
    'clientSecret',
    'apiKey',
    'api_key',
    'PRIVATE_KEY',
    'SECRET_KEY',
    'PGPASSWORD',
    'bearerToken',
    'credentials',
    'passphrase',
    '--db-pass',
  ])('%s is a credential key', (k) => {
    expect(isCredentialKey(k)).toBe(true);
  });

  it.each([
    'secretName',
    'tokenFile',
    'authMode',
    'passwordSecretRef',
    'author',
    'compass',
    'bypass',
    'keyName',
    'monkey',
    'serviceAccountName',
  ])('%s is not a credential key', (k) => {
    expect(isCredentialKey(k)).toBe(false);
  });

  it('env-style pair names match on any word', () => {
    for (const n of ['DB_PASSWORD', 'DB_PWD', 'AUTH', 'PASSWORD_DB', 'AUTH_HEADER', 'GITHUB_TOKEN'])
      expect(isCredentialName(n)).toBe(true);
    for (const n of ['LOG_LEVEL', 'AUTHOR', 'COMPASS_DIR']) expect(isCredentialName(n)).toBe(false);
  });
});

describe('collectMaskValues', () => {
  const secret = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 's' },
    data: { a: Buffer.from('decoded-value-1').toString('base64') },
    stringData: { b: 'string-value-2', short: 'abc' },
  };
  const deploy = {
    kind: 'Deployment',
    spec: {
      template: {
        spec: {
          containers: [
            {
              args: ['--db-pass', 'flag-value-3', '--auth=inline-value-4', 'plain-arg-value'],
              env: [
                { name: 'DB_PWD', value: 'pair-value-5' },
                { name: 'LOG_LEVEL', value: 'debug-level' },
                { name: 'DSN', value: 'h?u=a&password=query-value-6' },
              ],
            },
          ],
        },
      },
    },
    metadata: {
      annotations: {
        'kubectl.kubernetes.io/last-applied-configuration': JSON.stringify({
          kind: 'Secret',
          stringData: { x: 'applied-value-7' },
        }),
      },
    },
  };

  it('takes every Secret value and every credential value, not other values, not short ones', () => {
    const values = collectMaskValues([secret, deploy]).sort();
    expect(values).toEqual([
      'applied-value-7',
      'decoded-value-1',
      'flag-value-3',
      'inline-value-4',
      'pair-value-5',
      'query-value-6',
      'string-value-2',
    ]);
    expect(values.every((v) => v.length >= MIN_MASK_VALUE_LENGTH)).toBe(true);
  });

  it('the sanitizer masks them and their encodings anywhere', () => {
    const clean = createSanitizer({ values: ['decoded-value-1'] });
    expect(
      clean(`note: decoded-value-1 and ${Buffer.from('decoded-value-1').toString('base64')} and decoded%2Dvalue-1`),
    ).not.toMatch(/decoded-value-1|ZGVjb2RlZC12YWx1ZS0x/);
  });
});

describe('needleReplacer', () => {
  it('replaces the longest needle at each position in one pass', () => {
    const r = needleReplacer(['abcdef', 'abcdefgh', 'zzzzzz'], '*', 6);
    expect(r('xxabcdefghyy abcdef zzzzzzz')).toBe('xx*yy * *z');
    expect(r('nothing here')).toBe('nothing here');
  });
});
