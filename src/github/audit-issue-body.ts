// What a tracking issue says: the hidden marker that finds it again, the stamp of the audit that
// wrote it, and the environment's report within GitHub's body limit.
import type { EnvironmentAudit } from './audit-scope.js';
import { fitMarkdown, type Budget } from './budget.js';
import { codePoints } from '../report/budget.js';
import { replaceReportFooter } from './comment-stamp.js';
import { codeSpan, escapeHtml, escapeInline } from '../report/markdown-escape.js';
import { renderMarkdown } from '../report/markdown.js';
import { countReport, tallyText } from '../report/counts.js';

/** An issue body holds 65,536 characters; stay under 65,000 code points (and the byte bound of comments). */
export const ISSUE_BUDGET: Budget = { maxChars: 65_000, maxBytes: 260_000 };
const MARKER_PREFIX = '<!-- deploy-gate:audit-issue environment=';
const UNCHECKED_SHOWN = 20;

export interface AuditStamp {
  /** The audited commit. */
  ref: string;
  runId: number;
  runAttempt: number;
}

/** Environment names come from the config: encoded, so no name can end the HTML comment early. */
export function issueMarker(environment: string): string {
  return `${MARKER_PREFIX}${encodeURIComponent(environment)} -->`;
}

const STAMP_RE = /<!-- deploy-gate:audit-stamp ref=([0-9a-f]{7,64}) run=(\d+) attempt=(\d+) -->/;

export function auditStampLine(s: AuditStamp): string {
  return `<!-- deploy-gate:audit-stamp ref=${s.ref} run=${s.runId} attempt=${s.runAttempt} -->`;
}

export function parseAuditStamp(body: string | null | undefined): AuditStamp | undefined {
  const m = STAMP_RE.exec(body ?? '');
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  return { ref: m[1], runId: Number(m[2]), runAttempt: Number(m[3]) };
}

/** Run ids grow across the repository: a higher one (or a later attempt) is a later audit. */
export function isLaterAudit(other: AuditStamp | undefined, mine: AuditStamp): boolean {
  if (!other) return false;
  return other.runId > mine.runId || (other.runId === mine.runId && other.runAttempt > mine.runAttempt);
}

export function issueTitle(audit: EnvironmentAudit): string {
  // Titles are plain text: drop line breaks and control characters, nothing else to escape.
  const env = audit.environment.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return `deploy-gate audit: ${env}: ${audit.verdict.toUpperCase()}`;
}

function lead(audit: EnvironmentAudit, stamp: AuditStamp): string {
  const env = codeSpan(audit.environment);
  const at = `the audit of ${codeSpan(stamp.ref.slice(0, 12))}`;
  if (audit.verdict === 'pass')
    return `✅ Environment ${env} is clean in ${at}: nothing fails and everything was checked. Closing this issue.`;
  const what =
    audit.verdict === 'fail' ? 'has failing findings' : 'could not be fully checked, so it is not known to be clean';
  return `Environment ${env} ${what} in ${at}. deploy-gate edits this issue after every audit and closes it when the environment is clean.`;
}

function uncheckedSection(audit: EnvironmentAudit): string {
  if (audit.unchecked.length === 0) return '';
  const shown = audit.unchecked.slice(0, UNCHECKED_SHOWN).map((l) => `- ${escapeInline(l)}`);
  const rest = audit.unchecked.length - shown.length;
  if (rest > 0) shown.push(`- …and ${rest} more (see the report below and the job summary)`);
  return `#### ⚠️ Could not be checked (${audit.unchecked.length})\n\n${shown.join('\n')}\n\n`;
}

export function issueFooter(version: string, stamp: AuditStamp, runUrl?: string): string {
  const run = runUrl ? `[run ${stamp.runId}](${runUrl})` : `run ${stamp.runId}`;
  return `<sub>deploy-gate ${escapeHtml(version)} audited <code>${stamp.ref.slice(0, 12)}</code> in ${run}.</sub>`;
}

/**
 * The issue body: marker and stamp first (they must survive any cut), then the lead, what was not
 * checked, the report. `headUrl` (…/blob/<sha>) links findings to their source lines.
 */
export function issueBody(audit: EnvironmentAudit, stamp: AuditStamp, runUrl?: string, headUrl?: string): string {
  const head = `${issueMarker(audit.environment)}\n${auditStampLine(stamp)}\n${lead(audit, stamp)}\n\n${uncheckedSection(audit)}`;
  const footer = issueFooter(audit.report.tool.version, stamp, runUrl);
  const room = codePoints(head) + codePoints(footer) + 64;
  const budget = {
    maxChars: ISSUE_BUDGET.maxChars - room,
    maxBytes: ISSUE_BUDGET.maxBytes - Buffer.byteLength(head + footer) - 256,
  };
  const report = fitMarkdown(
    (maxChars, maxBytes) => renderMarkdown(audit.report, { maxChars, maxBytes, headUrl }),
    budget,
  );
  return `${head}${replaceReportFooter(report, footer)}`;
}

/** What GitHub gets when it still refuses the full body: the verdict, the counts and where the rest is. */
export function minimalIssueBody(audit: EnvironmentAudit, stamp: AuditStamp, runUrl?: string): string {
  const c = countReport(audit.report);
  return [
    issueMarker(audit.environment),
    auditStampLine(stamp),
    lead(audit, stamp),
    '',
    `${tallyText(c.failing, 'failing problem')}, ${tallyText(c.inconclusive, 'unchecked problem')}, ${tallyText(c.advisory, 'warning or note', 'warnings or notes')} across ${audit.report.summary.targets} targets.`,
    '',
    `The full report did not fit in an issue: see the job summary${runUrl ? ` of [this run](${runUrl})` : ''} and the report artifact.`,
    '',
    issueFooter(audit.report.tool.version, stamp, runUrl),
    '',
  ].join('\n');
}

export function reopenComment(audit: EnvironmentAudit, stamp: AuditStamp, runUrl?: string): string {
  const what = audit.verdict === 'fail' ? 'has failing findings again' : 'could not be fully checked';
  return `Reopened: ${codeSpan(audit.environment)} ${what} in the audit of ${codeSpan(stamp.ref.slice(0, 12))}${runUrl ? ` ([run ${stamp.runId}](${runUrl}))` : ''}.`;
}

export function closeComment(audit: EnvironmentAudit, stamp: AuditStamp, runUrl?: string): string {
  return `Closing: ${codeSpan(audit.environment)} is clean in the audit of ${codeSpan(stamp.ref.slice(0, 12))}${runUrl ? ` ([run ${stamp.runId}](${runUrl}))` : ''}. deploy-gate reopens this issue if findings come back.`;
}
