/** `--format json`: the report exactly as the contract shows it (schema: docs/report.schema.json). */
import type { Report } from '../model/report.js';

export function renderJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
