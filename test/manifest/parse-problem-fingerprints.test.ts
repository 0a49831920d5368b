// Parse problems of one target are told apart by file (and document): a plain-manifest target
// with two broken files reports both, not the first one only (finalize keeps one finding per
// fingerprint, and the same YAML error code or "not a mapping" in two files had one fingerprint).
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { finalizeDrafts } from '../../src/findings/finalize.js';
import { parseRendered } from '../../src/manifest/index.js';

const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok}\n';

function findings(chunks: { file: string; text: string }[]) {
  const parsed = parseRendered(chunks, {
    kind: 'manifests',
    targetPath: 'm',
    maxObjects: 1000,
    maxParsedBytes: 1 << 20,
  });
  const out = finalizeDrafts(parsed.problems, { config: defaultConfig(), app: 'raw', environment: 'dev' });
  return out.map((f) => `${f.location?.file}:${f.location?.line}`);
}

describe('parse problems in one target', () => {
  it('the same YAML error in two files is two findings', () => {
    expect(
      findings([
        { file: 'm/a.yaml', text: 'a: [1\n' },
        { file: 'm/b.yaml', text: `${CM}---\na: [1\n` },
      ]),
    ).toEqual(['m/a.yaml:2', 'm/b.yaml:6']);
  });

  it('a document that is not an object, in two files and twice in one file, is one finding each', () => {
    const list = '- x\n';
    expect(
      findings([
        { file: 'm/a.yaml', text: list },
        { file: 'm/b.yaml', text: `${list}---\n${CM}---\nfoo: bar\n---\n${list}` },
      ]),
    ).toEqual(['m/a.yaml:1', 'm/b.yaml:1', 'm/b.yaml:7', 'm/b.yaml:9']);
  });

  it('a duplicate key in two files is two findings', () => {
    const dup = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata:\n  k: a\n  k: b\n';
    expect(
      findings([
        { file: 'm/a.yaml', text: dup },
        { file: 'm/b.yaml', text: dup.replace('x}', 'z}') },
      ]),
    ).toEqual(['m/a.yaml:6', 'm/b.yaml:6']);
  });
});
