import { resolvePlain, STRING } from './fast-schema.js';

// The one-line scalars of the line reader (block-parse.ts): plain, quoted and flow values that
// start at an offset of a line and end before its end. Each gives js-yaml's value (FAST_SCHEMA)
// and the offset after it, or gives up on the whole document (bail).

/** Thrown (not an Error: no stack to capture) to give up on the whole document. */
export const GIVE_UP = { giveUp: true };
export const bail = (): never => {
  throw GIVE_UP;
};

/** Only spaces, then nothing or a ` #` comment, from `at` to the end of the line. */
export function restIsComment(text: string, at: number, e: number): boolean {
  let c = at;
  while (c < e && text.charCodeAt(c) === 32) c++;
  return c === e || (c > at && text.charCodeAt(c) === 35);
}

const PLAIN_START_REFUSED = new Set('?:,]}#&*!|>%@`'.split(''));

export function plainValue(text: string, c: number, e: number): [unknown, number] {
  const ch = text[c] as string;
  if (PLAIN_START_REFUSED.has(ch) || (ch === '-' && (c + 1 === e || text.charCodeAt(c + 1) === 32))) bail();
  const line = text.slice(c, e);
  const comment = line.indexOf(' #');
  let last = comment === -1 ? line.length : comment;
  while (last > 0 && line.charCodeAt(last - 1) === 32) last--; // spaces only: js-yaml keeps a trailing NBSP
  const raw = line.slice(0, last);
  if (raw.includes(': ') || raw.endsWith(':')) bail();
  const value = resolvePlain(raw);
  return [value === STRING ? raw : value, comment === -1 ? e : c + comment];
}

/** `"..."` on one line; escapes only where JSON's mean the same (JSON.parse reads them). */
export function doubleQuoted(text: string, c: number, e: number): [string, number] {
  let escaped = false;
  for (let j = c + 1; j < e; j++) {
    const ch = text.charCodeAt(j);
    if (ch === 92 /* \ */) {
      if (!'"\\/bfnrtu'.includes(text[j + 1] as string)) bail();
      escaped = true;
      j++;
    } else if (ch === 34 /* " */) {
      const raw = text.slice(c + 1, j);
      if (!escaped) return [raw, j + 1];
      try {
        return [JSON.parse(`"${raw}"`) as string, j + 1];
      } catch {
        return bail();
      }
    }
  }
  return bail();
}

/** `'...'` on one line, `''` for a quote. */
export function singleQuoted(text: string, c: number, e: number): [string, number] {
  for (let j = c + 1; j < e; j++) {
    if (text.charCodeAt(j) !== 39) continue;
    if (text.charCodeAt(j + 1) === 39) j++;
    else return [text.slice(c + 1, j).replaceAll("''", "'"), j + 1];
  }
  return bail();
}

/** `[]`, `{}`, or a one-line flow sequence of quoted strings (`["list", "watch"]`, RBAC rules). */
export function flowValue(text: string, c: number, e: number): [unknown, number] {
  const pair = text.slice(c, c + 2);
  if (pair === '[]') return [[], c + 2];
  if (pair === '{}') return [{}, c + 2];
  if (pair[0] !== '[') return bail();
  const items: string[] = [];
  let j = skipSpaces(text, c + 1, e);
  for (;;) {
    const q = text[j];
    const [item, after] = q === '"' ? doubleQuoted(text, j, e) : q === "'" ? singleQuoted(text, j, e) : bail();
    items.push(item);
    j = skipSpaces(text, after, e);
    if (text[j] === ']') return [items, j + 1];
    if (text[j] !== ',') return bail();
    j = skipSpaces(text, j + 1, e);
  }
}

function skipSpaces(text: string, c: number, e: number): number {
  while (c < e && text.charCodeAt(c) === 32) c++;
  return c;
}
