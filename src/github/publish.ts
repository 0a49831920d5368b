// Everything the action hands back to GitHub for one report: files, comment, summary, annotations, outputs.
import * as core from '@actions/core';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Report } from '../model/report.js';
import type { ActionSettings } from './settings.js';
import { planAnnotations } from './annotations.js';
import { auditIssueNotice, auditIssueSummary, publishAuditIssues, type AuditIssueOutcome } from './audit-publish.js';
import { splitReportFooter } from './comment-stamp.js';
import { formatReport, sarifDocsAt, type SarifDocs } from '../report/index.js';
import { renderMarkdown, SEE_ALSO_SUMMARY } from '../report/markdown.js';
import { createSanitizer, sanitizeDeep, type SanitizeOptions, type Sanitizer } from '../redact/index.js';
import { commentNotice, headBlobUrl, postComment, runUrl, type CommentOutcome } from './pr-comment.js';
import { conclusion } from './conclusion.js';
import { sarifCategory, withSarifCategory } from './sarif-category.js';
import { summaryMarkdown, writeSummary } from './summary.js';

export interface PublishResult {
  comment: CommentOutcome;
  issues: AuditIssueOutcome;
}

/** The rule docs of the deploy-gate the workflow runs (`uses: owner/deploy-gate@ref`), for SARIF help links. */
function actionDocs(s: ActionSettings, ruleHelp: SarifDocs['ruleHelp']): SarifDocs {
  const repo = process.env.GITHUB_ACTION_REPOSITORY;
  const at = sarifDocsAt(repo ? `${s.github.serverUrl}/${repo}` : undefined, process.env.GITHUB_ACTION_REF);
  return { ...at, ...(ruleHelp ? { ruleHelp } : {}) };
}

/** `report` is already sanitized. */
async function writeFiles(report: Report, s: ActionSettings, ruleHelp: SarifDocs['ruleHelp']): Promise<void> {
  const category = sarifCategory(report.mode, s.environments, s.sarifCategory);
  const files = [
    [s.reportFile, formatReport(report, 'json')],
    [s.sarifFile, withSarifCategory(formatReport(report, 'sarif', { sarif: actionDocs(s, ruleHelp) }), category)],
  ] as const;
  for (const [file, text] of files) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}

function annotate(report: Report, s: ActionSettings, sanitize: Sanitizer): void {
  for (const a of planAnnotations(report.findings, s.repoDir, s.workspace)) {
    const props = { title: a.title && sanitize(a.title), file: a.file, startLine: a.startLine };
    core[a.level](sanitize(a.message), props);
  }
}

function setOutputs(report: Report, s: ActionSettings, { comment, issues }: PublishResult): void {
  core.setOutput('verdict', report.verdict);
  core.setOutput('fail-count', report.summary.fail);
  core.setOutput('inconclusive-count', report.summary.inconclusive);
  core.setOutput('report-file', s.reportFile);
  core.setOutput('sarif-file', s.sarifFile);
  core.setOutput('comment-url', comment.url ?? '');
  core.setOutput('comment-status', comment.status);
  core.setOutput('audit-issue-status', issues.status);
  core.setOutput(
    'audit-issues',
    JSON.stringify(issues.issues.map(({ environment, action, number, url }) => ({ environment, action, number, url }))),
  );
}

/** The summary's last line: the tool, where the files are, the run, the tracking issues. One `<sub>`, never two. */
function trailer(report: Report, s: ActionSettings, issues: AuditIssueOutcome): string {
  const link = runUrl(s);
  const files = `<sub>deploy-gate ${report.tool.version} · Report: \`${path.basename(s.reportFile)}\` · SARIF: \`${path.basename(s.sarifFile)}\`${link ? ` · [run](${link})` : ''}</sub>`;
  const tracking = auditIssueSummary(issues);
  return tracking ? `${tracking}\n\n${files}` : files;
}

function say(n: { level: 'info' | 'notice' | 'warning'; text: string } | undefined, sanitize: Sanitizer): void {
  if (n) core[n.level](sanitize(n.text));
}

/** Publishes in an order that keeps the verdict safe: files and outputs never depend on the API. */
/** `ruleHelp`: the policy rules' docs for the SARIF file (checks/rule-help.ts), handed in by main.ts. */
export async function publish(
  raw: Report,
  s: ActionSettings,
  clean: SanitizeOptions,
  ruleHelp?: SarifDocs['ruleHelp'],
): Promise<PublishResult> {
  // Sanitize the data before rendering: markdown escaping could otherwise split a secret apart (E4).
  const sanitize = createSanitizer(clean);
  const report = sanitizeDeep(raw, sanitize);
  await writeFiles(report, s, ruleHelp);
  const comment = await postComment(report, s, sanitize);
  say(commentNotice(comment), sanitize);
  const issues = await publishAuditIssues(report, s, sanitize);
  say(auditIssueNotice(issues), sanitize);
  const headUrl = headBlobUrl(s, s.prHead ?? report.head?.sha ?? report.ref?.sha);
  const render = (maxChars: number, maxBytes: number) =>
    splitReportFooter(
      renderMarkdown(report, { maxChars, maxBytes, headUrl, prHead: s.prHead, seeAlso: SEE_ALSO_SUMMARY }),
    ).body;
  await writeSummary(summaryMarkdown(render, sanitize(trailer(report, s, issues))));
  annotate(report, s, sanitize);
  setOutputs(report, s, { comment, issues });
  return { comment, issues };
}

/** Verdict → step result (see conclusion.ts). */
export function conclude(report: Report, s: ActionSettings): void {
  const c = conclusion(report, s.failOnInconclusive);
  if (c.result === 'pass') core.info(c.message);
  else if (c.result === 'fail') core.setFailed(c.message);
  else core.warning(c.message, { title: 'deploy-gate: not everything was checked' });
}
