import type { Ajv, ErrorObject } from 'ajv';
import equal from 'ajv/dist/runtime/equal.js';
import timestamp from 'ajv/dist/runtime/timestamp.js';
import ucs2length from 'ajv/dist/runtime/ucs2length.js';
import uri from 'ajv/dist/runtime/uri.js';
import validationError from 'ajv/dist/runtime/validation_error.js';
import { STANDALONE_FORMATS, STANDALONE_REGEXP } from './ajv-factory.js';

export type StandaloneValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * The `module.exports` of a CommonJS runtime file. Node (and esbuild in Node mode) give the whole
 * exports object to a default import; other loaders give its `default`.
 */
function exportsOf(imported: unknown): unknown {
  return typeof imported === 'function' ? { default: imported } : imported;
}

const AJV_RUNTIME: Record<string, unknown> = {
  'ajv/dist/runtime/equal': exportsOf(equal),
  'ajv/dist/runtime/timestamp': exportsOf(timestamp),
  'ajv/dist/runtime/ucs2length': exportsOf(ucs2length),
  'ajv/dist/runtime/uri': exportsOf(uri),
  'ajv/dist/runtime/validation_error': exportsOf(validationError),
};

/**
 * Evaluates ajv standalone (CommonJS) validator code. Its `require()` reaches only ajv's runtime
 * helpers bundled with us and this run's formats and RegExp engine, never node_modules (the
 * action is one bundle) or anything else.
 */
export class StandaloneRuntime {
  private readonly modules: Record<string, unknown>;

  constructor(ajv: Ajv) {
    const regExp = ajv.opts.code.regExp;
    this.modules = { ...AJV_RUNTIME, [STANDALONE_FORMATS]: ajv.formats, [STANDALONE_REGEXP]: regExp };
  }

  /** Throws when the code does not evaluate to a validator (the caller drops the cache entry). */
  evaluate(source: string): StandaloneValidate {
    const module: { exports: unknown } = { exports: {} };
    const require = (id: string): unknown => {
      if (!Object.hasOwn(this.modules, id)) throw new Error(`validator code requires an unknown module "${id}"`);
      return this.modules[id];
    };
    // The code comes from this program's own ajv (now or in an earlier run, through the cache dir).
    const factory = new Function('require', 'module', 'exports', source) as (
      r: typeof require,
      m: typeof module,
      e: unknown,
    ) => void;
    factory(require, module, module.exports);
    if (typeof module.exports !== 'function') throw new Error('validator code does not export a function');
    return module.exports as StandaloneValidate;
  }
}
