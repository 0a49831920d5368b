import { describe, expect, it } from 'vitest';
import { parseYamlFile } from '../../src/manifest/index.js';

describe('parseYamlFile (values files, kustomizations, Applications)', () => {
  it('returns the value and locates pointers at exact lines', () => {
    const f = parseYamlFile('image:\n  repository: nginx\n  tag: "1.27"\nreplicas: 2\n', 'apps/web/values.yaml');
    expect(f.problems).toEqual([]);
    expect(f.value).toEqual({ image: { repository: 'nginx', tag: '1.27' }, replicas: 2 });
    expect(f.locate('/image/tag')).toEqual({ file: 'apps/web/values.yaml', line: 3, column: 3, exact: true });
    expect(f.locate('/image/digest')).toMatchObject({ line: 1, exact: false });
  });

  it('reports a duplicated top-level key with both lines and keeps the last value, as helm does', () => {
    const f = parseYamlFile('replicas: 1\nimage: a\nreplicas: 3\n', 'values-prod.yaml');
    expect(f.value).toEqual({ replicas: 3, image: 'a' });
    expect(f.problems).toHaveLength(1);
    expect(f.problems[0]).toMatchObject({
      ruleId: 'manifest/parse-error',
      message:
        'YAML document 1 of values-prod.yaml: duplicate key "replicas" at lines 1 and 3; helm (and kubectl, kustomize) keeps the last',
      location: { file: 'values-prod.yaml', line: 3, exact: true },
    });
  });

  it('returns every document of a multi-document file', () => {
    const f = parseYamlFile('kind: Application\n---\nkind: ApplicationSet\n', 'argocd/apps.yaml');
    expect(f.documents).toEqual([{ kind: 'Application' }, { kind: 'ApplicationSet' }]);
    expect(f.locate('/kind', 1)).toMatchObject({ line: 3, exact: true });
  });

  it('gives no value and a parse error for a broken file, and for an alias bomb', () => {
    const broken = parseYamlFile('a:\n\tb: 1\n', 'kustomization.yaml');
    expect(broken.value).toBeUndefined();
    expect(broken.problems[0]?.message).toMatch(/line 2, column 1, TAB_AS_INDENT/);
    let bomb = 'a: &a [x,x,x,x,x,x,x,x,x]\n';
    let prev = 'a';
    for (const c of 'bcdefgh') {
      bomb += `${c}: &${c} [${Array(9).fill(`*${prev}`).join(',')}]\n`;
      prev = c;
    }
    const f = parseYamlFile(bomb, 'values.yaml');
    expect(f.value).toBeUndefined();
    expect(f.problems.map((p) => p.message)).toEqual([expect.stringMatching(/values.yaml: alias limit/)]);
  });

  it('honours the byte cap and merge keys', () => {
    expect(parseYamlFile(`a: "${'x'.repeat(100)}"\n`, 'v.yaml', { maxDocBytes: 50 }).problems[0]?.message).toMatch(
      /over the 50-byte limit/,
    );
    expect(parseYamlFile('base: &b {x: 1, y: 2}\nprod:\n  <<: *b\n  y: 3\n', 'v.yaml').value).toEqual({
      base: { x: 1, y: 2 },
      prod: { x: 1, y: 3 },
    });
  });

  it('keeps a "__proto__" key as data', () => {
    const f = parseYamlFile('__proto__:\n  polluted: true\n', 'v.yaml');
    expect(Object.getPrototypeOf(f.value)).toBe(Object.prototype);
    expect(Object.keys(f.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives no documents and no problems for a comment-only file', () => {
    const f = parseYamlFile('# only a comment\n', 'v.yaml');
    expect(f.problems).toEqual([]);
    expect(f.value).toBeUndefined();
    expect(f.documents).toEqual([]);
  });
});
