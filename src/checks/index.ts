/** Policy checks: templates (code) + check files (data). */
export { loadPolicies, loadPoliciesInSlices, PolicyLoadError, builtInChecksDir } from './load.js';
export type { LoadedCheck, LoadOptions, PolicySet } from './load.js';
export { runPolicies } from './run.js';
export type { PolicyRunContext } from './run.js';
export { renderRulesDoc, renderRulesTable } from './docs.js';
export { TEMPLATES } from './templates/index.js';
