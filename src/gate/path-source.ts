/** Records from the `gateRecords.path` directory of the BASE revision; the head's copy only produces notices. */
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { parseRecordText, type GateRecord, type RecordLookup, type RecordProblem } from './record.js';

const MAX_FILES = 5000;
const MAX_FILE_BYTES = 1024 * 1024;

export interface LoadedDir extends RecordLookup {
  notices: string[];
}

/** Repo-relative `.json` files under `dir` → raw contents. Symlinks are refused: a record must be a real file at base. */
function listJson(root: string, dir: string, problems: RecordProblem[]): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (abs: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(abs, entry.name);
      const rel = path.relative(root, full).split(path.sep).join('/');
      if (entry.isSymbolicLink()) {
        if (entry.name.endsWith('.json'))
          problems.push({ origin: rel, message: 'is a symbolic link; gate records must be plain files' });
        continue;
      }
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.json')) {
        if (files.size >= MAX_FILES) {
          problems.push({ origin: rel, message: `more than ${MAX_FILES} record files; the rest were not read` });
          return;
        }
        const size = lstatSync(full).size;
        if (size > MAX_FILE_BYTES)
          problems.push({ origin: rel, message: `is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit` });
        else files.set(rel, readFileSync(full));
      }
    }
  };
  walk(dir);
  return files;
}

/** The configured directory inside `root`, or why it cannot be used (absolute, `..`, symlinked out). */
function confinedDir(root: string, rel: string): { dir?: string; problem?: string; missing?: boolean } {
  if (path.isAbsolute(rel) || rel.split(/[\\/]/).includes('..'))
    return { problem: `gateRecords.path ${JSON.stringify(rel)} must stay inside the repository` };
  const dir = path.join(root, rel);
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return { missing: true };
  }
  const realRoot = realpathSync(root);
  if (real !== realRoot && !real.startsWith(realRoot + path.sep))
    return { problem: `gateRecords.path ${JSON.stringify(rel)} resolves outside the repository` };
  if (!lstatSync(real).isDirectory()) return { problem: `gateRecords.path ${JSON.stringify(rel)} is not a directory` };
  return { dir: real };
}

function readSide(root: string, rel: string, problems: RecordProblem[]): Map<string, Buffer> | undefined {
  const where = confinedDir(root, rel);
  if (where.problem) problems.push({ origin: rel, message: where.problem });
  return where.dir ? listJson(root, where.dir, problems) : undefined;
}

/** What the PR did to the records directory: none of it counts before merge, and the reader is told so. */
function headNotices(base: Map<string, Buffer>, head: Map<string, Buffer>): string[] {
  const notices: string[] = [];
  for (const [file, content] of head) {
    const before = base.get(file);
    if (!before)
      notices.push(
        `Gate record file ${file} is added by this change and was ignored: records count only from the base revision or the record store.`,
      );
    else if (!before.equals(content))
      notices.push(
        `Gate record file ${file} is edited by this change; the edit was ignored and the base version was used.`,
      );
  }
  for (const file of base.keys()) {
    if (!head.has(file))
      notices.push(
        `Gate record file ${file} is removed by this change; its base version still counts until the merge.`,
      );
  }
  return notices;
}

export function loadRecordDir(baseRoot: string, rel: string, headRoot?: string): LoadedDir {
  const problems: RecordProblem[] = [];
  const records: GateRecord[] = [];
  const notices: string[] = [];
  const base = readSide(baseRoot, rel, problems);
  if (!base)
    notices.push(`The gate records directory ${rel} does not exist at the base revision: no record can match.`);
  for (const [file, content] of base ?? []) {
    const read = parseRecordText(content.toString('utf8'), file);
    records.push(...read.records);
    problems.push(...read.problems);
  }
  if (headRoot) {
    const headProblems: RecordProblem[] = [];
    const head = readSide(headRoot, rel, headProblems) ?? new Map<string, Buffer>();
    notices.push(...headNotices(base ?? new Map(), head));
  }
  return { records, problems, notices };
}
