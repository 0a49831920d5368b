// The config is read through the one YAML entry (manifest/yaml-file.ts). These tests hold it to
// yaml's own reading of the same text, every YAML error to a ConfigError at its line, and lines
// still right in errors and warnings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadConfigDetailed } from '../../src/config/index.js';
import { parseConfigText } from '../../src/config/parse.js';

const F = '.deploy-gate.yaml';
const fullParse = (text: string): unknown => parseDocument(text, { uniqueKeys: true, strict: true }).toJS() ?? {};

/** A generated many-target config, written like the bench's (flow mappings, one per line). */
const GENERATED = `version: 1\nkubernetesVersion: "1.31"\ntargets:\n${Array.from(
  { length: 300 },
  (_, i) => `  - {app: app-${i}, environment: env-${i % 3}, manifests: m/copy-${i}/app}\n`,
).join('')}`;

const SHIPPED = ['examples/deploy-repo/.deploy-gate.yaml', 'examples/change/.deploy-gate.yaml'];

describe('config reading', () => {
  it("gives yaml's data for a generated many-target config and the examples", () => {
    const g = parseConfigText(GENERATED, F);
    expect(g.raw).toEqual(fullParse(GENERATED));
    for (const file of SHIPPED) {
      const text = readFileSync(path.resolve(file), 'utf8');
      expect(parseConfigText(text, F).raw, file).toEqual(fullParse(text));
    }
    expect(loadConfig(GENERATED, F).targets).toHaveLength(300);
    // The bench's generated configs turn a rule off with a quoted "off" (a YAML 1.1 lookalike).
    const off = `${GENERATED}rules:\n  image/not-pinned: "off"\n`;
    expect(parseConfigText(off, F).raw).toEqual(fullParse(off));
  });

  it('reads anchors, aliases, tags and octal-like numbers as yaml does', () => {
    for (const text of ['a: &x 1\nb: *x\n', 'a: !!str 1\n', 'a: 0644\n'])
      expect(parseConfigText(text, F).raw, text).toEqual(fullParse(text));
  });

  it('applies a merge key as Go yaml does (the config is read like every other repository file)', () => {
    expect(parseConfigText('a: {x: 1}\nb:\n  <<: {y: 2}\n  z: 3\n', F).raw).toEqual({ a: { x: 1 }, b: { y: 2, z: 3 } });
  });

  it.each([
    ['a duplicate key', 'a: 1\na: 2\n', 2],
    ['a flow mapping that does not close', 'a: {b: 1,\nc: 2\n', 2],
    ['a tab as indentation', 'a:\n\tb: 1\n', 2],
    ['two documents', 'a: 1\n---\nb: 2\n', 2],
    [
      'an alias bomb',
      `a: &a [x, x]\n${Array.from({ length: 12 }, (_, i) => `b${i}: &b${i} [*${i ? `b${i - 1}` : 'a'}, *${i ? `b${i - 1}` : 'a'}]`).join('\n')}\n`,
      1,
    ],
  ])('%s is a ConfigError at its line', (_, text, line) => {
    expect(() => parseConfigText(text, F)).toThrow(ConfigError);
    expect(() => parseConfigText(text, F)).toThrow(new RegExp(`^\\${F}:${line}: YAML: `));
  });

  it('names the line of YAML errors, schema errors and warnings', () => {
    const dup = `${GENERATED}rules: {}\nrules: {}\n`;
    expect(() => loadConfig(dup, F)).toThrow(new RegExp(`^\\${F}:${GENERATED.split('\n').length + 1}: YAML:`));
    const bad = `${GENERATED}rules:\n  image/not-pinned: loud\n`;
    expect(() => loadConfig(bad, F)).toThrow(new RegExp(`^\\${F}:${GENERATED.split('\n').length + 1}: `));
    const warned = loadConfigDetailed(`${GENERATED}checks: [policies]\nrules:\n  acme/no-foo: error\n`, F);
    expect(warned.warnings).toEqual([
      expect.stringMatching(new RegExp(`^\\${F}:${GENERATED.split('\n').length + 2}: unknown rule id`)),
    ]);
  });
});
