import { describe, expect, it } from 'vitest';
import { redactObject, secretValues } from '../../src/redact/index.js';
import { diffTarget } from '../../src/diff/index.js';
import { resource } from '../diff/resources.js';

const PEM_KEY =
  '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----\n';

function secret(fields: Record<string, unknown>, kind = 'Secret'): Record<string, unknown> {
  return { apiVersion: 'v1', kind, metadata: { name: 'db', namespace: 'app' }, ...fields };
}

describe('redactObject: Secret values (E1)', () => {
  it('merges stringData into data and replaces every value by a length marker', () => {
    const out = redactObject(secret({ data: { pw: 'aHVudGVyMg==' }, stringData: { user: 'admin' } }));
    expect(out.stringData).toBeUndefined();
    expect(out.data).toEqual({ pw: '<redacted: 7 bytes>', user: '<redacted: 5 bytes>' });
  });

  it('marks added, changed and unchanged keys against the other side, helm-diff style', () => {
    const base = secret({ data: { pw: 'aHVudGVyMg==', same: 'c2FtZS12YWx1ZQ==' } });
    const head = secret({ stringData: { pw: 'correct-horse', new: 'x', same: 'same-value' } });
    expect(redactObject(head, { other: base, side: 'head' }).data).toEqual({
      new: '<redacted: 1 byte, added>',
      pw: '<redacted: 13 bytes, new value>',
      same: '<redacted: 10 bytes, unchanged>',
    });
    expect(redactObject(base, { other: head, side: 'base' }).data).toEqual({
      pw: '<redacted: 7 bytes, old value>',
      same: '<redacted: 10 bytes, unchanged>',
    });
  });

  it('treats any casing of the kind as a Secret', () => {
    for (const kind of ['secret', 'SECRET', 'sEcReT']) {
      const out = redactObject(secret({ data: { pw: 'aHVudGVyMg==' } }, kind));
      expect(JSON.stringify(out)).not.toContain('aHVudGVyMg==');
    }
  });

  it('keeps invalid base64 secret (and its text hidden)', () => {
    const out = redactObject(secret({ data: { pw: 'not-base64!! SEKRET2' } }));
    expect(JSON.stringify(out)).not.toContain('SEKRET2');
    expect(
      secretValues(secret({ data: { pw: 'not-base64!!' } }))
        ?.get('pw')
        ?.toString(),
    ).toBe('not-base64!!');
  });

  it('hides a malformed data field whole', () => {
    const out = redactObject(secret({ data: 'hunter2-as-a-string' }));
    expect(JSON.stringify(out)).not.toContain('hunter2');
  });

  it('leaves the rest of the Secret visible', () => {
    const out = redactObject(secret({ type: 'Opaque', data: { pw: 'aHVudGVyMg==' } }));
    expect(out.type).toBe('Opaque');
    expect(out.metadata).toEqual({ name: 'db', namespace: 'app' });
  });
});

