// What the triggering event says about the change: revisions, the PR, and whether its head can be trusted.
// Pure functions over the event payload so the trust decision (security case A1) is testable without a runner.
import { isObject, nonEmptyString as str } from '../kube/object.js';

export interface PullRequestInfo {
  number: number;
  baseSha: string;
  headSha: string;
  baseRef: string;
  headRef: string;
  /** The head lives in another repository (a fork), or we cannot tell (deleted fork). */
  fork: boolean;
}

export interface EventInfo {
  name: string;
  /** GITHUB_SHA: the commit the workflow runs on. */
  sha: string;
  pr?: PullRequestInfo;
  /** Base/head of a push or a merge-queue group. */
  range?: { base?: string; head: string };
  /** The token may write and secrets are available (pull_request_target, workflow_run, issue_comment). */
  privileged: boolean;
  /** The head content comes from someone outside the repository (a fork). */
  untrustedHead: boolean;
}

type Json = Record<string, unknown>;

const obj = (v: unknown): Json | undefined => (isObject(v) ? v : undefined);

function repoId(v: unknown): number | undefined {
  const id = obj(v)?.['id'];
  return typeof id === 'number' ? id : undefined;
}

/** A head repo we cannot identify counts as foreign: refusing is the safe mistake. */
function isForeign(headRepo: unknown, baseRepo: unknown): boolean {
  const head = repoId(headRepo);
  const base = repoId(baseRepo);
  return head === undefined || base === undefined || head !== base;
}

function pullRequest(pr: Json, repository: unknown): PullRequestInfo | undefined {
  const head = obj(pr['head']);
  const base = obj(pr['base']);
  const number = pr['number'];
  const headSha = str(head?.['sha']);
  const baseSha = str(base?.['sha']);
  if (typeof number !== 'number' || !headSha || !baseSha) return undefined;
  return {
    number,
    headSha,
    baseSha,
    headRef: str(head?.['ref']) ?? '',
    baseRef: str(base?.['ref']) ?? '',
    fork: isForeign(head?.['repo'], base?.['repo'] ?? repository),
  };
}

const ZERO_SHA = /^0+$/;

function workflowRunInfo(info: EventInfo, run: Json): EventInfo {
  const triggeredByPr = (str(run['event']) ?? '').startsWith('pull_request');
  const untrustedHead = triggeredByPr && isForeign(run['head_repository'], run['repository']);
  const prs = Array.isArray(run['pull_requests']) ? run['pull_requests'] : [];
  const first = obj(prs[0]);
  const pr = first ? pullRequest(first, run['repository']) : undefined;
  const headSha = str(run['head_sha']) ?? info.sha;
  return { ...info, privileged: true, untrustedHead, pr, range: { head: headSha } };
}

/**
 * issue_comment runs on the base branch with a write token and the secrets, whoever wrote the comment.
 * On a pull request (`issue.pull_request` set) the payload does not say where the head lives, and a
 * chat-command workflow renders that head: treated as a fork's, so A1 refuses it before anything runs.
 * Confirming a same-repository head would need an API call whose answer can change before the
 * checkout (a push to the PR), so it is not attempted. On a plain issue no pull request content is involved.
 */
function issueCommentInfo(info: EventInfo, p: Json): EventInfo {
  const issue = obj(p['issue']);
  // No issue in the payload: we cannot tell, and refusing is the safe mistake.
  return { ...info, privileged: true, untrustedHead: !issue || issue['pull_request'] !== undefined };
}

/** Read the event payload (the JSON file at GITHUB_EVENT_PATH) into what the action needs. */
export function readEvent(name: string, sha: string, payload: unknown): EventInfo {
  const p = obj(payload) ?? {};
  const info: EventInfo = { name, sha, privileged: false, untrustedHead: false };
  if (name === 'workflow_run') {
    const run = obj(p['workflow_run']);
    return run ? workflowRunInfo(info, run) : { ...info, privileged: true, untrustedHead: true };
  }
  if (name === 'issue_comment') return issueCommentInfo(info, p);
  const prPayload = obj(p['pull_request']);
  if (prPayload) {
    const pr = pullRequest(prPayload, p['repository']);
    const privileged = name === 'pull_request_target';
    return { ...info, pr, privileged, untrustedHead: pr ? pr.fork : true };
  }
  const group = obj(p['merge_group']);
  if (group) {
    return { ...info, range: { base: str(group['base_sha']), head: str(group['head_sha']) ?? sha } };
  }
  const before = str(p['before']);
  const after = str(p['after']);
  if (after) return { ...info, range: { base: before && !ZERO_SHA.test(before) ? before : undefined, head: after } };
  return info;
}

/** Events whose change is gated (check); everything else audits one revision. */
export function autoMode(event: EventInfo): 'check' | 'audit' {
  if (event.pr) return 'check';
  if (event.name === 'merge_group') return 'check';
  return 'audit';
}

export const PRIVILEGED_FORK_CODE = 'E_PRIVILEGED_FORK_CONTEXT';

/**
 * Security case A1: rendering a fork's head where the token can write and secrets are readable lets
 * chart content run with them. Returns the refusal message, or undefined when it is safe to go on.
 */
export function privilegedForkRefusal(event: EventInfo): string | undefined {
  if (!event.privileged || !event.untrustedHead) return undefined;
  const unknown =
    event.name === 'issue_comment'
      ? [
          `An issue_comment event does not say whether the pull request's head comes from a fork, so it is treated as one.`,
        ]
      : [];
  return [
    `${PRIVILEGED_FORK_CODE}: refusing to render a fork's pull request under '${event.name}'.`,
    ...unknown,
    `This event runs with a token that can write to the repository and with the repository's secrets,`,
    `and rendering runs helm and kustomize on the pull request's content, so the fork could read them.`,
    `Run deploy-gate on 'pull_request' instead (read-only token, no secrets):`,
    `  on: pull_request`,
    `  permissions: { contents: read, pull-requests: write }`,
    `A fork's read-only token cannot post the comment; the verdict and the job summary still work.`,
  ].join('\n');
}
