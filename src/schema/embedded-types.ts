import type { ErrorObject } from 'ajv';

/** A kubernetes-models `_schemas/*` module: a precompiled ajv validator (no unknown-field checks). */
export interface EmbeddedModule {
  validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
}
