import { describe, expect, it } from 'vitest';
import { parseRendered } from '../../src/manifest/index.js';

const parse = (text: string) =>
  parseRendered([{ text, file: 'apps/x/d.yaml' }], { kind: 'manifests', targetPath: 'apps/x' });

describe('manifest/yaml11-ambiguous (security case D5)', () => {
  const doc = `apiVersion: v1
kind: ConfigMap
metadata: {name: c}
data:
  A: no
  B: "no"
  MODE: 0644
  TIME: 1:20
  ON_FLAG: on
  plain: hello
  T: true
`;

  it('flags unquoted scalars YAML 1.1 reads differently, with what the cluster sees and the line', () => {
    const drafts = parse(doc).problems.filter((p) => p.ruleId === 'manifest/yaml11-ambiguous');
    expect(drafts.map((d) => d.path)).toEqual(['/data/A', '/data/MODE', '/data/TIME', '/data/ON_FLAG']);
    expect(drafts[0]?.message).toMatch(/"no" to a YAML 1\.2 reader but the boolean false/);
    expect(drafts[1]?.message).toMatch(/the octal number 420/);
    expect(drafts[2]?.message).toMatch(/the sexagesimal number 80/);
    const resource = parse(doc).resources[0];
    expect(resource?.locate('/data/A').line).toBe(5);
  });

  it('leaves quoted strings and values both versions agree on alone', () => {
    const clean = parse(
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: "on", b: \'0644\', c: "true", d: 1.5, e: 8080}\n',
    );
    expect(clean.problems).toEqual([]);
  });
});
