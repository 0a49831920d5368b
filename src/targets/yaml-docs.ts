import { readFile, stat } from '../local/tree-files.js';
import path from 'node:path';
import { fastStream, type FastStream } from '../manifest/fast-stream.js';
import { describeForeignBreak, type ForeignBreak } from '../manifest/line-breaks.js';
import { parseStream } from '../manifest/stream.js';
import { documentToPlain } from '../manifest/to-plain.js';

/** Source files larger than this are not read for discovery (rendering judges them later). */
export const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
const MAX_ALIAS_COUNT = 100;

export interface SourceDoc {
  /** Plain data, or undefined when the document does not parse. */
  value: unknown;
  /** 1-based line of the document's first line. */
  line: number;
  error?: string;
  /** Set when Kubernetes would read the document differently (a line break only it sees): report it even where parse errors are left to the render. */
  foreign?: true;
}

export type ReadResult = { ok: true; docs: SourceDoc[] } | { ok: false; error: string };

/** Reads and parses every YAML document of a repo file, with size and alias limits; never throws. */
export async function readYamlDocs(root: string, rel: string): Promise<ReadResult> {
  const abs = path.join(root, rel);
  try {
    const info = await stat(abs);
    if (info.size > MAX_SOURCE_BYTES) return { ok: false, error: `larger than ${MAX_SOURCE_BYTES} bytes` };
    return { ok: true, docs: parseDocs(await readFile(abs, 'utf8')) };
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
}

/**
 * The documents of a source file, read as rendered output is (manifest/stream.ts): merge keys
 * applied as Argo CD and helm apply them, strict, alias-limited, and a document holding a line
 * break only Kubernetes sees is an error (`foreign`), never a value.
 *
 * Most source files (Applications, kustomizations, values) are plain YAML: they are read on the
 * js-yaml fast path rendered output uses (manifest/fast-stream.ts), which gives the same values and
 * refuses every text where the two readings could differ or a guard could fire; those take the
 * full path (`parseDocsExactly`), as does every text that does not parse.
 */
export function parseDocs(text: string): SourceDoc[] {
  return fastDocs(text) ?? parseDocsExactly(text);
}

/** The fast path's documents, or undefined when the text must take the full path. */
export function fastDocs(text: string): SourceDoc[] | undefined {
  const fast = plainFastStream(text, MAX_SOURCE_BYTES);
  if (!fast) return undefined;
  // The full path's line is its document's first line: the `---` marker, else the first content.
  return fast.docs.map((d) => ({
    value: d.value,
    line: fast.lineCounter.linePos(text.startsWith('---', d.start) ? d.start : d.contentStart).line,
  }));
}

/**
 * A source text read on the fast path, for callers that want only the documents' values (no YAML
 * 1.1 check reads them: `off` is the same string to both parsers); undefined: take the full path.
 */
export function plainFastStream(text: string, maxDocBytes: number): FastStream | undefined {
  // fastStream itself refuses what js-yaml reads apart from yaml (`---foo: 1` at a line start).
  return fastStream(text, maxDocBytes, Infinity, { yaml11: false });
}

/** The full path: yaml's Documents with positions and every guard (line breaks, sizes, aliases). */
export function parseDocsExactly(text: string): SourceDoc[] {
  const stream = parseStream(text, MAX_SOURCE_BYTES);
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
    const plain = documentToPlain(sd.doc, MAX_ALIAS_COUNT);
    return plain.ok ? { value: plain.value, line } : { value: undefined, line, error: plain.reason };
  });
  out.push(...stream.strayBreaks.map(foreign));
  for (const o of stream.oversized)
    out.push({ value: undefined, line: lineOf(o.offset), error: `a document of ${o.bytes} bytes is over the limit` });
  if (stream.fatal) out.push({ value: undefined, line: 1, error: stream.fatal });
  return out;
}

/** The first document holding a line break only Kubernetes sees, if any. */
export const foreignDoc = (docs: SourceDoc[]): SourceDoc | undefined => docs.find((d) => d.foreign === true);

export type Obj = Record<string, unknown>;
export const asObj = (v: unknown): Obj | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined;
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const strings = (v: unknown): string[] => asArray(v).filter((x): x is string => typeof x === 'string');
