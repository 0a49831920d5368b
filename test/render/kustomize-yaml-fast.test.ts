// The kustomization reader's one speed path (render/kustomize-yaml.ts, manifest/fast-value.ts
// fastDocs11) must give exactly the plain path's answer, YAML 1.1 as go-yaml reads it, or leave
// the text to it: every text here is read both ways and compared, and enough take the fast path
// for the comparison to be a real one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastDocs11 } from '../../src/manifest/fast-value.js';
import { DEFAULT_MAX_DOC_BYTES } from '../../src/manifest/types.js';
import { readKustomizeYaml } from '../../src/render/kustomize-yaml.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { yamlFilesUnder } from '../helpers/yaml-files.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Where YAML 1.1 and 1.2, or js-yaml and yaml, could part on a kustomization. */
const EDGE_CASES = [
  'resources:\n- ../base\n- app.yaml\n',
  'resources: [yes, no, on, off, y, n]\n',
  'resources: [Yes, NO, On, OFF, Y, N]\n',
  'resources:\n- 017\n- 0b11\n- 0o17\n- 0x1F\n- 1_000\n',
  'resources:\n- 1:20\n- 1:20.5\n- 1e3\n- .5\n- .inf\n',
  'resources:\n- 2001-12-14\n- 2001-12-14t21:59:43.10-05:00\n',
  'resources: ["yes", "017", "1:20"]\n',
  "resources: ['on']\n",
  'y: [a.yaml]\nresources: [b.yaml]\n',
  'on: [a.yaml]\n',
  '~: a\nresources: [b.yaml]\n',
  '017: a\nresources: [b.yaml]\n',
  'Resources:\n- a.yaml\nreſources:\n- b.yaml\nRESOURCES: [c.yaml]\n',
  'resources: ["a\\u002fb.yaml"]\n',
  'resources: ["a\\x2fb.yaml"]\n',
  'namePrefix: on-\nnameSuffix: -no\n',
  'namePrefix: ""\n',
  'namePrefix: ~\n',
  'commonLabels: {enabled: true, off: false}\n',
  'replicas:\n- name: web\n  count: 3\n',
  'images:\n- name: app\n  newTag: 1.25\n',
  'images:\n- name: app\n  newTag: "1.25"\n',
  'images:\n- name: app\n  newTag: v1.25.3\n',
  'resources: [a.yaml]\n---\nresources: [b.yaml]\n',
  'resources: [a.yaml]\n---\n---\nresources: [b.yaml]\n',
  '---\n',
  '',
  '# nothing\n',
  'just a string\n',
  '- a\n- b\n',
  'base: &b [x.yaml]\nresources: *b\n',
  '<<: {resources: [a.yaml]}\n',
  '? [a]\n: b\n',
  'resources: !!binary YS55YW1s\n',
  'resources: [a.yaml]\nresources: [b.yaml]\n',
  'patches:\n- path: patch.yaml\n  target:\n    kind: Deployment\n',
  'patches:\n- patch: |-\n    - op: replace\n      path: /spec/replicas\n      value: 3\n',
  'configMapGenerator:\n- name: values\n  files:\n  - values.yaml=values-prod.yaml\n  options:\n    disableNameSuffixHash: true\n',
  'helmCharts:\n- name: web\n  repo: https://charts.example.com\n  version: 1.2.3\n  releaseName: web\n  valuesInline:\n    replicas: 2\n',
];

/** Compares both readings; true when the fast path took the text. */
function expectSame(text: string, label: string): boolean {
  expect(readKustomizeYaml(text, 'k.yaml'), label).toStrictEqual(readKustomizeYaml(text, 'k.yaml', { plain: true }));
  return fastDocs11(text, DEFAULT_MAX_DOC_BYTES) !== undefined;
}

describe('the fast path of readKustomizeYaml agrees with the plain path (YAML 1.1)', () => {
  it('on hand-written edge cases', () => {
    const taken = EDGE_CASES.filter((t) => expectSame(t, JSON.stringify(t)));
    expect(taken.length).toBeGreaterThanOrEqual(8);
    expect(taken.length).toBeLessThan(EDGE_CASES.length / 2);
  });

  it('leaves to the plain path every text YAML 1.1 reads otherwise than 1.2', () => {
    for (const text of [
      'resources: [yes]\n',
      'resources: [017]\n',
      'resources: [1:20]\n',
      'resources: [2001-12-14]\n',
      'on: [a.yaml]\n',
      'replicas: [{name: a, count: 3}]\n',
      'resources: ["a\\u002fb.yaml"]\n',
    ])
      expect(fastDocs11(text, DEFAULT_MAX_DOC_BYTES), text).toBeUndefined();
  });

  it('on every YAML file of the project (kustomizations, policies, examples, fixtures)', () => {
    const files = ['policies', 'examples', 'test', 'schemas'].flatMap((d) => yamlFilesUnder(path.join(ROOT, d)));
    expect(files.length).toBeGreaterThan(50);
    const taken = files.filter((f) => expectSame(readFileSync(f, 'utf8'), f));
    expect(taken.length).toBeGreaterThan(files.length / 5);
  });

  it.skipIf(!HAS_SHARED)('on every YAML file of the shared corpus', () => {
    const files = yamlFilesUnder(sharedPath('corpus'));
    expect(files.length).toBeGreaterThan(100);
    const taken = files.filter((f) => expectSame(readFileSync(f, 'utf8'), f));
    expect(taken.length).toBeGreaterThan(10);
  });
});
