/** Loads check files (built-in and the user's), failing at load with every problem listed. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ruleInfo } from '../findings/rules.js';
import { parseYamlFile } from '../manifest/yaml-file.js';
import { packageRoot } from '../package-root.js';
import { describeAjvErrors, templateParamsValidator, validateCheckFile, type CheckFile } from './check-file.js';
import { templateNamed } from './templates/index.js';

export interface LoadedCheck extends CheckFile {
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

function yamlFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...yamlFilesUnder(full));
    else if (entry.isFile() && /\.ya?ml$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** `<family>/<name>.yaml` files of a dir; anything YAML elsewhere is a problem (a misplaced check would be silently ignored). */
function checkFilesIn(dir: string, problems: string[]): { id: string; file: string }[] {
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
  const parsed = parseYamlFile(readFileSync(file, 'utf8'), file);
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

function loadOne(
  id: string,
  file: string,
  builtIn: boolean,
  problems: string[],
  override?: Record<string, unknown>,
): LoadedCheck | undefined {
  const raw = readYaml(file, problems);
  if (raw === undefined) return undefined;
  const data = validateCheckFile(raw);
  if (Array.isArray(data)) {
    problems.push(...data.map((m) => `${file}: ${m}`));
    return undefined;
  }
  if (data.severity && ruleInfo(id)) {
    problems.push(
      `${file}: "severity" is only for custom rule ids; the severity of ${id} comes from policies/severity.yaml and the config's rules:`,
    );
  }
  const params = checkParams(
    override ? `${file} (with the config's checkParams.${id})` : file,
    data,
    problems,
    override,
  );
  return params ? { ...data, id, file, params, builtIn } : undefined;
}

export { POLICY_PACKS } from './check-file.js';

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
  const steps = loading(opts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same load, one check file per turn of the event loop, so that renders already started get
 * their processes spawned and their output read in between (`check` loads while it renders).
 * Rejects with PolicyLoadError.
 */
export async function loadPoliciesInSlices(opts: LoadOptions = {}): Promise<PolicySet> {
  const steps = loading(opts);
  for (;;) {
    await nextTurn();
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** loadPolicies' work, pausing after each check file. */
function* loading(opts: LoadOptions): Generator<void, PolicySet> {
  const problems: string[] = [];
  const checks: LoadedCheck[] = [];
  const seen = new Map<string, string>();
  const dirs = [
    { dir: builtInChecksDir(), builtIn: true },
    ...(opts.extraDirs ?? []).map((dir) => ({ dir, builtIn: false })),
  ];
  for (const { dir, builtIn } of dirs) {
    for (const { id, file } of checkFilesIn(dir, problems)) {
      if (!builtIn && ruleInfo(id)) {
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
      const check = loadOne(id, file, builtIn, problems, opts.params?.[id]);
      if (check && !(builtIn && packLeftOut(check, opts.packs))) checks.push(check);
      yield;
    }
  }
  for (const id of Object.keys(opts.params ?? {})) {
    if (!seen.has(id)) problems.push(`checkParams.${id}: no check has this id`);
  }
  if (problems.length > 0) throw new PolicyLoadError(problems);
  return { checks };
}
