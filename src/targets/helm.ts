import { readFile } from '../local/tree-files.js';
import path from 'node:path';
import type { FindingDraft } from '../model/finding.js';
import type { NotCheckedUnit, Target } from '../model/target.js';
import { repoJoin } from './argocd-source-types.js';
import { chartBlock, helmfileFacts } from './helmfile.js';
import { DEFAULT_ENVIRONMENT } from './naming.js';
import { CHART_ENV_DIRS, joinRel, parentRel, type RepoDir, type RepoIndex } from './walk.js';
import { asObj, asString, foreignDocProblem, readYamlDocs } from './yaml-docs.js';

const HELMFILES = ['helmfile.yaml', 'helmfile.yml', 'helmfile.yaml.gotmpl'];
/** `values-prod.yaml`, `values.prod.yaml` → prod */
const ENV_VALUES = /^values[-.]([A-Za-z0-9][A-Za-z0-9._-]*?)\.ya?ml$/;

interface Chart {
  dir: string;
  name: string;
  /** `type: library`: helm cannot install it on its own. */
  library: boolean;
  /** Charts this one includes by `repository: file://…` (they are part of its render, not roots). */
  includes: string[];
}

/**
 * Charts with their per-environment values: values files of a helmfile-style service folder
 * (`helmfile.d/services/<svc>/values-<env>.yaml` pointing at `charts/<chart>`), else the
 * chart's own `values-<env>.yaml` / `envs/<env>.yaml` / `envs/<env>/values.yaml`, else the
 * chart alone as environment `default`.
 */
export async function discoverCharts(
  root: string,
  index: RepoIndex,
): Promise<{ targets: Target[]; notChecked: NotCheckedUnit[]; problems: FindingDraft[] }> {
  const problems: FindingDraft[] = [];
  const charts = await listCharts(root, index, problems);
  const used = new Set<string>();
  const targets: Target[] = [];
  const notChecked: NotCheckedUnit[] = [];
  for (const dir of index.dirs.values()) {
    if (dir.chart) continue;
    const found = await serviceTargets(root, dir, charts, notChecked);
    found.forEach((t) => used.add(t.path));
    targets.push(...found);
  }
  // A library chart, or a chart another chart includes by `file://`, is rendered as part of that one.
  const included = new Set(charts.flatMap((c) => c.includes));
  for (const chart of charts) {
    if (!used.has(chart.dir) && !chart.library && !included.has(chart.dir)) targets.push(...chartTargets(index, chart));
  }
  return { targets, notChecked, problems };
}

/** The charts and their names; a Chart.yaml helm reads differently from us is a problem. */
async function listCharts(root: string, index: RepoIndex, problems: FindingDraft[]): Promise<Chart[]> {
  const charts: Chart[] = [];
  for (const dir of index.dirs.values()) {
    if (!dir.chart) continue;
    const file = joinRel(dir.rel, 'Chart.yaml');
    const read = await readYamlDocs(root, file);
    const foreign = foreignDocProblem(read, file);
    if (foreign) problems.push(foreign);
    const meta = read.ok ? asObj(read.docs[0]?.value) : undefined;
    const name = asString(meta?.name);
    const includes = (Array.isArray(meta?.dependencies) ? meta.dependencies : [])
      .map((d) => asString(asObj(d)?.repository))
      .filter((r): r is string => r?.startsWith('file://') === true)
      .map((r) => repoJoin(dir.rel, r.slice('file://'.length)))
      .filter((r): r is string => r !== undefined);
    charts.push({
      dir: dir.rel,
      name: name ?? path.posix.basename(dir.rel),
      library: meta?.type === 'library',
      includes,
    });
  }
  return charts;
}

