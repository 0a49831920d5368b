// The hidden marker that finds our comment and the stamp that says which head and run wrote it.

/** The marker of comments written before keys existed: adopted once by a keyed step (see sticky-comment). */
export const COMMENT_MARKER = '<!-- deploy-gate:comment -->';

/** Keys name the step that owns a comment, so two deploy-gate steps on one PR keep one comment each. */
export const COMMENT_KEY_RE = /^[\w.-]{1,64}$/;

export function commentMarker(key?: string): string {
  return key ? `<!-- deploy-gate:comment key=${key} -->` : COMMENT_MARKER;
}

export interface Stamp {
  /** The head SHA the comment judged. */
  head: string;
  runId: number;
  runAttempt: number;
}

/**
 * Marker and stamp as the first two lines: only there do they count, so a comment of ours that quotes
 * someone's text carrying a marker is never taken for a deploy-gate comment.
 */
const HEADER_RE =
  /^<!-- deploy-gate:comment(?: key=([\w.-]{1,64}))? -->\n<!-- deploy-gate:stamp head=([0-9a-f]{7,64}) run=(\d+) attempt=(\d+) -->(?:\n|$)/;

export interface CommentHeader {
  /** Undefined for the unkeyed marker. */
  key?: string;
  stamp: Stamp;
}

export function stampLine(s: Stamp): string {
  return `<!-- deploy-gate:stamp head=${s.head} run=${s.runId} attempt=${s.runAttempt} -->`;
}

export function parseHeader(body: string | undefined | null): CommentHeader | undefined {
  const m = HEADER_RE.exec(body ?? '');
  if (!m?.[2] || !m[3] || !m[4]) return undefined;
  const stamp = { head: m[2], runId: Number(m[3]), runAttempt: Number(m[4]) };
  return m[1] ? { key: m[1], stamp } : { stamp };
}

/** True when `other` judged the same head in a later run (or a later attempt of the same run). */
export function isNewerRun(other: Stamp | undefined, mine: Stamp): boolean {
  if (!other || other.head !== mine.head) return false;
  return other.runId > mine.runId || (other.runId === mine.runId && other.runAttempt > mine.runAttempt);
}

/** The reporter's own last line, `<sub>deploy-gate <version></sub>`. */
const REPORT_FOOTER = /\n*<sub>(deploy-gate [^<\n]*)<\/sub>\s*$/;

/** Splits the reporter's footer off a rendered body: what we post carries one footer, ours. */
export function splitReportFooter(body: string): { body: string; tool?: string } {
  const m = REPORT_FOOTER.exec(body);
  if (!m) return { body: body.trimEnd() };
  return { body: body.slice(0, m.index).trimEnd(), tool: m[1] };
}

/** The body with the reporter's footer replaced by `footer` (one `<sub>` line, never two). */
export function replaceReportFooter(body: string, footer: string): string {
  return `${splitReportFooter(body).body}\n\n${footer}\n`;
}

/** The comment as posted: marker and stamp first, so they survive any truncation of the body. */
export function composeComment(body: string, stamp: Stamp, runUrl?: string, key?: string): string {
  const run = runUrl ? `[run ${stamp.runId}](${runUrl})` : `run ${stamp.runId}`;
  const { body: main, tool } = splitReportFooter(body);
  const footer = `<sub>${tool ?? 'deploy-gate'} judged head <code>${stamp.head.slice(0, 12)}</code> in ${run}.</sub>`;
  return `${commentMarker(key)}\n${stampLine(stamp)}\n${main}\n\n${footer}\n`;
}
