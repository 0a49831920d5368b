export { parseRendered } from './render-parse.js';
export { parseYamlFile, type YamlFile, type YamlFileOptions } from './yaml-file.js';
export { ORIGIN_ANNOTATION } from './kustomize-origin.js';
export {
  DEFAULT_MAX_ALIAS_COUNT,
  DEFAULT_MAX_DOC_BYTES,
  type ParseOptions,
  type ParsedRender,
  type RenderedChunk,
} from './types.js';
