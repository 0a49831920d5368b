// kustomize `helmCharts` rendered the way Argo CD renders them with `kustomize.buildOptions:
// --enable-helm`, but with no network (security case C4): every chart an entry names with `repo:`
// and that is not vendored is fetched first by deploy-gate (fetchRemoteChart: pinned, allowed or
// trusted, cached, digest-verified) and unpacked where kustomize looks for it, so kustomize never
// pulls. Kustomize runs helm through a wrapper that only lets `version` and `template` through.
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SourceRecord } from '../model/sources.js';
import { unpackChart } from './chart-archive.js';
import type { HelmChartUse } from './kustomize-helm-charts.js';
import { GENERATED_DIR } from './overlay.js';
import { bringValuesBeside } from './kustomize-helm-values.js';
import { API_VERSION, KUBE_VERSION, normalizeKubeVersion } from './helm-args.js';
import { fetchRemoteChart } from './remote-chart.js';
import { parseVersion, resolveHelm, versionAtLeast, type ToolStatus } from './tools.js';
import type { RenderProblem, RenderRequest } from './types.js';

/** kustomize accepts helm 4 from v5.8.1 on; before, `helm version -c` must answer 3.x. */
const HELM4_FROM_KUSTOMIZE = '5.8.1';

export interface KustomizeHelm {
  /** Extra kustomize arguments (none when no chart is inflated). */
  args: string[];
  sources: SourceRecord[];
  cleanup: () => Promise<void>;
}

const none: KustomizeHelm = { args: [], sources: [], cleanup: async () => {} };

/** Fetches and places every chart the walk found missing, and the arguments that enable helm. */
export async function prepareKustomizeHelm(
  req: RenderRequest,
  rootReal: string,
  charts: HelmChartUse[],
): Promise<KustomizeHelm | RenderProblem> {
  if (charts.length === 0) return none;
  const first = charts[0] as HelmChartUse;
  if (req.target.origin.how === 'flux')
    return {
      code: 'E_RENDER_FAILED',
      path: first.file,
      message: `${first.file}: Flux's kustomize-controller builds without --enable-helm and fails a kustomization with helmCharts ('must specify --enable-helm'); deploy a HelmRelease instead`,
    };
  const helm = await helmForKustomize(req);
  if (!helm.ok) return { code: helm.code, path: first.file, message: `${first.file}: helmCharts: ${helm.reason}` };
  const sources: SourceRecord[] = [];
  for (const use of charts.filter((c) => c.repo !== '')) {
    const dest = path.join(rootReal, use.chartDir);
    // Placed by an earlier render in this revision tree (this process's own memory, not a file the PR could write).
    const earlier = placedCharts.get(dest);
    if (earlier) {
      if (!sources.includes(earlier)) sources.push(earlier);
      continue;
    }
    if (use.present) continue;
    const placed = await placeChart(req, use, dest);
    if ('code' in placed) return placed;
    placedCharts.set(dest, placed);
    sources.push(placed);
  }
  await bringValuesBeside(rootReal, charts);
  const { command, wrapper } = await writeHelmWrapper(helm.bin);
  return {
    args: ['--enable-helm', '--helm-command', command, ...capabilityArgs(req)],
    sources,
    cleanup: () => rm(wrapper, { recursive: true, force: true }),
  };
}

/**
 * The environment's Kubernetes version and API versions, as Argo CD passes the cluster's with
 * --enable-helm (`--helm-kube-version`, `--helm-api-versions`); a value helm could misread is left out.
 */
function capabilityArgs(req: RenderRequest): string[] {
  const kube = normalizeKubeVersion(req.env.kubernetesVersion);
  const apis = [...req.env.apiVersions, ...(req.extraApiVersions ?? [])].filter((a) => API_VERSION.test(a));
  return [
    ...(KUBE_VERSION.test(kube) ? ['--helm-kube-version', kube] : []),
    ...apis.flatMap((a) => ['--helm-api-versions', a]),
  ];
}

