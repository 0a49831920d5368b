// CEL's optional syntax, which the @bufbuild/cel 0.6 parser does not read, spelt as calls it does
// read (the functions are in optional-library.ts). A lexer-aware rewrite, local to each construct:
//   a.?f            → a.__opt_select__('f')
//   a[?k]           → a.__opt_index__(k)
//   [x, ?y]         → [x, y].__opt_list__([1])         (indices of the `?` elements)
//   {?k: v, j: w}   → {k: v, j: w}.__opt_map__([0])    (indices of the `?` entries)
//   o.optMap(x, e)  → o.__opt_values__().map(x, e).__opt_first__()
//   o.optFlatMap(x, e) → o.__opt_values__().map(x, e).__opt_flat__()
// Everything else, the ternary `?` and strings and comments included, is copied byte for byte, so
// an expression without optional syntax reaches the parser unchanged. What the rewrite leaves
// alone (a message literal's `?field`, a quoted field name after `.?`) fails to parse, and the rule
// is reported not checked.

interface Token {
  kind: 'space' | 'string' | 'number' | 'ident' | 'punct';
  text: string;
}

interface Frame {
  open: string;
  /** What replaces the closing bracket. */
  close: string;
  literal?: 'list' | 'map';
  entry: number;
  marked: number[];
  /** Appended after the closing bracket (optMap's second half). */
  suffix: string;
}

const CLOSERS: Record<string, string> = { ']': '[', '}': '{', ')': '(' };

export function rewriteOptionalSyntax(expression: string): string {
  if (!/\?|\boptMap\b|\boptFlatMap\b/.test(expression)) return expression;
  const tokens = lex(expression);
  const out: string[] = [];
  const frames: Frame[] = [];
  let prev: Token | undefined;
  let pendingSuffix = '';
  const nextAt = (from: number) => {
    let j = from;
    while (tokens[j]?.kind === 'space') j++;
    return j;
  };
  const isPunct = (j: number, text: string) => tokens[j]?.kind === 'punct' && tokens[j]?.text === text;
  /** Drops the `?` at j, keeping the space before it. */
  const dropMark = (from: number, j: number) => {
    for (let k = from + 1; k < j; k++) out.push((tokens[k] as Token).text);
    return j;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.kind === 'space') {
      out.push(t.text);
      continue;
    }
    const n = nextAt(i + 1);
    const next = tokens[n];
    if (t.kind === 'punct' && t.text === '.' && isPunct(n, '?') && isPlainIdent(tokens[nextAt(n + 1)])) {
      const field = tokens[nextAt(n + 1)] as Token;
      out.push(`.__opt_select__('${field.text}')`);
      i = nextAt(n + 1);
      prev = field;
      continue;
    }
    if (
      t.kind === 'punct' &&
      t.text === '.' &&
      next?.kind === 'ident' &&
      (next.text === 'optMap' || next.text === 'optFlatMap') &&
      isPunct(nextAt(n + 1), '(')
    ) {
      out.push('.__opt_values__().map');
      pendingSuffix = next.text === 'optMap' ? '.__opt_first__()' : '.__opt_flat__()';
      i = n;
      prev = next;
      continue;
    }
    if (t.kind === 'punct' && (t.text === '[' || t.text === '{' || t.text === '(')) {
      const frame: Frame = {
        open: t.text,
        close: t.text === '[' ? ']' : t.text === '{' ? '}' : ')',
        entry: 0,
        marked: [],
        suffix: '',
      };
      if (t.text === '(') {
        frame.suffix = pendingSuffix;
        pendingSuffix = '';
        out.push('(');
      } else if (t.text === '[' && isOperand(prev)) {
        if (isPunct(n, '?')) {
          out.push('.__opt_index__(');
          frame.close = ')';
          i = n;
        } else out.push('[');
      } else if (t.text === '{' && prev?.kind === 'ident' && prev.text !== 'in') {
        out.push('{'); // a message literal: its `?field` stays unsupported
      } else {
        frame.literal = t.text === '[' ? 'list' : 'map';
        out.push(t.text);
        if (isPunct(n, '?')) {
          frame.marked.push(0);
          i = dropMark(i, n);
        }
      }
      frames.push(frame);
      prev = t;
      continue;
    }
    const top = frames[frames.length - 1];
    if (t.kind === 'punct' && t.text === ',' && top?.literal) {
      top.entry++;
      out.push(',');
      if (isPunct(n, '?')) {
        top.marked.push(top.entry);
        i = dropMark(i, n);
      }
      prev = t;
      continue;
    }
    if (top && t.kind === 'punct' && top.open === CLOSERS[t.text]) {
      frames.pop();
      out.push(top.close);
      if (top.marked.length > 0)
        out.push(`.${top.literal === 'list' ? '__opt_list__' : '__opt_map__'}([${top.marked.join(', ')}])`);
      out.push(top.suffix);
      prev = t;
      continue;
    }
    out.push(t.text);
    prev = t;
  }
  return out.join('');
}

const isPlainIdent = (t: Token | undefined) => t?.kind === 'ident' && !t.text.startsWith('`');

/** Does the token end an operand, so that a following `[` indexes it? */
function isOperand(t: Token | undefined): boolean {
  if (!t) return false;
  if (t.kind === 'ident') return t.text !== 'in';
  if (t.kind === 'punct') return t.text === ')' || t.text === ']' || t.text === '}';
  return true;
}

const STRING_START = /(?:[rR][bB]?|[bB][rR]?)?('''|"""|'|")/y;
const NUMBER = /0[xX][0-9a-fA-F]+[uU]?|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?[uU]?/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*|`[^`]*`/y;
const SPACE = /(?:\s+|\/\/[^\n]*)+/y;

function lex(s: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const match = (re: RegExp) => {
    re.lastIndex = i;
    return re.exec(s);
  };
  while (i < s.length) {
    let m: RegExpExecArray | null;
    if ((m = match(SPACE))) tokens.push({ kind: 'space', text: m[0] });
    else if ((m = match(STRING_START))) {
      const end = stringEnd(s, i + m[0].length, m[1] as string, /[rR]/.test(m[0].slice(0, -(m[1] as string).length)));
      tokens.push({ kind: 'string', text: s.slice(i, end) });
      i = end;
      continue;
    } else if ((m = match(NUMBER))) tokens.push({ kind: 'number', text: m[0] });
    else if ((m = match(IDENT))) tokens.push({ kind: 'ident', text: m[0] });
    else tokens.push({ kind: 'punct', text: s[i] as string });
    i += tokens[tokens.length - 1]?.text.length ?? 1;
  }
  return tokens;
}

/** Where a string literal that opened with `quote` ends (after its closing quote, or at the end). */
function stringEnd(s: string, from: number, quote: string, raw: boolean): number {
  let i = from;
  while (i < s.length) {
    if (!raw && s[i] === '\\') i += 2;
    else if (s.startsWith(quote, i)) return i + quote.length;
    else i++;
  }
  return s.length;
}
