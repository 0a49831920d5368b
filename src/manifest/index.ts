export { parseRendered } from './render-parse.js';
export { parseYamlFile } from './yaml-file.js';
export { ORIGIN_ANNOTATION, removeAnnotation } from './kustomize-origin.js';
export { type ParseOptions, type ParsedRender, type RenderedChunk } from './types.js';
export { KUSTOMIZATION_FILES } from './kustomize-chain.js';
export { maySpell } from './may-spell.js';
