#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/schema/cache-dir.ts
function toolCacheDir(name, env = process.env) {
  const base = env.RUNNER_TOOL_CACHE || env.XDG_CACHE_HOME || import_node_path.default.join(import_node_os.default.homedir(), ".cache");
  return import_node_path.default.join(base, "deploy-gate", name);
}
var import_node_os, import_node_path;
var init_cache_dir = __esm({
  "src/schema/cache-dir.ts"() {
    "use strict";
    import_node_os = __toESM(require("node:os"), 1);
    import_node_path = __toESM(require("node:path"), 1);
  }
});

// src/commands/compile-cache.ts
function compileCacheDir(env = process.env) {
  return toolCacheDir("compile-cache", env);
}
function hasCompileCacheApi() {
  return typeof import_node_module.default.enableCompileCache === "function";
}
function enableCompileCache(env = process.env) {
  const enable = import_node_module.default.enableCompileCache;
  if (typeof enable !== "function" || env.NODE_DISABLE_COMPILE_CACHE) return void 0;
  try {
    return enable(compileCacheDir(env)).directory;
  } catch {
    return void 0;
  }
}
var import_node_module;
var init_compile_cache = __esm({
  "src/commands/compile-cache.ts"() {
    "use strict";
    import_node_module = __toESM(require("node:module"), 1);
    init_cache_dir();
  }
});

// src/schema/cache-secret.ts
function onCi(env = process.env) {
  return env.GITHUB_ACTIONS === "true" || CI_MARKERS.some((name) => Boolean(env[name]));
}
function cacheSecretPersists(env = process.env) {
  const fromEnv = env[CACHE_SECRET_ENV];
  return fromEnv !== void 0 && fromEnv.length >= MIN_SECRET_LENGTH || !onCi(env);
}
function keyFile() {
  const base = process.env.XDG_CONFIG_HOME && import_node_path2.default.isAbsolute(process.env.XDG_CONFIG_HOME) ? process.env.XDG_CONFIG_HOME : import_node_path2.default.join(import_node_os2.default.homedir(), ".config");
  return import_node_path2.default.join(base, "deploy-gate", "cache.key");
}
function userKey() {
  const file = keyFile();
  try {
    const existing = (0, import_node_fs.readFileSync)(file);
    if (existing.length >= 32) return existing;
  } catch {
  }
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    (0, import_node_fs.mkdirSync)(import_node_path2.default.dirname(file), { recursive: true, mode: 448 });
    (0, import_node_fs.writeFileSync)(tmp, (0, import_node_crypto.randomBytes)(32), { mode: 384 });
    (0, import_node_fs.renameSync)(tmp, file);
    return (0, import_node_fs.readFileSync)(file);
  } catch {
    (0, import_node_fs.rmSync)(tmp, { force: true });
    return void 0;
  }
}
function cacheSecret() {
  if (memo) return memo;
  const fromEnv = process.env[CACHE_SECRET_ENV];
  if (fromEnv && fromEnv.length >= MIN_SECRET_LENGTH) memo = Buffer.from(fromEnv, "utf8");
  else memo = !onCi() && userKey() || (0, import_node_crypto.randomBytes)(32);
  return memo;
}
var import_node_crypto, import_node_fs, import_node_os2, import_node_path2, CACHE_SECRET_ENV, MIN_SECRET_LENGTH, memo, CI_MARKERS;
var init_cache_secret = __esm({
  "src/schema/cache-secret.ts"() {
    "use strict";
    import_node_crypto = require("node:crypto");
    import_node_fs = require("node:fs");
    import_node_os2 = __toESM(require("node:os"), 1);
    import_node_path2 = __toESM(require("node:path"), 1);
    CACHE_SECRET_ENV = "DEPLOY_GATE_CACHE_SECRET";
    MIN_SECRET_LENGTH = 16;
    CI_MARKERS = [
      "CI",
      "JENKINS_URL",
      "TF_BUILD",
      "CODEBUILD_BUILD_ID",
      "TEAMCITY_VERSION",
      "BUILDKITE",
      "BAMBOO_BUILDKEY"
    ];
  }
});

// src/schema/signature.ts
function signatureOf(parts, secret = cacheSecret()) {
  const mac2 = (0, import_node_crypto2.createHmac)("sha256", secret);
  parts.forEach((part, i) => {
    if (i > 0) mac2.update("\0");
    mac2.update(part);
  });
  return mac2.digest();
}
function signatureMatches(given, want) {
  const got = typeof given === "string" && /^[0-9a-f]*$/.test(given) ? Buffer.from(given, "hex") : given instanceof Uint8Array ? given : void 0;
  return got !== void 0 && got.length === want.length && (0, import_node_crypto2.timingSafeEqual)(got, want);
}
var import_node_crypto2;
var init_signature = __esm({
  "src/schema/signature.ts"() {
    "use strict";
    import_node_crypto2 = require("node:crypto");
    init_cache_secret();
  }
});

