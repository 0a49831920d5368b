import { describe, expect, it } from 'vitest';
import { autoMode, privilegedForkRefusal, readEvent, PRIVILEGED_FORK_CODE } from '../../src/github/event.js';

const BASE_REPO = { id: 1, full_name: 'acme/deploy' };
const FORK_REPO = { id: 99, full_name: 'mallory/deploy' };
const SHA_B = '1'.repeat(40);
const SHA_H = '2'.repeat(40);

function prPayload(headRepo: unknown) {
  return {
    repository: BASE_REPO,
    pull_request: {
      number: 7,
      base: { sha: SHA_B, ref: 'main', repo: BASE_REPO },
      head: { sha: SHA_H, ref: 'feature', repo: headRepo },
    },
  };
}

describe('event payload', () => {
  it('pull_request: revisions from the payload, check mode, not privileged', () => {
    const e = readEvent('pull_request', 'f'.repeat(40), prPayload(FORK_REPO));
    expect(e.pr).toMatchObject({ number: 7, baseSha: SHA_B, headSha: SHA_H, fork: true });
    expect(autoMode(e)).toBe('check');
    expect(privilegedForkRefusal(e)).toBeUndefined();
  });

  it('A1: pull_request_target from a fork is refused with a helpful message', () => {
    const msg = privilegedForkRefusal(readEvent('pull_request_target', SHA_B, prPayload(FORK_REPO)));
    expect(msg).toContain(PRIVILEGED_FORK_CODE);
    expect(msg).toContain('on: pull_request');
  });

  it('A1: pull_request_target from the same repository is not refused (no false positive)', () => {
    expect(privilegedForkRefusal(readEvent('pull_request_target', SHA_B, prPayload(BASE_REPO)))).toBeUndefined();
  });

  it('A1: a deleted fork (head.repo null) counts as a fork', () => {
    expect(privilegedForkRefusal(readEvent('pull_request_target', SHA_B, prPayload(null)))).toContain(
      PRIVILEGED_FORK_CODE,
    );
  });

  it('A1: workflow_run triggered by a fork pull request is refused; by a same-repo push it is not', () => {
    const fork = {
      workflow_run: {
        event: 'pull_request',
        head_sha: SHA_H,
        head_repository: FORK_REPO,
        repository: BASE_REPO,
        pull_requests: [],
      },
    };
    expect(privilegedForkRefusal(readEvent('workflow_run', SHA_B, fork))).toContain(PRIVILEGED_FORK_CODE);
    const push = {
      workflow_run: {
        event: 'push',
        head_sha: SHA_H,
        head_repository: BASE_REPO,
        repository: BASE_REPO,
        pull_requests: [],
      },
    };
    const e = readEvent('workflow_run', SHA_B, push);
    expect(privilegedForkRefusal(e)).toBeUndefined();
    expect(autoMode(e)).toBe('audit');
  });

  it('A1: issue_comment on a pull request is privileged with an unverified head and refused', () => {
    const onPr = {
      action: 'created',
      issue: { number: 7, pull_request: { url: 'https://api.github.test/repos/acme/deploy/pulls/7' } },
      comment: { body: '/deploy-gate' },
      repository: BASE_REPO,
    };
    const e = readEvent('issue_comment', SHA_B, onPr);
    expect(e).toMatchObject({ privileged: true, untrustedHead: true });
    const msg = privilegedForkRefusal(e);
    expect(msg).toContain(PRIVILEGED_FORK_CODE);
    expect(msg).toContain("under 'issue_comment'");
    expect(msg).toContain('does not say whether');
    // A payload without the issue cannot be told apart from one on a pull request.
    expect(privilegedForkRefusal(readEvent('issue_comment', SHA_B, { repository: BASE_REPO }))).toContain(
      PRIVILEGED_FORK_CODE,
    );
  });

  it('issue_comment on a plain issue involves no pull request content: not refused, audits', () => {
    const e = readEvent('issue_comment', SHA_B, {
      action: 'created',
      issue: { number: 8 },
      comment: { body: '/deploy-gate' },
      repository: BASE_REPO,
    });
    expect(e.privileged).toBe(true);
    expect(privilegedForkRefusal(e)).toBeUndefined();
    expect(autoMode(e)).toBe('audit');
  });

  it('push, schedule and workflow_dispatch audit; merge_group gates', () => {
    expect(autoMode(readEvent('push', SHA_H, { before: SHA_B, after: SHA_H }))).toBe('audit');
    expect(autoMode(readEvent('schedule', SHA_H, {}))).toBe('audit');
    expect(autoMode(readEvent('workflow_dispatch', SHA_H, { inputs: {} }))).toBe('audit');
    const mg = readEvent('merge_group', SHA_H, { merge_group: { base_sha: SHA_B, head_sha: SHA_H } });
    expect(autoMode(mg)).toBe('check');
    expect(mg.range).toEqual({ base: SHA_B, head: SHA_H });
  });

  it('a push that creates a branch has no base', () => {
    expect(readEvent('push', SHA_H, { before: '0'.repeat(40), after: SHA_H }).range).toEqual({
      base: undefined,
      head: SHA_H,
    });
  });
});
