/**
 * The tokenizer of the expr-lang/expr subset that analysis conditions use (see expr-parse.ts):
 * numbers (hex, `_` separators, exponents), quoted strings with escapes, identifiers and operators.
 */
export class ExprError extends Error {
  override name = 'ExprError';
}

export type Tok = { k: 'num' | 'str' | 'id' | 'op' | 'end'; v: string; n?: number };

const OPS = [
  '...',
  '**',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '..',
  '+',
  '-',
  '*',
  '/',
  '%',
  '^',
  '<',
  '>',
  '!',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  '?',
  ':',
  '#',
];

function lexNumber(src: string, i: number): [Tok, number] {
  const m = /^(?:0[xX][0-9a-fA-F_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?)/.exec(src.slice(i));
  const text = m![0].replace(/_/g, '');
  return [{ k: 'num', v: text, n: Number(text) }, i + m![0].length];
}

/** A quoted string up to its closing quote: a backslash takes the next character whatever it is. */
const STRING = /(["'`])((?:\\[\s\S]|(?!\1)[^\\])*)\1/y;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

function lexString(src: string, i: number): [Tok, number] {
  STRING.lastIndex = i;
  const m = STRING.exec(src);
  if (!m) throw new ExprError('unterminated string');
  const text = m[2]!.replace(/\\([\s\S])/g, (_, c: string) => ESCAPES[c] ?? c);
  return [{ k: 'str', v: text }, STRING.lastIndex];
}

export function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    let tok: Tok;
    if (/\d/.test(c) || (c === '.' && /\d/.test(src[i + 1] ?? ''))) [tok, i] = lexNumber(src, i);
    else if (c === '"' || c === "'" || c === '`') [tok, i] = lexString(src, i);
    else if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(src.slice(i))!;
      tok = { k: 'id', v: m[0] };
      i += m[0].length;
    } else {
      const op = OPS.find((o) => src.startsWith(o, i));
      if (!op) throw new ExprError(`unexpected character ${JSON.stringify(c)} at ${i}`);
      tok = { k: 'op', v: op };
      i += op.length;
    }
    toks.push(tok);
  }
  toks.push({ k: 'end', v: '' });
  return toks;
}
