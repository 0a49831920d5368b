// Discovery reads source YAML on the js-yaml fast path when it can (src/targets/yaml-docs.ts). It
// must give exactly what the full path gives: the same values, the same document lines (they are in
// findings, locations and fingerprints), the same errors. Each text is read both ways and compared.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastDocs, parseDocs, parseDocsExactly } from '../../src/targets/yaml-docs.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { yamlFilesUnder } from '../helpers/yaml-files.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Edits a real file the way a repository's history does: a line gone, a document split, comments around. */
function variants(text: string): string[] {
  const lines = text.split('\n');
  const mid = Math.floor(lines.length / 2);
  return [
    text,
    `# leading comment\n\n${text}`,
    `---\n${text}`,
    `${text}\n---\n# trailing comment only\n`,
    [...lines.slice(0, mid), '---', ...lines.slice(mid)].join('\n'),
    [...lines.slice(0, mid), ...lines.slice(mid + 1)].join('\n'),
    text.replace(/\n/g, '\r\n'),
  ];
}

/** Texts aimed at every difference the fast path must refuse or reproduce. */
const EDGE_CASES = [
  '',
  '\n\n',
  '# only a comment\n',
  '---\n',
  '---\n---\n',
  '--- # a comment on the marker\na: 1\n',
  '--- |\n  text\n',
  '---foo: 1\n',
  '# c\n\n  a: 1\n',
  '# c\n---\na: 1\n---\n\n# x\nb: 2\n',
  '\n\n---\n---\na: 1\n',
  'a: 1\n...\n---\nb: 2\n',
  'a: &x 1\nb: *x\n',
  'base: &b {x: 1}\nthis:\n  <<: *b\n  y: 2\n',
  'a: 1\na: 2\n',
  'a: yes\nb: off\nc: "on"\n',
  'mode: 0644\nother: 0o17\nhex: 0x1F\n',
  'n: 1e3\nf: .5\ng: +.inf\nh: .NaN\ni: -0\nj: 1_000\nk: 0b1\nl: ~\nm: Null\n',
  'a:\tb\n',
  '\ufeffa: 1\n',
  'a: 1\u2028b: 2\n',
  'a: 1\rb: 2\n',
  'a: 1\u0085b: 2\n',
  'a: {b: 1,\nc: 2}\n',
  'a: "line one\n  line two"\n',
  'a: [1, 2] # c\n',
  '? complex\n: value\n',
  '{a: 1}: b\n',
  'null: 1\n"": 2\n',
  'kind: ConfigMapList\nitems:\n- kind: ConfigMap\n',
  `k: ${'x'.repeat(1100)}\n`,
  `${'k'.repeat(1100)}: v\n`,
  'a: !!str 1\n',
  '%YAML 1.2\n---\na: 1\n',
  'a: [unclosed\n',
  'a:\n  - b\n - c\n',
  'spec:\n  source:\n    helm:\n      values: |\n        image:\n          tag: "1.2"\n',
  "a: \"é ü 日本\"\nb: 'it''s'\n",
  'a: 1\n---\nb: 2\n---\n\n\n# c\nc: [1, {d: e}]\n',
];

function expectSame(text: string): boolean {
  expect(parseDocs(text), JSON.stringify(text.slice(0, 200))).toStrictEqual(parseDocsExactly(text));
  return fastDocs(text) !== undefined;
}

describe('discovery YAML: the fast path reads exactly what the full path reads', () => {
  it('edge cases: same documents, values, lines and errors', () => {
    let fast = 0;
    for (const text of EDGE_CASES) if (expectSame(text)) fast++;
    // Both paths are exercised: plain texts go fast, the rest are refused to the full path.
    expect(fast).toBeGreaterThan(8);
    expect(fast).toBeLessThan(EDGE_CASES.length - 15);
  });

  it("the project's own YAML (fixtures, examples, policies), each edited seven ways", () => {
    const files = [...yamlFilesUnder(path.join(ROOT, 'test')), ...yamlFilesUnder(path.join(ROOT, 'examples'))];
    expect(files.length).toBeGreaterThan(50);
    let fast = 0;
    let all = 0;
    for (const file of files)
      for (const text of variants(readFileSync(file, 'utf8'))) {
        all++;
        if (expectSame(text)) fast++;
      }
    expect(fast).toBeGreaterThan(all / 3);
  });

  it.skipIf(!HAS_SHARED)(
    'the shared corpus (charts, kustomizations, Flux and Argo CD repos), each edited seven ways',
    () => {
      // Chart templates are not YAML until rendered; discovery reads the rest.
      const files = yamlFilesUnder(sharedPath('corpus')).filter((f) => !f.includes(`${path.sep}templates${path.sep}`));
      expect(files.length).toBeGreaterThan(300);
      let fast = 0;
      let all = 0;
      for (const [i, file] of files.entries()) {
        const text = readFileSync(file, 'utf8');
        // Every file as it is; every fifth also edited (the suite stays quick on two shared cores).
        for (const t of i % 5 === 0 ? variants(text) : [text]) {
          all++;
          if (expectSame(t)) fast++;
        }
      }
      expect(fast).toBeGreaterThan(all / 3);
    },
  );

  it('a document after comments and markers keeps its line; YAML the fast path refuses still parses exactly', () => {
    expect(parseDocs('# head\n\napiVersion: v1\n---\n\n# c\nkind: B\n')).toStrictEqual([
      { value: { apiVersion: 'v1' }, line: 3 },
      { value: { kind: 'B' }, line: 4 },
    ]);
    const merged = 'base: &b\n  resources: [a.yaml]\nkustomization:\n  <<: *b\n  namePrefix: x-\n';
    expect(fastDocs(merged)).toBeUndefined();
    expect(parseDocs(merged)).toStrictEqual([
      {
        value: { base: { resources: ['a.yaml'] }, kustomization: { resources: ['a.yaml'], namePrefix: 'x-' } },
        line: 1,
      },
    ]);
    const dup = 'resources:\n- a.yaml\nresources:\n- b.yaml\n';
    expect(fastDocs(dup)).toBeUndefined();
    expect(parseDocs(dup)).toMatchObject([{ value: undefined, line: 3 }]);
  });
});
