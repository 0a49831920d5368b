import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  hasCompileCacheApi
} from "./chunk-V5F2MXLM.js";
import {
  cacheSecretPersists,
  signatureMatches,
  signatureOf
} from "./chunk-7V52UL6G.js";
import {
  toolCacheDir
} from "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";

// src/commands/code-cache.ts
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";
var WORKING_COMMANDS = /* @__PURE__ */ new Set(["check", "audit", "validate", "render", "targets", "merge", "health-test", "rules"]);
var KEY_BYTES = 32;
var MAC_BYTES = 32;
var WRAP_HEAD = "(function (exports, require, module, __filename, __dirname, __dgImportMetaUrl, __dgImport) {";
var WRAP_TAIL = "\n})";
function codeCacheDir(env = process.env) {
  return toolCacheDir("code-cache", env);
}
function wantsScript(argv, env = process.env) {
  if (hasCompileCacheApi()) return false;
  if (env.NODE_DISABLE_COMPILE_CACHE || !WORKING_COMMANDS.has(argv[2] ?? "")) return false;
  return cacheSecretPersists(env);
}
async function runCli(scriptFile, loadModules, argv = process.argv) {
  const script = wantsScript(argv) ? loadScriptMain(scriptFile, argv) : void 0;
  if (script && process.env.DEPLOY_GATE_TIMING) {
    process.stderr.write(
      `deploy-gate timing: code cache ${script.cached ? "used" : "none yet (kept after this run)"}
`
    );
  }
  const main = script?.main ?? await loadModules();
  process.exitCode = await main(argv);
  script?.save();
}
function loadScriptMain(scriptFile, argv, env = process.env) {
  let source;
  let key;
  try {
    key = entryKey(scriptFile, argv[2] ?? "");
    source = readFileSync(scriptFile, "latin1");
  } catch {
    return void 0;
  }
  const entry = entryFileOf(scriptFile, argv[2] ?? "", env);
  try {
    const kept = readEntry(entry, key);
    const script = new vm.Script(WRAP_HEAD + source + WRAP_TAIL, { filename: scriptFile, cachedData: kept });
    const cached = kept !== void 0 && script.cachedDataRejected === false;
    const main = runScript(script, scriptFile);
    return { main, cached, save: () => cached ? void 0 : writeEntry(entry, key, script.createCachedData()) };
  } catch (err) {
    process.stderr.write(`deploy-gate: ${scriptFile} could not be run (${String(err)}); using the modules
`);
    return void 0;
  }
}
function entryFileOf(scriptFile, command, env = process.env) {
  const install = createHash("sha256").update(scriptFile).digest("hex").slice(0, 16);
  return path.join(codeCacheDir(env), `${command}-${install}.bin`);
}
function runScript(script, scriptFile) {
  const wrapper = script.runInThisContext();
  const mod = { exports: {} };
  const url = pathToFileURL(scriptFile).href;
  const importer = (specifier) => import(new URL(specifier, url).href);
  const dir = path.dirname(scriptFile);
  wrapper.call(mod.exports, mod.exports, createRequire(scriptFile), mod, scriptFile, dir, url, importer);
  if (typeof mod.exports.main !== "function") throw new Error(`deploy-gate: ${scriptFile} exports no main`);
  return mod.exports.main;
}
function entryKey(scriptFile, command) {
  const s = statSync(scriptFile, { bigint: true });
  const parts = [1, process.version, process.arch, process.versions.v8, command, scriptFile];
  const stat = [s.dev, s.ino, s.size, s.mtimeNs, s.ctimeNs].map(String);
  return createHash("sha256").update(JSON.stringify([...parts, ...stat])).digest();
}
function mac(key, data) {
  return signatureOf([key, data]);
}
function readEntry(file, key) {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch {
    return void 0;
  }
  if (bytes.length <= KEY_BYTES + MAC_BYTES || !bytes.subarray(0, KEY_BYTES).equals(key)) return void 0;
  const data = bytes.subarray(KEY_BYTES + MAC_BYTES);
  const expected = mac(key, data);
  return signatureMatches(bytes.subarray(KEY_BYTES, KEY_BYTES + MAC_BYTES), expected) ? data : void 0;
}
function writeEntry(file, key, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 448 });
    writeFileSync(tmp, Buffer.concat([key, mac(key, data), data]), { mode: 384 });
    renameSync(tmp, file);
  } catch {
    rmSync(tmp, { force: true });
  }
}
export {
  codeCacheDir,
  entryFileOf,
  entryKey,
  loadScriptMain,
  runCli,
  wantsScript
};
