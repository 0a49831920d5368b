// Everything the action hands back to GitHub for one report: files, comment, summary, annotations, outputs.
import * as core from '@actions/core';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Report } from '../model/report.js';
import type { ActionSettings } from '../inputs.js';
import { planAnnotations } from './annotations.js';
import { createSanitizer, formatReport, renderMarkdown, sanitizeDeep, type SanitizeOptions, type Sanitizer } from './engine.js';
import { commentNotice, headBlobUrl, postComment, runUrl, type CommentOutcome } from './pr-comment.js';
import { conclusion } from './conclusion.js';
import { summaryMarkdown, writeSummary } from './summary.js';

export interface PublishResult {
  comment: CommentOutcome;
}

/** `report` is already sanitized. */
async function writeFiles(report: Report, s: ActionSettings): Promise<void> {
  for (const [file, format] of [[s.reportFile, 'json'], [s.sarifFile, 'sarif']] as const) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, formatReport(report, format));
  }
}

function annotate(report: Report, s: ActionSettings, sanitize: Sanitizer): void {
  for (const a of planAnnotations(report.findings, s.repoDir, s.workspace)) {
    const props = { title: a.title && sanitize(a.title), file: a.file, startLine: a.startLine };
    core[a.level](sanitize(a.message), props);
  }
}

function setOutputs(report: Report, s: ActionSettings, comment: CommentOutcome): void {
  core.setOutput('verdict', report.verdict);
  core.setOutput('fail-count', report.summary.fail);
  core.setOutput('inconclusive-count', report.summary.inconclusive);
  core.setOutput('report-file', s.reportFile);
  core.setOutput('sarif-file', s.sarifFile);
  core.setOutput('comment-url', comment.url ?? '');
  core.setOutput('comment-status', comment.status);
}

/** Publishes in an order that keeps the verdict safe: files and outputs never depend on the API. */
export async function publish(raw: Report, s: ActionSettings, clean: SanitizeOptions): Promise<PublishResult> {
  // Sanitize the data before rendering: markdown escaping could otherwise split a secret apart (E4).
  const sanitize = createSanitizer(clean);
  const report = sanitizeDeep(raw, sanitize);
  await writeFiles(report, s);
  const comment = await postComment(report, s, sanitize);
  const notice = commentNotice(comment);
  core[notice.level](sanitize(notice.text));
  const headUrl = headBlobUrl(s, s.prHead ?? report.head?.sha ?? report.ref?.sha);
  const link = runUrl(s);
  const trailer = [
    `<sub>Report: \`${path.basename(s.reportFile)}\` · SARIF: \`${path.basename(s.sarifFile)}\`${link ? ` · [run](${link})` : ''}</sub>`,
  ].join('\n');
  await writeSummary(summaryMarkdown((maxChars) => renderMarkdown(report, { maxChars, headUrl }), trailer));
  annotate(report, s, sanitize);
  setOutputs(report, s, comment);
  return { comment };
}

/** Verdict → step result (see conclusion.ts). */
export function conclude(report: Report, s: ActionSettings): void {
  const c = conclusion(report, s.failOnInconclusive);
  if (c.result === 'pass') core.info(c.message);
  else if (c.result === 'fail') core.setFailed(c.message);
  else core.warning(c.message, { title: 'deploy-gate: not everything was checked' });
}
