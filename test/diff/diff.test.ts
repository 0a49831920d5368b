import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { diffTarget, normalizeForDiff, stringifyYaml } from '../../src/diff/index.js';
import { resource, resources } from './resources.js';

const deployment = (image: string, extra: Record<string, unknown> = {}) =>
  resource({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'shop' },
    spec: { replicas: 2, template: { spec: { containers: [{ name: 'web', image }] } } },
    ...extra,
  });
const cm = (name: string, data: Record<string, string>) =>
  resource({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: 'shop' }, data });

describe('diffTarget', () => {
  it('pairs by identity and labels added, removed and modified objects in a stable order', () => {
    const base = [cm('old', { a: '1' }), deployment('web:1'), cm('same', { x: 'y' })];
    const head = [cm('same', { x: 'y' }), deployment('web:2'), cm('new', { b: '2' })];
    const changes = diffTarget({ app: 'shop', environment: 'prod', base, head });
    expect(changes.map((c) => [c.action, c.resource.kind, c.resource.name])).toEqual([
      ['added', 'ConfigMap', 'new'],
      ['removed', 'ConfigMap', 'old'],
      ['modified', 'Deployment', 'web'],
    ]);
    expect(changes.every((c) => c.app === 'shop' && c.environment === 'prod')).toBe(true);
    const reversed = diffTarget({
      app: 'shop',
      environment: 'prod',
      base: [...base].reverse(),
      head: [...head].reverse(),
    });
    expect(reversed).toEqual(changes);
  });

  it('writes a unified diff with base/head headers and small context', () => {
    const [change] = diffTarget({
      app: 'a',
      environment: 'e',
      base: [deployment('web:1')],
      head: [deployment('web:2')],
    });
    const lines = change?.diff.split('\n') ?? [];
    expect(lines.slice(0, 2)).toEqual(['--- base', '+++ head']);
    expect(lines[2]).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@$/);
    expect(lines).toContain('-        - image: web:1');
    expect(lines).toContain('+        - image: web:2');
    expect(change?.diff).not.toContain('apiVersion');
  });

  it('diffs a whole added object against nothing and a target with no head as all removed', () => {
    const added = diffTarget({ app: 'a', environment: 'e', head: [cm('n', { k: 'v' })] });
    expect(added[0]?.diff).toContain('+kind: ConfigMap');
    const removed = diffTarget({ app: 'a', environment: 'e', base: [cm('n', { k: 'v' })] });
    expect(removed[0]?.action).toBe('removed');
    expect(removed[0]?.diff).toContain('-kind: ConfigMap');
  });

  it('ignores key order', () => {
    const a = resource({ kind: 'ConfigMap', apiVersion: 'v1', metadata: { name: 'c' }, data: { b: '2', a: '1' } });
    const b = resource({ apiVersion: 'v1', data: { a: '1', b: '2' }, metadata: { name: 'c' }, kind: 'ConfigMap' });
    expect(diffTarget({ app: 'a', environment: 'e', base: [a], head: [b] })).toEqual([]);
  });

  it('pairs an apiVersion move inside one group as a modification', () => {
    const base = [
      resource({ apiVersion: 'autoscaling/v2beta2', kind: 'HorizontalPodAutoscaler', metadata: { name: 'h' } }),
    ];
    const head = [resource({ apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', metadata: { name: 'h' } })];
    const [change] = diffTarget({ app: 'a', environment: 'e', base, head });
    expect(change?.action).toBe('modified');
    expect(change?.resource.apiVersion).toBe('autoscaling/v2');
    expect(change?.diff).toContain('+apiVersion: autoscaling/v2');
  });

  it('keeps both copies of a duplicated identity', () => {
    const changes = diffTarget({ app: 'a', environment: 'e', head: [cm('d', { v: '1' }), cm('d', { v: '2' })] });
    expect(changes).toHaveLength(2);
  });

  it('parses real YAML streams', () => {
    const base = resources(
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: v}\n---\napiVersion: v1\nkind: Service\nmetadata: {name: s}\n',
    );
    const head = resources('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: w}\n');
    expect(diffTarget({ app: 'a', environment: 'e', base, head }).map((c) => c.action)).toEqual([
      'modified',
      'removed',
    ]);
  });
});

describe('normalised YAML (D5)', () => {
  it('sorts keys deeply and drops undefined', () => {
    expect(JSON.stringify(normalizeForDiff({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined } }))).toBe(
      '{"a":{"d":[{"y":2,"z":1}]},"b":1}',
    );
  });

  it('keeps strings quoted that YAML 1.1 would read as bool, int or float', () => {
    const text = stringifyYaml({
      env: [{ name: 'A', value: 'no' }],
      args: ['on', '0644', '1:20', '0o14', '.inf', '1e3'],
    });
    expect(text).toContain('value: "no"');
    for (const s of ['"on"', '"0644"', '"1:20"', '"0o14"', '".inf"', '"1e3"']) expect(text).toContain(s);
  });

  it('round-trips every YAML 1.1 bool/null spelling as a string under both schemas', () => {
    const words =
      'y Y yes Yes YES n N no No NO true True TRUE false False FALSE on On ON off Off OFF ~ null Null NULL'.split(' ');
    const value = Object.fromEntries(words.map((w, i) => [`k${i}`, w]));
    const text = stringifyYaml(value);
    expect(parse(text, { version: '1.1' })).toEqual(value);
    expect(parse(text)).toEqual(value);
  });

  it('keeps real booleans and numbers unquoted', () => {
    expect(stringifyYaml({ a: true, b: 420, c: null })).toBe('a: true\nb: 420\nc: null\n');
  });
});
