import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import { COMMENT_MARKER, commentMarker, parseHeader, stampLine } from '../../src/github/comment-stamp.js';
import { resolveCommentAuthor } from '../../src/github/comment-author.js';
import { upsertStickyComment, type StickyRequest } from '../../src/github/sticky-comment.js';
import { FakeGitHub, TEST_PACING } from './fake-github.js';

const BOT = 'github-actions[bot]';
const TOKEN = 'ghs_test_token_123456';
const SHA1 = 'a'.repeat(40);
const SHA2 = 'b'.repeat(40);

let gh: FakeGitHub;
const logs: string[] = [];
const log = (m: string) => logs.push(m);

function request(overrides: Partial<StickyRequest> = {}): StickyRequest {
  return {
    owner: 'acme',
    repo: 'deploy',
    issueNumber: 7,
    author: BOT,
    stamp: { head: SHA1, runId: 100, runAttempt: 1 },
    body: '## deploy-gate: fail\nfull body',
    minimalBody: '## deploy-gate: fail\nshort body',
    ...overrides,
  };
}

function client(token = TOKEN, maxWaitSeconds?: number) {
  return createGitHubClient({ token, baseUrl: gh.url, log, maxWaitSeconds, pacing: TEST_PACING });
}

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  gh.pullHeads.set(7, SHA1);
  logs.length = 0;
});
afterEach(async () => gh.stop());

