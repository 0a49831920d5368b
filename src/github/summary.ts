// The job summary: the full report as far as 1 MiB allows (G2), or the error when the run failed closed.
import * as core from '@actions/core';
import { SUMMARY_BUDGET, fitMarkdown, hardTruncate, fits } from './budget.js';
import { longestBacktickRun } from '../report/markdown-escape.js';

/** Writes once: several writes would each count against the same per-step limit. */
export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return; // not on a runner (local tries): nothing to write to
  const text = fits(markdown, SUMMARY_BUDGET) ? markdown : hardTruncate(markdown, SUMMARY_BUDGET);
  await core.summary.addRaw(text, true).write();
}

/** The report as summary markdown, shrunk by the renderer until it fits, with trailing lines kept. */
export function summaryMarkdown(render: (maxChars: number, maxBytes: number) => string, trailer: string): string {
  const room = {
    ...SUMMARY_BUDGET,
    maxChars: SUMMARY_BUDGET.maxChars - trailer.length - 16,
    maxBytes: SUMMARY_BUDGET.maxBytes - Buffer.byteLength(trailer) - 16,
  };
  return `${fitMarkdown(render, room).trimEnd()}\n\n${trailer}\n`;
}

/** What a reader sees when the action itself broke: it failed closed, and why. */
export function errorSummary(message: string, runUrl?: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(message) + 1));
  return [
    '## deploy-gate: error',
    '',
    'The gate could not reach a verdict because the action itself failed. The check fails closed: nothing was judged as passing.',
    '',
    `${fence}text`,
    message,
    fence,
    ...(runUrl ? ['', `Run: ${runUrl}`] : []),
    '',
  ].join('\n');
}
