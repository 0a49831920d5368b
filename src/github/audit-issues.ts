// One tracking issue per environment, the audit's sticky comment: created once, edited afterwards,
// reopened when findings come back, closed when the environment is clean. Only issues written by the
// expected author and carrying the environment's marker are ever touched (security case F2).
import { httpStatus, isRateLimited, type GitHubClient } from './client.js';
import { isLaterAudit, issueMarker, parseAuditStamp, type AuditStamp } from './audit-issue-body.js';

export interface IssuePlan {
  environment: string;
  /** Pass and everything checked: close the issue (or create none). */
  clean: boolean;
  title: string;
  body: string;
  /** Posted instead when GitHub refuses `body` as too long (422). */
  minimalBody: string;
  reopenComment: string;
  closeComment: string;
}

export interface IssueSyncRequest {
  owner: string;
  repo: string;
  /** Login whose issues we own (`github-actions[bot]`, or an App's bot). */
  author: string;
  stamp: AuditStamp;
  plans: IssuePlan[];
}

export type IssueAction = 'created' | 'updated' | 'reopened' | 'closed' | 'unchanged' | 'skipped:stale' | 'failed';

export interface IssueOutcome {
  environment: string;
  action: IssueAction;
  number?: number;
  url?: string;
  detail?: string;
}

export type IssueSyncStatus =
  'done' | 'skipped:read-only-token' | 'skipped:issues-disabled' | 'failed:rate-limited' | 'failed:error';

export interface IssueSyncResult {
  status: IssueSyncStatus;
  issues: IssueOutcome[];
  detail?: string;
}

interface Issue {
  number: number;
  state: string;
  body?: string | null;
  html_url: string;
  user?: { login?: string } | null;
  pull_request?: unknown;
}

type Log = (msg: string) => void;

async function ownIssues(gh: GitHubClient, req: IssueSyncRequest): Promise<Issue[]> {
  const all = (await gh.paginate(gh.rest.issues.listForRepo, {
    owner: req.owner,
    repo: req.repo,
    state: 'all',
    creator: req.author,
    per_page: 100,
  })) as Issue[];
  // F2: `creator` is a server-side filter we still check; the marker alone is spoofable.
  return all.filter((i) => !i.pull_request && i.user?.login === req.author);
}

/** Ours for this environment: open ones first, then the oldest. */
function issuesFor(ours: Issue[], environment: string): Issue[] {
  const marker = issueMarker(environment);
  return ours
    .filter((i) => (i.body ?? '').includes(marker))
    .sort((a, b) => Number(a.state !== 'open') - Number(b.state !== 'open') || a.number - b.number);
}

/** Sends `body`, once more with the minimal body when GitHub says it is too long (G1). */
async function withFallback<T>(plan: IssuePlan, send: (body: string) => Promise<T>, log: Log): Promise<T> {
  try {
    return await send(plan.body);
  } catch (err) {
    if (httpStatus(err) !== 422) throw err;
    log(`GitHub rejected the tracking issue body for ${plan.environment} (422); posting the short version`);
    return send(plan.minimalBody);
  }
}

/** A create that failed without a clear answer may still have landed (G4d): look before reporting failure. */
async function create(gh: GitHubClient, req: IssueSyncRequest, plan: IssuePlan, log: Log): Promise<IssueOutcome> {
  const base = { owner: req.owner, repo: req.repo, title: plan.title };
  try {
    const { data } = await withFallback(plan, (body) => gh.rest.issues.create({ ...base, body }), log);
    return { environment: plan.environment, action: 'created', number: data.number, url: data.html_url };
  } catch (err) {
    const status = httpStatus(err);
    if (status !== undefined && status < 500) throw err;
    const landed = issuesFor(await ownIssues(gh, req), plan.environment).find(
      (i) => parseAuditStamp(i.body)?.runId === req.stamp.runId,
    );
    if (!landed) throw err;
    log(`The tracking issue for ${plan.environment} was created although the request reported an error; keeping it`);
    return { environment: plan.environment, action: 'created', number: landed.number, url: landed.html_url };
  }
}

async function comment(gh: GitHubClient, req: IssueSyncRequest, issue: Issue, body: string): Promise<void> {
  await gh.rest.issues.createComment({ owner: req.owner, repo: req.repo, issue_number: issue.number, body });
}

