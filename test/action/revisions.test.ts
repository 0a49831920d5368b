import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaderEnv, ensureCommits, hasCommit, persistedCredentials } from '../../src/github/revisions.js';
import { TempRepo } from '../helpers/git-repo.js';

let origin: TempRepo;
let clone: string;
let first: string;
let second: string;
const TOKEN = 'ghs_secret_token_value_42';

beforeAll(() => {
  origin = new TempRepo('dg-origin-');
  first = origin.write({ 'a.yaml': 'a: 1\n' }).commit('first');
  second = origin.write({ 'a.yaml': 'a: 2\n' }).commit('second');
  origin.git('config', 'uploadpack.allowAnySHA1InWant', 'true');
  clone = mkdtempSync(path.join(os.tmpdir(), 'dg-clone-'));
  // What actions/checkout does by default: one commit, depth 1.
  execFileSync('git', ['clone', '-q', '--depth=1', `file://${origin.dir}`, clone]);
});

afterAll(() => {
  origin.cleanup();
  rmSync(clone, { recursive: true, force: true });
});

describe('revisions on a shallow checkout', () => {
  it('fetches exactly the missing commit with depth 1', async () => {
    expect(await hasCommit(clone, second)).toBe(true);
    expect(await hasCommit(clone, first)).toBe(false);
    const log: string[] = [];
    await ensureCommits(clone, [first, second, undefined], { token: TOKEN, serverUrl: 'https://github.com' }, (m) =>
      log.push(m),
    );
    expect(await hasCommit(clone, first)).toBe(true);
    expect(log).toEqual([`Fetching commit ${first} (not in the checkout)`]);
    expect(log.join('\n')).not.toContain(TOKEN);
  });

  it("a missing commit that origin does not have fails with git's reason, never the token", async () => {
    const ghost = 'c'.repeat(40);
    const err = await ensureCommits(
      clone,
      [ghost],
      { token: TOKEN, serverUrl: 'https://github.com' },
      () => undefined,
    ).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toContain(`cannot fetch commit ${ghost}`);
    expect((err as Error).message).not.toContain(TOKEN);
    expect((err as Error).message).not.toContain(Buffer.from(`x-access-token:${TOKEN}`).toString('base64'));
  });

  it('a branch name that is not in the checkout is a usage error, not a fetch', async () => {
    await expect(ensureCommits(clone, ['no-such-branch'], undefined, () => undefined)).rejects.toThrow(
      /not in the checkout/,
    );
  });

  it('the token header goes through the environment, scoped to the server', () => {
    const env = authHeaderEnv({ token: TOKEN, serverUrl: 'https://github.com/' });
    expect(env.GIT_CONFIG_KEY_0).toBe('http.https://github.com/.extraheader');
    expect(env.GIT_CONFIG_VALUE_0).toBe(
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`,
    );
  });

  it('A5: detects a token persisted in .git/config', async () => {
    expect(await persistedCredentials(clone)).toBe(false);
    execFileSync('git', [
      '-C',
      clone,
      'config',
      '--local',
      'http.https://github.com/.extraheader',
      'AUTHORIZATION: basic eA==',
    ]);
    expect(await persistedCredentials(clone)).toBe(true);
  });
});
