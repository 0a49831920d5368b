// One comment per PR, updated in place (security cases F2, G1, G4, G5). Never touches anyone else's comment.
import { httpStatus, isRateLimited, type GitHubClient } from './client.js';
import { COMMENT_MARKER, composeComment, isNewerRun, parseStamp, type Stamp } from './comment-stamp.js';

export interface StickyRequest {
  owner: string;
  repo: string;
  issueNumber: number;
  /** Login of the account whose comments we own (`github-actions[bot]`, or an App's bot). */
  author: string;
  stamp: Stamp;
  /** Full body, already within the size budget. */
  body: string;
  /** Short body used when GitHub still rejects the full one as too long (422). */
  minimalBody: string;
  runUrl?: string;
}

export type CommentStatus =
  | 'created'
  | 'updated'
  | 'skipped:read-only-token'
  | 'skipped:stale'
  | 'failed:rate-limited'
  | 'failed:too-long'
  | 'failed:error';

export interface CommentResult {
  status: CommentStatus;
  url?: string;
  detail?: string;
}

interface Comment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login?: string } | null;
}

type Log = (msg: string) => void;

async function ownComments(gh: GitHubClient, req: StickyRequest): Promise<Comment[]> {
  const all = (await gh.paginate(gh.rest.issues.listComments, {
    owner: req.owner,
    repo: req.repo,
    issue_number: req.issueNumber,
    per_page: 100,
  })) as Comment[];
  // F2: the marker alone is spoofable; only the expected author's comments are ours.
  return all
    .filter((c) => c.user?.login === req.author && (c.body ?? '').includes(COMMENT_MARKER))
    .sort((a, b) => a.id - b.id);
}

async function isCurrentHead(gh: GitHubClient, req: StickyRequest): Promise<boolean> {
  const { data } = await gh.rest.pulls.get({ owner: req.owner, repo: req.repo, pull_number: req.issueNumber });
  return data.head.sha === req.stamp.head;
}

/** POST or PATCH, falling back once to the minimal body when GitHub says the body is too long (G1). */
async function writeBody(gh: GitHubClient, req: StickyRequest, id: number | undefined, log: Log): Promise<Comment> {
  const send = async (body: string): Promise<Comment> => {
    const full = composeComment(body, req.stamp, req.runUrl);
    const base = { owner: req.owner, repo: req.repo };
    const res = id === undefined
      ? await gh.rest.issues.createComment({ ...base, issue_number: req.issueNumber, body: full })
      : await gh.rest.issues.updateComment({ ...base, comment_id: id, body: full });
    return res.data as Comment;
  };
  try {
    return await send(req.body);
  } catch (err) {
    if (httpStatus(err) !== 422) throw err;
    log('GitHub rejected the comment body (422); posting the short version with a link to the job summary');
    return send(req.minimalBody);
  }
}

/** G5: re-read before PATCH; leave the comment alone when a newer head or a newer run owns it. */
async function guardedUpdate(gh: GitHubClient, req: StickyRequest, id: number, log: Log): Promise<CommentResult> {
  if (!(await isCurrentHead(gh, req))) return stale(log, 'the pull request has a newer head');
  const { data } = await gh.rest.issues.getComment({ owner: req.owner, repo: req.repo, comment_id: id });
  if (isNewerRun(parseStamp(data.body), req.stamp)) return stale(log, 'a newer run already commented on this head');
  const written = await writeBody(gh, req, id, log);
  return { status: 'updated', url: written.html_url };
}

function stale(log: Log, why: string): CommentResult {
  log(`Not updating the pull request comment: ${why}.`);
  return { status: 'skipped:stale', detail: why };
}

async function deleteExtras(gh: GitHubClient, req: StickyRequest, extras: Comment[], log: Log): Promise<void> {
  for (const extra of extras) {
    log(`Deleting duplicate deploy-gate comment ${extra.id}`);
    await gh.rest.issues.deleteComment({ owner: req.owner, repo: req.repo, comment_id: extra.id }).catch((err) => {
      if (httpStatus(err) !== 404) throw err; // another run deleted it first
    });
  }
}

/** After creating: concurrent runs may have created too. Keep the oldest, delete the rest of ours. */
async function dedupe(gh: GitHubClient, req: StickyRequest, mine: Comment, log: Log): Promise<CommentResult> {
  const ours = await ownComments(gh, req);
  const keep = ours[0];
  if (!keep) return { status: 'created', url: mine.html_url };
  await deleteExtras(gh, req, ours.slice(1), log);
  if (keep.id === mine.id) return { status: 'created', url: mine.html_url };
  return guardedUpdate(gh, req, keep.id, log);
}

/** A create that failed without a clear answer (timeout, 5xx after retries) may still have landed (G4d). */
async function createOnce(gh: GitHubClient, req: StickyRequest, log: Log): Promise<Comment> {
  try {
    return await writeBody(gh, req, undefined, log);
  } catch (err) {
    const status = httpStatus(err);
    if (status !== undefined && status < 500) throw err;
    const landed = (await ownComments(gh, req)).find((c) => parseStamp(c.body)?.runId === req.stamp.runId);
    if (!landed) throw err;
    log('The comment was created although the request reported an error; keeping it');
    return landed;
  }
}

async function upsert(gh: GitHubClient, req: StickyRequest, log: Log): Promise<CommentResult> {
  if (!(await isCurrentHead(gh, req))) return stale(log, 'the pull request has a newer head');
  const ours = await ownComments(gh, req);
  const existing = ours[0];
  if (!existing) return dedupe(gh, req, await createOnce(gh, req, log), log);
  await deleteExtras(gh, req, ours.slice(1), log);
  return guardedUpdate(gh, req, existing.id, log);
}

export function classifyFailure(err: unknown): CommentResult {
  const status = httpStatus(err);
  const detail = err instanceof Error ? err.message : String(err);
  if (isRateLimited(err)) return { status: 'failed:rate-limited', detail };
  if (status === 403) return { status: 'skipped:read-only-token', detail };
  if (status === 422) return { status: 'failed:too-long', detail };
  return { status: 'failed:error', detail };
}

/** Create or update the sticky comment. Never throws: the verdict must not depend on the comment. */
export async function upsertStickyComment(gh: GitHubClient, req: StickyRequest, log: Log): Promise<CommentResult> {
  try {
    return await upsert(gh, req, log);
  } catch (err) {
    return classifyFailure(err);
  }
}
