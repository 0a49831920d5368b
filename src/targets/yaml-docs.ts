import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseAllDocuments } from 'yaml';

/** Source files larger than this are not read for discovery (rendering judges them later). */
export const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
const MAX_ALIAS_COUNT = 100;

export interface SourceDoc {
  /** Plain data, or undefined when the document does not parse. */
  value: unknown;
  /** 1-based line of the document's first line. */
  line: number;
  error?: string;
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

export function parseDocs(text: string): SourceDoc[] {
  const counter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: counter, prettyErrors: false });
  const list = Array.isArray(docs) ? docs : [];
  return list.map((doc) => {
    const start = doc.range[0];
    const line = counter.linePos(start).line;
    const first = doc.errors[0];
    if (first) return { value: undefined, line: counter.linePos(first.pos[0]).line, error: first.message.split('\n')[0] as string };
    try {
      return { value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), line };
    } catch (err) {
      return { value: undefined, line, error: (err as Error).message };
    }
  });
}

export type Obj = Record<string, unknown>;
export const asObj = (v: unknown): Obj | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const strings = (v: unknown): string[] => asArray(v).filter((x): x is string => typeof x === 'string');
