import { Ajv, type ValidateFunction } from 'ajv';
import type { FindingDraft } from '../../model/finding.js';
import { apiGroup, describeRef } from '../../model/resource.js';
import { escapeRegExp } from '../../redact/index.js';
import { findingAt, KINDS_PARAM, type CheckTemplate } from './types.js';

/**
 * Its own Ajv: no defaults, no coercion, so validating never changes the object judged. Made on
 * first use: only a check of this template needs it, and making it costs every start a few ms.
 */
let ajv: Ajv | undefined;
const compiled = new WeakMap<object, { validate: ValidateFunction; kinds: RegExp[] }>();

/** A `group/Kind` glob (`*` within one part) as a RegExp; shared with required-metadata.ts. */
export const globToRegExp = (glob: string) => new RegExp(`^${glob.split('*').map(escapeRegExp).join('[^/]*')}$`);

/** Compiles a check's schema and kind globs once, when the checks load; returns what is wrong. */
export function compileObjectSchema(params: Record<string, unknown>): string[] {
  try {
    ajv ??= new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(params.schema as object | boolean);
    compiled.set(params, { validate, kinds: (params.kinds as string[]).map(globToRegExp) });
    return [];
  } catch (e) {
    return [`params.schema is not a valid JSON Schema: ${e instanceof Error ? e.message : String(e)}`];
  }
}

export const objectSchema: CheckTemplate = {
  name: 'object-schema',
  summary:
    'Objects of the selected kinds must satisfy a JSON Schema (required labels, allowed values, disallowed kinds with `schema: false`). Compiled once when the checks load.',
  params: {
    type: 'object',
    properties: {
      kinds: KINDS_PARAM,
      schema: {
        description:
          'The JSON Schema (draft-07) each object must satisfy; `false` reports every object of those kinds.',
        type: ['object', 'boolean'],
        default: true,
      },
      message: {
        description: 'What a finding says before the schema error.',
        type: 'string',
        minLength: 1,
        default: "the object does not satisfy the check's schema",
      },
    },
    additionalProperties: false,
  },
  compile: compileObjectSchema,
  run(ctx, params, check) {
    const c = compiled.get(params) ?? (compileObjectSchema(params), compiled.get(params));
    if (!c) return [];
    const drafts: FindingDraft[] = [];
    for (const r of ctx.resources) {
      const key = `${apiGroup(r.ref.apiVersion)}/${r.ref.kind}`;
      if (!c.kinds.some((k) => k.test(key)) || c.validate(r.object)) continue;
      const errors: Array<{ instancePath: string; message?: string; params?: Record<string, unknown> }> = c.validate
        .errors ?? [{ instancePath: '', message: 'is not allowed' }];
      for (const e of errors) {
        const extra = e.params && 'missingProperty' in e.params ? ` (${String(e.params.missingProperty)})` : '';
        const message = `${describeRef(r.ref)}: ${params.message as string}: ${e.instancePath || 'the object'} ${e.message ?? 'is invalid'}${extra}`;
        drafts.push(findingAt(check, r, e.instancePath || '', `${e.instancePath}${extra}`, message));
      }
    }
    return drafts;
  },
};
