// `deploy-gate validate [paths...]`: which files the arguments name. A folder is walked for
// *.yaml, *.yml and *.json; a file named on the command line is read whatever its name; `-` is stdin.
import { lstatSync, readdirSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../options.js';
import { readBounded } from './bounded-read.js';

/** One file to validate: `display` is how the report names it (the argument, joined with the walk). */
export interface FileInput {
  display: string;
  /** Absolute path to read (absent for stdin, whose text is given). */
  abs?: string;
  text?: string;
  /** Stdin held more than the parsed-bytes budget: the rest was not read, the file is not parsed. */
  overBudget?: boolean;
  /** Size in bytes when known (batching across workers, the parsed-bytes budget before reading). */
  size: number;
}

/** An entry a folder walk met and did not read, with why (a `targets/not-checked` finding). */
export interface Refused {
  display: string;
  reason: string;
}

export interface Inputs {
  files: FileInput[];
  refused: Refused[];
}

const MANIFEST_NAME = /\.(ya?ml|json)$/i;
export const STDIN_NAME = 'stdin';

/** Forward slashes in the report on every platform, like the rest of deploy-gate's locations. */
const shown = (p: string) => p.split(path.sep).join('/');

/** Stdin's text, or undefined when it holds more than `maxBytes` (read no further). */
export type StdinReader = () => string | undefined;

/** Stdin, read up to `maxBytes` (`yes | deploy-gate validate -` must end, inconclusive). */
export const readStdin =
  (maxBytes: number): StdinReader =>
  () =>
    readBounded(0, maxBytes);

/** The files `args` name, in argument order, each folder's files in name order; a file named twice is read once. */
export function collectInputs(args: string[], stdin: StdinReader, cwd: string = process.cwd()): Inputs {
  if (args.length === 0) throw new UsageError('validate: give files, folders or - (stdin) to validate');
  const out: Inputs = { files: [], refused: [] };
  const seen = new Set<string>();
  for (const arg of args) {
    if (arg === '-') {
      if (seen.has('-')) throw new UsageError('validate: - (stdin) given twice');
      seen.add('-');
      const text = stdin();
      out.files.push(
        text === undefined
          ? { display: STDIN_NAME, overBudget: true, size: 0 }
          : { display: STDIN_NAME, text, size: Buffer.byteLength(text, 'utf8') },
      );
      continue;
    }
    const abs = path.resolve(cwd, arg);
    const stat = statSync(abs, { throwIfNoEntry: false });
    if (!stat) throw new UsageError(`validate: ${arg}: no such file or folder`);
    const display = shown(path.normalize(arg));
    if (stat.isDirectory()) walk(arg, abs, out, seen);
    // A pipe is read (`validate <(helm template ...)`, up to the budget); a device such as /dev/zero
    // behind a link that a shell glob named (`validate manifests/*.yaml`) would never end.
    // By its real path, as the walk adds files: named and met in a folder, it is read once (also
    // when the current folder is reached through a link, as /tmp is on macOS).
    else if (stat.isFile()) addFile(out, seen, display, realpathSync(abs), stat);
    else if (stat.isFIFO()) addFile(out, seen, display, abs, stat);
    else out.refused.push({ display, reason: 'not a regular file (a socket or device): not read' });
  }
  return out;
}

function addFile(out: Inputs, seen: Set<string>, display: string, abs: string, stat: Stats): void {
  if (seen.has(abs)) return;
  seen.add(abs);
  out.files.push({ display, abs, size: stat.size });
}

/**
 * A folder's manifests. A symbolic link is followed only when it resolves inside the folder (a
 * link out of it could make a PR's validation read any file the CI runner can, and print it in
 * a parse error): a link out is refused and reported, a linked folder included. A linked folder
 * inside is not walked twice (its real folder is walked already), and `.git` is never walked.
 */
function walk(arg: string, dir: string, out: Inputs, seen: Set<string>): void {
  const rootReal = realpathSync(dir);
  const visit = (rel: string) => {
    const display = shown(path.join(arg, rel));
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch (err) {
      // One unreadable folder never hides the others: it is reported, the walk goes on.
      out.refused.push({ display, reason: `a folder that could not be read (${(err as Error).message})` });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) visitEntry(entry, path.join(rel, entry.name));
  };
  const visitEntry = (entry: Dirent, childRel: string) => {
    const { name } = entry;
    const abs = path.join(dir, childRel);
    const display = shown(path.join(arg, childRel));
    try {
      if (entry.isDirectory()) {
        if (name !== '.git') visit(childRel);
      } else if (entry.isSymbolicLink()) {
        followLink({ abs, display, manifest: MANIFEST_NAME.test(name), rootReal }, out, seen);
      } else if (MANIFEST_NAME.test(name)) {
        const stat = lstatSync(abs);
        if (stat.isFile()) addFile(out, seen, display, path.join(rootReal, childRel), stat);
        else out.refused.push({ display, reason: 'not a regular file (a FIFO, socket or device): not read' });
      }
    } catch (err) {
      out.refused.push({ display, reason: `could not be read (${(err as Error).message})` });
    }
  };
  visit('');
}

interface Link {
  abs: string;
  display: string;
  /** The link's own name is *.yaml, *.yml or *.json. */
  manifest: boolean;
  rootReal: string;
}

function followLink(link: Link, out: Inputs, seen: Set<string>): void {
  const refuse = (reason: string) => out.refused.push({ display: link.display, reason });
  let real: string;
  try {
    real = realpathSync(link.abs);
  } catch {
    if (link.manifest) refuse('a symbolic link that resolves to nothing: not read');
    return;
  }
  const stat = statSync(real);
  if (!link.manifest && !stat.isDirectory()) return;
  const inside = real === link.rootReal || real.startsWith(`${link.rootReal}${path.sep}`);
  if (!inside || real.split(path.sep).includes('.git')) {
    refuse(`a symbolic link to ${stat.isDirectory() ? 'a folder ' : ''}outside the folder being validated: not read`);
    return;
  }
  if (stat.isFile()) addFile(out, seen, link.display, real, stat);
  else if (!stat.isDirectory()) refuse('a symbolic link to a FIFO, socket or device: not read');
}
