// The files Argo CD could read an Application from, as discovery reads them: nothing is passed
// over silently. A symlink is followed when it stays in the tree (Argo CD follows those) and
// refused when it escapes; a file too big to parse is reported when it may declare one.
import { readFile, realpath, stat } from '../local/tree-files.js';
import path from 'node:path';
import type { FindingDraft } from '../model/finding.js';
import type { NotCheckedUnit } from '../model/target.js';
import { joinRel, type RepoIndex } from './walk.js';
import { MAX_SOURCE_BYTES } from './yaml-docs.js';

/** Argo CD reads Applications (and directory sources) from YAML and JSON files. */
export const MANIFEST_FILE = /\.(ya?ml|json)$/i;
/** Above this a file is not even searched; it is reported when it has a manifest name. */
const MAX_SCAN_BYTES = 256 * 1024 * 1024;
const MENTIONS = /Application/;

export interface ManifestText {
  rel: string;
  text: string;
}

export interface FileScan {
  texts: ManifestText[];
  problems: FindingDraft[];
  notChecked: NotCheckedUnit[];
}

/** Every YAML/JSON file (and symlink to one) of the indexed folders, outside charts, read or reported. */
export async function manifestTexts(
  root: string,
  index: RepoIndex,
  skip: (dirRel: string) => boolean,
): Promise<FileScan> {
  const out: FileScan = { texts: [], problems: [], notChecked: [] };
  const rootReal = await realpath(root);
  for (const dir of index.dirs.values()) {
    if (skip(dir.rel)) continue;
    for (const name of dir.files.filter((f) => MANIFEST_FILE.test(f)))
      await readOne(path.join(root, joinRel(dir.rel, name)), joinRel(dir.rel, name), out);
    for (const name of (dir.links ?? []).filter((f) => MANIFEST_FILE.test(f)))
      await readLink(root, rootReal, joinRel(dir.rel, name), out);
  }
  return out;
}

async function readLink(root: string, rootReal: string, rel: string, out: FileScan): Promise<void> {
  const real = await realpath(path.join(root, rel)).catch(() => undefined);
  if (real === undefined) return; // dangling: nothing for Argo CD to read either
  if (real !== rootReal && !real.startsWith(`${rootReal}${path.sep}`)) {
    out.problems.push({
      ruleId: 'render/failed',
      message: `${rel} is a symlink that leaves the repository; Argo CD refuses it and so does deploy-gate`,
      location: { file: rel },
      fingerprintKey: rel,
    });
    return;
  }
  if ((await stat(real)).isFile()) await readOne(real, rel, out);
}

async function readOne(abs: string, rel: string, out: FileScan): Promise<void> {
  const size = (await stat(abs).catch(() => undefined))?.size;
  if (size === undefined) return;
  if (size > MAX_SCAN_BYTES) return tooBig(rel, size, out);
  const text = await readFile(abs, 'utf8').catch(() => undefined);
  if (text === undefined) return;
  if (size > MAX_SOURCE_BYTES) {
    if (MENTIONS.test(text)) tooBig(rel, size, out);
    return;
  }
  out.texts.push({ rel, text });
}

function tooBig(rel: string, size: number, out: FileScan): void {
  out.notChecked.push({
    unit: `file ${rel}`,
    file: rel,
    inputs: [rel],
    declaration: `size:${size}`,
    reason: `${rel} is ${size} bytes, over the ${MAX_SOURCE_BYTES}-byte limit for source files, and may declare Argo CD Applications; it was not parsed — split it`,
  });
}
