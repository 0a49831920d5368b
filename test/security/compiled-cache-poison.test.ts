// Security review, item 9: the compiled-validator cache holds code that is run; a PR-written entry
// (actions/cache restores the folder) must be detected before it runs, and compiled again.
import { createHash, createHmac } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AJV_VERSION } from '../../src/schema/ajv-factory.js';
import { CompiledCache } from '../../src/schema/compiled-cache.js';
import { SchemaCompiler } from '../../src/schema/compiler.js';
import { tempDir } from '../schema/helpers.js';

const SCHEMA = {
  type: 'object',
  properties: { spec: { type: 'object', required: ['size'], properties: { size: { type: 'integer' } } } },
};
const BAD = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' }, spec: { size: 'big' } };
const EVIL = 'globalThis.__dgPoisoned = true; module.exports = function validate() { return true; };';

const g = globalThis as { __dgPoisoned?: boolean };
afterEach(() => {
  delete g.__dgPoisoned;
});

function onlyEntry(dir: string): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cjs'));
  expect(files).toHaveLength(1);
  return path.join(dir, files[0] as string);
}

/** Rewrites the entry as an attacker can: any header they like, with checksums they can compute. */
function forge(file: string, header: Record<string, unknown>): void {
  writeFileSync(file, `// deploy-gate compiled validator ${JSON.stringify(header)}\n${EVIL}`);
}

describe('compiled-validator cache poisoning (security review item 9)', () => {
  it('an entry forged with a matching SHA-256 or a MAC under another key is never run, and is compiled again', () => {
    const dir = tempDir('dg-poison-');
    const cold = new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'f' }).fromSchema(SCHEMA).validate(BAD);
    expect(cold.length).toBeGreaterThan(0);
    const file = onlyEntry(dir);
    const key = path.basename(file, '.cjs');
    const forgeries = [
      { format: 1, ajv: AJV_VERSION, key, sha256: createHash('sha256').update(EVIL).digest('hex') },
      {
        format: 2,
        ajv: AJV_VERSION,
        key,
        mac: createHmac('sha256', 'attacker-key').update(`${key}\0${EVIL}`).digest('hex'),
      },
      { format: 2, ajv: AJV_VERSION, key, mac: createHash('sha256').update(`${key}\0${EVIL}`).digest('hex') },
    ];
    for (const header of forgeries) {
      forge(file, header);
      const warm = new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'f' });
      expect(warm.fromSchema(SCHEMA).validate(BAD)).toEqual(cold);
      expect(warm.stats).toEqual({ compiled: 1, loaded: 0, rejected: 1 });
      expect(g.__dgPoisoned).toBeUndefined();
      expect(readFileSync(file, 'utf8')).not.toContain('__dgPoisoned'); // rewritten with the real validator
    }
  });

  it("an entry written under this run's key is loaded (the cache still works)", () => {
    const dir = tempDir('dg-poison-');
    new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'f' }).fromSchema(SCHEMA);
    const warm = new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'f' });
    expect(warm.fromSchema(SCHEMA).validate(BAD).length).toBeGreaterThan(0);
    expect(warm.stats).toEqual({ compiled: 0, loaded: 1, rejected: 0 });
  });

  it('entries made with another secret are not trusted', () => {
    const dir = tempDir('dg-poison-');
    new SchemaCompiler(true, { cacheDir: dir, fingerprint: 'f' }).fromSchema(SCHEMA);
    const key = path.basename(onlyEntry(dir), '.cjs');
    expect(new CompiledCache(dir, 'f', Buffer.from('another-runner-secret')).read(key)).toBeUndefined();
  });
});