/**
 * Only `helm version` (kustomize's check) and `helm template` run; a `helm pull` (a chart kustomize
 * found missing after all) fails instead of reaching the network.
 */
export async function writeHelmWrapper(helmBin: string): Promise<{ command: string; wrapper: string }> {
  // Not on the memory disk (cache/scratch.ts): /dev/shm is often mounted noexec.
  const wrapper = await mkdtemp(path.join(os.tmpdir(), 'dg-kustomize-helm-'));
  const command = path.join(wrapper, 'helm');
  await writeFile(command, wrapperScript(helmBin));
  await chmod(command, 0o755);
  return { command, wrapper };
}

function wrapperScript(helmBin: string): string {
  const quoted = `'${helmBin.split("'").join("'\\''")}'`;
  return [
    '#!/bin/sh',
    'case "$1" in',
    `  version|template) exec ${quoted} "$@" ;;`,
    'esac',
    'echo "deploy-gate: kustomize asked helm to run \'$1\'; only version and template run (charts are fetched by deploy-gate first)" >&2',
    'exit 1',
    '',
  ].join('\n');
}

/** Charts this process unpacked into a revision tree (absolute folder → the record of its bytes). */
const placedCharts = new Map<string, SourceRecord>();

/**
 * Fetches one chart and unpacks it aside, then renames it into place: a render of another target
 * in the same tree sees the whole chart or none (if it lost the race, the winner's copy stays).
 */
async function placeChart(req: RenderRequest, use: HelmChartUse, dest: string): Promise<SourceRecord | RenderProblem> {
  const written = { file: use.file, text: use.repo };
  const fetched = await fetchRemoteChart(
    { repoURL: use.repo, chart: use.name, version: use.version },
    req.tools.helm,
    req.remote,
  );
  if (!fetched.ok) return { code: fetched.code, path: use.file, message: fetched.message, written };
  const parent = path.dirname(dest);
  await mkdir(parent, { recursive: true });
  const aside = await mkdtemp(path.join(parent, `${GENERATED_DIR}-unpack-`));
  try {
    const unpacked = await unpackChart(fetched.archive, aside, use.name);
    if (!unpacked.ok)
      return {
        code: 'E_RENDER_FAILED',
        path: use.file,
        message: `${use.file}: chart ${use.name} ${use.version}: ${unpacked.message}`,
        written,
      };
    await rename(path.join(aside, use.name), dest).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOTEMPTY' && e.code !== 'EEXIST') throw e;
    });
    return fetched.record;
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

const resolved = new Map<string, Promise<ToolStatus>>();

/** The tool's own helm when this kustomize accepts it, else a helm 3 (`helm3` on PATH). */
async function helmForKustomize(req: RenderRequest): Promise<ToolStatus> {
  const { helm, kustomize } = req.tools;
  const major = helm.ok ? parseVersion(helm.tool.version)?.[0] : undefined;
  const acceptsFour = kustomize.ok && versionAtLeast(kustomize.tool.version, HELM4_FROM_KUSTOMIZE);
  if (helm.ok && (major === 3 || (major === 4 && acceptsFour))) return helm;
  const key = process.env.PATH ?? '';
  let found = resolved.get(key);
  if (!found) resolved.set(key, (found = resolveHelm('helm3', key)));
  const three = await found;
  if (three.ok && parseVersion(three.tool.version)?.[0] === 3) return three;
  const kv = kustomize.ok ? kustomize.tool.version : 'this kustomize';
  return {
    ok: false,
    name: 'helm',
    code: 'E_TOOL_VERSION_UNSUPPORTED',
    reason: `kustomize ${kv} inflates charts only with helm 3 (helm 4 from kustomize v${HELM4_FROM_KUSTOMIZE}); no helm 3 found (install it as 'helm3' on PATH)`,
  };
}
