/**
 * E1–E5 end to end: secrets in rendered objects go through diffTarget and every reporter;
 * no canary, nor its base64 or URL-encoded form, may appear in any output format.
 */
import { describe, expect, it } from 'vitest';
import { diffTarget } from '../../src/diff/index.js';
import { formatReport, REPORT_FORMATS } from '../../src/report/index.js';
import { resources } from '../diff/resources.js';
import { finding, report } from './fixtures.js';

const PEM_BODY = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj';
const ACTION_TOKEN = 'argo-token-7d1e0c9b55';

const BASE = `
apiVersion: v1
kind: Secret
metadata: {name: db, namespace: shop}
data: {pw: aHVudGVyMg==}
---
apiVersion: v1
kind: secret
metadata: {name: odd-casing, namespace: shop}
stringData: {token: lower-case-kind-canary}
`;

const HEAD = `
apiVersion: v1
kind: Secret
metadata: {name: db, namespace: shop}
stringData: {pw: correct-horse, new: x}
---
apiVersion: v1
kind: secret
metadata: {name: odd-casing, namespace: shop}
stringData: {token: lower-case-kind-canary-v2}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: applied
  namespace: shop
  annotations:
    kubectl.kubernetes.io/last-applied-configuration: '{"apiVersion":"v1","kind":"Secret","data":{"pw":"aHVudGVyMg=="},"stringData":{"x":"correct-horse"}}'
data: {tls.key: "-----BEGIN PRIVATE KEY-----\\n${PEM_BODY}\\n-----END PRIVATE KEY-----\\n"}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: api, namespace: shop}
spec:
  template:
    spec:
      containers:
        - name: api
          image: api:1.2
          args: ["--db-password=hunter2"]
          env:
            - {name: DB_PASSWORD, value: hunter2}
            - {name: LOG_LEVEL, value: debug}
`;

function encodings(canary: string): string[] {
  const b64 = Buffer.from(canary).toString('base64');
  return [
    canary,
    b64,
    b64.replace(/=+$/, ''),
    Buffer.from(canary).toString('base64url'),
    encodeURIComponent(canary),
    encodeURIComponent(b64),
  ];
}

const CANARIES = [
  'hunter2',
  'aHVudGVyMg==',
  'correct-horse',
  'lower-case-kind-canary',
  PEM_BODY,
  ACTION_TOKEN,
  'SEKRET',
];

describe('no secret value reaches any output (E1-E5)', () => {
  const changes = diffTarget({ app: 'shop', environment: 'prod', base: resources(BASE), head: resources(HEAD) });
  const r = report({
    changes,
    findings: [
      finding({
        app: 'shop',
        environment: 'prod',
        message: `render failed: pull https://u:SEKRET@charts.example/ with token ${ACTION_TOKEN}`,
      }),
      finding({
        app: 'shop',
        environment: 'prod',
        ruleId: 'schema/invalid',
        message: 'Secret shop/db: data.pw is not valid base64',
        change: 'unchanged',
      }),
    ],
    notices: [`token in notice: ${Buffer.from(ACTION_TOKEN).toString('base64')}`],
  });
  const outputs = Object.fromEntries(
    REPORT_FORMATS.map((f) => [f, formatReport(r, f, { color: true, sanitize: { secrets: [ACTION_TOKEN] } })]),
  );

  it('diffs every changed object', () => {
    expect(changes.map((c) => `${c.action} ${c.resource.kind}/${c.resource.name}`).sort()).toEqual([
      'added ConfigMap/applied',
      'added Deployment/api',
      'modified Secret/db',
      'modified secret/odd-casing',
    ]);
  });

  for (const format of REPORT_FORMATS) {
    it(`${format}: contains none of the canaries in any encoding`, () => {
      const out = outputs[format] as string;
      for (const canary of CANARIES)
        for (const form of encodings(canary)) expect(out, `${format} leaks ${form}`).not.toContain(form);
    });
  }

  it('still tells the reviewer which secret keys changed, and how big they are', () => {
    const md = outputs.markdown as string;
    expect(md).toContain('pw: "<redacted: 13 bytes, new value>"');
    expect(md).toContain('new: "<redacted: 1 byte, added>"');
    expect(md).toContain('token: "<redacted: 25 bytes, new value>"');
    expect(md).toContain('<redacted: last-applied-configuration,');
    expect(md).toContain('name: LOG_LEVEL');
    expect(md).toContain('value: debug');
    expect(outputs.json).toContain('https://***@charts.example/');
    expect(outputs.text).toContain('token in notice: ***');
  });
});
