// Unpacks a verified chart archive (`helm package` output: gzip'd tar, ustar with PAX headers) into
// a folder, the way `helm pull --untar` leaves it, so kustomize finds the chart in its chartHome.
// Only regular files and folders under the chart's own top folder are written; a link, a device,
// an absolute or `..` path, or an archive past the size limits is refused (archive bytes are
// digest-checked, but the repository that served them is not trusted with the file system).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;
/** Helm's own limits for a chart (pkg/chart/loader): 100 MiB unpacked, in total. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

export type Unpacked = { ok: true; files: number } | { ok: false; message: string };

/** Unpacks `archive` into `dest`; every entry must be below `<chart>/`. */
export async function unpackChart(archive: string, dest: string, chart: string): Promise<Unpacked> {
  let tar: Buffer;
  try {
    tar = gunzipSync(await readFile(archive), { maxOutputLength: MAX_UNPACKED_BYTES });
  } catch (e) {
    return { ok: false, message: `not a gzip archive within ${MAX_UNPACKED_BYTES} bytes (${(e as Error).message})` };
  }
  const entries = readTar(tar);
  if (!Array.isArray(entries)) return entries;
  let files = 0;
  for (const entry of entries) {
    const clean = path.posix.normalize(entry.name);
    if (clean.startsWith('/') || clean.split('/').includes('..') || !clean.startsWith(`${chart}/`))
      return { ok: false, message: `entry '${entry.name}' is outside the chart folder '${chart}/'` };
    const to = path.join(dest, ...clean.split('/'));
    if (entry.type === 'dir') await mkdir(to, { recursive: true });
    else {
      await mkdir(path.dirname(to), { recursive: true });
      await writeFile(to, entry.data, { mode: 0o644 });
      files++;
    }
  }
  return files > 0 ? { ok: true, files } : { ok: false, message: 'the archive holds no files' };
}

interface TarEntry {
  name: string;
  type: 'file' | 'dir';
  data: Buffer;
}

const text = (b: Buffer): string => {
  const end = b.indexOf(0);
  return b.subarray(0, end === -1 ? b.length : end).toString('utf8');
};

/** PAX `path=` records (`<len> path=<value>\n`). */
function paxPath(data: Buffer): string | undefined {
  for (const line of data.toString('utf8').split('\n')) {
    const m = /^\d+ path=(.*)$/.exec(line);
    if (m) return m[1];
  }
  return undefined;
}

function readTar(tar: Buffer): TarEntry[] | { ok: false; message: string } {
  const out: TarEntry[] = [];
  let longName: string | undefined;
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return { ok: false, message: 'a tar header has no readable size' };
    const typeflag = String.fromCharCode(header[156] ?? 0);
    const prefix = text(header.subarray(345, 500));
    const data = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const name = longName ?? (prefix ? `${prefix}/${text(header.subarray(0, 100))}` : text(header.subarray(0, 100)));
    if (typeflag === 'x' || typeflag === 'L') {
      longName = typeflag === 'L' ? text(data) : paxPath(data);
      continue;
    }
    longName = undefined;
    if (typeflag === 'g') continue;
    if (typeflag === '5') out.push({ name, type: 'dir', data });
    else if (typeflag === '0' || typeflag === '\0') out.push({ name, type: 'file', data });
    else return { ok: false, message: `entry '${name}' is not a regular file or folder (tar type '${typeflag}')` };
  }
  return out;
}
