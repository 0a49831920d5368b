// Types of the generated check validators (scripts/gen-validators.mjs); written by hand.
import type { ValidateFunction } from 'ajv';

/** CHECK_FILE_SCHEMA, compiled ahead of time. */
export declare const checkFile: ValidateFunction;
/** Each template's parameter schema by template name; fills defaults in place (useDefaults). */
export declare const templateParams: Readonly<Record<string, ValidateFunction>>;
