// The `helmCharts` of a kustomization, read as kustomize's HelmChartInflationGenerator reads them
// (kustomize api/internal/builtins/HelmChartInflationGenerator.go, v5.7/v5.8): the chart is the
// folder `<chartHome>/<name>`, or `<chartHome>/<name>-<version>/<name>` when both `repo` and
// `version` are given; kustomize runs `helm pull` only when that folder is missing. Deploy-gate
// fetches such a chart itself (pinned, allowed, cached, verified) and places it there, so kustomize
// never pulls (security case C4). Values files are repository files, confined like any other.
import { asObject, isObject } from '../kube/object.js';
import type { Obj } from './kustomize-yaml.js';
import { confinePath, isRemoteRef } from './paths.js';
import type { RenderProblem } from './types.js';

/** kustomize's default chartHome (types.HelmDefaultHome). */
const DEFAULT_CHART_HOME = 'charts';
/** Helm's chart names; the first character keeps it from ever reading as a flag or a path. */
const CHART_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** One `helmCharts` entry: where kustomize reads the chart, and where it would pull it from. */
export interface HelmChartUse {
  /** The kustomization that names it (repo-relative). */
  file: string;
  name: string;
  /** As written; '' when the entry names none (the chart must be vendored). */
  repo: string;
  version: string;
  /** Repo-relative folder kustomize reads the chart from. */
  chartDir: string;
  /** The folder is there (vendored): rendered with no fetch. */
  present: boolean;
  /** `valuesFile` and `additionalValuesFiles` as written (relative to the kustomization's folder). */
  valuesFiles: string[];
}

export interface HelmChartsRead {
  uses: HelmChartUse[];
  /** Values files, relative to the kustomization's folder, to confine and record as inputs. */
  valuesFiles: string[];
  problems: RenderProblem[];
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Reads `helmCharts`/`helmGlobals` of one kustomization document (keys folded, kustomize-yaml.ts). */
export async function readHelmCharts(root: string, k: Obj, dirRel: string, file: string): Promise<HelmChartsRead> {
  const out: HelmChartsRead = { uses: [], valuesFiles: [], problems: [] };
  const refuse = (code: RenderProblem['code'], message: string): void =>
    void out.problems.push({ code, path: file, message: `${file}: ${message}` });
  if (k.helmchartinflationgenerator !== undefined)
    refuse(
      'E_PLUGIN_FORBIDDEN',
      "the deprecated 'helmChartInflationGenerator' field is not rendered by deploy-gate; use 'helmCharts'",
    );
  const globals = asObject(k.helmglobals);
  // configHome holds helm's repositories, registry logins and plugins: never taken from the repository.
  if (globals.confighome !== undefined)
    refuse('E_PLUGIN_FORBIDDEN', "'helmGlobals.configHome' is not supported (helm's own config stays empty)");
  const chartHome = str(globals.charthome) || DEFAULT_CHART_HOME;
  const home = await confinePath(root, dirRel, chartHome, `${file}: helmGlobals.chartHome`, 'E_PATH_OUTSIDE_ROOT');
  if (!home.ok) return { ...out, problems: [...out.problems, { code: home.code, path: file, message: home.message }] };
  for (const raw of asList(k.helmcharts)) {
    const entry = isObject(raw) ? raw : undefined;
    const name = str(entry?.name);
    if (!entry || !CHART_NAME.test(name)) {
      refuse('E_UNSAFE_ARGUMENT', `helmCharts entry ${JSON.stringify(raw)} has no chart name helm accepts`);
      continue;
    }
    const repo = str(entry.repo);
    const version = str(entry.version);
    const folder = repo !== '' && version !== '' ? `${name}-${version}/${name}` : name;
    const chart = await confinePath(root, home.rel, folder, `${file}: helmCharts ${name}`, 'E_PATH_OUTSIDE_ROOT');
    if (!chart.ok) {
      out.problems.push({ code: chart.code, path: file, message: chart.message });
      continue;
    }
    const present = chart.exists && chart.isDir;
    if (!present && repo === '')
      out.problems.push({
        code: 'E_PATH_NOT_FOUND',
        path: file,
        missing: chart.rel,
        message: `${file}: helmCharts ${name} names no repo and no chart is vendored at '${chart.rel}'`,
      });
    const valuesFiles = [str(entry.valuesfile), ...asList(entry.additionalvaluesfiles).map(str)].filter(Boolean);
    out.uses.push({ file, name, repo, version, chartDir: chart.rel, present, valuesFiles });
    for (const values of valuesFiles) {
      // kustomize loads these through its loader, which fetches http(s) URLs: refused here.
      if (isRemoteRef(values))
        refuse('E_REMOTE_RESOURCE_FORBIDDEN', `helmCharts ${name} values file '${values}' is remote; vendor it`);
      else out.valuesFiles.push(values);
    }
  }
  return out;
}
