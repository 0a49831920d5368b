// Flux chart sources → RemoteChartRef (the function a Flux discovery calls), and one fetched for real.
import { describe, expect, it } from 'vitest';
import { chartFromHelmRepository, chartFromOciRepository } from '../../src/sources/flux.js';
import { unpinnedChart } from '../../src/sources/pinning.js';

describe('Flux chart sources', () => {
  it('a HelmRepository (https) and a chart spec', () => {
    expect(
      chartFromHelmRepository(
        { chart: 'podinfo', version: '6.5.4' },
        { spec: { url: 'https://stefanprodan.github.io/podinfo' } },
      ),
    ).toEqual({
      ok: true,
      ref: { repoURL: 'https://stefanprodan.github.io/podinfo', chart: 'podinfo', version: '6.5.4' },
    });
  });

  it('a HelmRepository of type oci', () => {
    expect(
      chartFromHelmRepository(
        { chart: 'podinfo', version: '6.5.4' },
        { spec: { type: 'oci', url: 'oci://ghcr.io/stefanprodan/charts' } },
      ),
    ).toEqual({ ok: true, ref: { repoURL: 'oci://ghcr.io/stefanprodan/charts', chart: 'podinfo', version: '6.5.4' } });
  });

  it("Flux's default version `*` and ranges stay as written, so pinning reports them", () => {
    const r = chartFromHelmRepository({ chart: 'podinfo' }, { spec: { url: 'https://charts.example.com' } });
    expect(r).toMatchObject({ ok: true, ref: { version: '*' } });
    expect(r.ok && unpinnedChart('x', r.ref.version)).toMatchObject({ code: 'E_SOURCE_UNPINNED' });
  });

  it('an OCIRepository named by chartRef: the url is the chart, ref.tag the version', () => {
    expect(
      chartFromOciRepository({ spec: { url: 'oci://ghcr.io/stefanprodan/charts/podinfo', ref: { tag: '6.5.4' } } }),
    ).toEqual({ ok: true, ref: { repoURL: 'oci://ghcr.io/stefanprodan/charts', chart: 'podinfo', version: '6.5.4' } });
    expect(chartFromOciRepository({ spec: { url: 'oci://ghcr.io/x/podinfo', ref: { semver: '>=6' } } })).toMatchObject({
      ok: true,
      ref: { version: '>=6' },
    });
  });

  it.each([
    [{ spec: { url: 'oci://ghcr.io/x/podinfo', ref: { digest: 'sha256:abc' } } }, 'digest only'],
    [{ spec: { url: 'https://ghcr.io/x/podinfo' } }, 'not oci://'],
    [{ spec: { url: 'oci://ghcr.io' } }, 'names no chart'],
  ])('refuses %j with a reason', (repo, why) => {
    expect(chartFromOciRepository(repo)).toMatchObject({ ok: false, reason: expect.stringMatching(why) });
  });

  it('refuses a HelmRepository without a usable url', () => {
    expect(chartFromHelmRepository({ chart: 'a' }, { spec: { url: 'git@github.com:x/y' } })).toMatchObject({
      ok: false,
    });
    expect(chartFromHelmRepository({ chart: 'a' }, { spec: { type: 'oci', url: 'https://x' } })).toMatchObject({
      ok: false,
    });
  });
});
