import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  execTool
} from "./chunk-L4HTA6SR.js";
import {
  DEFAULT_CONFIG_PATH,
  UsageError
} from "./chunk-LDZCURK6.js";
import {
  cacheSecret
} from "./chunk-4NK32PBZ.js";
import {
  toolCacheDir
} from "./chunk-NH7EOKP2.js";

// src/git/revisions.ts
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

// src/git/run-git.ts
var GIT_TIMEOUT_MS = 3e5;
var DEFAULT_BUDGET = 256 * 1024 * 1024;
var RevisionError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "RevisionError";
  }
};
async function git(repo, args, opts = {}) {
  const argv = [
    "-c",
    `safe.directory=${repo}`,
    "-c",
    "core.symlinks=true",
    "-c",
    "core.autocrlf=false",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "protocol.allow=never",
    ...args
  ];
  const r = await execTool("git", argv, {
    cwd: repo,
    env: { GIT_CONFIG_NOSYSTEM: "1", GIT_ATTR_NOSYSTEM: "1", GIT_OPTIONAL_LOCKS: "0", ...opts.env },
    timeoutMs: GIT_TIMEOUT_MS,
    maxOutputBytes: opts.maxOutputBytes ?? DEFAULT_BUDGET,
    ...opts.input !== void 0 ? { input: opts.input } : {}
  });
  if (r.spawnError !== void 0) throw new RevisionError(`cannot run git: ${r.spawnError}`);
  if (r.timedOut) throw new Error(`git ${args[0] ?? ""} timed out after ${GIT_TIMEOUT_MS / 1e3} s in ${repo}`);
  if (r.overBudget) throw new Error(`git ${args[0] ?? ""} printed more than the output budget in ${repo}`);
  return r;
}
async function gitOk(repo, args, opts = {}) {
  const r = await git(repo, args, opts);
  if (r.exitCode !== 0) throw new Error(`git ${args.join(" ")} failed (exit ${r.exitCode}): ${r.stderr.trim()}`);
  return r.stdout;
}

