// Types of the generated config validator (scripts/gen-validators.mjs); written by hand.
import type { ValidateFunction } from 'ajv';

/** schemas/config.schema.json, compiled ahead of time (ajv standalone: allErrors, verbose). */
export declare const validate: ValidateFunction;
export default validate;
