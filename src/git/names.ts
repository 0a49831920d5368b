// What a run asks git first about its revisions, in one process: the commits `--base` and `--head`
// name and whether the branch refs --base could be exist. Each of these was a `git rev-parse
// --verify` of its own, and each process costs the main thread a fork of a big node process.
import { git } from './run-git.js';

/** The object id each name resolves to (undefined: git said it does not resolve, or was not asked). */
export type NameAnswers = Map<string, string | undefined>;

const FOUND = /^([0-9a-f]{40}(?:[0-9a-f]{24})?) (?:commit|tree|blob|tag)$/;

/**
 * Resolves `names` (rev-parse syntax: `main^{commit}`, `refs/heads/main`) with one
 * `git cat-file --batch-check`, which resolves each line as `rev-parse --verify` does. A name the
 * batch cannot carry (a newline, a leading `-`, surrounding spaces) is left out of the answers, and
 * so is every name when the batch fails: callers then ask git the old way, which also gives the
 * error a user sees.
 */
export async function lookUpNames(repo: string, names: readonly string[]): Promise<NameAnswers> {
  const answers: NameAnswers = new Map();
  const asked = [...new Set(names.filter(carried))];
  if (asked.length === 0) return answers;
  const r = await git(repo, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    input: `${asked.join('\n')}\n`,
  }).catch(() => undefined);
  if (!r || r.exitCode !== 0) return answers;
  const lines = r.stdout.split('\n');
  if (lines.length !== asked.length + 1 || lines[asked.length] !== '') return answers;
  asked.forEach((name, i) => {
    const line = lines[i] as string;
    const found = FOUND.exec(line);
    // `<name> missing` (or `ambiguous`): the name resolves to nothing, as `rev-parse --verify` says.
    if (found) answers.set(name, found[1]);
    else if (line === `${name} missing` || line === `${name} ambiguous`) answers.set(name, undefined);
  });
  return answers;
}

/** A name one batch line carries unchanged: git reads the whole line as the name. */
function carried(name: string): boolean {
  return name !== '' && !name.startsWith('-') && !/[\n\r\0]/.test(name) && name.trim() === name;
}

/** What the batch said of `name`: an id, `null` when it does not resolve, undefined when not asked. */
export function answerOf(answers: NameAnswers | undefined, name: string): string | null | undefined {
  if (!answers?.has(name)) return undefined;
  return answers.get(name) ?? null;
}
