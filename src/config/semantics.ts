import { rules } from '../findings/rules.js';
import type { RawConfig } from './defaults.js';
import { humanPath, suggest, type SchemaProblem } from './schema.js';

export interface SemanticResult {
  errors: SchemaProblem[];
  warnings: SchemaProblem[];
}

/** Checks the schema cannot express: repo confinement of paths, rule ids, cross-field consistency. */
export function checkSemantics(raw: RawConfig): SemanticResult {
  const result: SemanticResult = { errors: [], warnings: [] };
  checkPaths(raw, result.errors);
  checkRuleIds(raw, result);
  checkConsistency(raw, result.errors);
  return result;
}

/**
 * Why a path may not be used as a repo path, or undefined when it is fine. A config is data
 * from the repository; letting it name `/etc` or `../..` would let a repo read the runner's
 * files (security cases A4, B1).
 */
export function repoPathProblem(p: string): string | undefined {
  // Most paths are plain (`apps/x/overlays/dev`): one test of a config's thousands of target paths
  // for anything the tests below look for (a colon, a NUL, a leading slash or backslash, `..`).
  if (!MAYBE_PROBLEM.test(p)) return undefined;
  if (p.includes(':')) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p))
      return 'is a URL; only directories and files inside the repository are allowed';
    if (/^[a-z]:/i.test(p)) return ABSOLUTE;
  }
  if (p.startsWith('/') || p.startsWith('\\')) return ABSOLUTE;
  if (p.includes('..') && p.split(/[\\/]/).includes('..'))
    return 'contains ".."; paths must stay inside the repository';
  if (p.includes('\0')) return 'contains a NUL byte';
  return undefined;
}

const ABSOLUTE = 'is absolute; use a path relative to the repository root';
const MAYBE_PROBLEM = /[:\0]|^[/\\]|\.\./;

function checkPaths(raw: RawConfig, errors: SchemaProblem[]): void {
  // The pointer is built only for a path with a problem: a config can list thousands of targets.
  const check = (p: string | undefined, list: string, i?: number, key?: string, j?: number): void => {
    const problem = p === undefined ? undefined : repoPathProblem(p);
    if (!problem) return;
    const pointer = [list, i, key, j].filter((part) => part !== undefined).join('/');
    errors.push({ pointer, message: `${humanPath(pointer)}: "${p}" ${problem}` });
  };
  raw.schemas?.crds?.forEach((p, i) => check(p, '/schemas/crds', i));
  raw.checks?.forEach((p, i) => check(p, '/checks', i));
  raw.admission?.policies?.forEach((p, i) => check(p, '/admission/policies', i));
  check(raw.gateRecords?.path, '/gateRecords/path');
  raw.targets?.forEach((t, i) => {
    check(t.helm?.chart, '/targets', i, 'helm/chart');
    check(t.kustomize, '/targets', i, 'kustomize');
    check(t.manifests, '/targets', i, 'manifests');
    t.helm?.valueFiles?.forEach((v, j) => check(v, '/targets', i, 'helm/valueFiles', j));
  });
}

/**
 * A rule id must be a built-in id, or — when the config loads its own `checks` — may be one of
 * those (they are only known once the checks are loaded, so that case is a warning here and
 * the check loader must confirm it). Without `checks`, an unknown id can only be a typo.
 */
function checkRuleIds(raw: RawConfig, result: SemanticResult): void {
  const known = rules().map((r) => r.id);
  const ids: [string, string, string | undefined][] = [];
  for (const id of Object.keys(raw.rules ?? {})) ids.push(['/rules', id, id]);
  raw.exemptions?.forEach((e, i) =>
    e.rules.forEach((id, j) => ids.push([`/exemptions/${i}/rules/${j}`, id, undefined])),
  );
  for (const [pointer, id, key] of ids) {
    if (known.includes(id)) continue;
    const problem: SchemaProblem = { pointer, message: `unknown rule id "${id}"${suggest(id, known)}` };
    if (key !== undefined) problem.key = key;
    if ((raw.checks ?? []).length > 0) {
      problem.message += '; accepted only if one of the checks in `checks` defines it';
      result.warnings.push(problem);
    } else {
      result.errors.push(problem);
    }
  }
}

function checkConsistency(raw: RawConfig, errors: SchemaProblem[]): void {
  const seen = new Map<string, number>();
  raw.targets?.forEach((t, i) => {
    const id = `${t.app}/${t.environment}`;
    const first = seen.get(id);
    if (first !== undefined)
      errors.push({ pointer: `/targets/${i}`, message: `target ${id} is declared twice (also targets[${first}])` });
    else seen.set(id, i);
  });
  raw.envDiff?.forEach((d, i) => {
    if (d.from === d.to) errors.push({ pointer: `/envDiff/${i}`, message: `envDiff compares "${d.from}" with itself` });
  });
  const hasSource = Boolean(raw.gateRecords?.path) || Boolean(raw.gateRecords?.url);
  for (const [name, env] of Object.entries(raw.environments ?? {})) {
    if (env.gateRecords && env.gateRecords !== 'off' && !hasSource) {
      errors.push({
        pointer: `/environments/${name}/gateRecords`,
        message: `environment "${name}" sets gateRecords: ${env.gateRecords} but gateRecords.path and gateRecords.url are both unset`,
      });
    }
  }
}
