// A helm target's served-API list is read through schema-base.ts alone (no ajv); the validator made
// later for the run's objects is built on that same base, so the documents the list read are not
// read again, and its answers are those of a validator made on its own.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSchemaBase } from '../../src/schema/schema-base.js';
import { createSchemaValidator } from '../../src/schema/validator.js';
import type { SchemaOptions } from '../../src/schema/index.js';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { env, resources, tempDir } from './helpers.js';

const VERSION = '1.31';
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Options on a private copy of the fixture documents (the test removes them), offline, fresh cache. */
function optionsOnCopy(): { opts: SchemaOptions; docs: string } {
  const root = tempDir('dg-base-');
  made.push(root);
  const docs = path.join(root, 'openapi');
  cpSync(path.join(FIXTURES_DIR, 'k8s-openapi', `v${VERSION}`), path.join(docs, `v${VERSION}`), { recursive: true });
  const opts: SchemaOptions = {
    locations: [path.join(docs, 'v{{version}}', '{{file}}')],
    crdLocations: [],
    crdDirs: [],
    offline: true,
    strict: true,
    cacheDir: path.join(root, 'cache'),
  };
  return { opts, docs };
}

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: web, image: nginx, bogusField: 1}]
`;

describe('schema base: served APIs without the validator, then the validator on the same base', () => {
  it('gives the list a validator made on its own gives', async () => {
    const a = optionsOnCopy();
    const served = await createSchemaBase(a.opts).servedApiVersions(env(VERSION));
    expect('apis' in served && served.apis).toContain('apps/v1/Deployment');
    const b = optionsOnCopy();
    expect(await createSchemaValidator(b.opts).servedApiVersions(env(VERSION))).toStrictEqual(served);
    expect(await createSchemaBase(a.opts).servedApiVersions(env('not a version'))).toStrictEqual({
      reason: 'kubernetesVersion "not a version" of environment staging is not a Kubernetes version',
    });
  });

  it('the validator reuses the documents the served list read; a validator on a new base reads them again', async () => {
    const { opts, docs } = optionsOnCopy();
    const base = createSchemaBase(opts);
    expect(await base.servedApiVersions(env(VERSION))).toMatchObject({
      apis: expect.arrayContaining(['apps/v1/Deployment']),
    });
    rmSync(docs, { recursive: true, force: true }); // from now on only what was read is there
    const shared = await createSchemaValidator(opts, base).validateTarget(resources(DEPLOYMENT), env(VERSION));
    expect(shared.level).toBe('openapi');
    expect(shared.drafts.map((d) => d.ruleId)).toContain('schema/unknown-field');
    const fresh = await createSchemaValidator(opts).validateTarget(resources(DEPLOYMENT), env(VERSION));
    expect(fresh.level).not.toBe('openapi');
  });
});
