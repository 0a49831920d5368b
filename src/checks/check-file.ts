/** The shape of a check file (`policies/checks/<family>/<name>.yaml`), validated with ajv. */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { checkFile, templateParams } from './check-validators.generated.js';

export interface CheckExamples {
  /** YAML of one or more objects that the check accepts. */
  pass: string;
  /** YAML of one or more objects that the check reports. */
  fail: string;
}

export interface CheckFile {
  template: string;
  /** What the check reports (one paragraph, markdown). */
  description: string;
  /** Why it matters. */
  why: string;
  /** How to fix it (also the remediation of every finding). */
  remediation: string;
  params?: Record<string, unknown>;
  /** Only for checks whose id is not a built-in rule: their default severity (default `error`). */
  severity?: 'error' | 'warning' | 'note';
  /** A line on how severity varies, for the docs (e.g. "error where requireDigests"). */
  severityNote?: string;
  examples?: CheckExamples;
  /** The policy pack the check belongs to (config `policies:`); a check with none always runs. */
  pack?: (typeof POLICY_PACKS)[number];
}

/**
 * Policy packs, loaded only when the config's `policies:` names them. Restricted includes baseline,
 * as the Pod Security Standards are cumulative.
 */
export const POLICY_PACKS = ['pss-baseline', 'pss-restricted'] as const;

export const CHECK_FILE_SCHEMA = {
  type: 'object',
  properties: {
    template: { type: 'string', minLength: 1 },
    description: { type: 'string', minLength: 1 },
    why: { type: 'string', minLength: 1 },
    remediation: { type: 'string', minLength: 1 },
    params: { type: 'object' },
    severity: { enum: ['error', 'warning', 'note'] },
    severityNote: { type: 'string', minLength: 1 },
    pack: { enum: ['pss-baseline', 'pss-restricted'] },
    examples: {
      type: 'object',
      properties: { pass: { type: 'string', minLength: 1 }, fail: { type: 'string', minLength: 1 } },
      required: ['pass', 'fail'],
      additionalProperties: false,
    },
  },
  required: ['template', 'description', 'why', 'remediation'],
  additionalProperties: false,
} as const;

/**
 * The check-file schema and the templates' parameter schemas are compiled ahead of time
 * (scripts/gen-validators.mjs, options: allErrors, useDefaults, strict: false): compiling them
 * with ajv at load cost ~20 ms of every start. Defaults fill the parameters in place, so the docs
 * and the run see the same effective values. test/config/generated-validators.test.ts proves the
 * module matches the schemas and answers as validators compiled now.
 */
export function templateParamsValidator(template: string): ValidateFunction {
  const validate = Object.hasOwn(templateParams, template) ? templateParams[template] : undefined;
  if (!validate)
    throw new Error(`template ${template} has no precompiled parameter validator (run npm run gen:validators)`);
  return validate;
}

export function describeAjvErrors(errors: ErrorObject[] | null | undefined, prefix: string): string[] {
  return (errors ?? []).map((e) => {
    const where = `${prefix}${e.instancePath}` || '(top level)';
    const extra =
      e.keyword === 'additionalProperties'
        ? ` "${String(e.params.additionalProperty)}"`
        : e.keyword === 'enum'
          ? ` (${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})`
          : '';
    return `${where} ${e.message ?? 'is invalid'}${extra}`;
  });
}

/** The file's data as a CheckFile, or the list of what is wrong with it. */
export function validateCheckFile(data: unknown): CheckFile | string[] {
  if (checkFile(data)) return data as CheckFile;
  return describeAjvErrors(checkFile.errors, '');
}
