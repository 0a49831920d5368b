// Glob matching for patterns a pull request writes (ApplicationSet git generators). Never a
// RegExp built from the pattern: a backtracking engine takes exponential time on `*a*a*a…*c`.
// Both matchers below keep at most one resume point per star and run in O(pattern × name).

/** One `[...]` class read from a pattern: its end (index after `]`) and whether `c` is in it, or undefined when malformed. */
type ClassRead = { end: number; hit: boolean } | undefined;

/**
 * Go's path.Match (what Argo CD's git directories generator uses): `*` and `?` never match `/`,
 * `[^…]` negates, `\` escapes; a malformed pattern is an error, which matches nothing here.
 * Go tries the chunks after each star at the earliest place that fits; so does this port.
 */
export function goPathMatch(pattern: string, name: string): boolean {
  let p = 0;
  let n = 0;
  while (p < pattern.length) {
    let star = false;
    while (pattern[p] === '*') {
      star = true;
      p++;
    }
    const chunkEnd = goChunkEnd(pattern, p);
    const chunk = pattern.slice(p, chunkEnd);
    p = chunkEnd;
    if (star && chunk === '') return !name.slice(n).includes('/') && goValidRest(pattern, p);
    const last = p >= pattern.length;
    let at = goMatchChunk(chunk, name, n);
    if (at === 'bad') return false;
    if (at !== undefined && (!last || at === name.length)) {
      n = at;
      continue;
    }
    at = undefined;
    if (star) {
      for (let i = n; i < name.length && name[i] !== '/'; i++) {
        const t = goMatchChunk(chunk, name, i + 1);
        if (t === 'bad') return false;
        if (t !== undefined && (!last || t === name.length)) {
          at = t;
          break;
        }
      }
    }
    if (at === undefined) return false;
    n = at;
  }
  return n === name.length;
}

