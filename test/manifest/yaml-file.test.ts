import { describe, expect, it } from 'vitest';
import { parseYamlFile } from '../../src/manifest/index.js';

describe('parseYamlFile (values files, kustomizations, Applications)', () => {
  it('returns the value and the lines of pointers', () => {
    const f = parseYamlFile('image:\n  repository: nginx\n  tag: "1.27"\nreplicas: 2\n');
    expect(f.firstError).toBeUndefined();
    expect(f.value).toEqual({ image: { repository: 'nginx', tag: '1.27' }, replicas: 2 });
    expect(f.lineOf('/image/tag')).toBe(3);
    expect(f.lineOf('/image/digest')).toBe(2);
  });

  it('reports a duplicated key at its second line and keeps the last value, as helm does', () => {
    const f = parseYamlFile('replicas: 1\nimage: a\nreplicas: 3\n');
    expect(f.value).toEqual({ replicas: 3, image: 'a' });
    expect(f.firstError).toEqual({ value: undefined, line: 3, error: 'Map keys must be unique' });
  });

  it('returns every document of a multi-document file, with its line', () => {
    const f = parseYamlFile('kind: Application\n---\nkind: ApplicationSet\n');
    expect(f.documents).toEqual([{ kind: 'Application' }, { kind: 'ApplicationSet' }]);
    expect(f.docs.map((d) => d.line)).toEqual([1, 2]);
  });

  it('gives no value and a parse error for a broken file, and for an alias bomb', () => {
    const broken = parseYamlFile('a:\n\tb: 1\n');
    expect(broken.value).toBeUndefined();
    expect(broken.firstError).toMatchObject({ line: 2, error: 'Tabs are not allowed as indentation' });
    let bomb = 'a: &a [x,x,x,x,x,x,x,x,x]\n';
    let prev = 'a';
    for (const c of 'bcdefgh') {
      bomb += `${c}: &${c} [${Array(9).fill(`*${prev}`).join(',')}]\n`;
      prev = c;
    }
    const f = parseYamlFile(bomb);
    expect(f.value).toBeUndefined();
    expect(f.docs.map((d) => d.error)).toEqual([expect.stringMatching(/^alias limit/)]);
  });

  it('honours the byte cap and merge keys', () => {
    expect(parseYamlFile(`a: "${'x'.repeat(100)}"\n`, { maxDocBytes: 50 }).firstError?.error).toMatch(
      /106 bytes is over the limit/,
    );
    expect(parseYamlFile('base: &b {x: 1, y: 2}\nprod:\n  <<: *b\n  y: 3\n').value).toEqual({
      base: { x: 1, y: 2 },
      prod: { x: 1, y: 3 },
    });
  });

  it('keeps a "__proto__" key as data', () => {
    const f = parseYamlFile('__proto__:\n  polluted: true\n');
    expect(Object.getPrototypeOf(f.value)).toBe(Object.prototype);
    expect(Object.keys(f.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives no documents and no error for a comment-only file', () => {
    const f = parseYamlFile('# only a comment\n');
    expect(f.firstError).toBeUndefined();
    expect(f.value).toBeUndefined();
    expect(f.documents).toEqual([]);
  });
});
