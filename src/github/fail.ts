// The two ways the action ends without a report: refusing an unsafe context (A1) and failing closed.
import * as core from '@actions/core';
import { commentNotice, postErrorComment, runUrl } from './pr-comment.js';
import type { ActionSettings } from './settings.js';
import { errorSummary, writeSummary } from './summary.js';

/** No verdict was reached: say so in the outputs, so nothing downstream reads an empty value as a pass. */
function noVerdictOutputs(): void {
  core.setOutput('verdict', 'inconclusive');
  core.setOutput('fail-count', 0);
  core.setOutput('inconclusive-count', 0);
  core.setOutput('comment-url', '');
  core.setOutput('comment-status', 'skipped:error');
  core.setOutput('audit-issue-status', 'skipped:error');
  core.setOutput('audit-issues', '[]');
}

export async function refuseUnsafeContext(message: string): Promise<void> {
  noVerdictOutputs();
  await writeSummary(
    `## deploy-gate: refused\n\nNothing was rendered and nothing was judged.\n\n\`\`\`text\n${message}\n\`\`\`\n`,
  );
  core.setFailed(message);
}

/**
 * An internal error must never look like a pass: the step fails, the summary carries the error and
 * so does the pull request comment (when the settings were read far enough to know the PR).
 */
export async function failClosed(
  err: unknown,
  sanitize: (text: string) => string,
  settings?: ActionSettings,
): Promise<void> {
  const raw = err instanceof Error ? (err.name === 'Error' ? err.message : `${err.name}: ${err.message}`) : String(err);
  const message = sanitize(raw);
  noVerdictOutputs();
  try {
    await writeSummary(errorSummary(message, settings && runUrl(settings)));
  } catch (summaryErr) {
    core.warning(`could not write the job summary: ${sanitize(String(summaryErr))}`);
  }
  if (settings) {
    // Never throws (sticky-comment.ts); the outcome is reported like a normal run's.
    const comment = await postErrorComment(message, settings, sanitize);
    core.setOutput('comment-url', comment.url ?? '');
    core.setOutput('comment-status', comment.status);
    const notice = commentNotice(comment);
    if (notice.level !== 'info') core.info(sanitize(notice.text));
  }
  core.setFailed(`deploy-gate failed closed: ${message}`);
  if (err instanceof Error && err.stack) core.debug(sanitize(err.stack));
}
