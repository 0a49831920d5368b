/** Loads check files (built-in and the user's), failing at load with every problem listed. */
import { CODE_RULES } from '../findings/rules-code.js';
import {
  builtInCheckFiles,
  checkFilesIn,
  describeAjvErrors,
  PolicyLoadError,
  readCheckFile,
  templateParamsValidator,
  type CheckFile,
} from './check-file.js';
import { templateNamed } from './templates/index.js';

export interface LoadedCheck extends CheckFile {
  description: string;
  why: string;
  remediation: string;
  /** The rule id: the file path under the checks dir without extension. */
  id: string;
  /** Where it was read from (for messages and docs). */
  file: string;
  /** Effective parameters (template defaults filled in). */
  params: Record<string, unknown>;
  /** From deploy-gate's own policies/checks. */
  builtIn: boolean;
}

export interface PolicySet {
  checks: LoadedCheck[];
}

function checkParams(
  file: string,
  data: CheckFile,
  problems: string[],
  override?: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const template = templateNamed(data.template);
  if (!template) {
    problems.push(`${file}: unknown template "${data.template}"`);
    return undefined;
  }
  // The config's checkParams override the file's, and are validated here.
  const params = { ...structuredClone(data.params ?? {}), ...structuredClone(override ?? {}) };
  const validate = templateParamsValidator(template.name);
  if (!validate(params)) {
    problems.push(
      ...describeAjvErrors(validate.errors, 'params').map((m) => `${file}: ${m} (template ${template.name})`),
    );
    return undefined;
  }
  const compileProblems = template.compile?.(params) ?? [];
  if (compileProblems.length > 0) {
    problems.push(...compileProblems.map((m) => `${file}: ${m} (template ${template.name})`));
    return undefined;
  }
  return params;
}

/** What the check reports, why and how to fix it: the file's words, else the template's for these parameters. */
function withDocs(file: string, data: CheckFile, params: Record<string, unknown>, problems: string[]) {
  const own = templateNamed(data.template)?.describe?.(params);
  const docs = {
    description: data.description ?? own?.description,
    why: data.why ?? own?.why,
    remediation: data.remediation ?? own?.remediation,
  };
  const missing = Object.entries(docs).filter(([, v]) => v === undefined);
  for (const [key] of missing) problems.push(`${file}: (top level) must have required property '${key}'`);
  return missing.length > 0 ? undefined : (docs as { description: string; why: string; remediation: string });
}

function loadOne(
  id: string,
  file: string,
  data: CheckFile,
  builtIn: boolean,
  problems: string[],
  override?: Record<string, unknown>,
): LoadedCheck | undefined {
  const where = override ? `${file} (with the config's checkParams.${id})` : file;
  const params = checkParams(where, data, problems, override);
  const docs = params && withDocs(file, data, params, problems);
  return params && docs ? { ...data, ...docs, id, file, params, builtIn } : undefined;
}

export { PolicyLoadError, builtInCheckFiles } from './check-file.js';

export interface LoadOptions {
  extraDirs?: string[];
  params?: Record<string, Record<string, unknown>>;
  /** The packs to run (config `policies:`); undefined loads every pack (docs, tests). */
  packs?: readonly string[];
}

/** A check of a pack the config does not run: baseline runs under either pack, restricted only under its own. */
function packLeftOut(check: LoadedCheck, packs: readonly string[] | undefined): boolean {
  if (!check.pack || packs === undefined) return false;
  if (packs.includes(check.pack)) return false;
  return !(check.pack === 'pss-baseline' && packs.includes('pss-restricted'));
}

/** Built-in checks plus those of `extraDirs` (absolute dirs in the user's repo, same layout). Throws PolicyLoadError. */
export function loadPolicies(opts: LoadOptions = {}): PolicySet {
  const problems: string[] = [];
  const checks: LoadedCheck[] = [];
  const seen = new Map<string, string>();
  const builtInIds = new Set<string>(CODE_RULES.map((r) => (typeof r === 'string' ? r : r.id)));
  const files: { id: string; file: string; builtIn: boolean; data?: CheckFile }[] = [
    ...builtInCheckFiles().map((f) => ({ ...f, builtIn: true })),
    ...(opts.extraDirs ?? []).flatMap((dir) =>
      checkFilesIn(dir, problems).map(({ id, file }) => ({ id, file, builtIn: false })),
    ),
  ];
  for (const { id, file, builtIn, data: read } of files) {
    if (builtIn) builtInIds.add(id);
    else if (builtInIds.has(id)) {
      problems.push(
        `${file}: ${id} is a built-in rule id; pick another id for a custom check (turn the built-in off with rules: { ${id}: off })`,
      );
      continue;
    }
    const clash = seen.get(id);
    if (clash) {
      problems.push(`${file}: rule id ${id} is already defined by ${clash}; pick another id`);
      continue;
    }
    seen.set(id, file);
    const data = read ?? readCheckFile(file, problems);
    const check = data && loadOne(id, file, data, builtIn, problems, opts.params?.[id]);
    if (check && !(builtIn && packLeftOut(check, opts.packs))) checks.push(check);
  }
  for (const id of Object.keys(opts.params ?? {})) {
    if (!seen.has(id)) problems.push(`checkParams.${id}: no check has this id`);
  }
  if (problems.length > 0) throw new PolicyLoadError(problems);
  return { checks };
}
