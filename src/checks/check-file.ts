/** The shape of a check file (`policies/checks/<family>/<name>.yaml`), validated with ajv. */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

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
}

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

let shared: Ajv | undefined;
let validateFile: ValidateFunction | undefined;

/**
 * Defaults fill the parameters in place, so the docs and the run see the same effective values.
 * Made (and the check-file schema compiled) on first use: `--version`, `rules` and the commands that
 * fail before loading policies should not pay for it at start-up.
 */
export function checksAjv(): Ajv {
  // validateSchema: false: the schemas compiled here (check files, template params) are all ours,
  // checked against the meta-schema by a test (test/config/schema-meta.test.ts), not on every run.
  shared ??= new Ajv({ allErrors: true, useDefaults: true, strict: false, validateSchema: false });
  return shared;
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
  validateFile ??= checksAjv().compile(CHECK_FILE_SCHEMA);
  if (validateFile(data)) return data as CheckFile;
  return describeAjvErrors(validateFile.errors, '');
}
