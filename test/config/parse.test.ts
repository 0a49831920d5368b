// The config is read on the plain-manifest fast path (js-yaml behind a conservative pre-scan) and
// parsed with positions only when a message needs a line. These tests hold it to the full parse:
// same data for every config the project ships, the full path (and its exact YAML errors) for
// every construct the pre-scan must not trust, and lines still right in errors and warnings.
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

describe('config fast path', () => {
  it('gives the same data as the full parse, and is taken, for a generated many-target config and the examples', () => {
    const g = parseConfigText(GENERATED, F);
    expect(g.fast).toBe(true);
    expect(g.raw).toEqual(fullParse(GENERATED));
    for (const file of SHIPPED) {
      const text = readFileSync(path.resolve(file), 'utf8');
      expect(parseConfigText(text, F).raw, file).toEqual(fullParse(text));
    }
    expect(loadConfig(GENERATED, F).targets).toHaveLength(300);
    // The bench's generated configs turn a rule off with a quoted "off" (a YAML 1.1 lookalike).
    const off = `${GENERATED}rules:\n  image/not-pinned: "off"\n`;
    expect(parseConfigText(off, F).fast).toBe(true);
    expect(parseConfigText(off, F).raw).toEqual(fullParse(off));
  });

  it.each([
    ['an anchor and alias', 'a: &x 1\nb: *x\n'],
    ['a merge key', 'a: {x: 1}\nb:\n  <<: {y: 2}\n'],
    ['a tag', 'a: !!str 1\n'],
    ['an octal-like number', 'a: 0644\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['a flow mapping over two lines', 'a: {b: 1,\nc: 2}\n'],
    ['a tab', 'a:\t1\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
  ])('%s takes the full parse', (_, text) => {
    let parsed;
    try {
      parsed = parseConfigText(text, F);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError); // the full parse refused it, with its own message
      return;
    }
    expect(parsed.fast).toBe(false);
  });

  it('still names the line of YAML errors, schema errors and warnings after a fast read', () => {
    const dup = `${GENERATED}rules: {}\nrules: {}\n`;
    expect(() => loadConfig(dup, F)).toThrow(new RegExp(`^\\${F}:${GENERATED.split('\n').length + 1}: YAML:`));
    const bad = `${GENERATED}rules:\n  image/not-pinned: loud\n`;
    expect(parseConfigText(bad, F).fast).toBe(true);
    expect(() => loadConfig(bad, F)).toThrow(new RegExp(`^\\${F}:${GENERATED.split('\n').length + 1}: `));
    const warned = loadConfigDetailed(`${GENERATED}checks: [policies]\nrules:\n  acme/no-foo: error\n`, F);
    expect(warned.warnings).toEqual([
      expect.stringMatching(new RegExp(`^\\${F}:${GENERATED.split('\n').length + 2}: unknown rule id`)),
    ]);
  });
});