describe('sticky comment', () => {
  it('creates once, then edits the same comment on the next run', async () => {
    const first = await upsertStickyComment(client(), request(), log);
    expect(first.status).toBe('created');
    const second = await upsertStickyComment(
      client(),
      request({ stamp: { head: SHA1, runId: 101, runAttempt: 1 }, body: 'second' }),
      log,
    );
    expect(second.status).toBe('updated');
    const mine = gh.commentsBy(7, BOT);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('second');
    expect(parseHeader(mine[0]!.body)?.stamp).toEqual({ head: SHA1, runId: 101, runAttempt: 1 });
    expect(gh.count('POST', /comments$/)).toBe(1);
    expect(gh.count('PATCH', /comments\/\d+$/)).toBe(1);
    expect(second.url).toBe(mine[0]!.html_url);
  });

  it('ignores a human comment carrying the marker and never edits it (F2)', async () => {
    const human = gh.addComment(7, 'mallory', `${COMMENT_MARKER}\nLGTM, approved`);
    const res = await upsertStickyComment(client(), request(), log);
    expect(res.status).toBe('created');
    expect(gh.comments.get(7)!.find((c) => c.id === human.id)!.body).toBe(`${COMMENT_MARKER}\nLGTM, approved`);
    expect(gh.commentsBy(7, BOT)).toHaveLength(1);
    expect(gh.count('PATCH', new RegExp(`/${human.id}$`))).toBe(0);
    expect(gh.count('DELETE', /comments/)).toBe(0);
  });

  it('skips with read-only-token on a 403 from a fork token and does not retry (A2)', async () => {
    gh.tokens.set('ghs_fork_readonly_1', { login: BOT, readOnly: true });
    const res = await upsertStickyComment(client('ghs_fork_readonly_1'), request(), log);
    expect(res.status).toBe('skipped:read-only-token');
    expect(gh.count('POST', /comments$/)).toBe(1);
  });

  it('retries a 500 and ends with exactly one comment', async () => {
    gh.faults.push({ method: 'POST', path: /\/issues\/7\/comments$/, status: 500, body: { message: 'boom' } });
    const res = await upsertStickyComment(client(), request(), log);
    expect(res.status).toBe('created');
    expect(gh.count('POST', /comments$/)).toBe(2);
    expect(gh.commentsBy(7, BOT)).toHaveLength(1);
  });

  it('keeps one comment when a create landed but the answer was an error (G4d)', async () => {
    gh.faults.push({ method: 'POST', path: /\/issues\/7\/comments$/, status: 502, times: 4, afterApply: true });
    const res = await upsertStickyComment(client(), request(), log);
    expect(res.status).toBe('created');
    expect(gh.commentsBy(7, BOT)).toHaveLength(1);
  });

  it('falls back once to the short body on 422 and does not loop (G1)', async () => {
    const res = await upsertStickyComment(client(), request({ body: 'x'.repeat(70_000) }), log);
    expect(res.status).toBe('created');
    expect(gh.count('POST', /comments$/)).toBe(2);
    expect(gh.commentsBy(7, BOT)[0]!.body).toContain('short body');
  });

  it('reports failed:too-long when even the short body is refused', async () => {
    gh.faults.push({
      method: 'POST',
      path: /comments$/,
      status: 422,
      times: 5,
      body: { message: 'Validation Failed' },
    });
    const res = await upsertStickyComment(client(), request(), log);
    expect(res.status).toBe('failed:too-long');
    expect(gh.count('POST', /comments$/)).toBe(2);
  });

  it('waits out a secondary rate limit with retry-after, then succeeds (G4b)', async () => {
    gh.faults.push({
      method: 'POST',
      path: /comments$/,
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
      headers: { 'retry-after': '1' },
    });
    const res = await upsertStickyComment(client(), request(), log);
    expect(res.status).toBe('created');
    expect(gh.commentsBy(7, BOT)).toHaveLength(1);
    expect(logs.some((l) => /secondary rate limit.*retrying in 1s/.test(l))).toBe(true);
  });

  it('gives up on a retry-after beyond the budget without waiting', async () => {
    gh.faults.push({
      method: 'POST',
      path: /comments$/,
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit.' },
      headers: { 'retry-after': '3600' },
    });
    const res = await upsertStickyComment(client(TOKEN, 120), request(), log);
    expect(res.status).toBe('failed:rate-limited');
    expect(gh.commentsBy(7, BOT)).toHaveLength(0);
  });

  it('does not touch the comment when the PR head moved on (G5)', async () => {
    gh.addComment(7, BOT, `${COMMENT_MARKER}\n${stampLine({ head: SHA2, runId: 200, runAttempt: 1 })}\nnewer`);
    gh.pullHeads.set(7, SHA2);
    const res = await upsertStickyComment(client(), request(), log);
    expect(res.status).toBe('skipped:stale');
    expect(gh.commentsBy(7, BOT)[0]!.body).toContain('newer');
    expect(gh.count('PATCH', /comments/)).toBe(0);
  });

  it('does not overwrite a newer run of the same head', async () => {
    gh.addComment(7, BOT, `${COMMENT_MARKER}\n${stampLine({ head: SHA1, runId: 300, runAttempt: 1 })}\nrerun`);
    const res = await upsertStickyComment(client(), request(), log);
    expect(res.status).toBe('skipped:stale');
    expect(gh.commentsBy(7, BOT)[0]!.body).toContain('rerun');
  });

  it('removes duplicates left by earlier races, keeping the oldest', async () => {
    const old = gh.addComment(7, BOT, `${COMMENT_MARKER}\n${stampLine({ head: SHA2, runId: 1, runAttempt: 1 })}\nold`);
    gh.addComment(7, BOT, `${COMMENT_MARKER}\n${stampLine({ head: SHA2, runId: 2, runAttempt: 1 })}\ndup`);
    const res = await upsertStickyComment(client(), request(), log);
    expect(res.status).toBe('updated');
    const mine = gh.commentsBy(7, BOT);
    expect(mine.map((c) => c.id)).toEqual([old.id]);
    expect(mine[0]!.body).toContain('full body');
  });

  it('two concurrent runs on the same head end with one comment from the later run', async () => {
    // Hold the listings so both runs see "no comment" and both create (the race G5 describes).
    gh.delays.push({ method: 'GET', path: /\/issues\/7\/comments$/, ms: 300 });
    const [a, b] = await Promise.all([
      upsertStickyComment(client(), request({ body: 'run A' }), log),
      upsertStickyComment(client(), request({ stamp: { head: SHA1, runId: 101, runAttempt: 1 }, body: 'run B' }), log),
    ]);
    expect(gh.count('POST', /comments$/)).toBe(2);
    const mine = gh.commentsBy(7, BOT);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('run B');
    expect([a.status, b.status]).not.toContain('failed:error');
  });

  it('two concurrent runs on different heads: only the current head comments', async () => {
    gh.pullHeads.set(7, SHA2);
    const [a, b] = await Promise.all([
      upsertStickyComment(client(), request({ body: 'old head' }), log),
      upsertStickyComment(
        client(),
        request({ stamp: { head: SHA2, runId: 101, runAttempt: 1 }, body: 'new head' }),
        log,
      ),
    ]);
    expect(a.status).toBe('skipped:stale');
    expect(b.status).toBe('created');
    const mine = gh.commentsBy(7, BOT);
    expect(mine).toHaveLength(1);
    expect(parseHeader(mine[0]!.body)?.stamp?.head).toBe(SHA2);
  });

  it('two steps of one run with different keys keep one comment each, each edited by its own step', async () => {
    const stepA = (runId: number, body: string) =>
      request({ key: 'aaaa', stamp: { head: SHA1, runId, runAttempt: 1 }, body });
    const stepB = (runId: number, body: string) =>
      request({ key: 'bbbb', stamp: { head: SHA1, runId, runAttempt: 1 }, body });
    expect((await upsertStickyComment(client(), stepA(100, 'A: FAIL'), log)).status).toBe('created');
    expect((await upsertStickyComment(client(), stepB(100, 'B: PASS'), log)).status).toBe('created');
    expect(gh.commentsBy(7, BOT)).toHaveLength(2);
    expect(gh.count('DELETE', /comments/)).toBe(0);
    expect((await upsertStickyComment(client(), stepB(101, 'B: PASS again'), log)).status).toBe('updated');
    expect((await upsertStickyComment(client(), stepA(101, 'A: FAIL again'), log)).status).toBe('updated');
    const [a, b] = gh.commentsBy(7, BOT);
    expect(parseHeader(a!.body)).toMatchObject({ key: 'aaaa', stamp: { runId: 101 } });
    expect(a!.body).toContain('A: FAIL again');
    expect(parseHeader(b!.body)).toMatchObject({ key: 'bbbb', stamp: { runId: 101 } });
    expect(b!.body).toContain('B: PASS again');
  });

  it('adopts the one unkeyed comment of an earlier version; leaves them when there are several', async () => {
    const old = gh.addComment(
      7,
      BOT,
      `${COMMENT_MARKER}\n${stampLine({ head: SHA1, runId: 90, runAttempt: 1 })}\nold version`,
    );
    expect((await upsertStickyComment(client(), request({ key: 'aaaa' }), log)).status).toBe('updated');
    expect(gh.commentsBy(7, BOT).map((c) => c.id)).toEqual([old.id]);
    expect(gh.commentsBy(7, BOT)[0]!.body.startsWith(`${commentMarker('aaaa')}\n`)).toBe(true);
    // A second step finds no unkeyed comment left: it gets its own.
    expect((await upsertStickyComment(client(), request({ key: 'bbbb' }), log)).status).toBe('created');
    expect(gh.commentsBy(7, BOT)).toHaveLength(2);
    // Two unkeyed comments: which step owned which is unknown, so neither is taken.
    const unkeyed = [1, 2].map((runId) =>
      gh.addComment(7, BOT, `${COMMENT_MARKER}\n${stampLine({ head: SHA1, runId, runAttempt: 1 })}\nold ${runId}`),
    );
    expect((await upsertStickyComment(client(), request({ key: 'cccc' }), log)).status).toBe('created');
    for (const c of unkeyed)
      expect(gh.count('PATCH', new RegExp(`/${c.id}$`)) + gh.count('DELETE', new RegExp(`/${c.id}$`))).toBe(0);
  });

  it('only a marker and stamp at the very start count: a bot comment quoting them is not adopted', async () => {
    const quoting = `> someone wrote:\n${COMMENT_MARKER}\n${stampLine({ head: SHA1, runId: 1, runAttempt: 1 })}\nquoted`;
    const other = gh.addComment(7, BOT, quoting);
    expect((await upsertStickyComment(client(), request({ key: 'aaaa' }), log)).status).toBe('created');
    expect(
      (await upsertStickyComment(client(), request({ stamp: { head: SHA1, runId: 101, runAttempt: 1 } }), log)).status,
    ).toBe('created');
    expect(gh.comments.get(7)!.find((c) => c.id === other.id)!.body).toBe(quoting);
    expect(gh.count('PATCH', new RegExp(`/${other.id}$`))).toBe(0);
    expect(gh.count('DELETE', /comments/)).toBe(0);
  });

  it('a token that is not comment-author (an App): one comment over several runs and a warning naming the login', async () => {
    gh.tokens.set('ghs_app_installation_tok', { login: 'my-app[bot]' });
    const results = [];
    for (const runId of [200, 201, 202]) {
      results.push(
        await upsertStickyComment(
          client('ghs_app_installation_tok'),
          request({ key: 'aaaa', stamp: { head: SHA1, runId, runAttempt: 1 }, body: `run ${runId}` }),
          log,
        ),
      );
    }
    const mine = gh.commentsBy(7, 'my-app[bot]');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('run 202');
    expect(results.map((r) => r.status)).toEqual(['created', 'updated', 'updated']);
    for (const r of results) expect(r.warning).toContain("comment-author: 'my-app[bot]'");
    expect(
      (
        await upsertStickyComment(
          client('ghs_app_installation_tok'),
          request({ key: 'aaaa', author: 'my-app[bot]', stamp: { head: SHA1, runId: 203, runAttempt: 1 } }),
          log,
        )
      ).warning,
    ).toBeUndefined();
  });

  it('resolves the default comment-author: a personal token by GET /user; installation tokens are not asked', async () => {
    gh.tokens.set('ghp_personal_token_1', { login: 'octocat' });
    expect(await resolveCommentAuthor(client('ghp_personal_token_1'), undefined, 'ghp_personal_token_1', log)).toBe(
      'octocat',
    );
    expect(await resolveCommentAuthor(client('ghp_personal_token_1'), 'release-bot', 'ghp_personal_token_1', log)).toBe(
      'release-bot',
    );
    expect(await resolveCommentAuthor(client(), undefined, TOKEN, log)).toBe(BOT);
    expect(gh.count('GET', /^\/user$/)).toBe(1);
    // A token GET /user refuses (a bot behind a token without the ghs_ prefix): the default.
    gh.tokens.set('legacy_bot_token_1', { login: 'other[bot]' });
    expect(await resolveCommentAuthor(client('legacy_bot_token_1'), undefined, 'legacy_bot_token_1', log)).toBe(BOT);
  });
});
