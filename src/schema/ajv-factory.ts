import { Ajv } from 'ajv';
import type { Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FormatsPlugin } from 'ajv-formats';
import { makeRegExpEngine } from './re2.js';
import type { PatternNotes } from './re2.js';

// ajv-formats is CommonJS with a default export; under NodeNext its type is the module namespace.
const mod = addFormatsModule as unknown as FormatsPlugin & { default?: FormatsPlugin };
const addFormats: FormatsPlugin = mod.default ?? mod;

/** Go's time.ParseDuration syntax (Kubernetes `format: duration`), not ISO 8601. */
const GO_DURATION = /^[-+]?(?:0|(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/;

/** Formats Kubernetes validates; others are annotations only (apiextensions ignores unknown formats). */
const KNOWN = ['date-time', 'date', 'uri', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid', 'byte', 'int32', 'int64', 'float', 'double'] as const;

export function createAjv(notes: PatternNotes): Ajv {
  const regExp = Object.assign(makeRegExpEngine(notes), { code: 'RegExp' });
  const opts: Options = {
    allErrors: true,
    strict: false,
    verbose: true,
    validateSchema: false,
    logger: false,
    unicodeRegExp: false,
    // Shared sub-schemas (PodSpec, ObjectMeta) compile once per document, not once per kind.
    inlineRefs: false,
    code: { regExp },
  };
  const ajv = new Ajv(opts);
  addFormats(ajv, { formats: [...KNOWN], keywords: false });
  ajv.addFormat('duration', GO_DURATION);
  for (const ignored of ['int-or-string', 'cidr', 'mac', 'password', 'bsonobjectid', 'uri-reference', 'isbn', 'creditcard', 'color']) {
    ajv.addFormat(ignored, true);
  }
  return ajv;
}
