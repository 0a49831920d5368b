// Credential values stay hidden in every place a value could be printed: diffs, drift and schema messages.
import { describe, expect, it } from 'vitest';
import { parseRendered } from '../../src/manifest/index.js';
import { diffTarget } from '../../src/diff/index.js';
import { isCredentialPath } from '../../src/redact/index.js';
import { envDrift } from '../../src/drift/index.js';
import { createSchemaValidator } from '../../src/schema/index.js';
import type { EnvironmentConfig } from '../../src/model/config.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';

const parse = (text: string) =>
  parseRendered([{ text, file: 'apps/x/a.yaml' }], { kind: 'manifests', targetPath: 'apps/x' }).resources;

const deploy = (pw: string, cm: string, secret: string) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: ns}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: reg.example/web:1.0.0
          env:
            - {name: DB_PASSWORD, value: ${pw}}
            - {name: LOG_LEVEL, value: debug}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: cfg, namespace: ns}
data: {db_password: ${cm}, greeting: hello}
---
apiVersion: v1
kind: secret
metadata: {name: lower, namespace: ns}
stringData: {pw: ${secret}}
`;

const CANARIES = [
  'hunter2-staging-pw',
  'hunter2-production-pw',
  'cm-staging-pass',
  'cm-prod-pass',
  'lowercase-staging-secret',
  'lowercase-prod-secret',
  '12345678901234',
  '98765432109876',
];

describe('credential values', () => {
  const staging = parse(deploy('hunter2-staging-pw', 'cm-staging-pass', 'lowercase-staging-secret'));
  const production = parse(deploy('hunter2-production-pw', 'cm-prod-pass', 'lowercase-prod-secret'));

  it('are never printed by strict env drift', () => {
    const drafts = envDrift({
      app: 'web',
      from: { environment: 'staging', resources: staging },
      to: { environment: 'production', resources: production },
      ignore: [],
      strict: true,
    });
    const text = drafts.map((d) => d.message).join('\n');
    expect(text).toMatch(/DB_PASSWORD|env/);
    for (const c of CANARIES) expect(text).not.toContain(c);
    expect(text).not.toMatch(/debug/); // equal on both sides: no finding at all
  });

  it('are masked in the diff when they are unquoted numbers', () => {
    const base = parse(deploy('12345678901234', '98765432109876', 'x'));
    const head = parse(deploy('12345678901235', '98765432109877', 'y'));
    const text = diffTarget({ app: 'web', environment: 'dev', base, head })
      .map((c) => c.diff)
      .join('\n');
    expect(text).toMatch(/DB_PASSWORD/);
    for (const c of CANARIES) expect(text).not.toContain(c);
    expect(text).not.toContain('12345678901235');
  });

  it('are recognised by path: Secret kinds in any casing, credential keys, name/value pairs, flags in text', () => {
    const [d, cm, secret] = staging;
    expect(isCredentialPath(d!.object, '/spec/template/spec/containers/0/env/0/value')).toBe(true);
    expect(isCredentialPath(d!.object, '/spec/template/spec/containers/0/env/1/value')).toBe(false);
    expect(isCredentialPath(cm!.object, '/data/db_password')).toBe(true);
    expect(isCredentialPath(cm!.object, '/data/greeting')).toBe(false);
    expect(isCredentialPath(secret!.object, '/stringData/pw')).toBe(true);
    expect(isCredentialPath(cm!.object, '/data/args', '--db-password=hunter2-staging-pw')).toBe(true);
  });

  it('are hidden in schema messages', async () => {
    const env: EnvironmentConfig = {
      name: 'dev',
      kubernetesVersion: '1.31',
      requireDigests: false,
      gateRecords: 'off',
      apiVersions: [],
    };
    const validator = createSchemaValidator({
      locations: [OPENAPI_LOCATION],
      crdLocations: [],
      crdDirs: [],
      offline: true,
      strict: true,
    });
    const bad = parse(
      deploy('12345678901234', '98765432109876', 'x').replace(
        'data: {db_password: 98765432109876',
        'data: {db_password: 98765432109876',
      ),
    );
    const { drafts } = await validator.validateTarget(bad, env);
    const text = drafts.map((d) => d.message).join('\n');
    expect(text).toMatch(/must be string/);
    for (const c of CANARIES) expect(text).not.toContain(c);
  });
});
