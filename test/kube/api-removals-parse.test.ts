// The removal table is read through the one YAML entry (manifest/yaml-file.ts): the shipped file
// must read as the yaml package (YAML 1.2 core) reads it, and a table that is not YAML or lacks its
// parts is refused at load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseRemovalTable } from '../../src/kube/api-removals.js';
import { packagedYaml, removalTable } from '../../src/schema/api-tables.js';

const FILE = path.resolve(import.meta.dirname, '..', '..', 'policies', 'api-removals.yaml');

describe('policies/api-removals.yaml parsing', () => {
  it('reads the shipped table exactly as the yaml package does', () => {
    const text = readFileSync(FILE, 'utf8');
    expect(packagedYaml(text, 'api-removals.yaml')).toEqual(parse(text));
    expect(removalTable().byKind.size).toBeGreaterThan(50);
    expect(removalTable().byKind.get('batch/v1beta1/CronJob')?.removedIn).toBe('1.25');
  });

  it('still refuses a table without its required parts', () => {
    expect(() => parseRemovalTable({ coveredThrough: '1.35' })).toThrow(/needs coveredThrough/);
    expect(() => packagedYaml('coveredThrough: "1.35"\ncoveredThrough: "1.36"\n', 't.yaml')).toThrow(/t.yaml line 2/);
  });
});
