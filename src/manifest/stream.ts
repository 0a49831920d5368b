import { Composer, LineCounter, Parser, isScalar } from 'yaml';
import type { CST, Document, DocumentOptions, ParseOptions, ParsedNode, SchemaOptions } from 'yaml';
import { foreignBreaks, type ForeignBreak } from './line-breaks.js';

/** A mapping key that occurs twice in one mapping: offsets of both occurrences. */
export interface DuplicateKey {
  key: string;
  first: number;
  second: number;
}

export interface StreamDoc {
  /** 0-based index of the document in its stream (oversized documents keep their index). */
  index: number;
  doc: Document.Parsed;
  duplicates: DuplicateKey[];
  /** Line breaks only Kubernetes sees (line-breaks.ts): the document must not be trusted. */
  breaks: ForeignBreak[];
}

export interface OversizedDoc {
  index: number;
  offset: number;
  bytes: number;
}

export interface ParsedStream {
  lineCounter: LineCounter;
  docs: StreamDoc[];
  oversized: OversizedDoc[];
  /** Foreign line breaks outside every composed document (a comment-only stream, text after `...`). */
  strayBreaks: ForeignBreak[];
  /** Set when the parser itself failed (e.g. a RangeError outside the composer's own guard). */
  fatal?: string;
  /** Set when the stream has more documents than `maxDocs`: nothing was composed (bounded memory). */
  overBudget?: string;
}

/**
 * Parse options shared by rendered and source YAML. Merge keys as Go yaml applies them (D6);
 * unique keys on (D4) with a comparator that remembers both occurrences; strict; never silent (D7).
 * Errors get line/column from our LineCounter, not yaml's prettyErrors, whose context snippet
 * would copy rendered text (possibly Secret data) into a finding message.
 */
export function yamlOptions(duplicates: DuplicateKey[]): ParseOptions & DocumentOptions & SchemaOptions {
  return {
    merge: true,
    strict: true,
    uniqueKeys: (a: ParsedNode, b: ParsedNode) => {
      const same = a === b || (isScalar(a) && isScalar(b) && a.value === b.value);
      if (same) duplicates.push({ key: isScalar(b) ? String(b.value) : '?', first: a.range[0], second: b.range[0] });
      return same;
    },
  };
}

/** UTF-8 size of text[start, end) without copying when the answer is obvious. */
function byteSize(text: string, start: number, end: number): number {
  return Buffer.byteLength(text.slice(start, end), 'utf8');
}

function isOversized(text: string, start: number, end: number, maxBytes: number): number | undefined {
  const units = end - start;
  if (units * 3 <= maxBytes) return undefined; // a UTF-16 unit is at most 3 UTF-8 bytes
  const bytes = units > maxBytes ? units : byteSize(text, start, end);
  return bytes > maxBytes ? bytes : undefined;
}

/**
 * The yaml package's own parseAllDocuments pipeline (Parser → Composer), split so that documents
 * over the byte cap are dropped after the cheap CST pass and before composition (D2). Never a
 * string split on `---` (D3).
 */
export function parseStream(text: string, maxDocBytes: number, maxDocs = Infinity): ParsedStream {
  const lineCounter = new LineCounter();
  const result: ParsedStream = { lineCounter, docs: [], oversized: [], strayBreaks: [] };
  try {
    const tokens = cstTokens(text, lineCounter, maxDocs);
    if (tokens === undefined) {
      result.overBudget = `more than ${maxDocs} YAML documents`;
      return result;
    }
    const starts = tokens.filter((t): t is CST.Document => t.type === 'document').map((t) => t.offset);
    const skip = new Set<number>();
    starts.forEach((offset, index) => {
      const bytes = isOversized(text, offset, starts[index + 1] ?? text.length, maxDocBytes);
      if (bytes !== undefined) {
        skip.add(offset);
        result.oversized.push({ index, offset, bytes });
      }
    });
    const breaks = foreignBreaks(text, (offset) => indexOf(starts, offset));
    const duplicates: DuplicateKey[] = [];
    const composer = new Composer(yamlOptions(duplicates));
    const kept = tokens.filter((t) => !(t.type === 'document' && skip.has(t.offset)));
    for (const doc of composer.compose(kept)) {
      const [start, , end] = doc.range;
      result.docs.push({
        index: indexOf(starts, start),
        doc,
        duplicates: duplicates.filter((d) => d.second >= start && d.second < end),
        breaks: [],
      });
    }
    attachBreaks(result, breaks);
  } catch (error) {
    result.fatal = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  return result;
}

/** The CST pass, stopped as soon as the stream has more than `maxDocs` documents (a 144-byte template can emit 40,000). */
function cstTokens(text: string, lineCounter: LineCounter, maxDocs: number): CST.Token[] | undefined {
  const tokens: CST.Token[] = [];
  let docs = 0;
  for (const token of new Parser(lineCounter.addNewLine).parse(text)) {
    if (token.type === 'document' && ++docs > maxDocs) return undefined;
    tokens.push(token);
  }
  return tokens;
}

/** Each foreign break goes to its document; one in no composed (nor oversized, already refused) document is stray. */
function attachBreaks(result: ParsedStream, breaks: ForeignBreak[]): void {
  const byIndex = new Map(result.docs.map((sd) => [sd.index, sd]));
  const refused = new Set(result.oversized.map((o) => o.index));
  for (const b of breaks) {
    const sd = byIndex.get(b.index);
    if (sd) sd.breaks.push(b);
    else if (!refused.has(b.index)) result.strayBreaks.push(b);
  }
}

/** Index of the last document token starting at or before `offset` (binary search: streams can hold thousands). */
function indexOf(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let index = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] ?? Infinity) <= offset) {
      index = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return index;
}
