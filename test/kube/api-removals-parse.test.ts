// The removal table is read with js-yaml's JSON schema (cheap in a fresh worker thread): it must read
// the shipped file exactly as the yaml package (YAML 1.2 core) does, and refuse what is not plain data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import jsyaml from 'js-yaml';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseRemovalTable, removalTable } from '../../src/kube/api-removals.js';

const FILE = path.resolve(import.meta.dirname, '..', '..', 'policies', 'api-removals.yaml');

describe('policies/api-removals.yaml parsing', () => {
  it('reads the shipped table exactly as the yaml package does', () => {
    const text = readFileSync(FILE, 'utf8');
    expect(jsyaml.load(text, { schema: jsyaml.JSON_SCHEMA })).toEqual(parse(text));
    expect(removalTable().byKind.size).toBeGreaterThan(50);
    expect(removalTable().byKind.get('batch/v1beta1/CronJob')?.removedIn).toBe('1.25');
  });

  it('still refuses a table without its required parts', () => {
    expect(() => parseRemovalTable('coveredThrough: "1.35"\n')).toThrow(/needs coveredThrough/);
  });
});
