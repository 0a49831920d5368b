/** Schema validation of rendered objects: built-in kinds per Kubernetes version, CRDs, embedded fallback. */
export { createSchemaValidator } from './validator.js';
export type { SchemaOptions, SchemaValidator } from './types.js';
