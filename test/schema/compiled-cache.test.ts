import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AJV_VERSION } from '../../src/schema/ajv-factory.js';
import { CompiledCache } from '../../src/schema/compiled-cache.js';
import { SchemaCompiler } from '../../src/schema/compiler.js';
import { hashText } from '../../src/schema/hash.js';
import { OpenApiGraph } from '../../src/schema/openapi-graph.js';
import { env, mirrorValidator, resources, tempDir, OPENAPI_DIR } from './helpers.js';

const DEPLOYMENT = 'io.k8s.api.apps.v1.Deployment';
const OBJECT = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', creationTimestamp: null },
  spec: {
    selector: { matchLabels: { a: 'b' } },
    replicas: 'two',
    template: { spec: { containers: [{ name: 'c', image: 'x', imagePullPolicyy: 'Always' }] } },
  },
};

function doc(version: string, group = 'apps'): { hash: string; schemas: Record<string, unknown> } {
  const file = group === 'core' ? 'api__v1_openapi.json' : `apis__${group}__v1_openapi.json`;
  const text = readFileSync(path.join(OPENAPI_DIR(), `v${version}`, file), 'utf8');
  return {
    hash: hashText(text),
    schemas: (JSON.parse(text) as { components: { schemas: Record<string, unknown> } }).components.schemas,
  };
}

