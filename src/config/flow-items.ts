// A generated config lists its targets one flow mapping per line (`  - {app: a, kustomize: k}`):
// thousands of lines js-yaml reads character by character through its general flow parser, most
// of the config's parse time. Lines in a strict subset of YAML are read here instead: plain
// scalars that can only be strings (a letter first, then letters, digits and `._/-`, never a
// boolean or null word), flow mappings of them and flow sequences of them, all on one line. Each
// run of such lines becomes one placeholder entry in a skeleton text that js-yaml still reads
// (with the fast path's every guard), and the entries are put back in its result. A line outside
// the subset is left in the text, so js-yaml reads it as before.

/**
 * A plain scalar that both YAML parsers read as this very string: a letter, then letters, digits
 * and `._/-` (`[A-Za-z][A-Za-z0-9._/-]*`), never one of NOT_STRINGS.
 */
const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const inScalar = (c: number): boolean =>
  isLetter(c) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 47 || c === 45;
const NOT_STRINGS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);
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
  const reader = new FlowReader(text);
  const value = reader.mapping(0);
  return value !== undefined && reader.atEnd() ? value : undefined;
}

class FlowReader {
  private at = 0;

  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.at === this.text.length;
  }

  /** `{ key: value, … }`, not empty, no key twice. */
  mapping(depth: number): Record<string, unknown> | undefined {
    if (depth > MAX_DEPTH || !this.take('{')) return undefined;
    const out: Record<string, unknown> = {};
    do {
      this.spaces();
      const key = this.scalar();
      // `key: value` needs the space after the colon; `a:b` is one scalar to YAML.
      if (key === undefined || Object.hasOwn(out, key) || !this.take(':') || !this.take(' ')) return undefined;
      this.spaces();
      const value = this.value(depth);
      if (value === undefined) return undefined;
      out[key] = value;
      this.spaces();
    } while (this.take(','));
    return this.take('}') ? out : undefined;
  }

  private value(depth: number): unknown {
    const c = this.text[this.at];
    if (c === '{') return this.mapping(depth + 1);
    if (c === '[') return this.sequence();
    return this.scalar();
  }

  /** `[a, b]` of plain scalars, or `[]`. */
  private sequence(): string[] | undefined {
    this.take('[');
    this.spaces();
    const out: string[] = [];
    if (this.take(']')) return out;
    do {
      this.spaces();
      const item = this.scalar();
      if (item === undefined) return undefined;
      out.push(item);
      this.spaces();
    } while (this.take(','));
    return this.take(']') ? out : undefined;
  }

  /** Ends where the grammar then wants a space, `:`, `,`, `}` or `]`; anything else refuses the line. */
  private scalar(): string | undefined {
    const start = this.at;
    if (!isLetter(this.text.charCodeAt(start))) return undefined;
    do this.at++;
    while (inScalar(this.text.charCodeAt(this.at)));
    const word = this.text.slice(start, this.at);
    return NOT_STRINGS.has(word) ? undefined : word;
  }

  private spaces(): void {
    while (this.text.charCodeAt(this.at) === 32) this.at++;
  }

  private take(c: string): boolean {
    if (this.text[this.at] !== c) return false;
    this.at++;
    return true;
  }
}
