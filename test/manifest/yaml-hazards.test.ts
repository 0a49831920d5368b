import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cm, expectOneParseError, parseErrors, parseManifests } from './helpers.js';

describe('D3: document splitting is the YAML parser’s, never a string split', () => {
  it('keeps a "---" line inside a block scalar in its document', () => {
    const text = `${cm('a', 'data:\n  install_info: |\n    ---\n    install_method: helm\n')}---\n${cm('b')}`;
    const r = parseManifests(text);
    expect(r.problems).toEqual([]);
    expect(r.resources.map((x) => x.ref.name)).toEqual(['a', 'b']);
    expect(r.resources[0]?.object.data).toEqual({ install_info: '---\ninstall_method: helm\n' });
  });

  it('keeps "---" inside a quoted string and a "# --- ruler ---" inside a block scalar', () => {
    const text = `${cm('a', 'data:\n  note: "a --- b"\n  script: |\n    # --- section ruler --------\n    echo hi\n')}---\n${cm('b')}`;
    const r = parseManifests(text);
    expect(r.problems).toEqual([]);
    expect(r.resources).toHaveLength(2);
    expect(r.resources[0]?.object.data).toEqual({ note: 'a --- b', script: '# --- section ruler --------\necho hi\n' });
  });

  it('reads CRLF streams with the same values and lines as LF', () => {
    const lf = `${cm('a', 'data:\n  k: |\n    x\n    y\n')}---\n${cm('b', 'data:\n  k: v\n')}`;
    const crlf = parseManifests(lf.replace(/\n/g, '\r\n'));
    const plain = parseManifests(lf);
    expect(crlf.problems).toEqual([]);
    expect(crlf.resources.map((r) => r.object)).toEqual(plain.resources.map((r) => r.object));
    expect(crlf.resources[1]?.locate('/data/k').line).toBe(plain.resources[1]?.locate('/data/k').line);
    expect(crlf.resources[1]?.locate('/data/k').line).toBe(15);
  });

  it('accepts a UTF-8 byte order mark at the start of the stream', () => {
    const r = parseManifests(`\uFEFF${cm('a')}---\n${cm('b')}`);
    expect(r.problems).toEqual([]);
    expect(r.resources.map((x) => x.ref.name)).toEqual(['a', 'b']);
    expect(r.resources[0]?.ref.apiVersion).toBe('v1');
  });

  it('treats "..." end markers as document ends', () => {
    const r = parseManifests(`${cm('a')}...\n---\n${cm('b')}...\n`);
    expect(r.problems).toEqual([]);
    expect(r.resources).toHaveLength(2);
  });

  it('reports a glued "---apiVersion" separator as a parse error naming the document', () => {
    const r = parseManifests(`---apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n`);
    expect(r.resources).toEqual([]);
    const e = expectOneParseError(r, /YAML document 1 .*"---apiVersion".*separator glued/);
    expect(e.location?.line).toBe(1);
  });

  it('reports a glued separator after another document, not a merged object', () => {
    const r = parseManifests(`${cm('a')}---apiVersion: v1\nkind: Secret\nmetadata:\n  name: b\n`);
    expect(r.resources).toEqual([]);
    const messages = parseErrors(r).map((e) => e.message);
    expect(messages.some((m) => /YAML document 1 .*separator glued/.test(m))).toBe(true);
    expect(messages.some((m) => /duplicate key "kind" at lines 2 and 6/.test(m))).toBe(true);
  });
});

