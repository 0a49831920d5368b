// The audit's tracking issues for one report: plans from the per-environment split, the sync, and
// what the log and the job summary say about it.
import * as core from '@actions/core';
import type { Report } from '../model/report.js';
import type { ActionSettings } from './settings.js';
import {
  closeComment,
  issueBody,
  issueTitle,
  minimalIssueBody,
  reopenComment,
  type AuditStamp,
} from './audit-issue-body.js';
import { syncAuditIssues, type IssuePlan, type IssueSyncResult } from './audit-issues.js';
import { splitByEnvironment } from './audit-scope.js';
import { createGitHubClient, pacingFor } from './client.js';
import { resolveCommentAuthor } from './comment-author.js';
import { codeSpan } from '../report/markdown-escape.js';
import type { Sanitizer } from '../redact/index.js';
import { headBlobUrl, runUrl } from './pr-comment.js';

export type AuditIssueOutcome =
  | IssueSyncResult
  | { status: 'skipped:disabled' | 'skipped:not-audit' | 'skipped:no-token'; issues: []; detail?: string };

/** `report` is already sanitized. */
export function issuePlans(report: Report, s: ActionSettings, stamp: AuditStamp): IssuePlan[] {
  const link = runUrl(s);
  const headUrl = headBlobUrl(s, stamp.ref);
  return splitByEnvironment(report, s.environments).map((audit) => ({
    environment: audit.environment,
    clean: audit.verdict === 'pass',
    title: issueTitle(audit),
    body: issueBody(audit, stamp, link, headUrl),
    minimalBody: minimalIssueBody(audit, stamp, link),
    reopenComment: reopenComment(audit, stamp, link),
    closeComment: closeComment(audit, stamp, link),
  }));
}

export async function publishAuditIssues(
  report: Report,
  s: ActionSettings,
  sanitize: Sanitizer,
): Promise<AuditIssueOutcome> {
  if (!s.auditIssue) return { status: 'skipped:disabled', issues: [] };
  if (s.mode !== 'audit') return { status: 'skipped:not-audit', issues: [] };
  if (!s.token) return { status: 'skipped:no-token', issues: [] };
  const stamp: AuditStamp = {
    ref: report.ref?.sha ?? s.event.sha,
    runId: s.github.runId,
    runAttempt: s.github.runAttempt,
  };
  const log = (m: string) => core.info(sanitize(m));
  const gh = createGitHubClient({ token: s.token, baseUrl: s.github.apiUrl, log, pacing: pacingFor(s.github.apiUrl) });
  const plans = issuePlans(report, s, stamp);
  if (plans.length === 0) log('No environment was audited: no tracking issue to keep.');
  const author = await resolveCommentAuthor(gh, s.commentAuthor, s.token, log);
  return syncAuditIssues(gh, { owner: s.github.owner, repo: s.github.repo, author, stamp, plans }, log);
}

/** One line for the log about what happened to the tracking issues. */
export function auditIssueNotice(
  o: AuditIssueOutcome,
): { level: 'info' | 'notice' | 'warning'; text: string } | undefined {
  switch (o.status) {
    case 'skipped:disabled':
      return undefined;
    case 'skipped:not-audit':
      return { level: 'info', text: 'audit-issue applies to audits only; no tracking issue was touched.' };
    case 'skipped:no-token':
      return { level: 'warning', text: 'No tracking issues: github-token is empty.' };
    case 'skipped:read-only-token':
      return {
        level: 'notice',
        text: `Tracking issues not updated: the token may not write issues (give the job permissions: issues: write). The verdict and the job summary are complete.${o.detail ? ` (${o.detail})` : ''}`,
      };
    case 'skipped:issues-disabled':
      return { level: 'notice', text: 'Tracking issues not updated: issues are disabled in this repository.' };
    case 'done':
      return {
        level: 'info',
        text: `Tracking issues: ${o.issues.map((i) => `${i.environment} ${i.action}${i.number ? ` #${i.number}` : ''}`).join(', ') || 'none'}`,
      };
    default:
      return {
        level: 'warning',
        text: `Tracking issues could not all be updated (${o.status}): ${o.detail ?? ''}. The verdict is unaffected.`,
      };
  }
}

/** Markdown lines for the job summary: which issue tracks which environment now. */
export function auditIssueSummary(o: AuditIssueOutcome): string {
  const rows = o.issues.filter((i) => i.number !== undefined && i.action !== 'unchanged');
  if (rows.length === 0) return '';
  return `Tracking issues: ${rows.map((i) => `[#${i.number}](${i.url ?? ''}) ${codeSpan(i.environment)} ${i.action}`).join(' · ')}`;
}