function entries(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.cjs'))
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

/** What a finding says, without the object it points to. */
const summary = (errors: { keyword: string; instancePath: string; params: unknown }[]): string[] =>
  errors.map((e) => `${e.keyword} ${e.instancePath} ${JSON.stringify(e.params)}`).sort();

describe('compiled validators on disk', () => {
  it('a miss compiles and writes; a later run loads the same validator without compiling', () => {
    const dir = tempDir('dg-compiled-');
    const { hash, schemas } = doc('1.31');
    const first = new SchemaCompiler(true, { cacheDir: dir });
    const cold = first.fromOpenApiDoc(hash, schemas, DEPLOYMENT).validate(OBJECT);
    expect(first.stats).toEqual({ compiled: 1, loaded: 0, rejected: 0 });
    expect(entries(dir)).toHaveLength(1);

    const second = new SchemaCompiler(true, { cacheDir: dir });
    const warm = second.fromOpenApiDoc(hash, schemas, DEPLOYMENT).validate(OBJECT);
    expect(second.stats).toEqual({ compiled: 0, loaded: 1, rejected: 0 });
    expect(summary(warm)).toEqual(summary(cold));
    expect(summary(warm)).toEqual([
      'additionalProperties /spec/template/spec/containers/0 {"additionalProperty":"imagePullPolicyy"}',
      'type /spec/replicas {"type":["integer","null"]}',
    ]);
    // verbose errors survive the round trip: the unknown-field suggestion reads parentSchema.
    const unknown = warm.find((e) => e.keyword === 'additionalProperties');
    expect(Object.keys((unknown?.parentSchema as { properties: object }).properties)).toContain('imagePullPolicy');
  });

  it('strict and non-strict validators are different entries', () => {
    const dir = tempDir('dg-compiled-');
    const { hash, schemas } = doc('1.31');
    new SchemaCompiler(true, { cacheDir: dir }).fromOpenApiDoc(hash, schemas, DEPLOYMENT);
    const lax = new SchemaCompiler(false, { cacheDir: dir });
    expect(summary(lax.fromOpenApiDoc(hash, schemas, DEPLOYMENT).validate(OBJECT))).toEqual([
      'type /spec/replicas {"type":["integer","null"]}',
    ]);
    expect(lax.stats.compiled).toBe(1);
    expect(entries(dir)).toHaveLength(2);
  });

  it('a changed definition gets a new key: the old validator is never loaded for it', () => {
    const dir = tempDir('dg-compiled-');
    const { hash, schemas } = doc('1.31');
    new SchemaCompiler(true, { cacheDir: dir }).fromOpenApiDoc(hash, schemas, DEPLOYMENT);
    const spec = structuredClone(schemas['io.k8s.api.apps.v1.DeploymentSpec']) as {
      properties: Record<string, unknown>;
    };
    delete spec.properties['paused'];
    const changed = { ...schemas, 'io.k8s.api.apps.v1.DeploymentSpec': spec };
    const compiler = new SchemaCompiler(true, { cacheDir: dir });
    const errors = compiler
      .fromOpenApiDoc('other-doc', changed, DEPLOYMENT)
      .validate({ ...OBJECT, spec: { ...OBJECT.spec, replicas: 1, paused: true } });
    expect(compiler.stats).toEqual({ compiled: 1, loaded: 0, rejected: 0 });
    expect(summary(errors)).toContain('additionalProperties /spec {"additionalProperty":"paused"}');
  });

  it('a truncated entry is detected, dropped and compiled again', () => {
    const dir = tempDir('dg-compiled-');
    const { hash, schemas } = doc('1.31');
    const cold = new SchemaCompiler(true, { cacheDir: dir }).fromOpenApiDoc(hash, schemas, DEPLOYMENT).validate(OBJECT);
    const [file] = entries(dir);
    const text = readFileSync(file!, 'utf8');
    writeFileSync(file!, text.slice(0, Math.floor(text.length / 2)));
    const again = new SchemaCompiler(true, { cacheDir: dir });
    expect(summary(again.fromOpenApiDoc(hash, schemas, DEPLOYMENT).validate(OBJECT))).toEqual(summary(cold));
    expect(again.stats).toEqual({ compiled: 1, loaded: 0, rejected: 1 });
    expect(readFileSync(file!, 'utf8')).toBe(text); // rewritten whole
  });

  it('an entry whose checksum is right but whose code is not a validator is dropped and compiled again', () => {
    const dir = tempDir('dg-compiled-');
    const { hash, schemas } = doc('1.31');
    new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'f' }).fromOpenApiDoc(hash, schemas, DEPLOYMENT);
    const [file] = entries(dir);
    const key = path.basename(file!, '.cjs');
    for (const code of [
      'module.exports = 42;',
      'throw new Error("boom")',
      'module.exports = require("node:fs");',
      'syntax error (',
    ]) {
      new CompiledCache(dir, 'f').write(key, code);
      const again = new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'f' });
      expect(summary(again.fromOpenApiDoc(hash, schemas, DEPLOYMENT).validate(OBJECT))).toHaveLength(2);
      expect(again.stats).toEqual({ compiled: 1, loaded: 0, rejected: 1 });
    }
    expect(
      new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'f' })
        .fromOpenApiDoc(hash, schemas, DEPLOYMENT)
        .validate(OBJECT),
    ).toHaveLength(2);
  });

  it('another ajv (fingerprint) misses; an entry that says another ajv version is dropped', () => {
    const dir = tempDir('dg-compiled-');
    const { hash, schemas } = doc('1.31');
    new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'ajv-a' }).fromOpenApiDoc(hash, schemas, DEPLOYMENT);
    const other = new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'ajv-b' });
    other.fromOpenApiDoc(hash, schemas, DEPLOYMENT);
    expect(other.stats).toEqual({ compiled: 1, loaded: 0, rejected: 0 });
    expect(entries(dir)).toHaveLength(2);

    for (const file of entries(dir)) {
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(`"ajv":"${AJV_VERSION}"`);
      writeFileSync(file, text.replace(`"ajv":"${AJV_VERSION}"`, '"ajv":"7.0.0"'));
    }
    const again = new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'ajv-a' });
    again.fromOpenApiDoc(hash, schemas, DEPLOYMENT);
    expect(again.stats).toEqual({ compiled: 1, loaded: 0, rejected: 1 });
  });

  it('formats and RE2 patterns work in loaded code, and skipped patterns are still reported', () => {
    const dir = tempDir('dg-compiled-');
    const crd = {
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: {
            when: { type: 'string', format: 'date-time' },
            every: { type: 'string', format: 'duration' },
            n: { type: 'integer', format: 'int32' },
            mode: { type: 'string', pattern: '^(?i)(abort|warn)$' },
            broken: { type: 'string', pattern: 'x{2,1}' },
          },
        },
      },
    };
    const bad = { spec: { when: 'yesterday', every: '5 minutes', n: 2 ** 40, mode: 'nope', broken: 'anything' } };
    const good = { spec: { when: '2024-01-02T03:04:05Z', every: '1h30m', n: 3, mode: 'ABORT', broken: 'anything' } };
    const compiled = new SchemaCompiler(true, { cacheDir: dir }).fromSchema(crd);
    const loader = new SchemaCompiler(true, { cacheDir: dir });
    const loaded = loader.fromSchema(structuredClone(crd));
    expect(loader.stats).toEqual({ compiled: 0, loaded: 1, rejected: 0 });
    for (const v of [compiled, loaded]) {
      expect(summary(v.validate(good))).toEqual([]);
      expect(
        v
          .validate(bad)
          .map((e) => `${e.keyword} ${e.instancePath}`)
          .sort(),
      ).toEqual(['format /spec/every', 'format /spec/n', 'format /spec/when', 'pattern /spec/mode']);
      expect(v.skippedPatterns).toEqual(['x{2,1}']);
    }
  });

  it('without a cache folder nothing is written and everything compiles', () => {
    const { hash, schemas } = doc('1.31');
    const c = new SchemaCompiler(true, {});
    expect(c.fromOpenApiDoc(hash, schemas, DEPLOYMENT).validate(OBJECT)).toHaveLength(2);
    expect(c.stats).toEqual({ compiled: 1, loaded: 0, rejected: 0 });
  });
});

