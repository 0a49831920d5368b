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
  /** The original closing bracket, and what replaces it. */
  closer: string;
  replacement: string;
  literal?: 'list' | 'map';
  entry: number;
  marked: number[];
  /** Appended after the closing bracket (optMap's second half). */
  suffix: string;
}

const CLOSER: Record<string, string> = { '[': ']', '{': '}', '(': ')' };

export function rewriteOptionalSyntax(expression: string): string {
  if (!/\?|\boptMap\b|\boptFlatMap\b/.test(expression)) return expression;
  return new Rewrite(lex(expression)).run();
}

class Rewrite {
  private readonly out: string[] = [];
  private readonly frames: Frame[] = [];
  /** The last significant token consumed: does a `[` after it index, or open a list? */
  private prev: Token | undefined;
  private pendingSuffix = '';

  constructor(private readonly tokens: Token[]) {}

  run(): string {
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i] as Token;
      if (t.kind === 'space') {
        this.out.push(t.text);
        continue;
      }
      i = this.optionalSelect(i) ?? this.optMap(i) ?? this.open(i) ?? this.comma(i) ?? this.close(i) ?? this.copy(i);
      this.prev = this.tokens[i];
    }
    return this.out.join('');
  }

  // Each step below handles the token at i if it is its construct, and returns the index of the
  // last token it consumed.

  /** `.?field` */
  private optionalSelect(i: number): number | undefined {
    const mark = this.nextAt(i + 1);
    const field = this.nextAt(mark + 1);
    if (!this.isPunct(i, '.') || !this.isPunct(mark, '?') || !isPlainIdent(this.tokens[field])) return undefined;
    this.out.push(`.__opt_select__('${(this.tokens[field] as Token).text}')`);
    return field;
  }

  /** `.optMap(` and `.optFlatMap(` */
  private optMap(i: number): number | undefined {
    const name = this.nextAt(i + 1);
    const macro = this.tokens[name];
    if (!this.isPunct(i, '.') || !this.isPunct(this.nextAt(name + 1), '(')) return undefined;
    if (macro?.kind !== 'ident' || (macro.text !== 'optMap' && macro.text !== 'optFlatMap')) return undefined;
    this.out.push('.__opt_values__().map');
    this.pendingSuffix = macro.text === 'optMap' ? '.__opt_first__()' : '.__opt_flat__()';
    return name;
  }

  /** `(`, `[` (an index, `[?` an optional one, or a list), `{` (a map or a message literal) */
  private open(i: number): number | undefined {
    const t = this.tokens[i] as Token;
    const closer = t.kind === 'punct' ? CLOSER[t.text] : undefined;
    if (!closer) return undefined;
    const frame: Frame = { closer, replacement: closer, entry: 0, marked: [], suffix: '' };
    this.frames.push(frame);
    const mark = this.nextAt(i + 1);
    if (t.text === '(') {
      frame.suffix = this.pendingSuffix;
      this.pendingSuffix = '';
    } else if (t.text === '[' && isOperand(this.prev)) {
      if (this.isPunct(mark, '?')) {
        this.out.push('.__opt_index__(');
        frame.replacement = ')';
        return mark;
      }
    } else if (t.text === '[' || this.prev?.kind !== 'ident' || this.prev.text === 'in') {
      // A list or map literal (after an identifier, `{` opens a message literal: left alone).
      frame.literal = t.text === '[' ? 'list' : 'map';
      this.out.push(t.text);
      return this.isPunct(mark, '?') ? this.dropMark(i, mark, frame) : i;
    }
    this.out.push(t.text);
    return i;
  }

  /** `,` between the entries of a literal, `, ?` before an optional one */
  private comma(i: number): number | undefined {
    const frame = this.frames[this.frames.length - 1];
    if (!this.isPunct(i, ',') || !frame?.literal) return undefined;
    frame.entry++;
    this.out.push(',');
    const mark = this.nextAt(i + 1);
    return this.isPunct(mark, '?') ? this.dropMark(i, mark, frame) : i;
  }

  private close(i: number): number | undefined {
    const frame = this.frames[this.frames.length - 1];
    if (!frame || !this.isPunct(i, frame.closer)) return undefined;
    this.frames.pop();
    this.out.push(frame.replacement);
    if (frame.marked.length > 0)
      this.out.push(`.${frame.literal === 'list' ? '__opt_list__' : '__opt_map__'}([${frame.marked.join(', ')}])`);
    this.out.push(frame.suffix);
    return i;
  }

  private copy(i: number): number {
    this.out.push((this.tokens[i] as Token).text);
    return i;
  }

  /** Marks the current entry optional and drops its `?` (at mark), keeping the space before it. */
  private dropMark(from: number, mark: number, frame: Frame): number {
    frame.marked.push(frame.entry);
    for (let k = from + 1; k < mark; k++) this.out.push((this.tokens[k] as Token).text);
    return mark;
  }

  private nextAt(from: number): number {
    let j = from;
    while (this.tokens[j]?.kind === 'space') j++;
    return j;
  }

  private isPunct(j: number, text: string): boolean {
    const t = this.tokens[j];
    return t?.kind === 'punct' && t.text === text;
  }
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
