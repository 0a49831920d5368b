// Remote charts from an OCI registry: Debian's docker-registry on 127.0.0.1, charts pushed by the
// real `helm push`, pulled by fetchRemoteChart through the real `helm pull oci://`.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteChart, type RemoteContext } from '../../src/render/remote-chart.js';
import { resolveTools, type ToolStatus } from '../../src/render/tools.js';
import { SourceCache } from '../../src/sources/cache.js';
import { emptySources } from '../../src/model/sources.js';
import {
  REGISTRY_BIN,
  SKIP_REGISTRY_MESSAGE,
  startRegistry,
  type RunningRegistry,
} from '../registry/registry-server.js';
import { helmCli, packageChart } from './chart-server.js';

if (!REGISTRY_BIN) console.warn(SKIP_REGISTRY_MESSAGE);

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.skipIf(!REGISTRY_BIN)('fetchRemoteChart from an OCI registry', () => {
  let reg: RunningRegistry;
  let helm: ToolStatus;
  let work: string;
  let archives: Record<string, Buffer>;
  const remote = (oci: string[], offline = false): RemoteContext => ({
    sources: { ...emptySources(), oci },
    configFile: '.deploy-gate.yaml',
    offline,
    cache: new SourceCache(mkdtempSync(path.join(work, 'cache-'))),
  });

  beforeAll(async () => {
    helm = (await resolveTools()).helm;
    reg = await startRegistry();
    work = mkdtempSync(path.join(os.tmpdir(), 'dg-oci-'));
    archives = {};
    for (const spec of [
      { name: 'podinfo', version: '6.5.0' },
      { name: 'other', version: '1.0.0' },
    ]) {
      const tgz = packageChart(spec, work);
      archives[spec.name] = readFileSync(tgz);
      helmCli(['push', tgz, `oci://${reg.host}/charts`, '--plain-http']);
    }
  });
  afterAll(async () => {
    await reg?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('pulls an allowed chart with helm, records the digest of the chart bytes, then serves it from the cache', async () => {
    const ctx = remote([`oci://${reg.host}/charts/*`]);
    const r = await fetchRemoteChart(
      { repoURL: `oci://${reg.host}/charts`, chart: 'podinfo', version: '6.5.0' },
      helm,
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      record: {
        type: 'oci',
        url: `oci://${reg.host}/charts`,
        name: 'podinfo',
        digest: `sha256:${sha(archives.podinfo as Buffer)}`,
        cached: false,
      },
    });
    const warm = await fetchRemoteChart({ repoURL: `${reg.host}/charts`, chart: 'podinfo', version: '6.5.0' }, helm, {
      ...ctx,
      offline: true,
    });
    expect(warm).toMatchObject({ ok: true, record: { cached: true } });
  });

  it('an exact entry allows that chart only; another chart of the same org is refused with the line to add', async () => {
    const ctx = remote([`oci://${reg.host}/charts/podinfo`]);
    expect(
      await fetchRemoteChart({ repoURL: `oci://${reg.host}/charts`, chart: 'podinfo', version: '6.5.0' }, helm, ctx),
    ).toMatchObject({ ok: true });
    const other = await fetchRemoteChart(
      { repoURL: `oci://${reg.host}/charts`, chart: 'other', version: '1.0.0' },
      helm,
      ctx,
    );
    expect(other).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(!other.ok && other.message).toContain(`oci:\n      - "oci://${reg.host}/charts/other"`);
  });

  it('a tag that does not exist is unreachable (inconclusive)', async () => {
    const r = await fetchRemoteChart(
      { repoURL: `oci://${reg.host}/charts`, chart: 'podinfo', version: '9.9.9' },
      helm,
      remote([`oci://${reg.host}/charts/*`]),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
  });

  it('a chart blob whose stored bytes were changed in the registry is refused as a digest mismatch', async () => {
    const tgz = packageChart({ name: 'tampered', version: '1.0.0' }, work);
    const bytes = readFileSync(tgz);
    helmCli(['push', tgz, `oci://${reg.host}/charts`, '--plain-http']);
    const hex = sha(bytes);
    const blob = path.join(reg.dataDir, 'docker', 'registry', 'v2', 'blobs', 'sha256', hex.slice(0, 2), hex, 'data');
    writeFileSync(
      blob,
      Buffer.concat([bytes.subarray(0, bytes.length - 1), Buffer.from([bytes[bytes.length - 1]! ^ 0xff])]),
    );
    const r = await fetchRemoteChart(
      { repoURL: `oci://${reg.host}/charts`, chart: 'tampered', version: '1.0.0' },
      helm,
      remote([`oci://${reg.host}/charts/*`]),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_DIGEST_MISMATCH' });
  });
});
