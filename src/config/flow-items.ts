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
  const lines = text.split('\n');
  const out: string[] = [];
  const runs = new Map<string, unknown[]>();
  let run: { indent: number; items: unknown[] } | undefined;
  for (const line of lines) {
    const indent = itemIndent(line);
    const value = indent === undefined ? undefined : readFlowMapping(line.slice(indent + 2));
    if (indent === undefined || value === undefined) {
      run = undefined;
      out.push(line);
    } else if (run && run.indent === indent) {
      run.items.push(value);
    } else {
      run = { indent, items: [value] };
      const name = `${PLACEHOLDER}${runs.size}`;
      runs.set(name, run.items);
      out.push(`${' '.repeat(indent)}- ${name}`);
    }
  }
  return runs.size === 0 ? undefined : { skeleton: out.join('\n'), runs };
}

/** The indentation of a sequence entry that is one whole flow mapping (`<spaces>- {…}`), else undefined. */
function itemIndent(line: string): number | undefined {
  if (line.length > MAX_LINE || line.charCodeAt(line.length - 1) !== 125) return undefined; // `}`
  let i = 0;
  while (line.charCodeAt(i) === 32) i++;
  return line.charCodeAt(i) === 45 && line.charCodeAt(i + 1) === 32 && line.charCodeAt(i + 2) === 123 ? i : undefined;
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
