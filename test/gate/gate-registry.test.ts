/** Gate matching with tag resolution and index/platform digests against a real docker-registry (I1, I3). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGate, loadGateRecords } from '../../src/gate/index.js';
import { createTagResolver } from '../../src/registry/index.js';
import { pushImage, pushIndex } from '../registry/push.js';
import { REGISTRY_BIN, startRegistry, type RunningRegistry } from '../registry/registry-server.js';
import { deployment, env, hex, record, resources } from './helpers.js';

describe.skipIf(!REGISTRY_BIN)('gate records with a real registry', () => {
  let reg: RunningRegistry;
  let dir: string;
  let multi: { index: string; amd64: string; arm64: string };
  let approved: string;
  let moved: string;
  beforeAll(async () => {
    reg = await startRegistry();
    multi = await pushIndex(reg.url, 'acme/multi', '1.2', { seed: 'm' });
    approved = await pushImage(reg.url, 'acme/app', '1.0', { seed: 'approved' });
    moved = await pushImage(reg.url, 'acme/app', '1.0', { seed: 'moved-later' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'dg-gate-reg-'));
    mkdirSync(path.join(dir, 'gate-records'));
    writeFileSync(
      path.join(dir, 'gate-records', 'r.json'),
      JSON.stringify([
        record('multi-1.2', `${reg.host}/acme/multi`, multi.index),
        record('app-1.0', `${reg.host}/acme/app`, approved),
      ]),
    );
  });
  afterAll(async () => {
    await reg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (image: string, resolve = true) => {
    const records = await loadGateRecords({ baseRoot: dir, path: 'gate-records', offline: false });
    const resolver = resolve ? createTagResolver({ offline: false, insecureHosts: [reg.host] }) : undefined;
    return checkGate({
      env: env('production'),
      app: 'shop',
      scope: [],
      head: resources(deployment('shop', image)),
      records,
      ...(resolver ? { resolver } : {}),
    });
  };

  it('a tag resolves to the index digest the record approves; the table shows tag → digest with its time', async () => {
    const r = await run(`${reg.host}/acme/multi:1.2`);
    expect(r.drafts).toEqual([]);
    expect(r.images[0]).toMatchObject({
      tag: '1.2',
      recordId: 'multi-1.2',
      status: 'passed',
      resolved: { digest: multi.index },
    });
    expect(r.images[0]?.digest).toBeUndefined();
    expect(r.notices[0]).toMatch(new RegExp(`acme/multi:1\\.2 → ${multi.index} \\(resolved at \\d{4}-`));
  });

  it('a pin to a platform manifest of the approved index matches, and says which platform (I1)', async () => {
    const r = await run(`${reg.host}/acme/multi@${multi.arm64}`);
    expect(r.drafts).toEqual([]);
    expect(r.images[0]?.status).toBe(`passed (pinned to platform manifest of index ${multi.index} (linux/arm64))`);
  });

  it('a digest that is neither the index nor one of its platforms is gate/digest-mismatch (I1)', async () => {
    const r = await run(`${reg.host}/acme/multi@${hex('9')}`);
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/digest-mismatch']);
  });

  it('without resolution the platform pin cannot be tied to the index: digest-mismatch, not a pass', async () => {
    const r = await run(`${reg.host}/acme/multi@${multi.amd64}`, false);
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/digest-mismatch']);
  });

  it('a tag that moved after the approval is gate/digest-mismatch with E_TAG_MOVED (I3)', async () => {
    const r = await run(`${reg.host}/acme/app:1.0`);
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/digest-mismatch']);
    expect(r.drafts[0]?.message).toContain(`now resolves to ${moved} (E_TAG_MOVED)`);
    expect(r.drafts[0]?.message).toContain('record app-1.0');
  });

  it('an unknown tag leaves the record check inconclusive', async () => {
    const r = await run(`${reg.host}/acme/app:9.9`);
    expect(r.drafts[0]).toMatchObject({ ruleId: 'gate/record-missing', verdict: 'inconclusive' });
    expect(r.drafts[0]?.message).toContain('E_REGISTRY_NOT_FOUND');
  });
});
