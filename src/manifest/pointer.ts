/** RFC 6901 JSON pointers: the path language of findings (`/spec/template/spec/containers/0/image`). */

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

/** Split a pointer into unescaped tokens. Throws on a pointer that does not start with `/` (a programmer fault). */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`invalid JSON pointer ${JSON.stringify(pointer)}: must start with "/"`);
  return pointer.slice(1).split('/').map(unescapePointerToken);
}

/** Append tokens to a pointer. */
export function joinPointer(pointer: string, ...tokens: Array<string | number>): string {
  return pointer + toPointer(tokens);
}

/** Read the value at `pointer` in plain JSON data; undefined when absent. */
export function getAtPointer(value: unknown, pointer: string): unknown {
  let current: unknown = value;
  for (const token of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else if (current !== null && typeof current === 'object' && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return current;
}
