// The action's one door to the engine and the reporters, so wiring them up happens in one place.
export { run, UsageError, type RunOptions } from '../run.js';
export { formatReport, renderMarkdown } from '../report/index.js';
export { escapeHtml, escapeInline, codeSpan } from '../report/markdown-escape.js';
export { summarize, verdictOf, countsTowardVerdict } from '../findings/verdict.js';
export {
  createSanitizer, sanitizeDeep, secretForms, unmaskableSecrets, type SanitizeOptions, type Sanitizer,
} from '../redact/index.js';
