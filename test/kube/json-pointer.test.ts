import { describe, expect, it } from 'vitest';
import {
  escapePointerToken,
  getAt,
  joinPointer,
  parsePointer,
  toPointer,
  unescapePointerToken,
} from '../../src/kube/json-pointer.js';

describe('RFC 6901 pointers', () => {
  it('escapes ~ before / and unescapes in the reverse order', () => {
    expect(escapePointerToken('a/b~c')).toBe('a~1b~0c');
    expect(unescapePointerToken('a~1b~0c')).toBe('a/b~c');
    expect(unescapePointerToken('~01')).toBe('~1'); // not "/": RFC 6901 §4
  });

  it('round-trips annotation keys with slashes', () => {
    const ptr = toPointer(['metadata', 'annotations', 'config.kubernetes.io/origin']);
    expect(ptr).toBe('/metadata/annotations/config.kubernetes.io~1origin');
    expect(parsePointer(ptr)).toEqual(['metadata', 'annotations', 'config.kubernetes.io/origin']);
    expect(joinPointer('/spec', 'containers', 0)).toBe('/spec/containers/0');
  });

  it('treats "" as the whole document and rejects pointers without a leading slash', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/')).toEqual(['']);
    expect(() => parsePointer('spec')).toThrow(/must start with/);
  });

  it('reads values, refusing bad indices and inherited properties', () => {
    const doc = { a: [{ 'x/y': 1 }], b: { '': 2 } };
    expect(getAt(doc, '/a/0/x~1y')).toBe(1);
    expect(getAt(doc, '/b/')).toBe(2);
    expect(getAt(doc, '/a/01')).toBeUndefined();
    expect(getAt(doc, '/a/-')).toBeUndefined();
    expect(getAt(doc, '/constructor')).toBeUndefined();
  });
});
