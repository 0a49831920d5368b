/**
 * One entry for every output format. The report is sanitized (URL userinfo, runner paths,
 * secret values the action holds) before any reporter sees it, so no format can forget to.
 */
import type { Report } from '../model/report.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderMarkdown, type MarkdownOptions } from './markdown.js';
import { createSanitizer, sanitizeDeep, type SanitizeOptions } from '../redact/index.js';
import { renderSarif } from './sarif.js';
import type { SarifDocs } from './sarif-rules.js';
import { renderText } from './text.js';

export type ReportFormat = 'text' | 'json' | 'sarif' | 'markdown' | 'junit';
export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'json', 'sarif', 'markdown', 'junit'];
export interface FormatOptions {
  /** text only: ANSI colour (the CLI passes isTTY). */
  color?: boolean;
  /** markdown only. */
  markdown?: MarkdownOptions;
  /** sarif only: where the rule docs live (helpUri, informationUri). */
  sarif?: SarifDocs;
  /** Secrets the action holds and checkout roots to hide. */
  sanitize?: SanitizeOptions;
}

export function formatReport(report: Report, format: ReportFormat, opts: FormatOptions = {}): string {
  const sanitizer = createSanitizer(opts.sanitize);
  const clean = sanitizeDeep(report, sanitizer);
  switch (format) {
    case 'text':
      return renderText(clean, { color: opts.color ?? false });
    case 'json':
      return renderJson(clean);
    case 'sarif':
      return renderSarif(clean, opts.sarif);
    case 'markdown':
      return renderMarkdown(clean, opts.markdown);
    case 'junit':
      return renderJunit(clean);
  }
}

export { sarifDocsAt, type SarifDocs } from './sarif-rules.js';