function chartTargets(index: RepoIndex, chart: Chart): Target[] {
  const dir = index.dirs.get(chart.dir) as RepoDir;
  const app = chart.dir === '.' ? chart.name : path.posix.basename(chart.dir);
  const perEnv = new Map<string, string>();
  for (const f of dir.files) {
    const env = ENV_VALUES.exec(f)?.[1];
    if (env) perEnv.set(env, joinRel(chart.dir, f));
  }
  for (const envDir of CHART_ENV_DIRS.map((d) => index.dirs.get(joinRel(chart.dir, d))).filter(
    (d): d is RepoDir => d !== undefined,
  )) {
    for (const f of envDir.files.filter((x) => /\.ya?ml$/.test(x)))
      perEnv.set(f.replace(/\.ya?ml$/, ''), joinRel(envDir.rel, f));
    for (const [rel, sub] of index.dirs) {
      const values = sub.files.find((f) => /^values\.ya?ml$/.test(f));
      if (parentRel(rel) === envDir.rel && values) perEnv.set(path.posix.basename(rel), joinRel(rel, values));
    }
  }
  // No values file of its own environment: the chart alone, as environment `default`.
  const envs: Array<[string, string?]> = perEnv.size > 0 ? [...perEnv] : [[DEFAULT_ENVIRONMENT]];
  return envs.map(([environment, file]) => ({
    app,
    environment,
    kind: 'helm',
    path: chart.dir,
    helm: { chart: chart.dir, valueFiles: file ? [file] : [], releaseName: app },
    origin: {
      how: 'helm-chart',
      file: joinRel(chart.dir, 'Chart.yaml'),
      detail: file ? `values file ${file}` : 'chart with its own values only',
    },
  }));
}

/** Targets of a helmfile service folder (or a folder named after a chart holding values-<env>.yaml). */
async function serviceTargets(
  root: string,
  dir: RepoDir,
  charts: Chart[],
  notChecked: NotCheckedUnit[],
): Promise<Target[]> {
  const helmfile = HELMFILES.find((f) => dir.files.includes(f));
  const envFiles = dir.files.filter((f) => ENV_VALUES.test(f));
  if (!helmfile) {
    const name = path.posix.basename(dir.rel);
    const chart = charts.find((c) => c.name === name || path.posix.basename(c.dir) === name);
    if (!chart || envFiles.length === 0) return [];
    return envFiles.map((f) =>
      serviceTarget(
        dir,
        chart,
        ENV_VALUES.exec(f)?.[1] as string,
        [...(dir.files.includes('values.yaml') ? ['values.yaml'] : []), f],
        undefined,
      ),
    );
  }
  const file = joinRel(dir.rel, helmfile);
  const text = await readFile(path.join(root, file), 'utf8').catch(() => '');
  const facts = helmfileFacts(text);
  const match = facts.charts.map((c) => ({ c, chart: chartFor(c.ref, dir.rel, charts) })).find((x) => x.chart);
  const elsewhere = (refs: string[]): void => {
    if (refs.length > 0)
      notChecked.push({
        unit: `helmfile releases of ${refs.join(', ')}`,
        file,
        inputs: [dir.rel],
        declaration: text,
        reason: `chart ${refs.join(', ')} is not in this repository; those releases were not rendered`,
      });
  };
  if (!match?.chart) {
    elsewhere(facts.charts.map((c) => c.ref));
    return [];
  }
  elsewhere(facts.charts.filter((c) => c !== match.c && !chartFor(c.ref, dir.rel, charts)).map((c) => c.ref));
  const envs =
    facts.environments.length > 0 ? facts.environments : envFiles.map((f) => ENV_VALUES.exec(f)?.[1] as string);
  const block = chartBlock(text, match.c.line);
  return envs.map((env) => {
    const values = block.valueFiles(env).filter((v) => dir.files.includes(v));
    const t = serviceTarget(dir, match.chart as Chart, env, values, file, block.releaseName);
    if (block.namespace) t.namespace = block.namespace;
    return t;
  });
}

function chartFor(ref: string, fromDir: string, charts: Chart[]): Chart | undefined {
  const local = repoJoin(fromDir, ref);
  const byPath = charts.find((c) => c.dir === local);
  if (byPath) return byPath;
  const name = ref.slice(ref.lastIndexOf('/') + 1);
  return charts.find((c) => c.name === name) ?? charts.find((c) => path.posix.basename(c.dir) === name);
}

function serviceTarget(
  dir: RepoDir,
  chart: Chart,
  env: string,
  values: string[],
  helmfile: string | undefined,
  release?: string,
): Target {
  const app = path.posix.basename(dir.rel);
  return {
    app,
    environment: env,
    kind: 'helm',
    path: chart.dir,
    helm: { chart: chart.dir, valueFiles: values.map((v) => joinRel(dir.rel, v)), releaseName: release ?? app },
    origin: {
      how: 'helm-chart',
      file: helmfile ?? joinRel(dir.rel, values[values.length - 1] ?? ''),
      detail: helmfile
        ? `helmfile service ${dir.rel} (values outside the repository and templated names are not applied)`
        : `values folder ${dir.rel}`,
    },
  };
}
