/** Schema validation of rendered objects: built-in kinds per Kubernetes version, CRDs, embedded fallback. */
export { createSchemaValidator } from './validator.js';
export type {
  SchemaOptions,
  SchemaValidator,
  TargetValidation,
  ValidateTargetOptions,
  ValidationLevel,
} from './types.js';
export { DEFAULT_CRD_LOCATION, DEFAULT_K8S_LOCATION, openApiFileName, expandTemplate } from './locations.js';
export { defaultCacheDir } from '../cache/dir.js';
