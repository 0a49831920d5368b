// A generated config lists its targets one flow mapping per line (`  - {app: a, kustomize: k}`):
// thousands of lines js-yaml reads character by character through its general flow parser, most
// of the config's parse time. Lines in a strict subset of YAML are read here instead: plain
// scalars that can only be strings (a letter first, then letters, digits and `._/-`, never a
// boolean or null word), flow mappings of them and flow sequences of them, all on one line. Each
// run of such lines becomes one placeholder entry in a skeleton text that js-yaml still reads
// (with the fast path's every guard), and the entries are put back in its result. A line outside
// the subset is left in the text, so js-yaml reads it as before.

/** yaml refuses implicit keys in lines over 1024 characters (fast-stream.ts sends those to the full path). */
const MAX_LINE = 1024;
const MAX_DEPTH = 8;
const PLACEHOLDER = 'deploy-gate-flow-items-';

export interface FlowItems {
  /** The text with each run of item lines replaced by one `- <placeholder>` line at the same indentation. */
  skeleton: string;
  /** The values of each run's lines, by placeholder. */
  runs: Map<string, unknown[]>;
}

/** The skeleton and the runs it stands for, or undefined when no run is worth it (or the text names a placeholder). */
export function splitFlowItems(text: string): FlowItems | undefined {
  if (text.includes(PLACEHOLDER)) return undefined;
  const runs = new Map<string, unknown[]>();
  const newRun = (indent: number, items: unknown[]): string => {
    const name = `${PLACEHOLDER}${runs.size}`;
    runs.set(name, items);
    return `${' '.repeat(indent)}- ${name}`;
  };
  const pieces: string[] = [];
  let copied = 0;
  for (const group of itemGroups(text)) {
    const block = text.slice(group.start, group.end);
    const items = readFlowRun(block, group.lines);
    pieces.push(
      text.slice(copied, group.start),
      items ? newRun(group.indent, items) : lineByLine(block, group.indent, newRun),
    );
    copied = group.end;
  }
  if (runs.size === 0) return undefined;
  pieces.push(text.slice(copied));
  return { skeleton: pieces.join(''), runs };
}

/** Consecutive item lines at one indentation: `text.slice(start, end)` (no final newline). */
interface ItemGroup {
  start: number;
  end: number;
  indent: number;
  lines: number;
}

/** Every group of item lines (itemIndent), found by offsets: no string per line of a big config. */
function itemGroups(text: string): ItemGroup[] {
  const groups: ItemGroup[] = [];
  let group: ItemGroup | undefined;
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const indent = itemIndent(text, start, end);
    if (indent === undefined) group = undefined;
    else if (group?.indent === indent) {
      group.end = end;
      group.lines++;
    } else groups.push((group = { start, end, indent, lines: 1 }));
    start = end + 1;
  }
  return groups;
}

/** A group's lines one by one (a line outside the subset stays in the text and ends the run before it). */
function lineByLine(block: string, indent: number, newRun: (indent: number, items: unknown[]) => string): string {
  const out: string[] = [];
  let run: unknown[] | undefined;
  for (const line of block.split('\n')) {
    const value = readFlowMapping(line.slice(indent + 2));
    if (value === undefined) {
      run = undefined;
      out.push(line);
    } else if (run) run.push(value);
    else out.push(newRun(indent, (run = [value])));
  }
  return out.join('\n');
}

/**
 * The indentation of the line `text.slice(start, end)` when it is a sequence entry that is one
 * whole flow mapping (`<spaces>- {…}`), else undefined. Never reads past `end`: the line ends with
 * `}`, which none of the characters looked at before it can be.
 */
function itemIndent(text: string, start: number, end: number): number | undefined {
  if (end === start || end - start > MAX_LINE || text.charCodeAt(end - 1) !== 125) return undefined; // `}`
  let i = start;
  while (text.charCodeAt(i) === 32) i++;
  return text.charCodeAt(i) === 45 && text.charCodeAt(i + 1) === 32 && text.charCodeAt(i + 2) === 123
    ? i - start
    : undefined;
}

/**
 * The skeleton's value with every placeholder replaced by its run's entries, or undefined when a
 * placeholder is not exactly one whole entry of a sequence (it was inside a block scalar, or a
 * plain scalar went on over the next line): then the skeleton did not mean what the text means.
 */
export function expandFlowItems(value: unknown, runs: Map<string, unknown[]>): unknown {
  const found = new Set<string>();
  // Each placeholder is in the skeleton once: found anywhere but as an entry, it is missing from `found`.
  const expand = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object' || depth > 200) return v;
    if (!Array.isArray(v)) {
      const record = v as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const expanded = expand(record[key], depth + 1);
        if (expanded === record[key]) continue;
        // Keys are own properties, so even an own `__proto__` is assigned as data, not as the prototype.
        record[key] = expanded;
      }
      return v;
    }
    const out: unknown[] = [];
    let changed = false;
    for (const entry of v as unknown[]) {
      const items = typeof entry === 'string' ? runs.get(entry) : undefined;
      if (items && !found.has(entry as string)) {
        found.add(entry as string);
        out.push(...items);
        changed = true;
      } else {
        const expanded = expand(entry, depth + 1);
        changed ||= expanded !== entry;
        out.push(expanded);
      }
    }
    return changed ? out : v;
  };
  const expanded = expand(value, 0);
  return found.size === runs.size ? expanded : undefined;
}

