// kustomize-yaml.ts and helm-deps.ts read plain texts on the js-yaml fast path (render/kustomize-fast.ts,
// targets/yaml-docs.ts plainFastStream). It must give exactly what the full path gives: kustomize's
// YAML 1.1 reading (values, key folding, every refusal and error), yaml's `parse` for Chart.yaml
// (the value, or a throw) and parseDocument's reading of a kustomization's buildMetadata (kustomize.ts).
// Each text is read both ways and compared.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { parseChartYaml } from '../../src/render/helm-deps.js';
import { buildMetadataOf, fastBuildMetadata } from '../../src/render/kustomize.js';
import { fastKustomizeValues } from '../../src/render/kustomize-fast.js';
import { readKustomizeYaml, readKustomizeYamlExactly } from '../../src/render/kustomize-yaml.js';
import { plainFastStream } from '../../src/targets/yaml-docs.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { yamlFilesUnder } from '../helpers/yaml-files.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A real file, and the same file edited: a document split, a comment ahead, CRLF line ends. */
function variants(text: string): string[] {
  const lines = text.split('\n');
  const mid = Math.floor(lines.length / 2);
  return [
    text,
    `# leading comment\n\n${text}`,
    `---\n${text}`,
    [...lines.slice(0, mid), '---', ...lines.slice(mid)].join('\n'),
    text.replace(/\n/g, '\r\n'),
  ];
}

/** Aimed at every way YAML 1.1 (kustomize) and YAML 1.2 core (the fast path) read a plain scalar apart. */
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

type Outcome = { value: unknown } | { threw: true };
const outcome = (read: () => unknown): Outcome => {
  try {
    return { value: read() };
  } catch {
    return { threw: true };
  }
};

/** Compares both readings of `text`; true when the fast path took it. */
function expectSameKustomize(text: string): boolean {
  const label = JSON.stringify(text.slice(0, 200));
  expect(readKustomizeYaml(text, 'k.yaml'), label).toStrictEqual(readKustomizeYamlExactly(text, 'k.yaml'));
  return fastKustomizeValues(text) !== undefined && readKustomizeYamlExactly(text, 'k.yaml').ok;
}

function expectSameChart(text: string): boolean {
  const label = JSON.stringify(text.slice(0, 200));
  expect(
    outcome(() => parseChartYaml(text)),
    label,
  ).toStrictEqual(outcome(() => parse(text, { maxAliasCount: 100 }) as unknown));
  return plainFastStream(text, Number.MAX_SAFE_INTEGER)?.docs.length === 1;
}

/** kustomize.ts ensureOriginAnnotations: the kustomization's buildMetadata, as parseDocument's toJS gives it. */
function expectSameBuildMetadata(text: string): boolean {
  const fast = fastBuildMetadata(text);
  if (fast) expect(fast.list, JSON.stringify(text.slice(0, 200))).toStrictEqual(buildMetadataOf(parseDocument(text)));
  return fast !== undefined;
}

function checkAll(texts: string[]): { kustomizeFast: number; chartFast: number } {
  let kustomizeFast = 0;
  let chartFast = 0;
  for (const text of texts) {
    if (expectSameKustomize(text)) kustomizeFast++;
    if (expectSameChart(text)) chartFast++;
    // Taken on the fast path exactly when a Chart.yaml is (one plain document).
    expect(expectSameBuildMetadata(text)).toBe(plainFastStream(text, Number.MAX_SAFE_INTEGER)?.docs.length === 1);
  }
  return { kustomizeFast, chartFast };
}

describe('kustomize and Chart.yaml reading: the fast path reads exactly what the full path reads', () => {
  it('edge cases: the same documents, folding, refusals and errors; YAML 1.1 scalars refused', () => {
    const { kustomizeFast, chartFast } = checkAll(EDGE_CASES);
    expect(kustomizeFast).toBeGreaterThan(5);
    expect(kustomizeFast).toBeLessThan(EDGE_CASES.length - 25);
    expect(chartFast).toBeGreaterThan(15);
    expect(fastBuildMetadata('buildMetadata: [originAnnotations]\n')).toStrictEqual({ list: ['originAnnotations'] });
    expect(fastBuildMetadata('resources: [a.yaml]\n')).toStrictEqual({ list: undefined });
    expect(fastBuildMetadata('a: 1\na: 2\n')).toBeUndefined(); // duplicate keys: yaml's document reports them
    for (const t of ['a: yes\n', 'a: 1_000\n', 'a: e5\n', 'a: .\n', 'a: 2024-01-02\n', 'on: x\n', '1: a\n'])
      expect(fastKustomizeValues(t), t).toBeUndefined();
    // What YAML 1.2 reads as the string 'e5' and the number 15, kustomize's YAML 1.1 reads otherwise.
    expect(readKustomizeYaml('a: e5\nb: 0o17\n', 'k.yaml')).toStrictEqual({
      ok: true,
      docs: [Object.assign(Object.create(null), { a: NaN, b: '0o17' })],
    });
  });

  it("the project's own YAML (fixtures, examples, policies), each edited", () => {
    const files = [...yamlFilesUnder(path.join(ROOT, 'test')), ...yamlFilesUnder(path.join(ROOT, 'examples'))];
    expect(files.length).toBeGreaterThan(50);
    const texts = files.flatMap((f) => variants(readFileSync(f, 'utf8')));
    const { kustomizeFast, chartFast } = checkAll(texts);
    expect(kustomizeFast).toBeGreaterThan(texts.length / 5);
    expect(chartFast).toBeGreaterThan(texts.length / 5);
  });

  it.skipIf(!HAS_SHARED)('the shared corpus (charts, kustomizations, Flux and Argo CD repos)', () => {
    // Chart templates are not YAML until rendered.
    const files = yamlFilesUnder(sharedPath('corpus')).filter((f) => !f.includes(`${path.sep}templates${path.sep}`));
    expect(files.length).toBeGreaterThan(300);
    const texts = files.flatMap((f, i) => {
      const text = readFileSync(f, 'utf8');
      return i % 5 === 0 ? variants(text) : [text]; // every fifth also edited: quick on two shared cores
    });
    const { kustomizeFast, chartFast } = checkAll(texts);
    expect(kustomizeFast).toBeGreaterThan(texts.length / 5);
    expect(chartFast).toBeGreaterThan(texts.length / 5);
  });
});
