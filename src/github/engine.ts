// The action's one door to the engine and the reporters, so wiring them up happens in one place.
export { run, UsageError, type RunOptions } from '../run.js';
export { formatReport, renderMarkdown } from '../report/index.js';
export {
  createSanitizer, sanitizeDeep, secretForms, unmaskableSecrets, type SanitizeOptions, type Sanitizer,
} from '../report/sanitize.js';
