// The config, check-file and template-parameter validators are compiled ahead of time
// (scripts/gen-validators.mjs) so no ajv compile runs before the first render. This proves the
// committed modules are exactly what the schemas compile to today, and that they answer every
// document (valid ones and thousands of broken variants) exactly as validators compiled now do:
// same verdict, same errors (with the parent schemas the "did you mean" hints read), same
// defaults filled in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Ajv, type ValidateFunction } from 'ajv';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  CHECK_VALIDATORS_FILE,
  CHECKS_AJV_OPTIONS,
  CONFIG_AJV_OPTIONS,
  CONFIG_VALIDATOR_FILE,
  checkValidatorsSource,
  configValidatorSource,
} from '../../scripts/gen-validators.mjs';
import { CHECK_FILE_SCHEMA, templateParamsValidator, validateCheckFile } from '../../src/checks/check-file.js';
import { checkFile } from '../../src/checks/check-validators.generated.js';
import { TEMPLATES } from '../../src/checks/templates/index.js';
import { validate as configValidator } from '../../src/config/config-validator.generated.js';
import { packageRoot } from '../../src/package-root.js';

const root = packageRoot();
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
const configSchema = (): object => JSON.parse(read('schemas/config.schema.json')) as object;

/** Wrong values of every JSON type (a number, a version-like string, null, an array, an object). */
const WRONG: unknown[] = [-1, '1.30', null, ['x'], { zz: 1 }];

/** The document with one node replaced (or one unknown key added) at a time. */
function* variants(doc: unknown): Generator<unknown> {
  yield doc;
  const at = (node: unknown, trail: Array<string | number>): Array<Array<string | number>> => {
    if (node === null || typeof node !== 'object') return [trail];
    const keys = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    return [trail, ...keys.flatMap((k) => at((node as Record<string | number, unknown>)[k], [...trail, k]))];
  };
  for (const trail of at(doc, [])) {
    for (const value of WRONG) yield replaced(doc, trail, () => value);
    yield replaced(doc, trail, (old) =>
      old !== null && typeof old === 'object' && !Array.isArray(old) ? { ...old, zz: 1, enviroments: {} } : old,
    );
  }
}

function replaced(doc: unknown, trail: Array<string | number>, by: (old: unknown) => unknown): unknown {
  if (trail.length === 0) return by(doc);
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let node = copy;
  for (const k of trail.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = trail[trail.length - 1] as string | number;
  node[last] = by(node[last]);
  return copy;
}

/** Verdict, errors and the data after validation (defaults fill it in place). */
function answer(validate: ValidateFunction, data: unknown) {
  const copy = structuredClone(data);
  const valid = validate(copy);
  return { valid, errors: validate.errors ?? null, data: copy };
}

function expectSameAnswers(generated: ValidateFunction, fresh: ValidateFunction, docs: Iterable<unknown>): number {
  let n = 0;
  let invalid = 0;
  for (const doc of docs) {
    const want = answer(fresh, doc);
    const got = answer(generated, doc);
    // toEqual only on a difference: it says what differs; isDeepStrictEqual keeps 10,000 cases fast.
    if (!isDeepStrictEqual(got, want)) expect(got, JSON.stringify(doc)).toEqual(want);
    n++;
    if (!want.valid) invalid++;
  }
  expect(invalid).toBeGreaterThan(0);
  return n;
}

/** Every YAML mapping in the examples' configs and in the docs' ```yaml blocks. */
function configDocs(): unknown[] {
  const texts = [read('examples/deploy-repo/.deploy-gate.yaml'), read('examples/change/.deploy-gate.yaml')];
  for (const md of ['README.md', ...readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`)]) {
    if (!md.endsWith('.md')) continue;
    for (const m of read(md).matchAll(/```yaml\n([\s\S]*?)```/g)) texts.push(m[1] ?? '');
  }
  return texts
    .flatMap((t) => parseAllDocuments(t))
    .filter((d) => !('empty' in d) && d.errors.length === 0)
    .map((d) => d.toJS() as unknown)
    .filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v))
    .filter((v, i, all) => all.findIndex((w) => isDeepStrictEqual(v, w)) === i);
}

function checkFileDocs(): Array<{ template?: string; params?: unknown }> {
  const dir = path.join(root, 'policies', 'checks');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => parseAllDocuments(readFileSync(path.join(dir, f), 'utf8'))[0]?.toJS() as { template?: string });
}

describe('precompiled config validator', () => {
  it('is what schemas/config.schema.json compiles to with this ajv (npm run gen:validators)', () => {
    expect(read(CONFIG_VALIDATOR_FILE)).toBe(configValidatorSource(configSchema()));
  });

  it('a changed schema would not match the committed module', () => {
    const schema = configSchema() as { properties: Record<string, unknown> };
    const changed = { ...schema, properties: { ...schema.properties, extra: { type: 'string' } } };
    expect(read(CONFIG_VALIDATOR_FILE)).not.toBe(configValidatorSource(changed));
  });

  it('answers every config, and every broken variant of it, as a validator compiled now', () => {
    const fresh = new Ajv({ ...CONFIG_AJV_OPTIONS, validateSchema: false }).compile(configSchema());
    const docs = configDocs();
    expect(docs.length).toBeGreaterThan(5);
    const n = expectSameAnswers(
      configValidator,
      fresh,
      docs.flatMap((d) => [...variants(d)]),
    );
    expect(n).toBeGreaterThan(1000);
  });
});

describe('precompiled check validators', () => {
  it('are what the check-file and template schemas compile to with this ajv', () => {
    expect(read(CHECK_VALIDATORS_FILE)).toBe(checkValidatorsSource(CHECK_FILE_SCHEMA, TEMPLATES));
  });

  it('answer every built-in check file and its broken variants as a validator compiled now', () => {
    const fresh = new Ajv({ ...CHECKS_AJV_OPTIONS, validateSchema: false }).compile(CHECK_FILE_SCHEMA);
    const docs = checkFileDocs();
    expect(docs.length).toBeGreaterThan(10);
    const n = expectSameAnswers(
      checkFile,
      fresh,
      docs.flatMap((d) => [...variants(d)]),
    );
    expect(n).toBeGreaterThan(500);
    expect(validateCheckFile(docs[0])).toEqual(docs[0]);
  });

  it('fill the same defaults and give the same errors for every template parameter set', () => {
    const docs = checkFileDocs();
    for (const template of TEMPLATES) {
      const fresh = new Ajv({ ...CHECKS_AJV_OPTIONS, validateSchema: false }).compile(template.params);
      const params = docs.filter((d) => d.template === template.name).map((d) => d.params ?? {});
      expectSameAnswers(
        templateParamsValidator(template.name),
        fresh,
        [{}, ...params].flatMap((p) => [...variants(p)]),
      );
    }
  });

  it('a template without a precompiled validator is an error, not an unchecked pass', () => {
    expect(() => templateParamsValidator('no-such-template')).toThrow(/npm run gen:validators/);
    expect(() => templateParamsValidator('constructor')).toThrow(/no precompiled/);
  });
});
