import type { YAMLError } from 'yaml';
import type { FindingDraft } from '../model/finding.js';
import type { SourceLocation } from '../model/resource.js';
import { breakCode, describeForeignBreak, type ForeignBreak } from './line-breaks.js';
import type { ParsedStream, StreamDoc } from './stream.js';

export const PARSE_ERROR = 'manifest/parse-error';
/** One broken document can carry thousands of errors (deep nesting); the first few say enough. */
const MAX_ERRORS_PER_DOC = 5;

/** Where a problem at a stream offset is reported, and how the stream is named in messages. */
export interface ProblemContext {
  /** "the rendered stream", "apps/raw/a.yaml" */
  label: string;
  locate(offset: number): SourceLocation;
  pos(offset: number): { line: number; col: number };
}

/**
 * A parse problem's identity: its file and what it says there, without line numbers (an edit above
 * moves them). Without the file, two files (or documents) with the same problem in one target had
 * one fingerprint, and finalize kept only the first: one broken file hid the others.
 */
function problemKey(location: SourceLocation, what: string): string {
  return `${location.file}\u0000${what}`;
}

export function parseProblem(message: string, location: SourceLocation, severity?: 'warning'): FindingDraft {
  const what = message.replace(/ \(line \d+\)/g, '');
  const draft: FindingDraft = { ruleId: PARSE_ERROR, message, location, fingerprintKey: problemKey(location, what) };
  if (severity) draft.severity = severity;
  return draft;
}

function docLabel(ctx: ProblemContext, index: number): string {
  return `YAML document ${index + 1} of ${ctx.label}`;
}

function yamlErrorDraft(ctx: ProblemContext, index: number, error: YAMLError, warning: boolean): FindingDraft {
  const loc = ctx.locate(error.pos[0]);
  const { line, col } = ctx.pos(error.pos[0]);
  const where = `line ${line}, column ${col}`;
  // yaml messages are plain ("Tabs are not allowed as indentation"); they never quote the source.
  const text = error.message.split('\n')[0] ?? error.message;
  const what = warning ? 'parsed with a warning' : 'does not parse';
  const draft = parseProblem(
    `${docLabel(ctx, index)} ${what} (${where}, ${error.code}): ${text}`,
    loc,
    warning ? 'warning' : undefined,
  );
  draft.fingerprintKey = problemKey(loc, `${index}\u0000${error.code}`);
  return draft;
}

/** Errors and warnings of one document. Duplicate keys are reported as pairs, see duplicateKeyDrafts. */
export function documentProblems(ctx: ProblemContext, sd: StreamDoc): FindingDraft[] {
  const errors = sd.doc.errors.filter((e) => e.code !== 'DUPLICATE_KEY' || sd.duplicates.length === 0);
  const drafts = errors.slice(0, MAX_ERRORS_PER_DOC).map((e) => yamlErrorDraft(ctx, sd.index, e, false));
  if (errors.length > MAX_ERRORS_PER_DOC) {
    const first = errors[0];
    const loc = first ? ctx.locate(first.pos[0]) : ctx.locate(sd.doc.range[0]);
    drafts.push(
      parseProblem(`${docLabel(ctx, sd.index)}: ${errors.length - MAX_ERRORS_PER_DOC} more YAML errors not shown`, loc),
    );
  }
  for (const w of sd.doc.warnings.slice(0, MAX_ERRORS_PER_DOC)) drafts.push(yamlErrorDraft(ctx, sd.index, w, true));
  return [
    ...sd.breaks.map((b) => foreignBreakDraft(ctx, docLabel(ctx, sd.index), b)),
    ...drafts,
    ...duplicateKeyDrafts(ctx, sd),
  ];
}

/** A line break only Kubernetes sees (line-breaks.ts): the document (or stream text) is refused. */
function foreignBreakDraft(ctx: ProblemContext, where: string, b: ForeignBreak): FindingDraft {
  const draft = parseProblem(`${where} ${describeForeignBreak(b, ctx.pos(b.offset).line)}`, ctx.locate(b.offset));
  draft.fingerprintKey = problemKey(draft.location as SourceLocation, `${where}\u0000LINE_BREAK:${breakCode(b)}`);
  return draft;
}

/** D4: the cluster (and helm, and kustomize) keep the last value silently; the reviewer must see both. */
function duplicateKeyDrafts(ctx: ProblemContext, sd: StreamDoc): FindingDraft[] {
  return sd.duplicates.map((d) => {
    const a = ctx.pos(d.first).line;
    const b = ctx.pos(d.second).line;
    const draft = parseProblem(
      `${docLabel(ctx, sd.index)}: duplicate key ${JSON.stringify(d.key)} at lines ${a} and ${b}; the cluster keeps the last`,
      ctx.locate(d.second),
    );
    // Told apart by the object it is attached to (render-parse.ts), like the object's other findings.
    draft.fingerprintKey = `DUPLICATE_KEY:${d.key}`;
    return draft;
  });
}

/** Problems of the stream as a whole: parser failure and documents refused for size. */
export function streamProblems(ctx: ProblemContext, stream: ParsedStream, maxDocBytes: number): FindingDraft[] {
  const drafts: FindingDraft[] = [];
  if (stream.fatal) drafts.push(parseProblem(`${ctx.label} could not be parsed: ${stream.fatal}`, ctx.locate(0)));
  for (const b of stream.strayBreaks)
    drafts.push(foreignBreakDraft(ctx, `${ctx.label}, outside any YAML document,`, b));
  for (const o of stream.oversized) {
    drafts.push(
      parseProblem(
        `${docLabel(ctx, o.index)} (line ${ctx.pos(o.offset).line}) is ${o.bytes} bytes, over the ${maxDocBytes}-byte limit per document; not parsed`,
        ctx.locate(o.offset),
      ),
    );
  }
  return drafts;
}
