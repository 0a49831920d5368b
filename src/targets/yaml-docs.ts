import { readFile, stat } from '../local/tree-files.js';
import path from 'node:path';
import { asStrings, isObject } from '../kube/object.js';
import type { FindingDraft } from '../model/finding.js';
import { MAX_SOURCE_BYTES, parseYamlFile, type SourceDoc } from '../manifest/yaml-file.js';

export { MAX_SOURCE_BYTES, type SourceDoc };

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

/** The documents of a source file (manifest/yaml-file.ts, the one YAML entry), each with its line or error. */
export const parseDocs = (text: string): SourceDoc[] => parseYamlFile(text, { maxDocBytes: MAX_SOURCE_BYTES }).docs;

/** A parse error for the first document of `file` holding a line break only Kubernetes sees, if any. */
export function foreignDocProblem(read: ReadResult, file: string): FindingDraft | undefined {
  const foreign = read.ok ? read.docs.find((d) => d.foreign === true) : undefined;
  if (!foreign) return undefined;
  return {
    ruleId: 'manifest/parse-error',
    message: `${file} ${foreign.error ?? ''}`,
    location: { file, line: foreign.line },
  };
}

export type Obj = Record<string, unknown>;
export const asObj = (v: unknown): Obj | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined;
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** The mappings of a list; anything else in it (or a value that is no list) is left out. */
export const objects = (v: unknown): Obj[] => asArray(v).filter(isObject);
export const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export { asStrings as strings };
