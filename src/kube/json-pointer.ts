/**
 * RFC 6901 JSON pointers: the path language of findings (`/spec/template/spec/containers/0/image`).
 * The one pointer module of the project: building and splitting pointers is strict (a malformed
 * pointer is a programmer fault and throws), reading through one is lenient (`getAt` answers
 * undefined for anything it cannot follow, including a malformed pointer).
 */
import { isObject } from './object.js';

/** Escape one reference token: `~` → `~0`, `/` → `~1` (in that order). */
export function escapePointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Unescape one reference token: `~1` → `/`, then `~0` → `~` (RFC 6901 §4 order). */
export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Build a pointer from tokens; `[]` is the whole document (`""`). */
export function toPointer(tokens: ReadonlyArray<string | number>): string {
  return tokens.map((t) => `/${escapePointerToken(t)}`).join('');
}

/** Append tokens to a pointer. */
export function joinPointer(pointer: string, ...tokens: Array<string | number>): string {
  return pointer + toPointer(tokens);
}

/** True when `pointer` is a syntactically valid RFC 6901 pointer. */
export function isPointer(pointer: string): boolean {
  return pointer === '' || pointer.startsWith('/');
}

/** Split a pointer into unescaped tokens. Throws on a pointer that does not start with `/`. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`invalid JSON pointer ${JSON.stringify(pointer)}: must start with "/"`);
  return pointer.slice(1).split('/').map(unescapePointerToken);
}

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/** The value at `pointer` in plain JSON data; undefined when any step is missing or the pointer is malformed. */
export function getAt(value: unknown, pointer: string): unknown {
  if (!isPointer(pointer)) return undefined;
  let current: unknown = value;
  for (const token of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      if (!ARRAY_INDEX.test(token)) return undefined;
      current = current[Number(token)];
    } else if (isObject(current) && Object.hasOwn(current, token)) {
      current = current[token];
    } else {
      return undefined;
    }
  }
  return current;
}
