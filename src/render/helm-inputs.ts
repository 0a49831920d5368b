// What `helm template` for a target reads: the chart dir (helm loads every file in it, following
// symlinks) and the values files. Confined here, before helm runs (security cases B1, B3, A5).
import path from 'node:path';
import type { Target } from '../model/target.js';
import { localDependencies, type LocalDependency } from './helm-deps.js';
import { confinePath, pathKind } from './paths.js';
import { inputClosure, problemsUnder, scanTree } from './tree-scan.js';
import type { RenderProblem } from './types.js';

export interface HelmInputs {
  /** Repo-relative chart dir. */
  chart: string;
  /** Absolute real path of the chart dir. */
  chartAbs: string;
  /** Repo-relative values files, in order. */
  valueFiles: string[];
  /** Absolute real paths of the values files, in order. */
  valueFilesAbs: string[];
  /**
   * Every repo-relative path (dir or file) the render reads: chart, values files and `file://`
   * dependencies each both as written and as resolved through symlinks, plus symlink targets
   * inside them. A change to the real file or to the path through a link must both count.
   */
  paths: string[];
  /** `file://` dependencies inside the repo (linked into charts/ before rendering when not vendored). */
  localDeps: LocalDependency[];
  /** Refusals; when non-empty helm must not run. */
  problems: RenderProblem[];
  /** Repo-relative paths looked up and not found (a `file://` dependency, a values file): adding one changes the render. */
  absent: string[];
}

/** Resolves and confines a helm target's inputs. `root` is the revision tree (any spelling). */
export async function helmInputs(root: string, target: Target): Promise<HelmInputs> {
  const scan = await scanTree(root);
  const chartRef = target.helm?.chart ?? target.path;
  const out: HelmInputs = {
    chart: chartRef,
    chartAbs: '',
    valueFiles: [],
    valueFilesAbs: [],
    localDeps: [],
    paths: [],
    problems: [],
    absent: [],
  };
  // A remote chart is fetched, verified and read from its archive: nothing in the repository to confine.
  const chart = target.helm?.remote
    ? undefined
    : await confinePath(scan.root, '.', chartRef, 'chart', 'E_REMOTE_RESOURCE_FORBIDDEN');
  if (!chart) out.chart = chartRef;
  else if (!chart.ok) out.problems.push(chart);
  else if (!chart.exists || !chart.isDir)
    out.problems.push({
      code: 'E_PATH_NOT_FOUND',
      path: chart.rel,
      message: `chart directory '${chart.rel}' does not exist`,
    });
  else {
    out.chart = chart.rel;
    out.chartAbs = chart.real;
    // A chart at the repo root would hand .git/config (a persisted token) to .Files (A5).
    if ((await pathKind(path.join(chart.real, '.git'))) !== undefined) {
      out.problems.push({
        code: 'E_FORBIDDEN_PATH',
        path: chart.rel,
        message: `chart directory '${chart.rel}' contains .git/; helm would load it into .Files`,
      });
    }
    const local = await localDependencies(scan.root, chart.rel, chart.real);
    out.localDeps = local.deps;
    out.problems.push(...local.problems);
    out.absent.push(...local.absent);
  }
  const valueRealRels: string[] = [];
  for (const ref of target.helm?.valueFiles ?? []) {
    const v = await confinePath(scan.root, '.', ref, 'values file', 'E_VALUES_URL_FORBIDDEN');
    if (!v.ok) out.problems.push(v);
    else if (!v.exists || v.isDir) {
      out.absent.push(v.rel);
      out.problems.push({ code: 'E_PATH_NOT_FOUND', path: v.rel, message: `values file '${v.rel}' does not exist` });
    } else {
      out.valueFiles.push(v.rel);
      out.valueFilesAbs.push(v.real);
      valueRealRels.push(v.realRel);
    }
  }
  const inputs = [
    ...(chart?.ok ? [chart.rel, chart.realRel] : []),
    ...out.localDeps.flatMap((d) => [d.rel, d.realRel]),
    ...out.valueFiles,
    ...valueRealRels,
  ];
  out.paths = inputClosure(scan, [...new Set(inputs)]);
  out.problems.push(...problemsUnder(scan, out.paths));
  return out;
}
