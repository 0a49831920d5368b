import type { FindingDraft } from '../model/finding.js';
import type { SourceLocation } from '../model/resource.js';
import { findNode } from './node-locate.js';
import { parsePointer } from '../kube/json-pointer.js';
import { documentProblems, streamProblems, type ProblemContext } from './problems.js';
import { parseStream, type StreamDoc } from './stream.js';
import { documentToPlain } from './to-plain.js';
import { DEFAULT_MAX_ALIAS_COUNT, DEFAULT_MAX_DOC_BYTES } from './types.js';

export interface YamlFileOptions {
  maxDocBytes?: number;
  maxAliasCount?: number;
}

export interface YamlFile {
  /** The first document's value (undefined when it does not parse; null when empty). */
  value: unknown;
  /** Every document's value, by document index (undefined for one that does not parse). */
  documents: unknown[];
  problems: FindingDraft[];
  /** Exact location of a JSON pointer in document `docIndex` (default 0) of the file. */
  locate(pointer: string, docIndex?: number): SourceLocation;
}

/**
 * True when a document's value is untrustworthy: a parse error (duplicate keys alone are not: last
 * wins) or a line break only Kubernetes sees.
 */
export function hasBlockingErrors(sd: StreamDoc): boolean {
  return sd.breaks.length > 0 || sd.doc.errors.some((e) => e.code !== 'DUPLICATE_KEY');
}

/**
 * Parse source YAML (values files, kustomizations, Applications) with the limits used for rendered
 * output. Problems are `manifest/parse-error` drafts at exact file lines.
 */
export function parseYamlFile(text: string, file: string, opts: YamlFileOptions = {}): YamlFile {
  const maxDocBytes = opts.maxDocBytes ?? DEFAULT_MAX_DOC_BYTES;
  const stream = parseStream(text, maxDocBytes);
  const pos = (offset: number) => stream.lineCounter.linePos(offset);
  const at = (offset: number): SourceLocation => ({
    file,
    line: pos(offset).line,
    column: pos(offset).col,
    exact: true,
  });
  const ctx: ProblemContext = { label: file, locate: at, pos, lastWins: 'helm (and kubectl, kustomize)' };
  const problems = streamProblems(ctx, stream, maxDocBytes);
  const documents: unknown[] = [];
  for (const sd of stream.docs) {
    problems.push(...documentProblems(ctx, sd));
    if (hasBlockingErrors(sd)) continue;
    const plain = documentToPlain(sd.doc, opts.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT);
    if (plain.ok) documents[sd.index] = plain.value;
    else
      problems.push({
        ruleId: 'manifest/parse-error',
        message: `YAML document ${sd.index + 1} of ${file}: ${plain.reason}`,
        location: at(sd.doc.range[0]),
      });
  }
  const locate = (pointer: string, docIndex = 0): SourceLocation => {
    const sd = stream.docs.find((d) => d.index === docIndex);
    if (!sd) return { file, line: 1, exact: false };
    const tokens = parsePointer(pointer);
    const hit = findNode(sd.doc, sd.doc.contents, tokens);
    return { ...at(hit.offset), exact: hit.matched === tokens.length };
  };
  return { value: documents[0], documents, problems, locate };
}