/** How an edit changes an issue: its state, and the comment that says why. */
interface IssueChange {
  action: IssueAction;
  state?: 'open' | 'closed';
  state_reason?: 'completed' | 'reopened';
  note?: string;
}

async function edit(
  gh: GitHubClient,
  req: IssueSyncRequest,
  plan: IssuePlan,
  issue: Issue,
  log: Log,
): Promise<IssueOutcome> {
  const done = (action: IssueAction, detail?: string): IssueOutcome => ({
    environment: plan.environment,
    action,
    number: issue.number,
    url: issue.html_url,
    ...(detail ? { detail } : {}),
  });
  if (isLaterAudit(parseAuditStamp(issue.body), req.stamp))
    return done('skipped:stale', 'a later audit already wrote it');
  const open = issue.state === 'open';
  if (plan.clean && !open) return done('unchanged');
  const base = { owner: req.owner, repo: req.repo, issue_number: issue.number, title: plan.title };
  // Closed when clean, reopened when findings came back (each with a comment), else edited in place.
  let change: IssueChange = { action: 'updated' };
  if (plan.clean) change = { action: 'closed', state: 'closed', state_reason: 'completed', note: plan.closeComment };
  else if (!open) change = { action: 'reopened', state: 'open', state_reason: 'reopened', note: plan.reopenComment };
  const { action, note, ...state } = change;
  await withFallback(plan, (body) => gh.rest.issues.update({ ...base, body, ...state }), log);
  if (note) await comment(gh, req, issue, note);
  return done(action);
}

/** Concurrent audits may each have created one: the first stays, other open ones are closed as duplicates. */
async function closeDuplicates(
  gh: GitHubClient,
  req: IssueSyncRequest,
  keep: Issue,
  extras: Issue[],
  log: Log,
): Promise<void> {
  for (const extra of extras.filter((i) => i.state === 'open')) {
    log(`Closing duplicate tracking issue #${extra.number} (kept #${keep.number})`);
    await comment(gh, req, extra, `Duplicate of #${keep.number}, which deploy-gate keeps up to date.`);
    await gh.rest.issues.update({
      owner: req.owner,
      repo: req.repo,
      issue_number: extra.number,
      state: 'closed',
      state_reason: 'not_planned',
    });
  }
}

async function syncOne(
  gh: GitHubClient,
  req: IssueSyncRequest,
  ours: Issue[],
  plan: IssuePlan,
  log: Log,
): Promise<IssueOutcome> {
  const [existing, ...extras] = issuesFor(ours, plan.environment);
  if (!existing)
    return plan.clean ? { environment: plan.environment, action: 'unchanged' } : create(gh, req, plan, log);
  await closeDuplicates(gh, req, existing, extras, log);
  return edit(gh, req, plan, existing, log);
}

/** These end the whole sync: the next environment would meet the same answer. */
function fatal(err: unknown): IssueSyncStatus | undefined {
  if (isRateLimited(err)) return 'failed:rate-limited';
  const status = httpStatus(err);
  if (status === 401 || status === 403) return 'skipped:read-only-token';
  if (status === 410) return 'skipped:issues-disabled';
  return undefined;
}

function detailOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Brings every planned environment's issue up to date. Never throws: the verdict must not depend on it. */
export async function syncAuditIssues(gh: GitHubClient, req: IssueSyncRequest, log: Log): Promise<IssueSyncResult> {
  const issues: IssueOutcome[] = [];
  let ours: Issue[];
  try {
    ours = await ownIssues(gh, req);
  } catch (err) {
    return { status: fatal(err) ?? 'failed:error', issues, detail: detailOf(err) };
  }
  let failed: string | undefined;
  for (const plan of req.plans) {
    try {
      issues.push(await syncOne(gh, req, ours, plan, log));
    } catch (err) {
      const stop = fatal(err);
      if (stop) return { status: stop, issues, detail: detailOf(err) };
      failed = detailOf(err);
      issues.push({ environment: plan.environment, action: 'failed', detail: failed });
    }
  }
  return failed ? { status: 'failed:error', issues, detail: failed } : { status: 'done', issues };
}
