/** RFC 6901 JSON pointers over plain JSON data. */

export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => `/${escapeToken(t)}`).join('');
}

export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at `pointer`, or undefined when any step is missing. */
export function getAt(data: unknown, pointer: string): unknown {
  const tokens = parsePointer(pointer);
  if (!tokens) return undefined;
  let cur: unknown = data;
  for (const token of tokens) {
    if (Array.isArray(cur)) cur = /^(0|[1-9][0-9]*)$/.test(token) ? cur[Number(token)] : undefined;
    else if (isObject(cur)) cur = Object.prototype.hasOwnProperty.call(cur, token) ? cur[token] : undefined;
    else return undefined;
  }
  return cur;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
