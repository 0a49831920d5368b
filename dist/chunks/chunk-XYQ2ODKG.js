import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  execTool,
  executableOn
} from "./chunk-ZQFG4VB3.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import {
  DEFAULT_CONFIG_FILE
} from "./chunk-ZQ5WTYB2.js";
import {
  scratchDir
} from "./chunk-DMYT3QAX.js";

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
  const settings = [
    `safe.directory=${repo}`,
    "core.symlinks=true",
    "core.autocrlf=false",
    "core.fsmonitor=false",
    "core.hooksPath=/dev/null",
    "protocol.allow=never",
    // The repository's own config could otherwise narrow or reshape what git reports or writes:
    // `diff.relative` lists only the current folder's changes, `core.attributesFile` adds rules
    // the revision does not hold.
    "diff.relative=false",
    "core.attributesFile=/dev/null",
    "color.ui=false",
    // git 2.34–2.42 ignores every `.gitattributes` outside a cone-mode sparse checkout's folders,
    // even when writing a private index's files (`read-tree --no-sparse-checkout` does not stop it).
    "core.sparseCheckout=false"
  ];
  const r = await execTool("git", [...settings.flatMap((setting) => ["-c", setting]), ...args], {
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

// src/git/names.ts
var FOUND = /^([0-9a-f]{40}(?:[0-9a-f]{24})?) (?:commit|tree|blob|tag)$/;
async function lookUpNames(repo, names) {
  const answers = /* @__PURE__ */ new Map();
  const asked = [...new Set(names.filter(carried))];
  if (asked.length === 0) return answers;
  const r = await git(repo, ["cat-file", "--batch-check=%(objectname) %(objecttype)"], {
    input: `${asked.join("\n")}
`
  }).catch(() => void 0);
  if (!r || r.exitCode !== 0) return answers;
  const lines = r.stdout.split("\n");
  if (lines.length !== asked.length + 1 || lines[asked.length] !== "") return answers;
  asked.forEach((name, i) => {
    const line = lines[i];
    const found = FOUND.exec(line);
    if (found) answers.set(name, found[1]);
    else if (line === `${name} missing` || line === `${name} ambiguous`) answers.set(name, void 0);
  });
  return answers;
}
function carried(name) {
  return name !== "" && !name.startsWith("-") && !/[\n\r\0]/.test(name) && name.trim() === name;
}
function answerOf(answers, name) {
  if (!answers?.has(name)) return void 0;
  return answers.get(name) ?? null;
}

// src/git/revisions.ts
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
var commitName = (ref) => `${ref}^{commit}`;
async function resolveRevision(repo, ref, known) {
  if (ref === "" || ref.startsWith("-")) throw new RevisionError(`"${ref}" is not a git revision`);
  const sha = answerOf(known, commitName(ref));
  if (typeof sha === "string") return { ref, sha };
  return askRevision(repo, ref);
}
async function askRevision(repo, ref) {
  const r = await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", commitName(ref)]);
  const sha = r.stdout.trim();
  if (r.exitCode === 0 && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) return { ref, sha };
  const top = await git(repo, ["rev-parse", "--git-dir"]);
  if (top.exitCode !== 0) throw new RevisionError(`${repo} is not a git repository: ${top.stderr.trim()}`);
  throw new RevisionError(
    `unknown git revision "${ref}" in ${repo} (is it fetched? in CI use actions/checkout with fetch-depth: 0)`
  );
}
async function checkoutRevision(repo, sha) {
  return inRevisionScratch(sha, async (root, env) => {
    const submodules = gitlinks(repo, sha);
    submodules.catch(() => void 0);
    if (CASE_SENSITIVE_FOLDERS) await readTreeInto(repo, sha, root, env);
    else {
      await gitOk(repo, ["read-tree", "--end-of-options", `${sha}^{tree}`], { env });
      await gitOk(repo, ["checkout-index", "--all", "--force", `--prefix=${root}${path.sep}`], { env });
    }
    return submodules;
  });
}
var CASE_SENSITIVE_FOLDERS = process.platform !== "darwin" && process.platform !== "win32";
async function readTreeInto(repo, sha, root, env) {
  const args = ["read-tree", "--reset", "-u", "--no-sparse-checkout", "--no-recurse-submodules"];
  await gitOk(repo, [...args, "--end-of-options", `${sha}^{tree}`], { env: { ...env, GIT_WORK_TREE: root } });
}
async function inRevisionScratch(sha, fill) {
  const scratch = await scratchDir("dg-rev-");
  const cleanup = () => rm(scratch, { recursive: true, force: true });
  try {
    const root = path.join(scratch, "tree");
    const emptyWorkTree = path.join(scratch, "work-tree");
    await Promise.all([mkdir(root), mkdir(emptyWorkTree)]);
    const env = {
      GIT_INDEX_FILE: path.join(scratch, "index"),
      GIT_WORK_TREE: emptyWorkTree,
      // git 2.43+ reads every `.gitattributes` from attr.tree when it is set, and a repository's
      // config may set it (`attr.tree=HEAD`: in CI the pull request's merge): this revision's own
      // tree is the only source then, whatever else applies. Older git ignores the key.
      GIT_CONFIG_COUNT: "1",
      GIT_CONFIG_KEY_0: "attr.tree",
      GIT_CONFIG_VALUE_0: sha
    };
    return { root, submodules: await fill(root, env), cleanup };
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
  const out = await gitOk(repo, [
    "diff",
    "--no-renames",
    "--no-ext-diff",
    "--ignore-submodules=none",
    "--name-only",
    "-z",
    baseSha,
    headSha,
    "--"
  ]);
  return [...new Set(out.split("\0").filter((p) => p !== ""))].sort();
}
var MAX_READ_BYTES = 16 * 1024 * 1024;
async function readFileAt(repo, sha, file) {
  const rel = file.split(path.sep).join("/").replace(/^\.\//, "");
  const early = blobAtPath(repo, sha, rel);
  early.catch(() => void 0);
  const listing = (await gitOk(repo, ["ls-tree", "-z", "--full-tree", sha, "--", rel])).split("\0").find((e) => e !== "");
  if (listing === void 0) return void 0;
  const [mode, type, object] = listing.slice(0, listing.indexOf("	")).split(" ");
  if (type !== "blob" || mode === "120000" || object === void 0) {
    throw new RevisionError(
      `${rel} at ${sha.slice(0, 12)} is not a regular file (${mode === "120000" ? "a symlink" : type})`
    );
  }
  const text = await early.catch(() => void 0);
  if (text?.oid === object) return text.body;
  return gitOk(repo, ["cat-file", "blob", object], { maxOutputBytes: MAX_READ_BYTES });
}
async function blobAtPath(repo, sha, rel) {
  if (/[\n\r]/.test(rel)) return void 0;
  const r = await git(repo, ["cat-file", "--batch=%(objectname) %(objecttype) %(objectsize)"], {
    input: `${sha}:${rel}
`,
    maxOutputBytes: MAX_READ_BYTES + 256
  });
  const nl = r.stdout.indexOf("\n");
  const [oid = "", type, size] = r.stdout.slice(0, nl).split(" ");
  if (r.exitCode !== 0 || type !== "blob") return void 0;
  const body = r.stdout.slice(nl + 1, -1);
  if (Number(size) >= MAX_READ_BYTES - 1 || body.includes("\uFFFD") || Buffer.byteLength(body) !== Number(size))
    return void 0;
  return { oid, body };
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
async function branchOf(repo, rev, known) {
  if (rev === "HEAD") {
    const r = await git(repo, ["symbolic-ref", "--quiet", "--short", "HEAD"]).catch(() => void 0);
    return r && r.exitCode === 0 ? r.stdout.trim() || void 0 : void 0;
  }
  const [local = "", remote] = branchRefs(rev);
  if (await refExists(repo, local, known)) return local.slice("refs/heads/".length);
  if (remote && await refExists(repo, remote, known))
    return remote.slice(remote.indexOf("/", "refs/remotes/".length) + 1);
  return void 0;
}
function branchRefs(rev) {
  const local = `refs/heads/${rev.replace(/^refs\/heads\//, "")}`;
  const remote = rev.replace(/^refs\/remotes\//, "");
  return remote.includes("/") ? [local, `refs/remotes/${remote}`] : [local];
}
async function refExists(repo, ref, known) {
  const said = answerOf(known, ref);
  if (said !== void 0) return said !== null;
  const r = await git(repo, ["rev-parse", "--verify", "--quiet", ref]).catch(() => void 0);
  return r !== void 0 && r.exitCode === 0;
}

// src/render/tools.ts
import path2 from "node:path";
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
function findExecutable(name, pathEnv) {
  return executableOn(name.includes("/") ? path2.resolve(name) : name, pathEnv);
}
async function versionOutput(bin, args, pathEnv) {
  const r = await execTool(bin, args, { timeoutMs: VERSION_TIMEOUT_MS, maxOutputBytes: 64 * 1024, pathEnv });
  return r.exitCode === 0 ? r.stdout.trim() : void 0;
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
function toolMissing(name, reason) {
  return { ok: false, name, code: "E_TOOL_MISSING", reason };
}
async function resolveHelm(name, pathEnv) {
  const bin = findExecutable(name, pathEnv);
  if (!bin) return toolMissing("helm", `helm not found (looked for '${name}' on PATH)`);
  const out = await versionOutput(bin, ["version", "--short"], pathEnv);
  const version = out?.split(/\s+/)[0];
  if (!version || !parseVersion(version))
    return toolMissing("helm", `'${bin} version --short' did not report a version`);
  return checkFloor("helm", { name: "helm", version, path: bin }, bin, []);
}
async function standaloneKustomize(name, pathEnv) {
  const bin = findExecutable(name, pathEnv);
  if (!bin) return void 0;
  const out = await versionOutput(bin, ["version"], pathEnv);
  const v = out ? parseVersion(out) : void 0;
  if (!v) return toolMissing("kustomize", `'${bin} version' did not report a version`);
  return checkFloor("kustomize", { name: "kustomize", version: `v${v.join(".")}`, path: bin }, bin, ["build"]);
}
async function kubectlKustomize(pathEnv) {
  const bin = findExecutable("kubectl", pathEnv);
  if (!bin) return void 0;
  const out = await versionOutput(bin, ["version", "--client"], pathEnv);
  const line = out ? /Kustomize Version:\s*(\S+)/.exec(out) : null;
  const v = line?.[1] ? parseVersion(line[1]) : void 0;
  if (!v) return toolMissing("kustomize", `'${bin} version --client' did not report a Kustomize version`);
  return checkFloor("kustomize", { name: "kubectl kustomize", version: `v${v.join(".")}`, path: bin }, bin, [
    "kustomize"
  ]);
}
async function resolveKustomize(name, pathEnv) {
  const standalone = await standaloneKustomize(name ?? "kustomize", pathEnv);
  if (standalone || name) return standalone ?? toolMissing("kustomize", `kustomize not found (looked for '${name}')`);
  return await kubectlKustomize(pathEnv) ?? toolMissing("kustomize", "neither kustomize nor kubectl (for `kubectl kustomize`) found on PATH");
}
async function resolveTools(opts = {}) {
  const pathEnv = opts.pathEnv ?? process.env.PATH ?? "";
  const [helm, kustomize] = await Promise.all([
    resolveHelm(opts.helm ?? "helm", pathEnv),
    resolveKustomize(opts.kustomize, pathEnv)
  ]);
  return { helm, kustomize };
}

// src/engine/revision-reads.ts
import { readFile } from "node:fs/promises";
import path3, { isAbsolute } from "node:path";
async function resolveSide(repo, ref, known) {
  try {
    return await resolveRevision(repo, ref, known);
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(err.message);
    throw err;
  }
}
function insideRepo(repo, given) {
  const rel = path3.relative(path3.resolve(repo), path3.resolve(repo, given));
  if (rel === "" || rel.split(path3.sep)[0] === ".." || isAbsolute(rel)) return void 0;
  return isAbsolute(given) || given.split(/[\\/]/).includes("..") ? rel.split(path3.sep).join("/") : given;
}
async function readConfig(repo, sha, given, opts = {}) {
  const file = given ?? DEFAULT_CONFIG_FILE;
  const inside = insideRepo(repo, file);
  if (inside === void 0) {
    const text2 = await readFile(path3.resolve(repo, file), "utf8").catch((err) => {
      throw new UsageError(`--config ${file}: ${err instanceof Error ? err.message : String(err)}`);
    });
    return { rel: file, text: text2, from: "file" };
  }
  const onDisk = () => readFile(path3.join(repo, inside), "utf8").catch(() => void 0);
  if (opts.workingTreeFirst) {
    const text2 = await onDisk();
    if (text2 !== void 0) return { rel: inside, text: text2, from: "working tree" };
  }
  const committed = await configText(repo, sha, inside);
  if (committed !== void 0) return { rel: inside, text: committed, from: "revision" };
  const atHead = opts.headSha ? await configText(repo, opts.headSha, inside).catch(() => "") : void 0;
  if (atHead !== void 0) return { rel: inside, text: void 0, from: "none" };
  const text = await onDisk();
  return text === void 0 ? { rel: inside, text, from: "none" } : { rel: inside, text, from: "working tree" };
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
  lookUpNames,
  commitName,
  checkoutRevision,
  changedFiles,
  readFileAt,
  remoteUrls,
  branchOf,
  branchRefs,
  parseVersion,
  versionAtLeast,
  findExecutable,
  resolveHelm,
  resolveTools,
  resolveSide,
  readConfig
};
