// fengari parses Lua 5.3; Argo CD loads health scripts with gopher-lua, a Lua 5.1 parser (plus
// `goto` and labels, which gopher-lua accepts since v1.1.0). A script passes through this scanner
// before fengari sees it, so that what gopher-lua refuses is refused here with its line, and what
// gopher-lua reads differently is rewritten to gopher-lua's reading (parse/lexer.go):
// - `//`, `&`, `|`, `~` (other than `~=`), `<<`, `>>`, hexadecimal fractions and exponents are
//   syntax errors there;
// - a string escape gopher-lua does not know (`\x41`, `\u{48}`, `\z`, `\q`) is the character after
//   the backslash (`"\u{48}"` is `u{48}`), and a decimal escape keeps its low byte (`\300` is `,`);
// - a binary chunk is never loaded.

export type Lua51Source = { ok: true; text: string } | { ok: false; line: number; message: string };

const GOPHER = "Argo CD's gopher-lua (Lua 5.1) cannot load it";
const KEPT_ESCAPES = new Set(['a', 'b', 'f', 'n', 'r', 't', 'v', '\\', '"', "'", '\n', '\r']);

/** The script as gopher-lua reads it, in Lua 5.3 text fengari loads the same way; or the first thing gopher-lua refuses. */
export function lua51Source(src: string): Lua51Source {
  if (src.startsWith('\x1bLua')) return refuse(1, `a binary (precompiled) chunk; ${GOPHER}`);
  let out = '';
  let line = 1;
  let i = 0;
  const refuseAt = (what: string) => refuse(line, `${what} is Lua 5.2+ syntax; ${GOPHER}`);
  while (i < src.length) {
    const c = src[i] as string;
    const next = src[i + 1];
    if (c === '\n') {
      line++;
      out += c;
      i++;
    } else if (c === '-' && next === '-') {
      const end = commentEnd(src, i + 2);
      line += newlines(src, i, end);
      out += src.slice(i, end);
      i = end;
    } else if (c === '[' && longOpen(src, i) >= 0) {
      const end = longEnd(src, i, longOpen(src, i));
      line += newlines(src, i, end);
      out += src.slice(i, end);
      i = end;
    } else if (c === '"' || c === "'") {
      const read = shortString(src, i);
      line += newlines(src, i, read.end);
      out += read.text;
      i = read.end;
    } else if (/[0-9]/.test(c) || (c === '.' && next !== undefined && /[0-9]/.test(next))) {
      const end = matchEnd(src, i, NUMBER);
      const text = src.slice(i, end);
      if (/^0[xX]/.test(text) && /[.pP]/.test(src[end] ?? '')) return refuseAt('a hexadecimal fraction or exponent');
      out += text;
      i = end;
    } else if (/[A-Za-z_]/.test(c)) {
      const end = matchEnd(src, i, IDENT);
      out += src.slice(i, end);
      i = end;
    } else if (c === '~' && next !== '=') return refuseAt("'~' (a bitwise operator)");
    else if (c === '&' || c === '|') return refuseAt(`'${c}' (a bitwise operator)`);
    else if (c === '/' && next === '/') return refuseAt("'//' (floor division)");
    else if ((c === '<' && next === '<') || (c === '>' && next === '>')) return refuseAt(`'${c}${c}' (a shift)`);
    else {
      // Two-character operators are copied whole so that `~=` is not read as `~` next time round.
      const two = c === '~' || c === '=' || c === '<' || c === '>' || c === '.' || c === ':';
      const len = two && (next === '=' || (c === '.' && next === '.') || (c === ':' && next === ':')) ? 2 : 1;
      out += src.slice(i, i + len);
      i += len;
    }
  }
  return { ok: true, text: out };
}

const refuse = (line: number, message: string): Lua51Source => ({ ok: false, line, message });

const newlines = (src: string, from: number, to: number): number => src.slice(from, to).split('\n').length - 1;

/** The `=` count of a long bracket opening at `i` (`[[`, `[==[`), or -1. */
function longOpen(src: string, i: number): number {
  let j = i + 1;
  while (src[j] === '=') j++;
  return src[j] === '[' ? j - i - 1 : -1;
}

function longEnd(src: string, i: number, level: number): number {
  const close = `]${'='.repeat(level)}]`;
  const at = src.indexOf(close, i + level + 2);
  return at < 0 ? src.length : at + close.length;
}

function commentEnd(src: string, from: number): number {
  if (src[from] === '[' && longOpen(src, from) >= 0) return longEnd(src, from, longOpen(src, from));
  const nl = src.indexOf('\n', from);
  return nl < 0 ? src.length : nl;
}

const IDENT = /[A-Za-z0-9_]*/y;
/** Hexadecimal digits after `0x`; else digits and dots, then an exponent (gopher-lua's scanner). */
const NUMBER = /0[xX][0-9A-Fa-f]*|[0-9.]*(?:[eE][+-]?[0-9]*)?/y;

/** Where the match of the sticky `pattern` at `from` ends. */
function matchEnd(src: string, from: number, pattern: RegExp): number {
  pattern.lastIndex = from;
  pattern.test(src);
  return pattern.lastIndex;
}

/** A short string with its escapes rewritten to what gopher-lua makes of them. */
function shortString(src: string, from: number): { text: string; end: number } {
  const quote = src[from] as string;
  let text = quote;
  let j = from + 1;
  while (j < src.length && src[j] !== quote && src[j] !== '\n') {
    const ch = src[j] as string;
    if (ch !== '\\') {
      text += ch;
      j++;
      continue;
    }
    const esc = src[j + 1];
    if (esc === undefined) break;
    if (KEPT_ESCAPES.has(esc)) {
      text += `\\${esc}`;
      j += 2;
    } else if (/[0-9]/.test(esc)) {
      let k = j + 1;
      while (k < j + 4 && /[0-9]/.test(src[k] ?? '')) k++;
      text += `\\${String(Number(src.slice(j + 1, k)) & 255).padStart(3, '0')}`;
      j = k;
    } else {
      text += /[\\"'\n\r]/.test(esc) ? `\\${esc}` : esc;
      j += 2;
    }
  }
  if (src[j] === quote) {
    text += quote;
    j++;
  }
  return { text, end: j };
}
