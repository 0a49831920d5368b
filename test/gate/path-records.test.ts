import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkGate, loadGateRecords } from '../../src/gate/index.js';
import { deployment, env, gateDeployment, hex, record, resources } from './helpers.js';
import { TempTrees } from '../helpers/temp-tree.js';

const trees = new TempTrees('dg-gate-');
afterEach(() => trees.remove());
/** Files whose content is not a string are written as JSON. */
const tree = (files: Record<string, unknown>): string =>
  trees.make(
    Object.fromEntries(
      Object.entries(files).map(([rel, c]) => [rel, typeof c === 'string' ? c : JSON.stringify(c, null, 2)]),
    ),
  );

const APP = 'ghcr.io/acme/payments';

async function gate(
  files: Record<string, unknown>,
  head: string,
  opts: { base?: string; mode?: 'required' | 'optional' | 'off'; scope?: string[] } = {},
) {
  const records = await loadGateRecords({ baseRoot: tree(files), path: 'gate-records', offline: true });
  return checkGate({
    env: env('production', opts.mode ?? 'required'),
    app: 'payments',
    scope: opts.scope ?? [],
    head: resources(deployment('payments', head)),
    ...(opts.base ? { base: resources(deployment('payments', opts.base)) } : {}),
    records,
  });
}

