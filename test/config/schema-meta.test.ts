// The config, check-file and template parameter schemas are compiled at run time without
// validating them against the JSON Schema meta-schema (that costs ~0.15 s per run). They are all
// ours, so the meta-schema check happens here instead: a broken schema fails this test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { CHECK_FILE_SCHEMA } from '../../src/checks/check-file.js';
import { TEMPLATES } from '../../src/checks/templates/index.js';
import { validate as configValidator } from '../../src/config/config-validator.generated.js';
import { packageRoot } from '../../src/package-root.js';

const metaChecked = (): Ajv => new Ajv({ validateSchema: true, strict: false, allErrors: true });

describe('shipped schemas against the meta-schema', () => {
  it('the config schema is a valid JSON Schema and compiles', () => {
    const schema = JSON.parse(
      readFileSync(path.join(packageRoot(), 'schemas', 'config.schema.json'), 'utf8'),
    ) as object;
    const ajv = metaChecked();
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    expect(configValidator({ version: 1 })).toBe(true);
  });

  it('the check-file schema and every template parameter schema are valid JSON Schemas', () => {
    const ajv = metaChecked();
    for (const schema of [CHECK_FILE_SCHEMA, ...TEMPLATES.map((t) => t.params)])
      expect(ajv.validateSchema(schema as object), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('a schema the meta-schema refuses is caught by this check', () => {
    const ajv = metaChecked();
    expect(ajv.validateSchema({ type: 'objekt' })).toBe(false);
  });
});
