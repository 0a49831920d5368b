// Whose comments and tracking issues are ours (F2): the comment-author input, else the token's own login.
import type { GitHubClient } from './client.js';

export const DEFAULT_COMMENT_AUTHOR = 'github-actions[bot]';

/**
 * Installation tokens (the workflow's GITHUB_TOKEN and GitHub App tokens) start with `ghs_`, and
 * `GET /user` refuses them, so they are not asked; an App's comment is recognised after the first
 * create instead (sticky-comment.ts). Personal and OAuth tokens are asked who they are.
 */
const INSTALLATION_TOKEN = /^ghs_/;

export async function resolveCommentAuthor(
  gh: GitHubClient,
  given: string | undefined,
  token: string,
  log: (msg: string) => void,
): Promise<string> {
  if (given) return given;
  if (INSTALLATION_TOKEN.test(token)) return DEFAULT_COMMENT_AUTHOR;
  try {
    const { data } = await gh.rest.users.getAuthenticated();
    if (data.login) return data.login;
  } catch (err) {
    log(
      `Could not ask GitHub whom the token belongs to (${err instanceof Error ? err.message : String(err)}); assuming ${DEFAULT_COMMENT_AUTHOR}`,
    );
  }
  return DEFAULT_COMMENT_AUTHOR;
}
