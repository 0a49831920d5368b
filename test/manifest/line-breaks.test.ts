import { describe, expect, it } from 'vitest';
import { parseYamlFile } from '../../src/manifest/index.js';
import { cm, expectOneParseError, parseErrors, parseManifests, run, tempTree } from './helpers.js';

const BREAKS: Array<[string, string]> = [
  ['\u0085', 'U\\+0085 \\(NEL'],
  ['\u2028', 'U\\+2028 \\(line separator'],
  ['\u2029', 'U\\+2029 \\(paragraph separator'],
  ['\r', 'U\\+000D \\(carriage return\\) without a line feed'],
];

/** A Pod whose `securityContext` hides, for a YAML 1.2 reader, in a comment after `brk`. */
const pod = (brk: string): string =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: app\n      image: nginx:1.27\n      # tuning${brk}      securityContext: {privileged: true}\n`;

describe('line breaks only Kubernetes sees (go-yaml reads U+0085, U+2028, U+2029 and a lone CR as line breaks)', () => {
  it.each(BREAKS)(
    'kustomize applies the field hidden after %j; we report the document and build no resource from it',
    (brk, name) => {
      // The premise, with the real reader: kubectl's kustomize sees a privileged container.
      const dir = tempTree({ 'kustomization.yaml': 'resources: [pod.yaml]\n', 'pod.yaml': pod(brk) });
      expect(run('kubectl', ['kustomize', dir])).toMatch(/privileged: true/);

      const r = parseManifests(`${cm('before')}---\n${pod(brk)}---\n${cm('after')}`);
      expect(r.resources.map((x) => x.ref.name)).toEqual(['before', 'after']);
      const e = expectOneParseError(
        r,
        new RegExp(
          `YAML document 2 of apps/raw/a\\.yaml contains ${name}.* at line 14, .*reads as a line break.*not checked`,
        ),
      );
      expect(e.location).toMatchObject({ file: 'apps/raw/a.yaml', line: 14 });
    },
  );

  it('refuses one inside a quoted string as well (go-yaml folds it, yaml keeps it) and counts repeats', () => {
    const r = parseManifests(cm('a', 'data:\n  k: "one\u2028two"\n  j: "x\u2028y"\n'));
    expect(r.resources).toEqual([]);
    expectOneParseError(r, /YAML document 1 .* U\+2028 \(line separator\) 2 times \(first at line 6\)/);
  });

  it('reports one outside every document (a comment-only stream, text after "...")', () => {
    const only = parseManifests('# note\u0085apiVersion: v1\u0085kind: Secret\n');
    expect(only.resources).toEqual([]);
    expectOneParseError(only, /apps\/raw\/a\.yaml, outside any YAML document, contains U\+0085/);

    const after = parseManifests(`${cm('a')}...\n# note\u0085kind: Secret\n`);
    expect(after.resources).toEqual([]);
    expect(parseErrors(after).map((e) => e.message)).toEqual([expect.stringMatching(/U\+0085/)]);
  });

  it('leaves CRLF, escaped \\u2028 and other Unicode alone', () => {
    const r = parseManifests(cm('a', 'data:\r\n  k: "a\\u2028b"\r\n  j: "é€😀"\r\n').replace(/(?<!\r)\n/g, '\r\n'));
    expect(r.problems).toEqual([]);
    expect(r.resources[0]?.object.data).toEqual({ k: 'a\u2028b', j: 'é€😀' });
  });

  it('source YAML read by parseYamlFile: an error at its line, and no value', () => {
    const f = parseYamlFile('image:\n  tag: "1.0" # pinned\u2029  tag: latest\n');
    expect(f.value).toBeUndefined();
    expect(f.docs).toEqual([
      expect.objectContaining({
        value: undefined,
        line: 2,
        foreign: true,
        error: expect.stringMatching(/^contains U\+2029/),
      }),
    ]);
  });
});

describe('values go-yaml decodes differently', () => {
  it('reads !!binary as the string of its bytes, as go-yaml (and so Kubernetes) does', () => {
    const r = parseManifests(
      'apiVersion: v1\nkind: !!binary Q29uZmlnTWFw\nmetadata:\n  name: a\ndata:\n  k: !!binary aGk=\n',
    );
    expect(r.problems).toEqual([]);
    expect(r.resources[0]?.ref.kind).toBe('ConfigMap');
    expect(r.resources[0]?.object.data).toEqual({ k: 'hi' });
  });

  it('refuses a mapping key that is a mapping or list (Kubernetes JSON has none)', () => {
    const r = parseManifests(cm('a', 'data:\n  ? [x, y]\n  : v\n'));
    expect(r.resources).toEqual([]);
    expectOneParseError(r, /mapping key is itself a mapping or list/);
    const aliased = parseManifests(`${cm('b', 'data:\n  k: &k {a: 1}\n')}x:\n  ? *k\n  : v\n`);
    expect(aliased.resources).toEqual([]);
    expectOneParseError(aliased, /mapping key is itself a mapping or list/);
  });
});
