// The words of a YAML or JSON file that could name a path, for the reach (reach.ts): loose on
// purpose, with a YAML parse where a name is spelled differently than it reads (escapes, `''`,
// scalars folded over lines).
import { parseAllDocuments } from 'yaml';

/**
 * Every string a YAML or JSON file could name a path with, loosely: whitespace-separated words,
 * whole values after `key:` and `- `, flow items, quoted strings and the part after `=`
 * (`files: [name=path]`). Over-collecting only costs a lookup; missing one would hide an input.
 */
export function referenceTokens(text: string): string[] | undefined {
  const out = new Set<string>();
  const add = (raw: string): void => {
    const t = raw
      .trim()
      .replace(/^['"]|['"]$/g, '')
      .replace(/:$/, '');
    if (t === '') return;
    out.add(t);
    const eq = t.indexOf('=');
    if (eq >= 0) out.add(t.slice(eq + 1));
  };
  for (const w of text.split(/[\s,[\]{}"'`]+/)) add(w);
  for (const line of text.split(/\r?\n|\r/)) {
    const value = line.replace(/^\s*(-\s+)*([^:#]*:\s+)?/, '');
    for (const item of value.split(/[,[\]{}]/)) add(item);
  }
  for (const m of text.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)) add(m[1] ?? m[2] ?? '');
  // Escapes (JSON `\/`, YAML `\x2f`) spell a path differently than it reads: use the parsed strings.
  if (text.includes('\\')) {
    const parsed = parsedStrings(text);
    if (!parsed) return undefined;
    for (const s of parsed) add(s);
  } else if (needsParse(text)) {
    // `'it''s'`, and scalars folded over lines (`- ../a⏎  b.yaml` reads `../a b.yaml`): only a parse
    // reads them as kustomize does. A text that does not parse is not read by kustomize as YAML
    // either, so its loose words stand.
    for (const s of parsedStrings(text) ?? []) add(s);
  }
  return [...out];
}

/**
 * Whether referenceTokens reads `text` with a YAML parse too (escapes, `''`, scalars folded over
 * lines). Without one, every word it gives is a piece of the text as written.
 */
export function needsParse(text: string): boolean {
  return text.includes('\\') || text.includes("''") || mayFoldLines(text);
}

/** An item (`- `) or a `key:` line: never the continuation of a scalar. */
const ITEM_OR_KEY = /^(?:-(?:\s|$)|[^\s#'"{[][^#]*?:(?:\s|$))/;

/** A line's value: what follows its `- ` markers and `key: `. */
const valueOf = (body: string): string => body.replace(/^(?:-\s+)*(?:[^\s#'"{[][^#]*?:(?:\s+|$))?/, '');

/** A quote opened in `value` and not closed on its line. */
function openQuote(value: string): boolean {
  if (value.startsWith('"')) return !/^"[^"]*"/.test(value);
  if (value.startsWith("'")) return (value.match(/'/g)?.length ?? 0) % 2 === 1;
  return false;
}

/**
 * Whether a scalar could continue on another line (YAML folds it into one string with a space):
 * a quote left open at a line's end, or a line that is neither an item nor a key after a line
 * that holds a value. Block scalars' contents are skipped. Loose on purpose: a false alarm only
 * costs a parse.
 */
function mayFoldLines(text: string): boolean {
  let block: number | undefined; // indent of the line that opened a block scalar
  let holdsValue = false;
  for (const line of text.split(/\r?\n|\r/)) {
    const body = line.trimStart();
    if (body === '' || body.startsWith('#')) continue;
    const indent = line.length - body.length;
    if (block !== undefined && indent > block) continue;
    block = undefined;
    if (holdsValue && !ITEM_OR_KEY.test(body)) return true;
    const value = valueOf(body);
    if (openQuote(value)) return true;
    if (/^[|>][-+0-9]*\s*(?:#.*)?$/.test(value)) {
      block = indent;
      holdsValue = false;
    } else holdsValue = value !== '' && !value.startsWith('#');
  }
  return false;
}

function parsedStrings(text: string): string[] | undefined {
  const docs = parseAllDocuments(text, { uniqueKeys: false });
  if (!Array.isArray(docs) || docs.some((d) => d.errors.length > 0)) return undefined;
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        visit(k);
        visit(x);
      }
  };
  for (const d of docs) visit(d.toJS({ maxAliasCount: -1 }));
  return out;
}
