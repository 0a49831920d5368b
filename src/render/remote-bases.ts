// Kustomize remote bases, made local before kustomize runs: every git base the walk meets is
// fetched through fetchGitBase (pinned, allowed, cached, verified), copied into a fresh folder of
// our temp revision tree, and the kustomization entry is pointed at that copy. The walk then runs
// again over the copy, so a remote base gets every check a local one gets (plugins, escapes, nested
// remote bases). kustomize itself still runs without network.
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { rewriteFile } from './rewrite-file.js';
import path from 'node:path';
import { parseGitBase } from '../sources/git-ref.js';
import type { SourceRecord } from '../model/sources.js';
import { walkKustomization, type KustomizeWalk } from './kustomize-walk.js';
import { fetchGitBase } from './remote-git.js';
import type { RenderProblem, RenderRequest } from './types.js';

/** Remote bases of remote bases: a chain deeper than this is refused (a loop, or a base that cannot be judged). */
const MAX_ROUNDS = 5;

export interface LocalBases {
  walk: KustomizeWalk;
  sources: SourceRecord[];
}

/** The final walk (with every git base replaced by its verified copy) and the bases used, or the refusal. */
export async function localizeRemoteBases(req: RenderRequest, rootReal: string): Promise<LocalBases | RenderProblem> {
  const sources: SourceRecord[] = [];
  let copies: string | undefined;
  for (let round = 0; ; round++) {
    const walk = await walkKustomization(req.root, req.target.path);
    const fetchable = (p: RenderProblem): boolean =>
      p.remoteRef !== undefined && parseGitBase(p.remoteRef) !== undefined;
    const remote = walk.problems.filter(fetchable);
    // Anything that fetching cannot cure is reported first (in walk order); without remote settings nothing is fetched.
    const blocking = walk.problems.find((p) => !fetchable(p));
    if (blocking || !req.remote || remote.length === 0) return blocking ?? walk.problems[0] ?? { walk, sources };
    if (round === MAX_ROUNDS)
      return {
        code: 'E_SOURCE_NOT_ALLOWED',
        path: remote[0]?.path,
        message: `remote bases nest more than ${MAX_ROUNDS} deep; refused`,
      };
    copies ??= await mkdtemp(path.join(rootReal, '.dg-remote-'));
    for (const problem of remote) {
      const used = await localize(problem, req, rootReal, copies);
      if ('code' in used) return used;
      sources.push(used);
    }
  }
}

async function localize(
  problem: RenderProblem,
  req: RenderRequest,
  rootReal: string,
  copies: string,
): Promise<SourceRecord | RenderProblem> {
  const ref = problem.remoteRef as string;
  const base = parseGitBase(ref);
  if (!base) return problem; // a plain remote file: stays refused
  const fetched = await fetchGitBase(base, req.remote);
  if (!fetched.ok)
    return {
      code: fetched.code,
      path: problem.path,
      message: `${problem.path ?? ''}: ${fetched.message}`,
      ...(problem.path ? { written: { file: problem.path, text: ref } } : {}),
    };
  // A fresh folder per copy: the PR cannot have put one there beforehand.
  const dest = await mkdtemp(path.join(copies, 'base-'));
  await cp(fetched.dir, dest, { recursive: true, verbatimSymlinks: true });
  const file = path.join(rootReal, problem.path as string);
  const target = path.join(dest, base.path);
  const rel = path.relative(path.dirname(file), target).split(path.sep).join('/');
  await replaceInFile(file, ref, rel);
  return fetched.record;
}

/** Every spelling of the entry in the kustomization becomes the local path (written aside, then renamed). */
async function replaceInFile(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  await rewriteFile(file, text.split(from).join(to));
}
