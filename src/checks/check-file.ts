/**
 * A check file (`policies/checks/<family>/<name>.yaml`): its shape, validated with ajv, and reading
 * it. A built-in check file is the whole record of its rule, so the rule registry reads them here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { parseYamlFile } from '../manifest/yaml-file.js';
import { packageRoot } from '../package-root.js';
import { checkFile, templateParams } from './check-validators.generated.js';

export interface CheckExamples {
  /** YAML of one or more objects that the check accepts. */
  pass: string;
  /** YAML of one or more objects that the check reports. */
  fail: string;
}

export interface CheckFile {
  template: string;
  /** One line for the rule tables (docs/rules.md, SARIF); required of a built-in check. */
  summary?: string;
  /** What the check reports (one paragraph, markdown); a template that describes itself fills it in. */
  description?: string;
  /** Why it matters. */
  why?: string;
  /** How to fix it (also the remediation of every finding). */
  remediation?: string;
  params?: Record<string, unknown>;
  /** The rule's default severity (a custom check's defaults to `error`); the config's `rules:` overrides it. */
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
    summary: { type: 'string', minLength: 1 },
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
  // description, why and remediation may come from the template instead (required-label, …).
  required: ['template'],
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

export class PolicyLoadError extends Error {
  override name = 'PolicyLoadError';
  constructor(readonly problems: string[]) {
    super(
      `policy checks could not be loaded (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

const ID_PART = /^[a-z0-9][a-z0-9-]*$/;

export function builtInChecksDir(): string {
  return path.join(packageRoot(), 'policies', 'checks');
}

/** YAML files at any depth (links are not followed: a link's Dirent is neither a file nor a folder). */
function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `<family>/<name>.yaml` files of a dir; anything YAML elsewhere is a problem (a misplaced check would be silently ignored). */
export function checkFilesIn(dir: string, problems: string[]): { id: string; file: string }[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    problems.push(`${dir}: checks directory does not exist`);
    return [];
  }
  const out: { id: string; file: string }[] = [];
  for (const file of yamlFilesUnder(dir)) {
    const rel = path.relative(dir, file).split(path.sep);
    const [family, name] = [rel[0] ?? '', (rel[1] ?? '').replace(/\.ya?ml$/, '')];
    if (rel.length !== 2 || !ID_PART.test(family) || !ID_PART.test(name)) {
      problems.push(
        `${file}: a check file must be <family>/<name>.yaml with lowercase letters, digits and dashes (the path is the rule id)`,
      );
      continue;
    }
    out.push({ id: `${family}/${name}`, file });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

function readYaml(file: string, problems: string[]): unknown {
  const parsed = parseYamlFile(readFileSync(file, 'utf8'));
  if (parsed.firstError) {
    problems.push(
      ...parsed.docs.filter((d) => d.error !== undefined).map((d) => `${file}: ${d.error} at line ${d.line}`),
    );
    return undefined;
  }
  if (parsed.documents.length > 1) {
    problems.push(`${file}: a check file holds one YAML document (found ${parsed.documents.length})`);
    return undefined;
  }
  return parsed.value ?? null;
}

/** A check file's record, schema-checked (its parameters are checked by loadOne). */
export function readCheckFile(file: string, problems: string[]): CheckFile | undefined {
  const raw = readYaml(file, problems);
  if (raw === undefined) return undefined;
  const data = validateCheckFile(raw);
  if (!Array.isArray(data)) return data;
  problems.push(...data.map((m) => `${file}: ${m}`));
  return undefined;
}

export interface BuiltInCheckFile {
  id: string;
  file: string;
  data: CheckFile;
}

let builtIns: BuiltInCheckFile[] | undefined;

/**
 * deploy-gate's own check files, read once: each is the whole record of its rule (summary,
 * severity, docs, template). A broken one is a fault of the package: PolicyLoadError.
 */
export function builtInCheckFiles(): BuiltInCheckFile[] {
  if (builtIns) return builtIns;
  const problems: string[] = [];
  const out: BuiltInCheckFile[] = [];
  for (const { id, file } of checkFilesIn(builtInChecksDir(), problems)) {
    const data = readCheckFile(file, problems);
    if (!data) continue;
    for (const key of ['summary', 'severity', 'description', 'why', 'remediation'] as const)
      if (data[key] === undefined) problems.push(`${file}: a built-in check states its ${key}`);
    out.push({ id, file, data });
  }
  if (problems.length > 0) throw new PolicyLoadError(problems);
  builtIns = out;
  return out;
}
