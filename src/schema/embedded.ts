import type { ErrorObject } from 'ajv';
import { EMBEDDED_KINDS, EMBEDDED_MODELS_VERSION } from './embedded-kinds.js';
import { memoised } from '../cache/memo.js';

export { EMBEDDED_MODELS_VERSION };

export interface EmbeddedValidator {
  validate(object: unknown): ErrorObject[];
}

const loaded = new Map<string, Promise<EmbeddedValidator | undefined>>();

/**
 * The kubernetes-models validator of a built-in kind, imported on first use (each kind is its
 * own chunk in the bundle). Undefined when the package has no model for it.
 */
export function embeddedValidator(apiVersion: string, kind: string): Promise<EmbeddedValidator | undefined> {
  const key = `${apiVersion}/${kind}`;
  return memoised(loaded, key, () => {
    const load = EMBEDDED_KINDS[key];
    return load
      ? load().then((m) => ({
          validate: (object: unknown) => (m.validate(object) ? [] : [...(m.validate.errors ?? [])]),
        }))
      : Promise.resolve(undefined);
  });
}
