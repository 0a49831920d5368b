/** Policy checks: templates (code) + check files (data). */
export { loadPolicies, PolicyLoadError } from './load.js';
export type { LoadOptions, PolicySet } from './load.js';
export { runPolicies } from './run.js';
export { renderRulesDoc, renderRulesTable } from './docs.js';
export { TEMPLATES } from './templates/index.js';