function goChunkEnd(pattern: string, from: number): number {
  let inRange = false;
  for (let i = from; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[') inRange = true;
    else if (c === ']') inRange = false;
    else if (c === '*' && !inRange) return i;
  }
  return pattern.length;
}

/** Go's "check that the remainder of the pattern is syntactically valid" before a trailing-star answer. */
function goValidRest(pattern: string, from: number): boolean {
  return goMatchChunk(pattern.slice(from).replace(/\*/g, ''), '', 0) !== 'bad';
}

/** Matches `chunk` (no stars) at `name[from]`: the index after it, undefined for no match, 'bad' for a malformed chunk. */
function goMatchChunk(chunk: string, name: string, from: number): number | undefined | 'bad' {
  let n = from;
  let failed = false;
  for (let i = 0; i < chunk.length;) {
    const c = chunk[i] as string;
    if (c === '[') {
      const read = readClass(chunk, i + 1, name[n], 'go');
      if (read === undefined) return 'bad';
      if (!read.hit || n >= name.length) failed = true;
      n++;
      i = read.end;
    } else if (c === '?') {
      if (n >= name.length || name[n] === '/') failed = true;
      n++;
      i++;
    } else {
      let lit = c;
      if (c === '\\') {
        if (i + 1 >= chunk.length) return 'bad';
        lit = chunk[i + 1] as string;
        i++;
      }
      if (name[n] !== lit) failed = true;
      n++;
      i++;
    }
  }
  // Go reads the whole chunk even after a mismatch, so that a malformed class is still an error.
  return failed ? undefined : n;
}

/**
 * git's wildmatch without WM_PATHNAME (a pathspec glob, as `git ls-files -- <pattern>` reads it for
 * Argo CD's git files generator): `*` and `**` match any characters including `/`, `?` one,
 * `[!…]`/`[^…]` negate, `[:alpha:]`-style classes, `\` escapes. An unclosed `[` matches nothing.
 */
export function wildmatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  // The last star: where the rest of the pattern starts and the text position it resumes from.
  let starP = -1;
  let starT = 0;
  while (t < text.length) {
    const c = pattern[p];
    if (c === '*') {
      while (pattern[p] === '*') p++;
      if (p === pattern.length) return true;
      starP = p;
      starT = t;
      continue;
    }
    const step = stepOne(pattern, p, text[t] as string);
    if (step === 'bad') return false;
    if (step !== undefined) {
      p = step;
      t++;
      continue;
    }
    // Mismatch: let the last star take one more character (the earlier stars never need to).
    if (starP < 0) return false;
    starT++;
    t = starT;
    p = starP;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/** The pattern index after one element that matches `ch`, undefined for no match, 'bad' when malformed. */
function stepOne(pattern: string, p: number, ch: string): number | undefined | 'bad' {
  const c = pattern[p];
  if (c === undefined) return undefined;
  if (c === '?') return p + 1;
  if (c === '[') {
    const read = readClass(pattern, p + 1, ch, 'git');
    if (read === undefined) return 'bad';
    return read.hit ? read.end : undefined;
  }
  if (c === '\\') {
    const lit = pattern[p + 1];
    if (lit === undefined) return 'bad';
    return lit === ch ? p + 2 : undefined;
  }
  return c === ch ? p + 1 : undefined;
}

const POSIX: Record<string, (c: string) => boolean> = {
  alnum: (c) => /[A-Za-z0-9]/.test(c),
  alpha: (c) => /[A-Za-z]/.test(c),
  blank: (c) => c === ' ' || c === '\t',
  cntrl: (c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127,
  digit: (c) => /[0-9]/.test(c),
  graph: (c) => c.charCodeAt(0) > 32 && c.charCodeAt(0) < 127,
  lower: (c) => /[a-z]/.test(c),
  print: (c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) < 127,
  punct: (c) => /[!-/:-@[-`{-~]/.test(c),
  space: (c) => /[ \t\n\r\f\v]/.test(c),
  upper: (c) => /[A-Z]/.test(c),
  xdigit: (c) => /[0-9A-Fa-f]/.test(c),
};

/**
 * Reads a class whose body starts at `from` (after `[`) and tests `ch` against it. Go: `^` negates,
 * `\` escapes, an empty class is malformed. git: `!` or `^` negates, a `]` first is literal,
 * `[:name:]` classes.
 */
function readClass(pattern: string, from: number, ch: string | undefined, dialect: 'go' | 'git'): ClassRead {
  let i = from;
  let negate = false;
  if (pattern[i] === '^' || (dialect === 'git' && pattern[i] === '!')) {
    negate = true;
    i++;
  }
  let hit = false;
  let first = true;
  for (;;) {
    const c = pattern[i];
    if (c === undefined) return undefined;
    if (c === ']' && !first) return { end: i + 1, hit: ch !== undefined && hit !== negate };
    // Go refuses an unescaped `]` or `-` where a class character is due; git takes a leading `]` literally.
    if (dialect === 'go' && (c === ']' || c === '-')) return undefined;
    if (dialect === 'git' && c === '[' && pattern[i + 1] === ':') {
      const close = pattern.indexOf(':]', i + 2);
      const test = close < 0 ? undefined : POSIX[pattern.slice(i + 2, close)];
      if (test === undefined) return undefined;
      if (ch !== undefined && test(ch)) hit = true;
      i = close + 2;
      first = false;
      continue;
    }
    const lo = readClassChar(pattern, i);
    if (lo === undefined) return undefined;
    i = lo.next;
    let hi = lo;
    if (pattern[i] === '-' && pattern[i + 1] !== ']' && pattern[i + 1] !== undefined) {
      if (dialect === 'go' && pattern[i + 1] === '-') return undefined;
      const read = readClassChar(pattern, i + 1);
      if (read === undefined) return undefined;
      hi = read;
      i = read.next;
    }
    if (ch !== undefined && lo.char <= ch && ch <= hi.char) hit = true;
    first = false;
  }
}

function readClassChar(pattern: string, i: number): { char: string; next: number } | undefined {
  const c = pattern[i];
  if (c === undefined) return undefined;
  if (c !== '\\') return { char: c, next: i + 1 };
  const escaped = pattern[i + 1];
  return escaped === undefined ? undefined : { char: escaped, next: i + 2 };
}