describe('D1, D2: resource limits turn attacks into parse errors', () => {
  it('refuses an alias bomb as a parse error (toJS alias budget)', () => {
    let bomb = cm('bomb', 'data:\n  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n');
    let prev = 'a';
    for (const c of 'bcdefghi') {
      bomb += `  ${c}: &${c} [${Array(9).fill(`*${prev}`).join(',')}]\n`;
      prev = c;
    }
    const r = parseManifests(`${bomb}---\n${cm('ok')}`);
    expect(r.resources.map((x) => x.ref.name)).toEqual(['ok']);
    expectOneParseError(r, /YAML document 1 .*alias limit/);
  });

  it('expands a few aliases into independent copies', () => {
    const r = parseManifests(cm('a', 'spec:\n  x: &x {k: v}\n  y: *x\n'));
    expect(r.problems).toEqual([]);
    const spec = r.resources[0]?.object.spec as Record<string, Record<string, string>>;
    expect(spec.y).toEqual({ k: 'v' });
    expect(spec.y).not.toBe(spec.x);
  });

  it('turns 200000-deep nesting into a parse error without crashing', () => {
    const deep = `${cm('deep')}data:\n  x: ${'['.repeat(200000)}1${']'.repeat(200000)}\n---\n${cm('after')}`;
    const r = parseManifests(deep);
    expect(r.resources.map((x) => x.ref.name)).toEqual(['after']);
    const errors = parseErrors(r);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(6);
    expect(errors[0]?.message).toMatch(/YAML document 1 .*RESOURCE_EXHAUSTION/);
  });

  it('refuses a document over the byte cap before parsing and keeps the others', () => {
    const big = cm('big', `data:\n  blob: "${'x'.repeat(2048)}"\n`);
    const r = parseManifests(`${cm('a')}---\n${big}---\n${cm('c')}`, 'apps/raw/a.yaml', { maxDocBytes: 1024 });
    expect(r.resources.map((x) => x.ref.name)).toEqual(['a', 'c']);
    const e = expectOneParseError(r, /YAML document 2 .*line 5.* over the 1024-byte limit/);
    expect(e.location).toMatchObject({ file: 'apps/raw/a.yaml', line: 5 });
  });

  it('counts UTF-8 bytes, not characters, against the cap', () => {
    const doc = cm('u', `data:\n  s: "${'é'.repeat(600)}"\n`); // ~650 chars, ~1250 bytes
    expect(parseManifests(doc, 'a.yaml', { maxDocBytes: 1000 }).resources).toEqual([]);
    expect(parseManifests(doc, 'a.yaml', { maxDocBytes: 2000 }).resources).toHaveLength(1);
  });
});

describe('D4, D6, D7: keys, merges, indentation', () => {
  it('reports duplicate keys with both lines, and keeps the last value as the cluster does', () => {
    const text = cm(
      'dup',
      'spec:\n  containers:\n    - name: app\n      image: a:1\n      ports: []\n      image: b:2\n',
    );
    const r = parseManifests(text);
    const e = expectOneParseError(r, /duplicate key "image" at lines 8 and 10; the cluster keeps the last/);
    expect(e.location).toMatchObject({ file: 'apps/raw/a.yaml', line: 10 });
    expect(r.resources[0]?.locate('/spec/containers/0/image').line).toBe(10);
    expect((r.resources[0]?.object.spec as { containers: Array<{ image: string }> }).containers[0]?.image).toBe('b:2');
    expect(e.resource).toBe(r.resources[0]);
    expect(e.fingerprintKey).toBe('DUPLICATE_KEY:image');
  });

  it('applies YAML 1.1 merge keys: effective value, no literal "<<"', () => {
    const text = cm('m', 'defaults: &d\n  replicas: 2\n  paused: false\nspec:\n  <<: *d\n  replicas: 3\n');
    const r = parseManifests(text);
    expect(r.problems).toEqual([]);
    expect(r.resources[0]?.object.spec).toEqual({ replicas: 3, paused: false });
    expect(r.resources[0]?.locate('/spec/replicas').line).toBe(10);
    expect(r.resources[0]?.locate('/spec/paused')).toMatchObject({ line: 7, exact: true });
  });

  it('reports tabs used as indentation with the line and code', () => {
    const r = parseManifests(`${cm('t')}data:\n\tk: v\n`);
    expect(r.resources).toEqual([]);
    const errors = parseErrors(r);
    expect(errors[0]?.message).toMatch(
      /YAML document 1 of apps\/raw\/a.yaml does not parse \(line 6, column 1, TAB_AS_INDENT\)/,
    );
    expect(errors[0]?.location).toMatchObject({ file: 'apps/raw/a.yaml', line: 6 });
  });

  it('reports an unresolved custom tag as a warning-severity parse problem', () => {
    const r = parseManifests(cm('tag', 'data:\n  k: !Ref other\n'));
    const e = expectOneParseError(r, /parsed with a warning .*TAG_RESOLVE_FAILED/);
    expect(e.severity).toBe('warning');
    expect(r.resources).toHaveLength(1);
  });

  it('never silences the yaml parser (no logLevel: silent in src/manifest)', () => {
    const dir = path.resolve(import.meta.dirname, '../../src/manifest');
    for (const f of ['stream.ts', 'yaml-file.ts', 'render-parse.ts']) {
      expect(readFileSync(path.join(dir, f), 'utf8')).not.toMatch(/logLevel/);
    }
  });
});
