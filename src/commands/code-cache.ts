// Node 20 has no module compile cache (compile-cache.ts serves Node 22.1+), so every start compiled
// the ~1.6 MB of bundle chunks a check loads before its first render (27-38 ms of CPU) and resolved
// each chunk import. There the CLI runs instead from dist/cli-script.cjs, the same sources bundled as
// one CommonJS script (scripts/build.mjs), through vm.Script with a V8 code cache kept in the tool
// cache. Cached bytecode is code: an entry counts only under an HMAC with the cache secret (never
// kept in the cache), for this exact script file and this Node; anything else is compiled afresh.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { toolCacheDir } from '../cache/dir.js';
import { hasCompileCacheApi } from './compile-cache.js';
import { cacheSecretPersists } from '../cache/secret.js';
import { signatureMatches, signatureOf } from '../cache/signature.js';

export type Main = (argv: string[]) => Promise<number>;

export interface ScriptMain {
  main: Main;
  /** Whether V8 took the kept code (false: none kept, not believed, or rejected by V8). */
  cached: boolean;
  /** Keeps the code compiled so far for the next start, when this one had none; never throws. */
  save(): void;
}

/** The commands that do enough work to pay for the script; `--version` and `--help` stay small. */
const WORKING_COMMANDS = new Set(['check', 'audit', 'validate', 'render', 'targets', 'merge', 'health-test', 'rules']);
const KEY_BYTES = 32;
const MAC_BYTES = 32;
// Runs the script as Node runs a CommonJS module; on the first line, so line numbers stay the same.
const WRAP_HEAD = '(function (exports, require, module, __filename, __dirname, __dgImportMetaUrl, __dgImport) {';
const WRAP_TAIL = '\n})';

/** Where the entries are kept: the tool cache, beside the compiled validators' and Node's own cache. */
export function codeCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return toolCacheDir('code-cache', env);
}

/**
 * Whether this start should run the script: a working command, on a Node without the module compile
 * cache, not switched off (NODE_DISABLE_COMPILE_CACHE), and with a secret that outlives the process
 * (cache-secret.ts: DEPLOY_GATE_CACHE_SECRET, or the user's key file outside CI). With a secret new in
 * each process no entry could ever be believed, so CI without the secret runs the modules as before.
 */
export function wantsScript(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): boolean {
  if (hasCompileCacheApi()) return false;
  if (env.NODE_DISABLE_COMPILE_CACHE || !WORKING_COMMANDS.has(argv[2] ?? '')) return false;
  return cacheSecretPersists(env);
}

/**
 * Runs the CLI's command once the compile cache is on (both entries, dist/cli.js and dist/cli.cjs,
 * start here on Node 20): from the script when this start wants it and it loads, else from the ES
 * modules `loadModules` imports; the compiled code is kept after the run when this start had none.
 */
export async function runCli(scriptFile: string, loadModules: () => Promise<Main>, argv = process.argv): Promise<void> {
  const script = wantsScript(argv) ? loadScriptMain(scriptFile, argv) : undefined;
  if (script && process.env.DEPLOY_GATE_TIMING) {
    process.stderr.write(
      `deploy-gate timing: code cache ${script.cached ? 'used' : 'none yet (kept after this run)'}\n`,
    );
  }
  const main = script?.main ?? (await loadModules());
  process.exitCode = await main(argv);
  script?.save();
}

/**
 * Loads `scriptFile` with the kept code when an entry for it is believed, and returns its `main`;
 * undefined when the script cannot be read (then the caller imports the modules as before).
 */
export function loadScriptMain(scriptFile: string, argv: readonly string[], env = process.env): ScriptMain | undefined {
  let source: string;
  let key: Buffer;
  try {
    key = entryKey(scriptFile, argv[2] ?? '');
    // The build writes the script in Latin-1 (it checks every character fits): a one-byte string.
    source = readFileSync(scriptFile, 'latin1');
  } catch {
    return undefined;
  }
  const entry = entryFileOf(scriptFile, argv[2] ?? '', env);
  try {
    const kept = readEntry(entry, key);
    const script = new vm.Script(WRAP_HEAD + source + WRAP_TAIL, { filename: scriptFile, cachedData: kept });
    const cached = kept !== undefined && script.cachedDataRejected === false;
    const main = runScript(script, scriptFile);
    return { main, cached, save: () => (cached ? undefined : writeEntry(entry, key, script.createCachedData())) };
  } catch (err) {
    // A damaged script (a truncated install) must not end the run before it can report: the
    // commands load as ES modules instead, as when the script is missing.
    process.stderr.write(`deploy-gate: ${scriptFile} could not be run (${String(err)}); using the modules\n`);
    return undefined;
  }
}

/**
 * One entry per command and installation: two bundles (an upgrade beside the old one, a bench
 * comparing two) do not evict each other's.
 */
export function entryFileOf(scriptFile: string, command: string, env: NodeJS.ProcessEnv = process.env): string {
  const install = createHash('sha256').update(scriptFile).digest('hex').slice(0, 16);
  return path.join(codeCacheDir(env), `${command}-${install}.bin`);
}

function runScript(script: vm.Script, scriptFile: string): Main {
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  const mod = { exports: {} as { main?: Main } };
  const url = pathToFileURL(scriptFile).href;
  // The ES chunks the script loads (the embedded schemas), relative to the script as in dist/.
  const importer = (specifier: string): Promise<unknown> => import(new URL(specifier, url).href);
  const dir = path.dirname(scriptFile);
  wrapper.call(mod.exports, mod.exports, createRequire(scriptFile), mod, scriptFile, dir, url, importer);
  if (typeof mod.exports.main !== 'function') throw new Error(`deploy-gate: ${scriptFile} exports no main`);
  return mod.exports.main;
}

/**
 * What an entry must be for: this Node and V8, this command, and this script file as it is on disk
 * (path, device, inode, size, mtime, ctime: a rebuilt or replaced bundle is another key).
 */
export function entryKey(scriptFile: string, command: string): Buffer {
  const s = statSync(scriptFile, { bigint: true });
  const parts = [1, process.version, process.arch, process.versions.v8, command, scriptFile];
  const stat = [s.dev, s.ino, s.size, s.mtimeNs, s.ctimeNs].map(String);
  return createHash('sha256')
    .update(JSON.stringify([...parts, ...stat]))
    .digest();
}

function mac(key: Buffer, data: Buffer): Buffer {
  return signatureOf([key, data]);
}

/** The kept code, only when the entry is for `key` and its HMAC is right; a damaged entry is no entry. */
function readEntry(file: string, key: Buffer): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length <= KEY_BYTES + MAC_BYTES || !bytes.subarray(0, KEY_BYTES).equals(key)) return undefined;
  const data = bytes.subarray(KEY_BYTES + MAC_BYTES);
  const expected = mac(key, data);
  return signatureMatches(bytes.subarray(KEY_BYTES, KEY_BYTES + MAC_BYTES), expected) ? data : undefined;
}

/** Written whole or not at all (a rename), readable by the user only; a cache that cannot be written only costs the speed-up. */
function writeEntry(file: string, key: Buffer, data: Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(tmp, Buffer.concat([key, mac(key, data), data]), { mode: 0o600 });
    renameSync(tmp, file);
  } catch {
    rmSync(tmp, { force: true });
  }
}
