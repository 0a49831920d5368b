import type { Target } from '../model/target.js';

/** Words that name an environment wherever they appear in a path or an Application name. */
export const COMMON_ENVIRONMENTS = [
  'dev',
  'develop',
  'development',
  'test',
  'testing',
  'qa',
  'int',
  'integration',
  'sit',
  'uat',
  'stage',
  'staging',
  'preprod',
  'pre-prod',
  'preproduction',
  'prod',
  'production',
  'live',
  'sandbox',
  'demo',
  'canary',
  'local',
  'ci',
  'perf',
];
/** Folder names that group overlays by environment: the segment after them is the environment. */
export const ENV_PARENT_DIRS = ['overlays', 'envs', 'environments', 'env', 'clusters'];
/** Folder names that say nothing about the app. */
const STRUCTURAL = new Set([
  ...ENV_PARENT_DIRS,
  'apps',
  'applications',
  'base',
  'bases',
  'deploy',
  'deployment',
  'k8s',
  'kubernetes',
  'manifests',
  'kustomize',
  'helm',
  'charts',
  'services',
  'helmfile.d',
]);

export const DEFAULT_ENVIRONMENT = 'default';
export const ROOT_APP = 'root';

export function isEnvironmentName(word: string, known: readonly string[]): boolean {
  const w = word.toLowerCase();
  return known.includes(word) || COMMON_ENVIRONMENTS.includes(w);
}

/**
 * App and environment from a folder path. The environment is the segment after an
 * `overlays/`-like folder, else the deepest segment that is a known environment name, else
 * `default`. The app is the deepest other segment that is not structural (`apps`, `base`, ...),
 * else the segment before the environment, else `root`.
 *   apps/web/overlays/prod → web/prod; clusters/prod/flux-system → flux-system/prod;
 *   apps/staging → apps/staging; helloWorld → helloWorld/default.
 */
export function nameFromPath(rel: string, known: readonly string[]): { app: string; environment: string } {
  const segs = rel === '.' ? [] : rel.split('/');
  let envIndex = -1;
  for (let i = segs.length - 1; i >= 1 && envIndex < 0; i--) {
    if (ENV_PARENT_DIRS.includes(segs[i - 1] as string)) envIndex = i;
  }
  for (let i = segs.length - 1; i >= 0 && envIndex < 0; i--) {
    if (isEnvironmentName(segs[i] as string, known)) envIndex = i;
  }
  const environment = envIndex >= 0 ? (segs[envIndex] as string) : DEFAULT_ENVIRONMENT;
  let app: string | undefined;
  for (let i = segs.length - 1; i >= 0 && app === undefined; i--) {
    if (i !== envIndex && !STRUCTURAL.has(segs[i] as string)) app = segs[i];
  }
  app ??= envIndex > 0 ? segs[envIndex - 1] : envIndex < 0 ? segs[segs.length - 1] : undefined;
  return { app: app ?? ROOT_APP, environment };
}

/** `web-prod` → web/prod, `prod-web` → web/prod when the affix is an environment name; else undefined. */
export function splitEnvironmentAffix(
  name: string,
  known: readonly string[],
): { app: string; environment: string } | undefined {
  const parts = name.split('-');
  for (let n = Math.min(2, parts.length - 1); n >= 1; n--) {
    const suffix = parts.slice(-n).join('-');
    if (isEnvironmentName(suffix, known)) return { app: parts.slice(0, -n).join('-'), environment: suffix };
    const prefix = parts.slice(0, n).join('-');
    if (isEnvironmentName(prefix, known)) return { app: parts.slice(n).join('-'), environment: prefix };
  }
  return undefined;
}

/**
 * Two targets with one `app/environment` would be indistinguishable in every report: rename
 * each of a clash to its path (`charts/a` → `charts-a`), and number what still clashes.
 */
export function disambiguate(targets: Target[]): Target[] {
  const count = new Map<string, number>();
  for (const t of targets) count.set(nameOf(t), (count.get(nameOf(t)) ?? 0) + 1);
  const used = new Set<string>();
  return targets.map((t) => {
    const named = (count.get(nameOf(t)) ?? 0) < 2 ? t : renamed(t, pathStem(t));
    const app = freeName(named.app, t.environment, used);
    return app === named.app ? named : { ...named, app };
  });
}

/**
 * `extra` targets named beside `fixed` ones whose names stay: an extra one whose `app/environment`
 * is taken is renamed to its path (then numbered), so a folder found standalone never renames the
 * Application or Flux object that was there first.
 */
export function disambiguateBeside(fixed: Target[], extra: Target[]): Target[] {
  const used = new Set(fixed.map(nameOf));
  const out = [...fixed];
  for (const t of disambiguate(extra)) {
    if (used.has(nameOf(t))) out.push(renamed(t, freeName(pathStem(t), t.environment, used)));
    else {
      used.add(nameOf(t));
      out.push(t);
    }
  }
  return out;
}

const nameOf = (t: Target): string => `${t.app}/${t.environment}`;
const pathStem = (t: Target): string => (t.path === '.' ? ROOT_APP : t.path.replace(/\//g, '-'));

/** `stem`, else `stem-2`, `stem-3`…: the first name not yet used in `environment`, now used. */
function freeName(stem: string, environment: string, used: Set<string>): string {
  let app = stem;
  for (let i = 2; used.has(`${app}/${environment}`); i++) app = `${stem}-${i}`;
  used.add(`${app}/${environment}`);
  return app;
}

/** The target under another app name, its origin saying why. */
function renamed(t: Target, app: string): Target {
  const detail = [t.origin.detail, `renamed from ${t.app}: another target had the same name`].filter(Boolean);
  return { ...t, app, origin: { ...t.origin, detail: detail.join('; ') } };
}
