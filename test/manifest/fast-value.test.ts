// The YAML entry's one speed path (src/manifest/fast-value.ts) must give exactly the plain path's
// value, or leave the file to it: every text here is read both ways and compared, and enough of
// them take the fast path for the comparison to be a real one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastDocs } from '../../src/manifest/fast-value.js';
import { DEFAULT_MAX_DOC_BYTES } from '../../src/manifest/types.js';
import { parseYamlFile } from '../../src/manifest/yaml-file.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { yamlFilesUnder } from '../helpers/yaml-files.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Aimed at every way js-yaml and yaml's YAML 1.2 core reading could part. */
const EDGE_CASES = [
  '',
  '# only a comment\n',
  '---\n',
  '---\n---\n',
  'resources:\n- ../base\n- ./app.yaml\nnamePrefix: x-\n',
  'Resources:\n- a.yaml\nreſources:\n- b.yaml\nRESOURCES: [c.yaml]\n',
  'resources: [a.yaml]\n---\nresources: [b.yaml]\n',
  'images:\n- name: app\n  newTag: 1.25.3\n',
  'images:\n- name: app\n  newTag: 1.25\n',
  'images:\n- name: app\n  newTag: "1.25"\n',
  'replicas:\n- name: app\n  count: 3\n',
  'a: yes\n',
  'a: "yes"\n',
  'on: x\n',
  'y: 1\n',
  'a: off\nb: n\n',
  'a: 0644\n',
  'a: 0o17\n',
  'a: 0x1F\nb: -0x1F\n',
  'a: 0b101\n',
  'a: 1_000\n',
  'a: e5\n',
  'a: .5e3\n',
  'a: .\n',
  'a: -.\n',
  'a: 1:20\nb: 1:20.5\n',
  'a: 2024-01-02\n',
  'a: 2024-01-02T10:00:00Z\n',
  'a: .inf\nb: .NaN\n',
  'a: ~\nb: null\nc:\n',
  'a: true\nb: false\nc: True\n',
  '1: a\n',
  'true: a\n',
  'a: "\\u0041\\/b"\n',
  'a: "\\U00110000"\n',
  'a: "\\U0001F600"\n---\nb: 1\n',
  "a: 'it''s'\n",
  'a: !!binary aGVsbG8=\n',
  'base: &b {x: 1}\nthis:\n  <<: *b\n',
  '? [a]\n: b\n',
  'a: 1\na: 2\n',
  'a: [unclosed\n',
  '- a\n- b\n',
  'just a string\n',
  'a: 1\u2028b: 2\n',
  'a: 1\rb: 2\n',
  'a: 1\u0085b: 2\n',
  '---foo: 1\n',
  'kind: ConfigMapList\nitems:\n- kind: ConfigMap\n',
  'buildMetadata: [originAnnotations]\nresources: [a.yaml]\n',
  'buildMetadata: [managedByLabel]\n',
  'buildMetadata: originAnnotations\n',
  'buildMetadata:\n',
  'buildMetadata: [originAnnotations]\nbuildMetadata: []\n',
  'patches:\n- patch: |-\n    - op: replace\n      path: /spec/replicas\n      value: 3\n  target:\n    kind: Deployment\n',
];