/** Reads `{…}` (the whole of `text`) in the subset, or undefined when any part is outside it. */
export function readFlowMapping(text: string): Record<string, unknown> | undefined {
  // Every check is a regular expression and the structure is JSON's once each scalar is quoted: a
  // scanner in JavaScript took twice as long on a cold start (it runs once per line).
  if (!SUBSET_CHARS.test(text) || OUTSIDE.test(text) || NESTED_TOO_DEEP.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text.replace(SCALAR, '"$&"'));
  } catch {
    return undefined; // not a well-formed mapping: js-yaml reads the line (or refuses it) as before
  }
  // Every colon ends a key (no scalar holds one): fewer keys in the value means one was there twice.
  let keys = 0;
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) keys++;
  return keys > 0 && isRecord(value) && keyCount(value) === keys ? value : undefined;
}

/** Letters, digits, `._/-`, spaces and the flow indicators `{}[],:` only (no quotes, `#`, `&`, `*`, `!`, tabs…). */
const SUBSET_CHARS = /^[{}[\],: A-Za-z0-9._/-]*$/;
/**
 * Outside the subset: a colon without a space after it (`a:b` is one scalar) or with one before
 * it, a scalar not starting with a letter (numbers, `.inf`, `-x`, `_x`), a boolean or null word,
 * and a collection inside a sequence or as a key (`[{…}]`, `[[…]]`, `{{…}: …}`).
 */
const OUTSIDE =
  /:(?! )| :|(?:^|[ ,:{[])[^A-Za-z ,:{}[\]]|(?:^|[ ,:{[])(?:true|True|TRUE|false|False|FALSE|null|Null|NULL)(?![A-Za-z0-9._/-])|[[,] *[[{]|\{ *[[{]/;
const NESTED_TOO_DEEP = new RegExp(`^(?:[^{]*\\{){${MAX_DEPTH + 1}}`);
/** A plain scalar of the subset (always a string to both YAML parsers once OUTSIDE has not matched). */
const SCALAR = /[A-Za-z][A-Za-z0-9._/-]*/g;

/**
 * The values of a group's `lines` item lines (`<spaces>- {…}` each) read at once, or undefined when
 * any line is outside the subset (then each is read alone: lineByLine). Gives exactly what
 * readFlowMapping gives line by line: each check below is readFlowMapping's, asked of every line at
 * once (`^` is a line start, no class lets a match cross a newline: every line ends with `}` and
 * starts with `{`), and one JSON array of the lines holds each line as one element. A line's `{`
 * closing before its end, or not by its end, would need a collection after `,` or `[` (OUTSIDE) or
 * a key that is not a string; so JSON.parse fails, or the lines are the elements.
 */
export function readFlowRun(block: string, lines: number): unknown[] | undefined {
  const items = block.replace(ITEM_PREFIX, '');
  if (!RUN_CHARS.test(items) || RUN_OUTSIDE.test(items) || RUN_TOO_DEEP.test(items) || LINE_WITHOUT_KEY.test(items))
    return undefined;
  let values: unknown;
  try {
    values = JSON.parse(`[${items.replace(SCALAR, '"$&"').replaceAll('\n', ',')}]`);
  } catch {
    return undefined;
  }
  if (!Array.isArray(values) || values.length !== lines || !values.every(isRecord)) return undefined;
  // A line's key count is at most its colon count (a repeated key counts once): equal totals mean equal on each line.
  return colons(items) === colons(JSON.stringify(values)) ? values : undefined;
}

const ITEM_PREFIX = /^ *- /gm;
const RUN_CHARS = /^[{}[\],: A-Za-z0-9._/\n-]*$/;
const RUN_OUTSIDE = new RegExp(OUTSIDE.source, 'm');
const RUN_TOO_DEEP = new RegExp(`^(?:[^{\\n]*\\{){${MAX_DEPTH + 1}}`, 'm');
/** A line with no key (`{}`): readFlowMapping refuses it. */
const LINE_WITHOUT_KEY = /^[^:\n]*$/m;

/** How many `:` a text holds (keys in JSON text: its strings hold none here). */
function colons(text: string): number {
  return text.length - text.replaceAll(':', '').length;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function keyCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + keyCount(v), 0);
  if (!isRecord(value)) return 0;
  let n = 0;
  for (const key of Object.keys(value)) n += 1 + keyCount(value[key]);
  return n;
}
