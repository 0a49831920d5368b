// The hidden marker that finds our comment and the stamp that says which head and run wrote it.

export const COMMENT_MARKER = '<!-- deploy-gate:comment -->';

export interface Stamp {
  /** The head SHA the comment judged. */
  head: string;
  runId: number;
  runAttempt: number;
}

const STAMP_RE = /<!-- deploy-gate:stamp head=([0-9a-f]{7,64}) run=(\d+) attempt=(\d+) -->/;

export function stampLine(s: Stamp): string {
  return `<!-- deploy-gate:stamp head=${s.head} run=${s.runId} attempt=${s.runAttempt} -->`;
}

export function parseStamp(body: string | undefined | null): Stamp | undefined {
  const m = STAMP_RE.exec(body ?? '');
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  return { head: m[1], runId: Number(m[2]), runAttempt: Number(m[3]) };
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
export function composeComment(body: string, stamp: Stamp, runUrl?: string): string {
  const run = runUrl ? `[run ${stamp.runId}](${runUrl})` : `run ${stamp.runId}`;
  const { body: main, tool } = splitReportFooter(body);
  const footer = `<sub>${tool ?? 'deploy-gate'} judged head <code>${stamp.head.slice(0, 12)}</code> in ${run}.</sub>`;
  return `${COMMENT_MARKER}\n${stampLine(stamp)}\n${main}\n\n${footer}\n`;
}
