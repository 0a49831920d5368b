// The PR comment for a report: body within budget, the short fallback, and the upsert.
import * as core from '@actions/core';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Report } from '../model/report.js';
import type { ActionSettings } from './settings.js';
import { COMMENT_BUDGET, fitMarkdown } from './budget.js';
import { createGitHubClient, pacingFor } from './client.js';
import { resolveCommentAuthor } from './comment-author.js';
import { renderMarkdown } from '../report/markdown.js';
import { longestBacktickRun } from '../report/markdown-escape.js';
import type { Sanitizer } from '../redact/index.js';
import { upsertStickyComment, type CommentResult } from './sticky-comment.js';

export type CommentOutcome =
  | CommentResult
  | { status: 'skipped:disabled' | 'skipped:no-pull-request' | 'skipped:no-token'; url?: undefined; detail?: string };

/** Room for the marker, stamp and footer the sticky comment adds around the body. */
const ENVELOPE = 400;

export function headBlobUrl(s: ActionSettings, sha: string | undefined): string | undefined {
  if (!sha || !s.github.owner) return undefined;
  return `${s.github.serverUrl}/${s.github.owner}/${s.github.repo}/blob/${sha}`;
}

export function runUrl(s: ActionSettings): string | undefined {
  if (!s.github.owner || !s.github.runId) return undefined;
  return `${s.github.serverUrl}/${s.github.owner}/${s.github.repo}/actions/runs/${s.github.runId}`;
}

/**
 * The step's comment key: the input, else a short hash of what tells two deploy-gate steps of one
 * workflow apart (job id, checkout path, config, environments). Stable across runs of the same step.
 */
export function commentKey(s: ActionSettings): string {
  if (s.commentKey) return s.commentKey;
  const where = path.relative(s.workspace, s.repoDir) || '.';
  const parts = [s.github.job, where, s.configPath ?? '', s.environments.join(',')];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 12);
}

/** The body GitHub gets when even the budgeted one is refused: verdict, counts, where the rest is. */
export function minimalBody(report: Report, link: string | undefined): string {
  const c = report.summary;
  return [
    `### deploy-gate: ${report.verdict.toUpperCase()}`,
    '',
    `${c.fail} failing, ${c.inconclusive} inconclusive, ${c.warning} warnings across ${c.targets} targets.`,
    '',
    `The full report did not fit in a comment: see the job summary${link ? ` of [this run](${link})` : ''} and the report artifact.`,
  ].join('\n');
}

/** `report` is already sanitized. */
function commentBody(report: Report, s: ActionSettings): string {
  const headUrl = headBlobUrl(s, s.prHead ?? report.head?.sha ?? s.head);
  const budget = { maxChars: COMMENT_BUDGET.maxChars - ENVELOPE, maxBytes: COMMENT_BUDGET.maxBytes - ENVELOPE * 4 };
  // No `marker` here: composeComment puts the marker and the stamp first, outside the budgeted body.
  return fitMarkdown(
    (maxChars, maxBytes) => renderMarkdown(report, { maxChars, maxBytes, headUrl, prHead: s.prHead }),
    budget,
  );
}

export async function postComment(report: Report, s: ActionSettings, sanitize: Sanitizer): Promise<CommentOutcome> {
  const link = runUrl(s);
  // The SHA actually judged (an input may name a branch); compared with the PR's head before writing (G5).
  const head = s.prHead ?? report.head?.sha ?? s.event.pr?.headSha;
  return writeComment(s, sanitize, {
    head,
    body: () => commentBody(report, s),
    minimal: sanitize(minimalBody(report, link)),
  });
}

/**
 * A run that failed closed replaces the previous verdict in the comment with the error: a stale
 * PASS must not stay on a pull request whose latest run could not judge it.
 */
export async function postErrorComment(
  message: string,
  s: ActionSettings,
  sanitize: Sanitizer,
): Promise<CommentOutcome> {
  const body = sanitize(errorCommentBody(message, runUrl(s)));
  return writeComment(s, sanitize, {
    head: s.prHead ?? s.head ?? s.event.pr?.headSha,
    body: () => body,
    minimal: body,
  });
}

export function errorCommentBody(message: string, link: string | undefined): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(message) + 1));
  return [
    `### ${'⚠️'} deploy-gate check: **INCONCLUSIVE** — the action failed closed before reaching a verdict`,
    '',
    'Nothing was judged as passing, and any earlier result in this comment no longer applies.',
    '',
    `${fence}text`,
    message.length > 4_000 ? `${message.slice(0, 4_000)}…` : message,
    fence,
    '',
    `Re-run the job once the cause is fixed${link ? `; details in [the run](${link})` : ''}.`,
  ].join('\n');
}

async function writeComment(
  s: ActionSettings,
  sanitize: Sanitizer,
  what: { head: string | undefined; body: () => string; minimal: string },
): Promise<CommentOutcome> {
  const pr = s.event.pr;
  if (!s.comment) return { status: 'skipped:disabled' };
  if (s.mode !== 'check' || !pr) return { status: 'skipped:no-pull-request' };
  if (!s.token) return { status: 'skipped:no-token' };
  const log = (m: string) => core.info(sanitize(m));
  const gh = createGitHubClient({ token: s.token, baseUrl: s.github.apiUrl, log, pacing: pacingFor(s.github.apiUrl) });
  const link = runUrl(s);
  return upsertStickyComment(
    gh,
    {
      owner: s.github.owner,
      repo: s.github.repo,
      issueNumber: pr.number,
      author: await resolveCommentAuthor(gh, s.commentAuthor, s.token, log),
      key: commentKey(s),
      stamp: { head: what.head ?? pr.headSha, runId: s.github.runId, runAttempt: s.github.runAttempt },
      body: what.body(),
      minimalBody: what.minimal,
      ...(link ? { runUrl: link } : {}),
    },
    log,
  );
}

/** One line for the log and the summary about what happened to the comment. */
export function commentNotice(outcome: CommentOutcome): { level: 'info' | 'notice' | 'warning'; text: string } {
  switch (outcome.status) {
    case 'created':
    case 'updated': {
      const text = `Pull request comment ${outcome.status}: ${outcome.url ?? ''}`;
      // One warning at most for the comment: the annotation budget counts it (annotations.ts).
      return outcome.warning ? { level: 'warning', text: `${text}. ${outcome.warning}` } : { level: 'info', text };
    }
    case 'skipped:read-only-token':
      return {
        level: 'notice',
        text: 'No pull request comment: the token is read-only here (a fork or Dependabot pull request). The verdict and the job summary are complete.',
      };
    case 'skipped:stale':
      return { level: 'notice', text: `Pull request comment left alone: ${outcome.detail ?? 'a newer run owns it'}.` };
    case 'skipped:disabled':
    case 'skipped:no-pull-request':
      return { level: 'info', text: `No pull request comment (${outcome.status.slice('skipped:'.length)}).` };
    case 'skipped:no-token':
      return { level: 'warning', text: 'No pull request comment: github-token is empty.' };
    default:
      return {
        level: 'warning',
        text: `The pull request comment could not be posted (${outcome.status}): ${outcome.detail ?? ''}. The verdict is unaffected.`,
      };
  }
}
