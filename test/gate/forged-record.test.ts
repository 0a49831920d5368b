import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGateRecords } from '../../src/gate/index.js';
import { TempRepo } from '../helpers/git-repo.js';
import { gateDeployment, hex, record } from './helpers.js';

const APP = 'ghcr.io/acme/payments';
const cleanup: (() => void)[] = [];
afterAll(() => cleanup.forEach((c) => c()));

/** A revision's tree in a temp dir, read straight from git (as the engine does). */
function checkout(repo: TempRepo, sha: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-rev-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const tar = execFileSync('git', ['archive', sha], { cwd: repo.dir });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return dir;
}

describe('records the change itself adds or edits', () => {
  const repo = new TempRepo();
  cleanup.push(() => repo.cleanup());
  repo.write({
    'gate-records/payments-r1.json': JSON.stringify(record('payments-r1', APP, hex('a'), 'fail')),
    'gate-records/web.json': JSON.stringify(record('web-r1', 'ghcr.io/acme/web', hex('b'))),
  });
  const baseSha = repo.commit('base');
  repo
    .write({
      // The PR "approves" its own candidate and flips the failed record to pass.
      'gate-records/forged.json': JSON.stringify(record('forged', APP, hex('c'))),
      'gate-records/payments-r1.json': JSON.stringify(record('payments-r1', APP, hex('a'), 'pass')),
    })
    .remove('gate-records/web.json');
  const headSha = repo.commit('head forges records');
  const baseRoot = checkout(repo, baseSha);
  const headRoot = checkout(repo, headSha);

  it('ignores them, says so, and judges by the base records only', async () => {
    const records = await loadGateRecords({ baseRoot, headRoot, path: 'gate-records', offline: true });
    expect(records.notices).toEqual([
      'Gate record file gate-records/forged.json is added by this change and was ignored: records count only from the base revision or the record store.',
      'Gate record file gate-records/payments-r1.json is edited by this change; the edit was ignored and the base version was used.',
      'Gate record file gate-records/web.json is removed by this change; its base version still counts until the merge.',
    ]);
    const forged = await gateDeployment(records, 'payments', `${APP}@${hex('c')}`);
    expect(forged.drafts.map((d) => d.ruleId)).toEqual(['gate/digest-mismatch']);
    expect(forged.drafts[0]?.message).not.toContain('forged');
    const flipped = await gateDeployment(records, 'payments', `${APP}@${hex('a')}`);
    expect(flipped.drafts.map((d) => d.ruleId)).toEqual(['gate/not-passed']);
    const removed = await gateDeployment(records, 'web', `ghcr.io/acme/web@${hex('b')}`);
    expect(removed.drafts).toEqual([]);
  });
});
