// The action's one door to the engine, the reporters and the process spawner, so wiring is in one place.
export { run, UsageError, type RunOptions } from '../run.js';
export { formatReport, renderMarkdown } from '../report/index.js';
export {
  createSanitizer, sanitizeDeep, secretForms, unmaskableSecrets, type SanitizeOptions, type Sanitizer,
} from '../report/sanitize.js';
export { execTool, type ExecResult } from '../render/exec.js';
