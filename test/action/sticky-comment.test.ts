import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import { COMMENT_MARKER, parseStamp, stampLine } from '../../src/github/comment-stamp.js';
import { upsertStickyComment, type StickyRequest } from '../../src/github/sticky-comment.js';
import { FakeGitHub } from './fake-github.js';

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
  return createGitHubClient({ token, baseUrl: gh.url, log, maxWaitSeconds, retryBaseMs: 50 });
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
    const second = await upsertStickyComment(client(), request({ stamp: { head: SHA1, runId: 101, runAttempt: 1 }, body: 'second' }), log);
    expect(second.status).toBe('updated');
    const mine = gh.commentsBy(7, BOT);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('second');
    expect(parseStamp(mine[0]!.body)).toEqual({ head: SHA1, runId: 101, runAttempt: 1 });
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
    gh.faults.push({ method: 'POST', path: /comments$/, status: 422, times: 5, body: { message: 'Validation Failed' } });
    const res = await upsertStickyComment(client(), request(), log);
    expect(res.status).toBe('failed:too-long');
    expect(gh.count('POST', /comments$/)).toBe(2);
  });

  it('waits out a secondary rate limit with retry-after, then succeeds (G4b)', async () => {
    gh.faults.push({
      method: 'POST', path: /comments$/, status: 403,
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
      method: 'POST', path: /comments$/, status: 403,
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
      upsertStickyComment(client(), request({ stamp: { head: SHA2, runId: 101, runAttempt: 1 }, body: 'new head' }), log),
    ]);
    expect(a.status).toBe('skipped:stale');
    expect(b.status).toBe('created');
    const mine = gh.commentsBy(7, BOT);
    expect(mine).toHaveLength(1);
    expect(parseStamp(mine[0]!.body)?.head).toBe(SHA2);
  });
});
