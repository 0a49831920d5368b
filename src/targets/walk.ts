import { readdir } from '../local/tree-files.js';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';

/**
 * Folders that never hold deploy sources (VCS data, JS dependencies, CI config). `vendor/` is
 * walked: Argo CD reads an Application or chart there like anywhere else.
 * `.deploy-gate-generated*` holds what the render writes into its own copy (Flux Kustomization
 * overlays; edited copies of folders with Argo CD kustomize options).
 */
const SKIP_DIRS = new Set(['.git', 'node_modules', '.github', '.gitlab', '.tools', '.deploy-gate-generated']);
/** A bound on the walk, so a pathological tree costs a note rather than the run. */
export const MAX_WALK_ENTRIES = 200_000;

export interface RepoDir {
  /** Repo-relative, '/'-separated; '.' for the root. */
  rel: string;
  /** Regular files directly in it (symlinks are left to the render sandbox to judge). */
  files: string[];
  /** Symlinks directly in it (to files or folders): discovery resolves them, never skips them silently. */
  links?: string[];
  /** True when it holds Chart.yaml: its contents belong to the chart and are not walked further. */
  chart: boolean;
}

export interface RepoIndex {
  dirs: Map<string, RepoDir>;
  truncated: boolean;
  /** Folders that could not be listed: targets in them were not found. */
  unreadable: string[];
  /** Paths the config's `exclude:` globs took out of discovery (reported, never silent). */
  excluded: string[];
}

/**
 * Lists the repo's folders breadth-first, without following symlinks. A chart folder is listed
 * but not descended into (its `charts/`, `templates/` and `ci/` belong to helm), except for the
 * per-environment values folders a chart may carry.
 */
export async function indexRepo(root: string, exclude: readonly string[] = []): Promise<RepoIndex> {
  const dirs = new Map<string, RepoDir>();
  const queue: string[] = ['.'];
  const unreadable: string[] = [];
  const excluded: string[] = [];
  const isExcluded = exclude.length > 0 ? picomatch([...exclude], { dot: true }) : () => false;
  let seen = 0;
  while (queue.length > 0) {
    const rel = queue.shift() as string;
    const entries = await readdir(path.join(root, rel), { withFileTypes: true }).catch(() => undefined);
    if (!entries) {
      unreadable.push(rel);
      continue;
    }
    seen += entries.length;
    if (seen > MAX_WALK_ENTRIES) return { dirs, truncated: true, unreadable, excluded };
    const keep = (name: string): boolean => {
      const child = joinRel(rel, name);
      if (!isExcluded(child)) return true;
      excluded.push(child);
      return false;
    };
    /** The sorted names of the entries `pick` takes that the config does not exclude. */
    const names = (pick: (e: Dirent) => boolean): string[] =>
      entries
        .filter((e) => pick(e) && keep(e.name))
        .map((e) => e.name)
        .sort();
    const files = names((e) => e.isFile());
    const links = names((e) => e.isSymbolicLink());
    const chart = files.includes('Chart.yaml');
    dirs.set(rel, { rel, files, chart, ...(links.length ? { links } : {}) });
    const subdirs = names(
      (e) => e.isDirectory() && !SKIP_DIRS.has(e.name) && !e.name.startsWith('.deploy-gate-generated'),
    );
    for (const name of subdirs) {
      if (chart && !CHART_ENV_DIRS.includes(name)) continue;
      queue.push(joinRel(rel, name));
    }
  }
  return { dirs, truncated: false, unreadable, excluded: excluded.sort() };
}

/** Folders inside a chart that hold per-environment values (`envs/<env>/values.yaml`, `envs/<env>.yaml`). */
export const CHART_ENV_DIRS = ['envs', 'environments', 'env'];

export function joinRel(dir: string, name: string): string {
  return dir === '.' ? name : `${dir}/${name}`;
}

export function parentRel(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i < 0 ? '.' : rel.slice(0, i);
}

/** True when `rel` is the chart dir itself or inside one (per the index). */
export function insideChart(index: RepoIndex, rel: string): boolean {
  for (let d = rel; ; d = parentRel(d)) {
    if (index.dirs.get(d)?.chart) return true;
    if (d === '.') return false;
  }
}
