/** Policy checks: templates (code) + check files (data). */
export { loadPolicies, PolicyLoadError, builtInChecksDir } from './load.js';
export type { LoadedCheck, PolicySet } from './load.js';
export { runPolicies } from './run.js';
export type { PolicyRunContext } from './run.js';
export { renderRulesDoc, renderRulesTable } from './docs.js';
export { parseImageRef, ImageRefError, formatImageRef } from './image-ref.js';
export type { ImageRef } from './image-ref.js';
export { podSpecsOf, containersOf } from './pod-specs.js';
export type { PodSpecSite, ContainerSite, ContainerRole } from './pod-specs.js';
export { TEMPLATES } from './templates/index.js';