describe('gate records from the base directory', () => {
  it('a pass record for the pinned digest passes, and the image table says so', async () => {
    const r = await gate(
      { 'gate-records/p.json': record('payments-2.4.0-r1', APP, hex('a')) },
      `${APP}:2.4.0@${hex('a')}`,
    );
    expect(r.drafts).toEqual([]);
    expect(r.images).toEqual([
      {
        app: 'payments',
        environment: 'production',
        image: APP,
        tag: '2.4.0',
        digest: hex('a'),
        recordId: 'payments-2.4.0-r1',
        decision: 'pass',
        status: 'passed',
      },
    ]);
  });

  it('fail and inconclusive decisions are gate/not-passed naming the record', async () => {
    for (const decision of ['fail', 'inconclusive']) {
      const r = await gate({ 'gate-records/p.json': record('r-bad', APP, hex('a'), decision) }, `${APP}@${hex('a')}`);
      expect(r.drafts).toHaveLength(1);
      expect(r.drafts[0]).toMatchObject({ ruleId: 'gate/not-passed', path: '/spec/template/spec/containers/0/image' });
      expect(r.drafts[0]?.message).toContain('r-bad');
      expect(r.drafts[0]?.message).toContain(decision);
    }
  });

  it('records for the repository but not this digest are gate/digest-mismatch naming candidates and ids', async () => {
    const r = await gate(
      { 'gate-records/p.json': [record('r1', APP, hex('b')), record('r2', APP, hex('c'), 'fail')] },
      `${APP}@${hex('a')}`,
    );
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/digest-mismatch']);
    expect(r.drafts[0]?.message).toContain(`${hex('b')} (record r1, pass)`);
    expect(r.drafts[0]?.message).toContain(`${hex('c')} (record r2, fail)`);
    expect(r.images[0]?.status).toBe('digest mismatch');
  });

  it('no record for the repository is gate/record-missing', async () => {
    const r = await gate(
      { 'gate-records/other.json': record('x', 'ghcr.io/acme/other', hex('a')) },
      `${APP}@${hex('a')}`,
    );
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/record-missing']);
    expect(r.drafts[0]?.verdict).toBeUndefined();
  });

  it('names are compared normalised: a record for "nginx" matches docker.io/library/nginx and index.docker.io/nginx', async () => {
    const files = { 'gate-records/n.json': record('nginx-1', 'nginx', hex('d')) };
    for (const image of [
      `nginx@${hex('d')}`,
      `docker.io/library/nginx:1.27@${hex('d')}`,
      `index.docker.io/nginx@${hex('d')}`,
      `docker.io/nginx@${hex('d')}`,
    ]) {
      const r = await gate(files, image);
      expect(r.drafts, image).toEqual([]);
      expect(r.images[0]?.image).toBe('docker.io/library/nginx');
    }
    // Same path on another registry is another image.
    const other = await gate(files, `quay.io/nginx@${hex('d')}`);
    expect(other.drafts.map((d) => d.ruleId)).toEqual(['gate/record-missing']);
    const userRepo = await gate(files, `someone/nginx@${hex('d')}`);
    expect(userRepo.drafts.map((d) => d.ruleId)).toEqual(['gate/record-missing']);
  });

  it('a localhost:5000 registry with a port keeps the port in the name', async () => {
    const r = await gate(
      { 'gate-records/l.json': record('l', 'localhost:5000/app', hex('e')) },
      `localhost:5000/app:1@${hex('e')}`,
    );
    expect(r.drafts).toEqual([]);
    expect(r.images[0]?.image).toBe('localhost:5000/app');
  });

  it('a malformed file makes every judged image gate/records-unavailable naming the file — never a pass', async () => {
    const r = await gate(
      { 'gate-records/p.json': record('ok', APP, hex('a')), 'gate-records/broken.json': '{ "id": ' },
      `${APP}@${hex('a')}`,
    );
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/records-unavailable']);
    expect(r.drafts[0]?.message).toContain('gate-records/broken.json');
    expect(r.drafts[0]?.message).toContain('malformed JSON');
  });

  it('a wrong-schema record names the file and field; one naming another image does not block this one', async () => {
    const bad = { ...record('bad', APP, 'sha256:short') };
    const r = await gate({ 'gate-records/bad.json': bad }, `${APP}@${hex('a')}`);
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/records-unavailable']);
    expect(r.drafts[0]?.message).toMatch(/gate-records\/bad\.json: not a valid gate record: \/candidate\/digest/);
    const other = await gate(
      {
        'gate-records/p.json': record('ok', APP, hex('a')),
        'gate-records/bad.json': record('bad', 'ghcr.io/acme/x', hex('a'), 'maybe'),
      },
      `${APP}@${hex('a')}`,
    );
    expect(other.drafts).toEqual([]);
  });

  it('a record whose image carries a tag is malformed', async () => {
    const r = await gate({ 'gate-records/t.json': record('t', `${APP}:1.0`, hex('a')) }, `${APP}@${hex('a')}`);
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/records-unavailable']);
  });

  it('only images the change introduces are judged', async () => {
    const same = await gate({}, `${APP}@${hex('a')}`, { base: `${APP}@${hex('a')}` });
    expect(same.drafts).toEqual([]);
    expect(same.images).toEqual([]);
    const bumped = await gate({}, `${APP}@${hex('b')}`, { base: `${APP}@${hex('a')}` });
    expect(bumped.drafts.map((d) => d.ruleId)).toEqual(['gate/record-missing']);
  });

  it('scope limits the images that need records; out-of-scope images are listed, not judged', async () => {
    const r = await gate({}, `nginx:1.27@${hex('a')}`, { scope: ['ghcr.io/acme/*'] });
    expect(r.drafts).toEqual([]);
    expect(r.images[0]?.status).toBe('out of scope');
    const inScope = await gate({}, `nginx:1.27@${hex('a')}`, { scope: ['nginx'] });
    expect(inScope.drafts.map((d) => d.ruleId)).toEqual(['gate/record-missing']);
  });

  it('optional makes the findings warnings; off judges nothing', async () => {
    const optional = await gate({}, `${APP}@${hex('a')}`, { mode: 'optional' });
    expect(optional.drafts[0]).toMatchObject({ ruleId: 'gate/record-missing', severity: 'warning' });
    const off = await gate({}, `${APP}@${hex('a')}`, { mode: 'off' });
    expect(off.drafts).toEqual([]);
    expect(off.images[0]?.status).toBe('records not required');
  });

  it('an image without a digest and no tag resolution is inconclusive', async () => {
    const r = await gate({ 'gate-records/p.json': record('ok', APP, hex('a')) }, `${APP}:2.4.0`);
    expect(r.drafts[0]).toMatchObject({ ruleId: 'gate/record-missing', verdict: 'inconclusive' });
    expect(r.images[0]?.status).toBe('no digest');
  });

  it('the newest decision for a digest counts; a tie goes to the stricter one', async () => {
    const later = { decidedAt: '2026-11-26T10:00:00Z' };
    const rerun = await gate(
      { 'gate-records/p.json': [record('r1', APP, hex('a'), 'fail'), record('r2', APP, hex('a'), 'pass', later)] },
      `${APP}@${hex('a')}`,
    );
    expect(rerun.drafts).toEqual([]);
    expect(rerun.images[0]?.recordId).toBe('r2');
    const tie = await gate(
      { 'gate-records/p.json': [record('r1', APP, hex('a'), 'pass'), record('r2', APP, hex('a'), 'fail')] },
      `${APP}@${hex('a')}`,
    );
    expect(tie.drafts.map((d) => d.ruleId)).toEqual(['gate/not-passed']);
  });

  it('H4: a pass over empty or missing data is inconclusive', async () => {
    const cases = [
      [],
      [{ name: 'error-rate', value: null }],
      [{ name: 'error-rate', value: 'NaN' }],
      [{ name: 'error-rate', values: [] }],
    ];
    for (const checks of cases) {
      const r = await gate(
        { 'gate-records/p.json': record('h4', APP, hex('a'), 'pass', { checks }) },
        `${APP}@${hex('a')}`,
      );
      expect(r.drafts[0], JSON.stringify(checks)).toMatchObject({ ruleId: 'gate/not-passed', verdict: 'inconclusive' });
      expect(r.drafts[0]?.message).toContain('E_GATE_NO_DATA');
    }
    const real = await gate(
      { 'gate-records/p.json': record('h4', APP, hex('a'), 'pass', { checks: [{ name: 'error-rate', value: 0.01 }] }) },
      `${APP}@${hex('a')}`,
    );
    expect(real.drafts).toEqual([]);
  });

  it('a symlinked record file and a path leaving the repository are refused', async () => {
    const base = tree({ 'elsewhere/p.json': record('ok', APP, hex('a')) });
    mkdirSync(path.join(base, 'gate-records'));
    symlinkSync(path.join(base, 'elsewhere', 'p.json'), path.join(base, 'gate-records', 'p.json'));
    const records = await loadGateRecords({ baseRoot: base, path: 'gate-records', offline: true });
    const r = await gateDeployment(records, 'p', `${APP}@${hex('a')}`);
    expect(r.drafts[0]?.ruleId).toBe('gate/records-unavailable');
    expect(r.drafts[0]?.message).toContain('symbolic link');
    const escape = await loadGateRecords({ baseRoot: base, path: '../x', offline: true });
    expect((await escape.lookup(APP, hex('a'))).problems[0]?.message).toContain('inside the repository');
  });

  it('no record source configured is records-unavailable where records are required', async () => {
    const records = await loadGateRecords({ baseRoot: tree({}), offline: true });
    const r = await gateDeployment(records, 'p', `${APP}@${hex('a')}`);
    expect(r.drafts[0]?.ruleId).toBe('gate/records-unavailable');
  });

  it('a missing records directory is a notice and every image lacks its record', async () => {
    const records = await loadGateRecords({ baseRoot: tree({}), path: 'gate-records', offline: true });
    expect(records.notices[0]).toContain('does not exist at the base revision');
    const r = await gateDeployment(records, 'p', `${APP}@${hex('a')}`);
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/record-missing']);
  });
});