const MORE_CASES = [
  '\ufeffa: 1\n',
  'a:\r\n  b: [1, 2]\r\n  c: "x"\r\n',
  'a:\n\tb: 1\n',
  'a: {b: 1,\nc: 2}\n',
  'a:\n- x\n-\n- y\n',
  '__proto__:\n  polluted: true\n',
  'null: a\n',
  '"": a\n',
  'a: "tab\\tend"\nb: \'x # not a comment\'\n',
  `a: ${'x'.repeat(1100)}\n`,
  `${'k'.repeat(1100)}: v\n`,
  // Streams: documents between bare `---` lines, each read alone on the fast path.
  '# leading comment\n---\na: 1\n---\nb: 2\n',
  'a: 1\n---\n\n# between\nb: [1]\n',
  '---\na: 1\n---\n',
  'a: 1\n---\n---\nb: 2\n',
  'a: |\n  x\n\n---\nb: 1\n',
  'a: |+\n  x\n\n---\nb: 1\n',
  'a: >-\n  x\n  y\n---\n- b\n',
  'a: "open\n---\nb: 1\n',
  'a: 1\n--- \nb: 2\n',
  'a: 1\n---\r\nb: 2\n',
  'a: 1\r\n---\r\nb: 2\r\n',
  'a: 1\n--- # c\nb: 2\n',
  'a: 1\n...\n---\nb: 2\n',
  'a: 1\n---\nscalar\n',
  'a: 1\n---\nb: 1\nb: 2\n',
  'a: 1\n----\nb: 2\n',
  'a:\n  ---\nb: 2\n',
  'targets:\n  - {app: web, environment: dev, helm: {chart: charts/web, valueFiles: [v.yaml]}}\n',
];

/** A generated many-target config, written as the bench writes it (flow mappings, one per line). */
const GENERATED = `version: 1\ntargets:\n${Array.from(
  { length: 300 },
  (_, i) => `  - {app: app-${i}, environment: env-${i % 3}, manifests: m/copy-${i}/app}\n`,
).join('')}`;

/** Compares both readings; true when the fast path took the text. */
function expectSame(text: string, label: string): boolean {
  const fast = parseYamlFile(text);
  const plain = parseYamlFile(text, { plain: true });
  expect(fast.value, label).toStrictEqual(plain.value);
  expect(fast.documents, label).toStrictEqual(plain.documents);
  expect(fast.docs, label).toStrictEqual(plain.docs);
  expect(fast.firstError, label).toStrictEqual(plain.firstError);
  return fastDocs(text, DEFAULT_MAX_DOC_BYTES) !== undefined;
}

describe('the fast path of parseYamlFile agrees with the plain path', () => {
  it('on hand-written edge cases', () => {
    const taken = [...EDGE_CASES, ...MORE_CASES].filter((t) => expectSame(t, JSON.stringify(t)));
    expect(taken.length).toBeGreaterThan(20);
    expect(taken.length).toBeLessThan(EDGE_CASES.length + MORE_CASES.length);
  });

  it('on a stream as kustomize writes it, documents and lines', () => {
    const stream = Array.from(
      { length: 40 },
      (_, i) =>
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${i}\n  annotations:\n    deploy-gate.dev/batch-member: "${i % 7}"\ndata:\n  values.yaml: |\n    replicas: ${i}\n    image: {tag: "1.${i}"}\n`,
    ).join('---\n');
    expect(expectSame(stream, 'stream')).toBe(true);
    const f = parseYamlFile(stream);
    expect(f.docs.map((d) => d.line).slice(0, 3)).toEqual([1, 11, 22]);
    expect(f.documents).toHaveLength(40);
  });

  it('on a generated many-target config, with lines still read on the plain path', () => {
    expect(expectSame(GENERATED, 'generated')).toBe(true);
    const f = parseYamlFile(GENERATED);
    expect(f.lineOf('/targets/3')).toBe(6);
    expect(f.lineOf('/targets/2/app')).toBe(5);
  });

  it('on every YAML file of the project (policies, examples, fixtures)', () => {
    const files = ['policies', 'examples', 'test', 'schemas'].flatMap((d) => yamlFilesUnder(path.join(ROOT, d)));
    expect(files.length).toBeGreaterThan(50);
    const taken = files.filter((f) => expectSame(readFileSync(f, 'utf8'), f));
    expect(taken.length).toBeGreaterThan(files.length / 4);
  });

  it.skipIf(!HAS_SHARED)('on every YAML file of the shared corpus', () => {
    const files = yamlFilesUnder(sharedPath('corpus'));
    expect(files.length).toBeGreaterThan(100);
    const taken = files.filter((f) => expectSame(readFileSync(f, 'utf8'), f));
    expect(taken.length).toBeGreaterThan(10);
  });
});