describe('redactObject: annotations and credentials in other kinds (E2, E3)', () => {
  it('replaces last-applied-configuration on any kind, with its size and change', () => {
    const applied = JSON.stringify({ apiVersion: 'v1', kind: 'Secret', data: { pw: 'aHVudGVyMg==' } });
    const cm = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', annotations: { 'kubectl.kubernetes.io/last-applied-configuration': applied, team: 'a' } },
    };
    const alone = redactObject(cm) as { metadata: { annotations: Record<string, string> } };
    expect(alone.metadata.annotations).toEqual({
      'kubectl.kubernetes.io/last-applied-configuration': `<redacted: last-applied-configuration, ${Buffer.byteLength(applied)} bytes>`,
      team: 'a',
    });
    const paired = redactObject(cm, { other: cm, side: 'head' }) as typeof alone;
    expect(paired.metadata.annotations['kubectl.kubernetes.io/last-applied-configuration']).toMatch(/, unchanged>$/);
  });

  it('masks env values whose sibling name looks like a credential and leaves the others', () => {
    const deploy = {
      kind: 'Deployment',
      spec: {
        template: {
          spec: {
            containers: [
              {
                name: 'app',
                env: [
                  { name: 'DB_PASSWORD', value: 'hunter2' },
                  { name: 'API_KEY', value: 'k-123456' },
                  { name: 'github_token', value: 'ghp_abcdef' },
                  { name: 'LOG_LEVEL', value: 'debug' },
                ],
              },
            ],
          },
        },
      },
    };
    const text = JSON.stringify(redactObject(deploy));
    for (const canary of ['hunter2', 'k-123456', 'ghp_abcdef']) expect(text).not.toContain(canary);
    expect(text).toContain('"name":"LOG_LEVEL","value":"debug"');
    expect(text).toContain('<redacted: 7 bytes>');
  });

  it('pairs env entries by name so a masked value still shows whether it changed', () => {
    const env = (pw: string, extra: string[] = []) => ({
      kind: 'Deployment',
      spec: {
        containers: [
          { name: 'app', env: [...extra.map((n) => ({ name: n, value: 'v' })), { name: 'DB_PASSWORD', value: pw }] },
        ],
      },
    });
    const same = JSON.stringify(redactObject(env('hunter2', ['A']), { other: env('hunter2'), side: 'head' }));
    expect(same).toContain('<redacted: 7 bytes, unchanged>');
    const changed = JSON.stringify(redactObject(env('hunter3'), { other: env('hunter2'), side: 'head' }));
    expect(changed).toContain('<redacted: 7 bytes, new value>');
  });

  it('masks PEM bodies in any string, terminated or not', () => {
    const cm = {
      kind: 'ConfigMap',
      data: { 'tls.key': PEM_KEY, cut: '-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAKj34' },
    };
    const out = redactObject(cm) as { data: Record<string, string> };
    expect(out.data['tls.key']).toMatch(
      /^-----BEGIN PRIVATE KEY-----<redacted: \d+ bytes>-----END PRIVATE KEY-----\n$/,
    );
    expect(out.data.cut).toMatch(/^-----BEGIN RSA PRIVATE KEY-----<redacted: 18 bytes>$/);
    expect(JSON.stringify(out)).not.toContain('MIIE');
  });

  it('masks credential flags in args and embedded config, but not paths', () => {
    const pod = {
      kind: 'Pod',
      spec: {
        containers: [
          {
            args: ['--db-password=hunter2', '--private-key=hunter4x', '--token-file=/var/run/token', '--verbose'],
            command: ['sh', '-c', 'run --api-key hunter3x'],
          },
        ],
      },
    };
    const cm = { kind: 'ConfigMap', data: { 'app.yaml': 'db:\n  host: x\n  password: s3cr3t-value\n' } };
    const text = JSON.stringify([redactObject(pod), redactObject(cm)]);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('hunter4x');
    expect(text).not.toContain('s3cr3t-value');
    expect(text).toContain('--token-file=/var/run/token');
    expect(text).toContain('host: x');
  });

  it('masks string values under keys that name a credential, not references to one', () => {
    const cm = {
      kind: 'ConfigMap',
      data: { DB_PASSWORD: 'hunter2', clientSecret: 'cs-value-1', secretName: 'tls-cert', LOG_LEVEL: 'debug' },
    };
    const out = redactObject(cm) as { data: Record<string, string> };
    expect(out.data).toEqual({
      DB_PASSWORD: '<redacted: 7 bytes>',
      clientSecret: '<redacted: 10 bytes>',
      secretName: 'tls-cert',
      LOG_LEVEL: 'debug',
    });
    const pod = {
      kind: 'Pod',
      spec: { automountServiceAccountToken: false, volumes: [{ secret: { secretName: 'x' } }] },
    };
    expect(redactObject(pod)).toEqual(pod);
  });

  it('does not touch the input object', () => {
    const input = secret({ data: { pw: 'aHVudGVyMg==' } });
    redactObject(input);
    expect(input.data).toEqual({ pw: 'aHVudGVyMg==' });
  });
});

describe('diffTarget on Secrets', () => {
  it('shows which keys changed with byte lengths and never a value', () => {
    const base = [resource(secret({ data: { pw: 'aHVudGVyMg==' } }))];
    const head = [resource(secret({ stringData: { pw: 'correct-horse', new: 'x' } }))];
    const [change] = diffTarget({ app: 'a', environment: 'e', base, head });
    expect(change?.action).toBe('modified');
    expect(change?.diff).toContain('+  new: "<redacted: 1 byte, added>"');
    expect(change?.diff).toContain('+  pw: "<redacted: 13 bytes, new value>"');
    expect(change?.diff).toContain('-  pw: "<redacted: 7 bytes, old value>"');
    for (const canary of ['hunter2', 'aHVudGVyMg==', 'correct-horse', 'Y29ycmVjdC1ob3JzZQ'])
      expect(change?.diff).not.toContain(canary);
  });

  it('reports no change when only the encoding moved from data to stringData', () => {
    const base = [resource(secret({ data: { pw: Buffer.from('correct-horse').toString('base64') } }))];
    const head = [resource(secret({ stringData: { pw: 'correct-horse' } }))];
    expect(diffTarget({ app: 'a', environment: 'e', base, head })).toEqual([]);
  });
});
