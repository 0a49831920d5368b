// The chart a helm render reads: a folder of the repository (its `file://` dependencies linked,
// unvendored dependencies fetched from allowed repositories), or a remote chart fetched through
// fetchRemoteChart.
import type { SourceRecord } from '../model/sources.js';
import { linkLocalDependencies, missingDependencies } from './helm-deps.js';
import type { HelmInputs } from './helm-inputs.js';
import type { RunContext } from './outcome.js';
import { fetchRemoteChart } from './remote-chart.js';
import { fetchDependencies } from './remote-deps.js';
import type { RenderProblem, RenderRequest } from './types.js';

export interface PreparedChart {
  /** What helm gets as the chart: a directory or a verified archive. */
  chart: string;
  sources: SourceRecord[];
}

/** Everything a chart needs before `helm template`, or the refusal that stops it. */
export async function prepareChart(
  req: RenderRequest,
  ctx: RunContext,
  inputs: HelmInputs,
): Promise<PreparedChart | RenderProblem> {
  const remote = req.target.helm?.remote;
  if (remote) {
    const fetched = await fetchRemoteChart(remote, req.tools.helm, req.remote);
    if (!fetched.ok)
      return { code: fetched.code, message: fetched.message, written: { file: req.target.path, text: remote.repoURL } };
    return { chart: fetched.archive, sources: [fetched.record] };
  }
  await linkLocalDependencies(ctx.rootReal, inputs.chartAbs, inputs.localDeps);
  const fetched = await fetchDependencies(req, ctx.rootReal, inputs.chartAbs, inputs.chart);
  if (!Array.isArray(fetched)) return fetched;
  const refused = await missingDependencies(inputs.chartAbs, inputs.chart);
  if (refused) return refused;
  return { chart: inputs.chartAbs, sources: fetched };
}
