// `helm version --short` and `kubectl version --client` cost a process each before the first
// render. A compiled binary answers the same for as long as it is the same file, so its answer is
// remembered in the tool cache under the binary's identity (path, device, inode, size, mtime,
// ctime) and the question asked. A script (a `#!` shim such as asdf's or mise's) may answer by its
// working dir or env, and is always asked; so is any binary whose identity changed while it was.
// The version decides the version floors (tools.ts, security case B10), and the tool cache can be
// written by other jobs of a runner: an entry counts only under the HMAC of the compiled-validator
// cache's key (cache/secret.ts), which never lives in the cache. In CI without
// DEPLOY_GATE_CACHE_SECRET that key is new in every process, so earlier runs' answers are asked again.
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signatureMatches, signatureOf } from '../cache/signature.js';
import { toolCacheDir } from '../cache/dir.js';

/** ELF, Mach-O (both byte orders, 32/64-bit, universal) and PE: executables that are not scripts. */
const NATIVE_MAGIC = [
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  [0x4d, 0x5a],
];

/** Where answers are kept: the runner's tool cache (RUNNER_TOOL_CACHE), else the XDG cache dir. */
export function toolVersionCacheDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return toolCacheDir('tool-versions', env);
}

async function isNative(bin: string): Promise<boolean> {
  const file = await open(bin, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await file.read(head, 0, 4, 0);
    return NATIVE_MAGIC.some((m) => m.length <= bytesRead && m.every((b, i) => head[i] === b));
  } finally {
    await file.close();
  }
}

/** The binary as it is on disk now, with the question; undefined for a script or an unreadable file. */
async function identity(bin: string, args: readonly string[]): Promise<string | undefined> {
  try {
    const s = await stat(bin, { bigint: true });
    if (!s.isFile() || !(await isNative(bin))) return undefined;
    return JSON.stringify([bin, args, `${s.dev}`, `${s.ino}`, `${s.size}`, `${s.mtimeNs}`, `${s.ctimeNs}`]);
  } catch {
    return undefined;
  }
}

/**
 * The output of `bin args` (undefined when it failed), from the cache when this very binary gave it
 * before. Only a successful answer is kept; a cache that cannot be read or written costs the speed-up.
 */
export async function rememberedOutput(
  bin: string,
  args: readonly string[],
  ask: () => Promise<string | undefined>,
  dir: string | undefined,
): Promise<string | undefined> {
  const before = dir ? await identity(bin, args) : undefined;
  if (!dir || !before) return ask();
  const file = path.join(dir, `${createHash('sha256').update(before).digest('hex')}.json`);
  const kept = await readFile(file, 'utf8')
    .then((t) => JSON.parse(t) as { key?: unknown; output?: unknown; mac?: unknown })
    .catch(() => undefined);
  if (kept?.key === before && typeof kept.output === 'string' && authentic(before, kept.output, kept.mac))
    return kept.output;
  const output = await ask();
  if (output !== undefined && (await identity(bin, args)) === before) await keep(dir, file, before, output);
  return output;
}

function macOf(key: string, output: string): string {
  return signatureOf([key, output]).toString('hex');
}

function authentic(key: string, output: string, mac: unknown): boolean {
  return signatureMatches(mac, signatureOf([key, output]));
}

async function keep(dir: string, file: string, key: string, output: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify({ key, output, mac: macOf(key, output) }));
    await rename(tmp, file);
  } catch {
    // not kept: the next run asks again
  }
}
