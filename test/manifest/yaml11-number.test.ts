// Plain scalars go-yaml v2 (Kubernetes, Helm, Argo CD) reads as numbers and YAML 1.2 as strings:
// underscores, binary, signed or separated hex. The manifest parser reports them.
import { describe, expect, it } from 'vitest';
import { parseRendered } from '../../src/manifest/index.js';
import { yaml11OnlyNumber } from '../../src/manifest/yaml11-number.js';

describe('yaml11OnlyNumber', () => {
  it('is the number go-yaml reads where YAML 1.2 reads a string', () => {
    const cases: Array<[string, number | undefined]> = [
      ['0b0', 0],
      ['0b101', 5],
      ['-0b1', -1],
      ['+0x10', 16],
      ['-0x0', -0],
      ['0x_1F', 31],
      ['1_000', 1000],
      ['1_0.5', 10.5],
      ['+0o7', 7],
      ['09_1', 91], // not octal to Go, a float
      ['1_', 1],
      // the same to both readers, or not a number to go-yaml, or another entry's (octal, sexagesimal)
      ['10', undefined],
      ['0x1F', undefined],
      ['0o17', undefined],
      ['1e3', undefined],
      ['.5', undefined],
      ['08', undefined],
      ['0644', undefined],
      ['0_17', undefined],
      ['1:20', undefined],
      ['_1', undefined],
      ['0b2', undefined],
      ['1.2.3', undefined],
      ['-', undefined],
      ['.', undefined],
      ['abc', undefined],
    ];
    for (const [s, want] of cases) expect([s, yaml11OnlyNumber(s)]).toEqual([s, want]);
  });

  it('`runAsUser: 0b0` is root in the cluster: manifest/yaml11-ambiguous at its line', () => {
    const text =
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  securityContext:\n    runAsUser: 0b0\n  containers:\n  - name: a\n    image: a:1\n';
    const r = parseRendered([{ text, file: 'raw/p.yaml' }], { kind: 'manifests', targetPath: 'raw' });
    const found = r.problems.filter((p) => p.ruleId === 'manifest/yaml11-ambiguous');
    expect(found.map((p) => [p.path, p.message])).toEqual([
      [
        '/spec/securityContext/runAsUser',
        'unquoted "0b0" at /spec/securityContext/runAsUser is "0b0" to a YAML 1.2 reader but the number 0 to Kubernetes, Helm and Argo CD (YAML 1.1); quote it if a string is meant',
      ],
    ]);
  });
});
