// The one YAML entry for trusted repository files (config, checks, Chart.yaml, kustomizations,
// Applications, values, data files). Rendered output takes the other call, parseRendered
// (render-parse.ts). Both read through stream.ts: YAML 1.2 as `yaml` reads it, merge keys as Go
// yaml applies them, strict, with byte and alias limits, and a line break only Kubernetes sees
// is an error, never a value.
import { nodeLine } from './node-locate.js';
import { describeForeignBreak, type ForeignBreak } from './line-breaks.js';
import { parseStream, type ParsedStream, type StreamDoc } from './stream.js';
import { documentToPlain } from './to-plain.js';
import { DEFAULT_MAX_ALIAS_COUNT, DEFAULT_MAX_DOC_BYTES } from './types.js';
import { fastDocs } from './fast-value.js';

/** Source files larger than this are not read for discovery (rendering judges them later). */
export const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

export interface YamlFileOptions {
  maxDocBytes?: number;
  maxAliasCount?: number;
  /** Never take the fast path (fast-value.ts): the agreement test compares both. */
  plain?: boolean;
}

/** One document of a file, with the line it starts on or its error. */
export interface SourceDoc {
  /** Plain data, or undefined when the document does not parse. */
  value: unknown;
  /** 1-based line of the document's first line (its `---` marker, else its first content). */
  line: number;
  /** The first error's first line (a parse error, an alias bomb, an oversized document). */
  error?: string;
  /** Set when Kubernetes would read the document differently (a line break only it sees): report it even where parse errors are left to the render. */
  foreign?: true;
}

export interface YamlFile {
  /** The first document's value (undefined when it does not parse; null when empty). */
  value: unknown;
  /** Every document's value, by document index (undefined for one that does not parse). */
  documents: unknown[];
  /** Every document in stream order, then the stream's own errors (stray breaks, oversized, fatal). */
  docs: SourceDoc[];
  /** The first error of `docs`, if any (none, without reading positions, for a file read on the fast path). */
  firstError: SourceDoc | undefined;
  /**
   * Line of the node at `pointer` in the first document, or of the key `key` inside it (for
   * "unknown property" errors the key is what is wrong); else of its deepest existing ancestor.
   */
  lineOf(pointer: string, key?: string): number | undefined;
}

/**
 * True when a document's value is untrustworthy: a parse error (duplicate keys alone are not: last
 * wins) or a line break only Kubernetes sees.
 */
export function hasBlockingErrors(sd: StreamDoc): boolean {
  return sd.breaks.length > 0 || sd.doc.errors.some((e) => e.code !== 'DUPLICATE_KEY');
}

function sourceDocs(stream: ParsedStream, values: unknown[], reasons: Map<number, string>): SourceDoc[] {
  const lineOf = (offset: number): number => stream.lineCounter.linePos(offset).line;
  const foreign = (b: ForeignBreak): SourceDoc => ({
    value: undefined,
    line: lineOf(b.offset),
    error: describeForeignBreak(b, lineOf(b.offset)),
    foreign: true,
  });
  const out = stream.docs.map((sd): SourceDoc => {
    const line = lineOf(sd.doc.range[0]);
    const brk = sd.breaks[0];
    if (brk) return foreign(brk);
    const first = sd.doc.errors[0];
    if (first) return { value: undefined, line: lineOf(first.pos[0]), error: first.message.split('\n')[0] as string };
    const reason = reasons.get(sd.index);
    return reason === undefined ? { value: values[sd.index], line } : { value: undefined, line, error: reason };
  });
  out.push(...stream.strayBreaks.map(foreign));
  for (const o of stream.oversized)
    out.push({ value: undefined, line: lineOf(o.offset), error: `a document of ${o.bytes} bytes is over the limit` });
  if (stream.fatal) out.push({ value: undefined, line: 1, error: stream.fatal });
  return out;
}

/**
 * Parse a trusted repository file (values files, kustomizations, Applications, config, data):
 * `docs` gives each document with its line or error.
 *
 * One seam holds the speed path: a plain file, one document or several separated by bare `---`
 * lines, is read on the fast path (fast-value.ts, the same values and lines), and its positions are
 * read on the plain path only when asked for.
 */
export function parseYamlFile(text: string, opts: YamlFileOptions = {}): YamlFile {
  const fast = opts.plain ? undefined : fastDocs(text, opts.maxDocBytes ?? DEFAULT_MAX_DOC_BYTES);
  if (!fast) return readPlain(text, opts);
  let plain: YamlFile | undefined;
  const documents = fast.map((d) => d.value);
  return {
    value: documents[0],
    documents,
    docs: fast,
    firstError: undefined,
    lineOf: (pointer, key) => (plain ??= readPlain(text, opts)).lineOf(pointer, key),
  };
}

/** The plain path: yaml's Documents with positions and every guard. */
function readPlain(text: string, opts: YamlFileOptions): YamlFile {
  const stream = parseStream(text, opts.maxDocBytes ?? DEFAULT_MAX_DOC_BYTES);
  const documents: unknown[] = [];
  const reasons = new Map<number, string>();
  for (const sd of stream.docs) {
    if (hasBlockingErrors(sd)) continue;
    const plain = documentToPlain(sd.doc, opts.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT);
    if (plain.ok) documents[sd.index] = plain.value;
    else reasons.set(sd.index, plain.reason);
  }
  const lineOf = (pointer: string, key?: string): number | undefined => {
    const first = stream.docs[0];
    return first ? nodeLine(first.doc, stream.lineCounter, pointer, key) : undefined;
  };
  const docs = sourceDocs(stream, documents, reasons);
  const firstError = docs.find((d) => d.error !== undefined);
  return { value: documents[0], documents, docs, firstError, lineOf };
}