describe('content-addressed definitions', () => {
  it('PodSpec and ObjectMeta have one id across the apps, batch and core documents of a version', () => {
    const apps = new OpenApiGraph(doc('1.31').schemas, true);
    const batch = new OpenApiGraph(doc('1.31', 'batch').schemas, true);
    const core = new OpenApiGraph(doc('1.31', 'core').schemas, true);
    for (const name of ['io.k8s.api.core.v1.PodSpec', 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta']) {
      expect(batch.idOf(name)).toBe(apps.idOf(name));
      expect(core.idOf(name)).toBe(apps.idOf(name));
    }
    expect(apps.idOf(DEPLOYMENT)).not.toBe(apps.idOf('io.k8s.api.apps.v1.StatefulSet'));
    expect(new OpenApiGraph(doc('1.31').schemas, false).idOf(DEPLOYMENT)).not.toBe(apps.idOf(DEPLOYMENT));
    // PodSpec gained fields between 1.29 and 1.31: another id, so no validator is shared by mistake.
    expect(new OpenApiGraph(doc('1.29').schemas, true).idOf('io.k8s.api.core.v1.PodSpec')).not.toBe(
      apps.idOf('io.k8s.api.core.v1.PodSpec'),
    );
  });
});

const TARGET = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: two
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: web, image: nginx, imagePullPolicyy: Always}]
---
apiVersion: v1
kind: Secret
metadata: {name: s}
data: {password: "not base64 !!hunter2"}
---
apiVersion: batch/v1
kind: CronJob
metadata: {name: c}
spec:
  schedule: "* * * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers: [{name: c, image: busybox, args: [1]}]
`;

describe('createSchemaValidator with a warm compiled cache', () => {
  it('gives the same findings as a cold run, and repairs damaged entries', async () => {
    const cacheDir = tempDir('dg-cache-');
    const validators = path.join(cacheDir, 'validators');
    const run = async () =>
      (await mirrorValidator({ cacheDir }).validateTarget(resources(TARGET), env('1.33'))).drafts.map((d) => [
        d.ruleId,
        d.path,
        d.message,
        d.location?.line,
      ]);
    const cold = await run();
    expect(cold.map(([rule, p]) => `${rule} ${p}`)).toEqual([
      'schema/invalid /spec/replicas',
      'schema/unknown-field /spec/template/spec/containers/0/imagePullPolicyy',
      'schema/invalid /data/password',
      'schema/invalid /spec/jobTemplate/spec/template/spec/containers/0/args/0',
    ]);
    const written = entries(validators);
    expect(written).toHaveLength(3);
    const mtimes = written.map((f) => statSync(f).mtimeMs);

    expect(await run()).toEqual(cold);
    expect(entries(validators).map((f) => statSync(f).mtimeMs)).toEqual(mtimes); // loaded, not rewritten

    for (const f of written) writeFileSync(f, readFileSync(f, 'utf8').replace('validate', 'validat3'));
    expect(await run()).toEqual(cold);
    expect(written.map((f) => readFileSync(f, 'utf8').includes('validat3'))).toEqual([false, false, false]);
  });
});

describe('a built-in schema that does not compile', () => {
  it('is "could not check" for its objects, compiled once, and other kinds still validate', async () => {
    const location = tempDir('dg-location-');
    mkdirSync(path.join(location, 'v1.31'));
    copyFileSync(
      path.join(OPENAPI_DIR(), 'v1.31', 'api__v1_openapi.json'),
      path.join(location, 'v1.31', 'api__v1_openapi.json'),
    );
    const apps = JSON.parse(readFileSync(path.join(OPENAPI_DIR(), 'v1.31', 'apis__apps__v1_openapi.json'), 'utf8')) as {
      components: { schemas: Record<string, unknown> };
    };
    delete apps.components.schemas['io.k8s.api.apps.v1.DeploymentSpec'];
    writeFileSync(path.join(location, 'v1.31', 'apis__apps__v1_openapi.json'), JSON.stringify(apps));
    const validator = mirrorValidator({ locations: [path.join(location, 'v{{version}}', '{{file}}')] });
    const out = await validator.validateTarget(
      resources(`${TARGET}---\n${TARGET.split('---\n')[0]!.replace('name: web', 'name: web2')}`),
      env('1.31'),
    );
    const notFound = out.drafts.filter((d) => d.ruleId === 'schema/not-found');
    expect(notFound.map((d) => (d.resource && 'ref' in d.resource ? d.resource.ref.name : undefined))).toEqual([
      'web',
      'web2',
    ]);
    expect(notFound[0]!.message).toMatch(
      /^the schema for apps\/v1 Deployment from Kubernetes 1.31 OpenAPI does not compile: can't resolve reference/,
    );
    expect(out.drafts.map((d) => d.path)).toContain('/data/password'); // the Secret was still checked
  });

  it('throws the same error again without compiling again', () => {
    const { hash, schemas } = doc('1.31');
    const broken = { ...schemas };
    delete broken['io.k8s.api.apps.v1.DeploymentSpec'];
    const c = new SchemaCompiler(true, {});
    const thrown = (): unknown => {
      try {
        c.fromOpenApiDoc(hash, broken, DEPLOYMENT);
      } catch (err) {
        return err;
      }
      return undefined;
    };
    const first = thrown();
    expect(String(first)).toMatch(/resolve reference/);
    expect(thrown()).toBe(first); // the memoised failure, not a second compilation
  });
});
