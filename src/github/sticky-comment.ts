// One comment per PR, updated in place (security cases F2, G1, G4, G5). Never touches anyone else's comment.
import { httpStatus, isRateLimited, type GitHubClient } from './client.js';
import { composeComment, isNewerRun, parseHeader, type Stamp } from './comment-stamp.js';

export interface StickyRequest {
  owner: string;
  repo: string;
  issueNumber: number;
  /** Login of the account whose comments we own (`github-actions[bot]`, or an App's bot). */
  author: string;
  /** Names the step that owns the comment: each key has its own comment (undefined: the unkeyed marker). */
  key?: string;
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
  /** Something the user should fix although the comment was written (the token is not `author`). */
  warning?: string;
}

interface Comment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login?: string } | null;
}

type Log = (msg: string) => void;

/** The author's comments that open with a deploy-gate marker and stamp, oldest first. */
async function authorComments(gh: GitHubClient, req: StickyRequest): Promise<Comment[]> {
  const all = (await gh.paginate(gh.rest.issues.listComments, {
    owner: req.owner,
    repo: req.repo,
    issue_number: req.issueNumber,
    per_page: 100,
  })) as Comment[];
  // F2: the marker alone is spoofable; only the expected author's comments are ours.
  return all.filter((c) => c.user?.login === req.author && parseHeader(c.body)).sort((a, b) => a.id - b.id);
}

const withKey = (comments: Comment[], key: string | undefined) =>
  comments.filter((c) => parseHeader(c.body)?.key === key);

async function ownComments(gh: GitHubClient, req: StickyRequest): Promise<Comment[]> {
  return withKey(await authorComments(gh, req), req.key);
}

async function isCurrentHead(gh: GitHubClient, req: StickyRequest): Promise<boolean> {
  const { data } = await gh.rest.pulls.get({ owner: req.owner, repo: req.repo, pull_number: req.issueNumber });
  return data.head.sha === req.stamp.head;
}

/** POST or PATCH, falling back once to the minimal body when GitHub says the body is too long (G1). */
async function writeBody(gh: GitHubClient, req: StickyRequest, id: number | undefined, log: Log): Promise<Comment> {
  const send = async (body: string): Promise<Comment> => {
    const full = composeComment(body, req.stamp, req.runUrl, req.key);
    const base = { owner: req.owner, repo: req.repo };
    const res =
      id === undefined
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
  const header = parseHeader(data.body);
  if (isNewerRun(header?.stamp, req.stamp)) return stale(log, 'a newer run already commented on this head');
  // An unkeyed comment another step adopted first is that step's now.
  if (header?.key !== undefined && header.key !== req.key) return stale(log, OTHER_STEP);
  const written = await writeBody(gh, req, id, log);
  return { status: 'updated', url: written.html_url };
}

const OTHER_STEP = 'another deploy-gate step owns that comment';

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
    const landed = (await ownComments(gh, req)).find((c) => parseHeader(c.body)?.stamp.runId === req.stamp.runId);
    if (!landed) throw err;
    log('The comment was created although the request reported an error; keeping it');
    return landed;
  }
}

/**
 * The token commented as someone other than `author` (an App or a personal token with the default
 * comment-author): go on as that login, so this run still ends with one comment, and say how to fix it.
 */
function actualAuthor(req: StickyRequest, mine: Comment, log: Log): { req: StickyRequest; warning?: string } {
  const login = mine.user?.login;
  if (!login || login === req.author) return { req };
  const warning = `The token comments as '${login}', not '${req.author}': set the input comment-author: '${login}' so later runs find and edit this comment instead of posting a new one.`;
  log(warning);
  return { req: { ...req, author: login }, warning };
}

async function create(gh: GitHubClient, req: StickyRequest, log: Log): Promise<CommentResult> {
  const mine = await createOnce(gh, req, log);
  const actual = actualAuthor(req, mine, log);
  const result = await dedupe(gh, actual.req, mine, log);
  return actual.warning ? { ...result, warning: actual.warning } : result;
}

async function upsert(gh: GitHubClient, req: StickyRequest, log: Log): Promise<CommentResult> {
  if (!(await isCurrentHead(gh, req))) return stale(log, 'the pull request has a newer head');
  const all = await authorComments(gh, req);
  const ours = withKey(all, req.key);
  // Upgrading from unkeyed comments: the one unkeyed comment of a single-step workflow is adopted.
  const legacy = req.key !== undefined ? withKey(all, undefined) : [];
  const existing = ours[0];
  if (existing) {
    await deleteExtras(gh, req, ours.slice(1), log);
    return guardedUpdate(gh, req, existing.id, log);
  }
  const [old, ...more] = legacy;
  if (!old || more.length > 0) return create(gh, req, log);
  log(`Adopting the deploy-gate comment ${old.id} written before comment keys`);
  const adopted = await guardedUpdate(gh, req, old.id, log);
  // Another step of this run adopted it a moment earlier: this step gets a comment of its own.
  return adopted.detail === OTHER_STEP ? create(gh, req, log) : adopted;
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