// src/commands/code-cache.ts
var code_cache_exports = {};
__export(code_cache_exports, {
  codeCacheDir: () => codeCacheDir,
  entryFileOf: () => entryFileOf,
  entryKey: () => entryKey,
  loadScriptMain: () => loadScriptMain,
  runCli: () => runCli,
  wantsScript: () => wantsScript
});
function codeCacheDir(env = process.env) {
  return toolCacheDir("code-cache", env);
}
function wantsScript(argv, env = process.env) {
  if (hasCompileCacheApi()) return false;
  if (env.NODE_DISABLE_COMPILE_CACHE || !WORKING_COMMANDS.has(argv[2] ?? "")) return false;
  return cacheSecretPersists(env);
}
async function runCli(scriptFile, loadModules2, argv = process.argv) {
  const script = wantsScript(argv) ? loadScriptMain(scriptFile, argv) : void 0;
  if (script && process.env.DEPLOY_GATE_TIMING) {
    process.stderr.write(
      `deploy-gate timing: code cache ${script.cached ? "used" : "none yet (kept after this run)"}
`
    );
  }
  const main = script?.main ?? await loadModules2();
  process.exitCode = await main(argv);
  script?.save();
}
function loadScriptMain(scriptFile, argv, env = process.env) {
  let source;
  let key;
  try {
    key = entryKey(scriptFile, argv[2] ?? "");
    source = (0, import_node_fs2.readFileSync)(scriptFile, "latin1");
  } catch {
    return void 0;
  }
  const entry = entryFileOf(scriptFile, argv[2] ?? "", env);
  try {
    const kept = readEntry(entry, key);
    const script = new import_node_vm.default.Script(WRAP_HEAD + source + WRAP_TAIL, { filename: scriptFile, cachedData: kept });
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
  const install = (0, import_node_crypto3.createHash)("sha256").update(scriptFile).digest("hex").slice(0, 16);
  return import_node_path3.default.join(codeCacheDir(env), `${command}-${install}.bin`);
}
function runScript(script, scriptFile) {
  const wrapper = script.runInThisContext();
  const mod = { exports: {} };
  const url = (0, import_node_url.pathToFileURL)(scriptFile).href;
  const importer = (specifier) => import(new URL(specifier, url).href);
  const dir = import_node_path3.default.dirname(scriptFile);
  wrapper.call(mod.exports, mod.exports, (0, import_node_module2.createRequire)(scriptFile), mod, scriptFile, dir, url, importer);
  if (typeof mod.exports.main !== "function") throw new Error(`deploy-gate: ${scriptFile} exports no main`);
  return mod.exports.main;
}
function entryKey(scriptFile, command) {
  const s = (0, import_node_fs2.statSync)(scriptFile, { bigint: true });
  const parts = [1, process.version, process.arch, process.versions.v8, command, scriptFile];
  const stat = [s.dev, s.ino, s.size, s.mtimeNs, s.ctimeNs].map(String);
  return (0, import_node_crypto3.createHash)("sha256").update(JSON.stringify([...parts, ...stat])).digest();
}
function mac(key, data) {
  return signatureOf([key, data]);
}
function readEntry(file, key) {
  let bytes;
  try {
    bytes = (0, import_node_fs2.readFileSync)(file);
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
    (0, import_node_fs2.mkdirSync)(import_node_path3.default.dirname(file), { recursive: true, mode: 448 });
    (0, import_node_fs2.writeFileSync)(tmp, Buffer.concat([key, mac(key, data), data]), { mode: 384 });
    (0, import_node_fs2.renameSync)(tmp, file);
  } catch {
    (0, import_node_fs2.rmSync)(tmp, { force: true });
  }
}
var import_node_crypto3, import_node_fs2, import_node_module2, import_node_path3, import_node_url, import_node_vm, WORKING_COMMANDS, KEY_BYTES, MAC_BYTES, WRAP_HEAD, WRAP_TAIL;
var init_code_cache = __esm({
  "src/commands/code-cache.ts"() {
    "use strict";
    import_node_crypto3 = require("node:crypto");
    import_node_fs2 = require("node:fs");
    import_node_module2 = require("node:module");
    import_node_path3 = __toESM(require("node:path"), 1);
    import_node_url = require("node:url");
    import_node_vm = __toESM(require("node:vm"), 1);
    init_cache_dir();
    init_compile_cache();
    init_cache_secret();
    init_signature();
    WORKING_COMMANDS = /* @__PURE__ */ new Set(["check", "audit", "validate", "render", "targets", "merge", "health-test", "rules"]);
    KEY_BYTES = 32;
    MAC_BYTES = 32;
    WRAP_HEAD = "(function (exports, require, module, __filename, __dirname, __dgImportMetaUrl, __dgImport) {";
    WRAP_TAIL = "\n})";
  }
});

// src/cli-bin.ts
var import_node_path4 = __toESM(require("node:path"), 1);
var import_node_url2 = require("node:url");

// src/commands/start.ts
init_compile_cache();

// src/commands/internal-error.ts
var INTERNAL_ERROR_EXIT = 3;
function internalError(err) {
  process.stderr.write(
    `deploy-gate: internal error: ${err instanceof Error ? err.stack ?? err.message : String(err)}
`
  );
  return INTERNAL_ERROR_EXIT;
}

// src/commands/start.ts
function startCli(scriptFile, loadModules2) {
  enableCompileCache();
  startFailClosed(async () => {
    if (hasCompileCacheApi()) {
      process.exitCode = await (await loadModules2())(process.argv);
      return;
    }
    const { runCli: runCli2 } = await Promise.resolve().then(() => (init_code_cache(), code_cache_exports));
    await runCli2(scriptFile, loadModules2);
  });
}
function startFailClosed(start) {
  let settled = false;
  process.once("exit", () => {
    if (settled) return;
    process.stderr.write("deploy-gate: internal error: the command never finished\n");
    process.exitCode = INTERNAL_ERROR_EXIT;
  });
  start().then(
    () => {
      settled = true;
      if (globalThis[/* @__PURE__ */ Symbol.for("deploy-gate.run-abandoned")] === true)
        process.stdout.write("", () => process.exit());
    },
    (err) => {
      settled = true;
      process.exitCode = internalError(err);
    }
  );
}

// src/cli-bin.ts
var loadModules = async () => {
  const modules = await import((0, import_node_url2.pathToFileURL)(import_node_path4.default.join(__dirname, "cli-main.js")).href);
  return modules.main;
};
startCli(import_node_path4.default.join(__dirname, "cli-script.cjs"), loadModules);
