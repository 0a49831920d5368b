// Flux HelmRelease charts from source objects, as a RemoteChartRef for fetchRemoteChart: what a
// Flux discovery calls to turn a HelmRelease whose chart comes from a HelmRepository (https or
// `type: oci`) or an OCIRepository (`spec.chartRef`) into a remote helm target. Pinning and the
// allowlist are checked when the chart is fetched, like an Argo CD chart source.
import type { RemoteChartRef } from '../model/sources.js';
import { asObject as obj, nonEmptyString as str } from '../kube/object.js';

type Obj = Record<string, unknown>;

export type FluxChart = { ok: true; ref: RemoteChartRef } | { ok: false; reason: string };

/**
 * `spec.chart.spec` of a HelmRelease (chart, version) with the HelmRepository its sourceRef names.
 * Flux's default version is `*`, which the pinning rule reports as unpinned.
 */
export function chartFromHelmRepository(chartSpec: Obj, helmRepository: Obj): FluxChart {
  const chart = str(chartSpec.chart);
  const spec = obj(helmRepository.spec);
  const url = str(spec.url);
  if (!chart || !url) return { ok: false, reason: 'the HelmRelease chart or the HelmRepository url is missing' };
  const oci = spec.type === 'oci' || url.startsWith('oci://');
  if (oci && !url.startsWith('oci://'))
    return { ok: false, reason: `HelmRepository of type oci with url ${url} (expected oci://…)` };
  if (!oci && !/^https?:\/\//i.test(url))
    return { ok: false, reason: `HelmRepository url ${url} is neither https:// nor oci://` };
  return { ok: true, ref: { repoURL: url, chart, version: str(chartSpec.version) ?? '*' } };
}

/**
 * A HelmRelease `spec.chartRef` to an OCIRepository: `spec.url` names the chart itself
 * (`oci://ghcr.io/org/charts/podinfo`), `spec.ref.tag` the version. A `semver` range is kept as the
 * version (unpinned); a `digest`-only ref cannot be fetched by version and is not checked.
 */
export function chartFromOciRepository(ociRepository: Obj): FluxChart {
  const spec = obj(ociRepository.spec);
  const url = str(spec.url)?.replace(/\/+$/, '');
  if (!url?.startsWith('oci://')) return { ok: false, reason: `OCIRepository url ${String(spec.url)} is not oci://…` };
  const slash = url.lastIndexOf('/');
  if (slash <= 'oci://'.length) return { ok: false, reason: `OCIRepository url ${url} names no chart` };
  const ref = obj(spec.ref);
  const version = str(ref.tag) ?? str(ref.semver);
  if (!version && str(ref.digest))
    return {
      ok: false,
      reason: `OCIRepository ${url} is pinned by digest only; deploy-gate fetches charts by exact version tag`,
    };
  return { ok: true, ref: { repoURL: url.slice(0, slash), chart: url.slice(slash + 1), version: version ?? '' } };
}
