// deploy-gate never runs `helm dependency build/update` (it would fetch attacker-chosen URLs,
// security case B6): dependencies must be vendored under charts/, be `file://` charts inside the
// repository, which we link into charts/ of our temp tree ourselves, or come from a repository the
// base config's `sources:` allows (remote-deps.ts). Checked up front for a clear message.
import { mkdir, readFile, readdir, realpath, symlink } from 'node:fs/promises';
import path from 'node:path';
import { isObject } from '../kube/object.js';
import { parseYamlFile } from '../manifest/yaml-file.js';
import { confinePath, isInside } from './paths.js';
import type { RenderProblem } from './types.js';

/** A `repository: file://…` dependency, confined to the revision root. */
export interface LocalDependency {
  name: string;
  /** Repo-relative dir of the dependency chart as written (before following symlinks). */
  rel: string;
  /** Repo-relative real dir of the dependency chart. */
  realRel: string;
  real: string;
}

export interface Dependency {
  name: string;
  version?: string;
  repository?: string;
}

/**
 * A one-document YAML file (Chart.yaml, Chart.lock) as a mapping; undefined when it is missing or
 * broken (any error, duplicate keys included, or a second document): helm reports it in its own words.
 */
export async function readYaml(file: string): Promise<Record<string, unknown> | undefined> {
  const parsed = await readFile(file, 'utf8')
    .then(parseYamlFile)
    .catch(() => undefined);
  if (!parsed || parsed.firstError || parsed.documents.length > 1) return undefined;
  const v = parsed.value;
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
}

/** Dependencies from Chart.yaml (apiVersion v2) or requirements.yaml (v1). */
export async function declaredDependencies(chartDir: string): Promise<Dependency[]> {
  const chart = await readYaml(path.join(chartDir, 'Chart.yaml'));
  const legacy = chart?.apiVersion === 'v1' ? await readYaml(path.join(chartDir, 'requirements.yaml')) : undefined;
  const list = (chart?.dependencies ?? legacy?.dependencies) as unknown;
  if (!Array.isArray(list)) return [];
  return list.filter((d): d is Dependency => isObject(d) && typeof d.name === 'string');
}

/** Names of the charts vendored in charts/: unpacked dirs by Chart.yaml name, archives by file name. */
export async function vendoredNames(chartDir: string): Promise<{ names: Set<string>; archives: string[] }> {
  const names = new Set<string>();
  const archives: string[] = [];
  const entries = await readdir(path.join(chartDir, 'charts'), { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (e.name.endsWith('.tgz')) archives.push(e.name);
    else if (e.isDirectory() || e.isSymbolicLink()) {
      const sub = await readYaml(path.join(chartDir, 'charts', e.name, 'Chart.yaml'));
      names.add(typeof sub?.name === 'string' ? sub.name : e.name);
    }
  }
  return { names, archives };
}

/** One problem naming every dependency that is declared but not vendored; undefined when all are. */
export async function missingDependencies(chartDir: string, chartRel: string): Promise<RenderProblem | undefined> {
  const deps = await declaredDependencies(chartDir);
  if (deps.length === 0) return undefined;
  const { names, archives } = await vendoredNames(chartDir);
  const missing = deps.filter((d) => !names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`)));
  if (missing.length === 0) return undefined;
  const list = missing.map((d) => `${d.name}${d.version ? ` ${d.version}` : ''}`).join(', ');
  return {
    code: 'E_DEPENDENCY_NOT_VENDORED',
    path: chartRel,
    message:
      `chart '${chartRel}' declares dependencies that are not vendored in ${chartRel}/charts/: ${list}. ` +
      'vendor it with `helm dependency build` and commit charts/, or list its repository under `sources:` in the base config so deploy-gate fetches the exact version (pinned, cached, verified by digest)',
  };
}

/**
 * A dependency name becomes the link `<chart>/charts/<name>`: `../../x` would put it anywhere. Only a
 * plain file name is accepted (helm's own chart names are a subset of this).
 */
const DEPENDENCY_NAME = /^[A-Za-z0-9_.-]+$/;

export function dependencyNameProblem(name: string, chartRel: string): RenderProblem | undefined {
  if (DEPENDENCY_NAME.test(name) && name !== '.' && name !== '..') return undefined;
  return {
    code: 'E_INVALID_DEPENDENCY_NAME',
    path: chartRel,
    message: `chart '${chartRel}' dependency name ${JSON.stringify(name.slice(0, 80))} is not a plain name (letters, digits, '_', '.', '-'); it would name a path outside ${chartRel}/charts/`,
  };
}

/** Every `file://` dependency of the chart, resolved and confined (it may reach outside the chart dir). */
export async function localDependencies(
  rootReal: string,
  chartRel: string,
  chartAbs: string,
): Promise<{ deps: LocalDependency[]; problems: RenderProblem[]; absent: string[] }> {
  const deps: LocalDependency[] = [];
  const problems: RenderProblem[] = [];
  /** Dependency folders looked up and not found (adding one changes what helm reads). */
  const absent: string[] = [];
  for (const d of await declaredDependencies(chartAbs)) {
    if (typeof d.repository !== 'string' || !d.repository.startsWith('file://')) continue;
    const bad = dependencyNameProblem(d.name, chartRel);
    if (bad) {
      problems.push(bad);
      continue;
    }
    const c = await confinePath(
      rootReal,
      chartRel,
      d.repository.slice('file://'.length),
      `chart '${chartRel}' dependency '${d.name}'`,
      'E_REMOTE_RESOURCE_FORBIDDEN',
    );
    if (!c.ok) problems.push({ code: c.code, message: c.message, path: chartRel });
    else if (!c.exists || !c.isDir) {
      absent.push(c.rel);
      problems.push({
        code: 'E_PATH_NOT_FOUND',
        path: chartRel,
        message: `chart '${chartRel}' dependency '${d.name}': '${c.rel}' is not a directory`,
      });
    } else if (isInside(c.real, chartAbs))
      problems.push({
        code: 'E_SYMLINK_LOOP',
        path: chartRel,
        message: `chart '${chartRel}' dependency '${d.name}' is the chart itself or contains it`,
      });
    else deps.push({ name: d.name, rel: c.rel, realRel: c.realRel, real: c.real });
  }
  return { deps, problems, absent };
}

/**
 * Links each local dependency that is not vendored into charts/ — what `helm dependency build`
 * would do for `file://`, without running helm's fetch code. Only ever on our temp revision tree.
 */
export async function linkLocalDependencies(
  rootReal: string,
  chartAbs: string,
  deps: LocalDependency[],
): Promise<void> {
  const { names, archives } = await vendoredNames(chartAbs);
  const missing = deps.filter((d) => !names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`)));
  if (missing.length === 0) return;
  // Names were checked by localDependencies; this is the last line before a write outside the tree.
  for (const d of missing) {
    if (
      dependencyNameProblem(d.name, '') ||
      path.dirname(path.resolve(chartAbs, 'charts', d.name)) !== path.join(chartAbs, 'charts')
    ) {
      throw new Error(`deploy-gate: unchecked dependency name ${JSON.stringify(d.name)} reached linkLocalDependencies`);
    }
  }
  const charts = path.join(chartAbs, 'charts');
  await mkdir(charts, { recursive: true });
  // charts/ may itself be a symlink (the tree scan confined it to the root): check where it really is.
  if (!isInside(rootReal, await realpath(charts)))
    throw new Error(`deploy-gate: ${charts} resolves outside the revision tree`);
  for (const d of missing) {
    await symlink(d.real, path.join(charts, d.name)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e; // a concurrent render of the same chart linked it already
    });
  }
}
