// Which change a pull_request run judges. The payload's base.sha is the base branch tip when the
// event fired, not the merge base: diffing it against a head that is behind would show the base's
// newer commits, reversed, as the pull request's changes. The merge commit GitHub builds for the
// pull request (GITHUB_SHA, what actions/checkout checks out) against its first parent is exactly
// what the pull request changes on its base, so that is judged whenever it is there.
import type { ActionSettings } from './settings.js';
import { commitParents, hasCommit } from './revisions.js';

export async function judgeMergeResult(s: ActionSettings, log: (msg: string) => void): Promise<ActionSettings> {
  const pr = s.event.pr;
  if (s.mode !== 'check' || !pr || s.revisionsFromInputs || !s.event.sha) return s;
  if (!(await hasCommit(s.repoDir, s.event.sha))) return s;
  const [base, head, ...more] = await commitParents(s.repoDir, s.event.sha);
  if (!base || head !== pr.headSha || more.length > 0) return s;
  log(`Judging pull request head ${pr.headSha} as merged into ${base} (merge commit ${s.event.sha})`);
  return { ...s, base, head: s.event.sha, prHead: pr.headSha };
}