// src/git/revisions.ts
async function resolveRevision(repo, ref) {
  if (ref === "" || ref.startsWith("-")) throw new RevisionError(`"${ref}" is not a git revision`);
  const r = await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]);
  const sha = r.stdout.trim();
  if (r.exitCode === 0 && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) return { ref, sha };
  const top = await git(repo, ["rev-parse", "--git-dir"]);
  if (top.exitCode !== 0) throw new RevisionError(`${repo} is not a git repository: ${top.stderr.trim()}`);
  throw new RevisionError(
    `unknown git revision "${ref}" in ${repo} (is it fetched? in CI use actions/checkout with fetch-depth: 0)`
  );
}
async function checkoutRevision(repo, sha) {
  return writeRevision(repo, sha, async (root, env) => {
    const links = gitlinks(repo, sha);
    links.catch(() => void 0);
    await gitOk(repo, ["checkout-index", "--all", "--force", `--prefix=${root}${path.sep}`], { env });
    return links;
  });
}
async function writeRevision(repo, sha, write) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "dg-rev-"));
  const cleanup = () => rm(scratch, { recursive: true, force: true });
  try {
    const root = path.join(scratch, "tree");
    await mkdir(root);
    const env = { GIT_INDEX_FILE: path.join(scratch, "index") };
    await gitOk(repo, ["read-tree", "--end-of-options", `${sha}^{tree}`], { env });
    return { root, submodules: await write(root, env), cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
async function gitlinks(repo, sha) {
  const out = await gitOk(repo, ["ls-tree", "-r", "-z", "--full-tree", sha]);
  const paths = [];
  for (const entry of out.split("\0")) {
    if (!entry.startsWith("160000 ")) continue;
    const tab = entry.indexOf("	");
    if (tab >= 0) paths.push(entry.slice(tab + 1));
  }
  return paths.sort();
}
async function changedFiles(repo, baseSha, headSha) {
  const out = await gitOk(repo, ["diff", "--no-renames", "--no-ext-diff", "--name-only", "-z", baseSha, headSha, "--"]);
  return [...new Set(out.split("\0").filter((p) => p !== ""))].sort();
}
var MAX_READ_BYTES = 4 * 1024 * 1024;
async function readFileAt(repo, sha, file) {
  const rel = file.split(path.sep).join("/").replace(/^\.\//, "");
  const listing = (await gitOk(repo, ["ls-tree", "-z", "--full-tree", sha, "--", rel])).split("\0").find((e) => e !== "");
  if (listing === void 0) return void 0;
  const [mode, type, object] = listing.slice(0, listing.indexOf("	")).split(" ");
  if (type !== "blob" || mode === "120000" || object === void 0) {
    throw new RevisionError(
      `${rel} at ${sha.slice(0, 12)} is not a regular file (${mode === "120000" ? "a symlink" : type})`
    );
  }
  return gitOk(repo, ["cat-file", "blob", object], { maxOutputBytes: MAX_READ_BYTES });
}

// src/git/remotes.ts
async function remoteUrls(repo) {
  const r = await git(repo, ["config", "--get-regexp", "^remote\\..*\\.(url|pushurl)$"]).catch(() => void 0);
  if (!r || r.exitCode !== 0) return [];
  return r.stdout.split("\n").map((line) => line.split(" ").slice(1).join(" ").trim()).filter(isNetworkUrl);
}
function isNetworkUrl(url) {
  if (url === "" || /^file:/i.test(url) || url.startsWith("/") || url.startsWith(".")) return false;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^[^@/\s]+@[^:/\s]+:/.test(url) || /^[^:/\s]+\.[^:/\s]+:[^/]/.test(url);
}
async function branchOf(repo, rev) {
  if (rev === "HEAD") {
    const r = await git(repo, ["symbolic-ref", "--quiet", "--short", "HEAD"]).catch(() => void 0);
    return r && r.exitCode === 0 ? r.stdout.trim() || void 0 : void 0;
  }
  const local = rev.replace(/^refs\/heads\//, "");
  if (await refExists(repo, `refs/heads/${local}`)) return local;
  const remote = rev.replace(/^refs\/remotes\//, "");
  if (remote.includes("/") && await refExists(repo, `refs/remotes/${remote}`))
    return remote.slice(remote.indexOf("/") + 1);
  return void 0;
}
async function refExists(repo, ref) {
  const r = await git(repo, ["rev-parse", "--verify", "--quiet", ref]).catch(() => void 0);
  return r !== void 0 && r.exitCode === 0;
}

// src/git/tree-listing.ts
import { randomBytes } from "node:crypto";
import path2 from "node:path";
async function listTree(repo, sha) {
  const out = await gitOk(repo, ["ls-tree", "-r", "-l", "-z", "--full-tree", "--end-of-options", sha]);
  const files = /* @__PURE__ */ new Map();
  const dirs = /* @__PURE__ */ new Set();
  let special = -1;
  let dir;
  for (let at = 0, end = out.indexOf("\0"); at < out.length; at = end + 1, end = out.indexOf("\0", at)) {
    if (end < 0) end = out.length;
    const tab = out.indexOf("	", at);
    if (tab < 0 || tab > end) continue;
    const sp1 = out.indexOf(" ", at);
    const sp2 = out.indexOf(" ", sp1 + 1);
    const sp3 = out.indexOf(" ", sp2 + 1);
    const file = out.slice(tab + 1, end);
    const mode = modeAt(out, at, sp1);
    if (special < 0 && (mode === "120000" || mode === "160000")) special = at;
    files.set(file, { mode, oid: out.slice(sp2 + 1, sp3), size: sizeAt(out, sp3 + 1, tab) });
    const slash = file.lastIndexOf("/");
    if (slash <= 0 || dir !== void 0 && slash === dir.length && file.startsWith(dir)) continue;
    dir = file.slice(0, slash);
    for (let d = dir, i = slash; i > 0 && !dirs.has(d); i = d.lastIndexOf("/"), d = d.slice(0, i)) dirs.add(d);
  }
  const listing = { files, dirs };
  oddEntries.set(listing, firstOdd(out, special));
  return listing;
}
var MODES = ["100644", "100755", "120000", "160000"];
function modeAt(out, at, space) {
  for (const m of MODES) if (space - at === 6 && out.startsWith(m, at)) return m;
  return out.slice(at, space);
}
function sizeAt(out, from, to) {
  let n = 0;
  let digits = 0;
  for (let i = from; i < to; i++) {
    const c = out.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      digits++;
    } else if (c !== 32) return c === 45 && to - i === 1 && digits === 0 ? -1 : Number(out.slice(from, to).trim());
  }
  return digits > 0 ? n : Number(out.slice(from, to).trim());
}
var oddEntries = /* @__PURE__ */ new WeakMap();
function oddEntry(listing) {
  if (oddEntries.has(listing)) return oddEntries.get(listing);
  let odd;
  for (const [file, e] of listing.files) {
    odd = oddOf(file, e.mode);
    if (odd) break;
  }
  oddEntries.set(listing, odd);
  return odd;
}
function oddOf(file, mode) {
  if (mode === "120000" || mode === "160000") return { file, why: "link" };
  if (file.includes("\uFFFD")) return { file, why: "not-utf8" };
  if (file.includes("\\")) return { file, why: "backslash" };
  return void 0;
}
function firstOdd(out, special) {
  const starts = [special, out.indexOf("\uFFFD"), out.indexOf("\\")].filter((at2) => at2 >= 0).map((at2) => out.lastIndexOf("\0", at2) + 1);
  if (starts.length === 0) return void 0;
  const at = Math.min(...starts);
  const end = out.indexOf("\0", at);
  const entry = out.slice(at, end < 0 ? out.length : end);
  return oddOf(entry.slice(entry.indexOf("	") + 1), entry.slice(0, entry.indexOf(" ")));
}
async function readBlobs(repo, oids) {
  const wanted = [...new Set(oids)];
  const texts = /* @__PURE__ */ new Map();
  if (wanted.length === 0) return texts;
  const marker = `@@deploy-gate-${randomBytes(12).toString("hex")}@@`;
  const out = await gitOk(repo, ["cat-file", "--buffer", `--batch=${marker} %(objectname) %(objectsize)`], {
    input: `${wanted.join("\n")}
`
  });
  const found = /* @__PURE__ */ new Set();
  for (const chunk of out.split(marker).slice(1)) {
    const nl = chunk.indexOf("\n");
    const [oid = "", size = ""] = chunk.slice(1, nl).split(" ");
    found.add(oid);
    const body = chunk.slice(nl + 1, -1);
    if (Buffer.byteLength(body) === Number(size)) texts.set(oid, body);
  }
  const missing = wanted.find((oid) => !found.has(oid));
  if (missing) throw new Error(`git has no object ${missing}`);
  return texts;
}
async function checkoutFiles(repo, sha, files) {
  return writeRevision(repo, sha, async (root, env) => {
    if (files.length > 0)
      await gitOk(repo, ["checkout-index", "--force", "-z", "--stdin", `--prefix=${root}${path2.sep}`], {
        env,
        input: `${files.join("\0")}\0`
      });
    return [];
  });
}
async function filesContaining(repo, sha, needle) {
  const r = await git(repo, ["grep", "-l", "-z", "-I", "-F", "-e", needle, sha, "--"]);
  if (r.exitCode === 1) return /* @__PURE__ */ new Set();
  if (r.exitCode !== 0) throw new Error(`git grep failed (exit ${r.exitCode}): ${r.stderr.trim()}`);
  const prefix = `${sha}:`;
  return new Set(
    r.stdout.split("\0").filter(Boolean).map((line) => line.startsWith(prefix) ? line.slice(prefix.length) : line)
  );
}

// src/render/tool-versions.ts
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { mkdir as mkdir2, open, readFile, rename, stat, writeFile } from "node:fs/promises";
import path3 from "node:path";
var NATIVE_MAGIC = [
  [127, 69, 76, 70],
  [254, 237, 250, 206],
  [254, 237, 250, 207],
  [206, 250, 237, 254],
  [207, 250, 237, 254],
  [202, 254, 186, 190],
  [77, 90]
];
function toolVersionCacheDir(env = process.env) {
  return toolCacheDir("tool-versions", env);
}
async function isNative(bin) {
  const file = await open(bin, "r");
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await file.read(head, 0, 4, 0);
    return NATIVE_MAGIC.some((m) => m.length <= bytesRead && m.every((b, i) => head[i] === b));
  } finally {
    await file.close();
  }
}
async function identity(bin, args) {
  try {
    const s = await stat(bin, { bigint: true });
    if (!s.isFile() || !await isNative(bin)) return void 0;
    return JSON.stringify([bin, args, `${s.dev}`, `${s.ino}`, `${s.size}`, `${s.mtimeNs}`, `${s.ctimeNs}`]);
  } catch {
    return void 0;
  }
}
async function rememberedOutput(bin, args, ask, dir) {
  const before = dir ? await identity(bin, args) : void 0;
  if (!dir || !before) return ask();
  const file = path3.join(dir, `${createHash("sha256").update(before).digest("hex")}.json`);
  const kept = await readFile(file, "utf8").then((t) => JSON.parse(t)).catch(() => void 0);
  if (kept?.key === before && typeof kept.output === "string" && authentic(before, kept.output, kept.mac))
    return kept.output;
  const output = await ask();
  if (output !== void 0 && await identity(bin, args) === before) await keep(dir, file, before, output);
  return output;
}
function macOf(key, output) {
  return createHmac("sha256", cacheSecret()).update(key).update("\0").update(output).digest("hex");
}
function authentic(key, output, mac) {
  if (typeof mac !== "string") return false;
  const [got, want] = [Buffer.from(mac), Buffer.from(macOf(key, output))];
  return got.length === want.length && timingSafeEqual(got, want);
}
async function keep(dir, file, key, output) {
  try {
    await mkdir2(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify({ key, output, mac: macOf(key, output) }));
    await rename(tmp, file);
  } catch {
  }
}

// src/render/tools.ts
import { access, constants } from "node:fs/promises";
import path4 from "node:path";
var VERSION_FLOORS = {
  helm: { min: "3.11.1", why: "older helm performs DNS lookups from templates without --enable-dns (CVE-2023-25165)" },
  kustomize: { min: "5.0.0", why: "deploy-gate relies on kustomize v5 origin annotations and load restrictions" }
};
var VERSION_TIMEOUT_MS = 15e3;
function parseVersion(text) {
  const m = /v?(\d+)\.(\d+)\.(\d+)/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : void 0;
}
function versionAtLeast(version, min) {
  const v = parseVersion(version);
  const m = parseVersion(min);
  if (!v || !m) return false;
  for (let i = 0; i < 3; i++) {
    if (v[i] !== m[i]) return v[i] > m[i];
  }
  return true;
}
async function findExecutable(name, pathEnv) {
  const candidates = name.includes("/") ? [path4.resolve(name)] : pathEnv.split(path4.delimiter).filter(Boolean).map((d) => path4.join(d, name));
  for (const file of candidates) {
    try {
      await access(file, constants.X_OK);
      return file;
    } catch {
    }
  }
  return void 0;
}
async function versionOutput(bin, args, at) {
  return rememberedOutput(
    bin,
    args,
    async () => {
      const r = await execTool(bin, args, {
        timeoutMs: VERSION_TIMEOUT_MS,
        maxOutputBytes: 64 * 1024,
        pathEnv: at.pathEnv
      });
      return r.exitCode === 0 ? r.stdout.trim() : void 0;
    },
    at.versionCacheDir
  );
}
function checkFloor(name, tool, bin, renderArgs) {
  const floor = VERSION_FLOORS[name];
  if (!versionAtLeast(tool.version, floor.min)) {
    return {
      ok: false,
      name,
      tool,
      code: "E_TOOL_VERSION_UNSUPPORTED",
      reason: `${tool.name} ${tool.version} at ${bin} is older than the supported ${floor.min}: ${floor.why}`
    };
  }
  return { ok: true, tool, bin, renderArgs };
}
async function resolveHelm(name, at) {
  const bin = await findExecutable(name, at.pathEnv);
  if (!bin)
    return { ok: false, name: "helm", code: "E_TOOL_MISSING", reason: `helm not found (looked for '${name}' on PATH)` };
  const out = await versionOutput(bin, ["version", "--short"], at);
  const version = out?.split(/\s+/)[0];
  if (!version || !parseVersion(version)) {
    return {
      ok: false,
      name: "helm",
      code: "E_TOOL_MISSING",
      reason: `'${bin} version --short' did not report a version`
    };
  }
  return checkFloor("helm", { name: "helm", version, path: bin }, bin, []);
}
async function standaloneKustomize(name, at) {
  const bin = await findExecutable(name, at.pathEnv);
  if (!bin) return void 0;
  const out = await versionOutput(bin, ["version"], at);
  const v = out ? parseVersion(out) : void 0;
  if (!v)
    return {
      ok: false,
      name: "kustomize",
      code: "E_TOOL_MISSING",
      reason: `'${bin} version' did not report a version`
    };
  return checkFloor("kustomize", { name: "kustomize", version: `v${v.join(".")}`, path: bin }, bin, ["build"]);
}
async function kubectlKustomize(at) {
  const bin = await findExecutable("kubectl", at.pathEnv);
  if (!bin) return void 0;
  const out = await versionOutput(bin, ["version", "--client"], at);
  const line = out ? /Kustomize Version:\s*(\S+)/.exec(out) : null;
  const v = line?.[1] ? parseVersion(line[1]) : void 0;
  if (!v)
    return {
      ok: false,
      name: "kustomize",
      code: "E_TOOL_MISSING",
      reason: `'${bin} version --client' did not report a Kustomize version`
    };
  return checkFloor("kustomize", { name: "kubectl kustomize", version: `v${v.join(".")}`, path: bin }, bin, [
    "kustomize"
  ]);
}
async function resolveKustomize(name, at) {
  const standalone = await standaloneKustomize(name ?? "kustomize", at);
  if (standalone || name) {
    return standalone ?? {
      ok: false,
      name: "kustomize",
      code: "E_TOOL_MISSING",
      reason: `kustomize not found (looked for '${name}')`
    };
  }
  return await kubectlKustomize(at) ?? {
    ok: false,
    name: "kustomize",
    code: "E_TOOL_MISSING",
    reason: "neither kustomize nor kubectl (for `kubectl kustomize`) found on PATH"
  };
}
async function resolveTools(opts = {}) {
  const at = { pathEnv: opts.pathEnv ?? process.env.PATH ?? "", versionCacheDir: opts.versionCacheDir };
  const [helm, kustomize] = await Promise.all([
    resolveHelm(opts.helm ?? "helm", at),
    resolveKustomize(opts.kustomize, at)
  ]);
  return { helm, kustomize };
}

// src/engine/revision-reads.ts
import { isAbsolute } from "node:path";
async function resolveSide(repo, ref) {
  try {
    return await resolveRevision(repo, ref);
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(err.message);
    throw err;
  }
}
function configPathOf(configPath) {
  const rel = configPath ?? DEFAULT_CONFIG_PATH;
  if (isAbsolute(rel) || rel.split(/[\\/]/).includes("..")) {
    throw new UsageError(`--config must be a path inside the repository, got ${rel}`);
  }
  return rel;
}
async function configText(repo, sha, rel) {
  try {
    return await readFileAt(repo, sha, rel);
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(`${rel}: ${err.message}`);
    throw err;
  }
}

export {
  git,
  checkoutRevision,
  changedFiles,
  readFileAt,
  remoteUrls,
  branchOf,
  listTree,
  oddEntry,
  readBlobs,
  checkoutFiles,
  filesContaining,
  toolVersionCacheDir,
  findExecutable,
  resolveTools,
  resolveSide,
  configPathOf,
  configText
};
