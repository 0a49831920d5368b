import type { Report } from '../../src/model/report.js';

/** Report text with what changes from run to run (times, versions, temp paths) replaced, for golden files. */
export function normalizeOutput(text: string): string {
  return text
    .replace(/\/tmp\/[A-Za-z0-9._-]+/g, '<tmp>')
    .replace(/"durationMs": \d+/g, '"durationMs": 0')
    .replace(/\b\d+(\.\d+)?\s?ms\b/g, '<ms>')
    .replace(/\bv?\d+\.\d+\.\d+\+g[0-9a-f]+\b/g, '<tool-version>')
    .replace(/"version": "v?\d+\.\d+\.\d+[^"]*"/g, '"version": "<version>"');
}

/** A report with the run-to-run values zeroed, for structural comparisons. */
export function stableReport(report: Report): Report {
  return JSON.parse(
    normalizeOutput(
      JSON.stringify(
        {
          ...report,
          tool: { name: report.tool.name, version: '<version>' },
          targets: report.targets.map((t) => ({ ...t, durationMs: 0 })),
        },
        null,
        2,
      ),
    ),
  ) as Report;
}
