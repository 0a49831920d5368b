import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  NO_NETWORK_ENV,
  execSucceeded,
  execTool,
  executableOn,
  saysOutOfMemory,
  showBytes
} from "./chunk-A4K7KFUI.js";
import {
  siteFindings
} from "./chunk-LWAUYT3A.js";
import {
  targetId,
  targetParts
} from "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import {
  rollsPods
} from "./chunk-AEMN7P2B.js";
import {
  KUSTOMIZATION_FILES,
  ORIGIN_ANNOTATION,
  maySpell,
  removeAnnotation
} from "./chunk-B7GEDGLJ.js";
import {
  crdScopes,
  lstat,
  mergeScopes,
  placementOf,
  readFile,
  readdir,
  readlink,
  realpath,
  stat
} from "./chunk-QL7IOEAV.js";
import {
  toolCacheDir
} from "./chunk-QCYFN3UA.js";
import {
  ConfigError,
  defaultConfig,
  loadConfigDetailed
} from "./chunk-H46FZT4U.js";
import {
  DEFAULT_CONFIG_FILE,
  DEFAULT_MAX_APPLICATIONS_PER_SET,
  environmentOf
} from "./chunk-ZQ5WTYB2.js";
import {
  require_picomatch
} from "./chunk-M56IX5WU.js";
import {
  DEFAULT_MAX_DOC_BYTES,
  MAX_SOURCE_BYTES,
  fastDocs11,
  parseYamlFile
} from "./chunk-YSHXME3I.js";
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  sourceUnreachable
} from "./chunk-T4D7B56H.js";
import {
  MIN_MASK_VALUE_LENGTH,
  collectLeafValues,
  collectMaskValues,
  isCredentialName,
  isSecretKind,
  redactObject,
  sanitizeToolError,
  scratchDir,
  secretValues,
  stripUserinfo
} from "./chunk-URNH3GDA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";
import {
  asObject,
  asStrings,
  canonicalJson,
  isObject,
  nonEmptyString,
  parsePointer
} from "./chunk-LYFTJUJU.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

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
  const lines2 = r.stdout.split("\n");
  if (lines2.length !== asked.length + 1 || lines2[asked.length] !== "") return answers;
  asked.forEach((name, i) => {
    const line = lines2[i];
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

// src/git/revisions.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";

// src/render/remove-tree.ts
import { rm } from "node:fs/promises";
async function removeTree(dir) {
  if (process.platform !== "win32" && process.env.DEPLOY_GATE_PLAIN_TMP !== "1") {
    const r = await execTool("rm", ["-rf", "--", dir], { timeoutMs: 12e4, maxOutputBytes: 64 * 1024 });
    if (execSucceeded(r)) return;
  }
  await rm(dir, { recursive: true, force: true });
}

// src/git/revisions.ts
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
    const write = async () => {
      if (CASE_SENSITIVE_FOLDERS) return readTreeInto(repo, sha, root, env);
      await gitOk(repo, ["read-tree", "--end-of-options", `${sha}^{tree}`], { env });
      await gitOk(repo, ["checkout-index", "--all", "--force", `--prefix=${root}${path.sep}`], { env });
    };
    const [written, listed] = await Promise.allSettled([write(), gitlinks(repo, sha)]);
    if (written.status === "rejected") throw written.reason;
    if (listed.status === "rejected") throw listed.reason;
    return listed.value;
  });
}
var CASE_SENSITIVE_FOLDERS = process.platform !== "darwin" && process.platform !== "win32";
async function readTreeInto(repo, sha, root, env) {
  const args = ["read-tree", "--reset", "-u", "--no-sparse-checkout", "--no-recurse-submodules"];
  await gitOk(repo, [...args, "--end-of-options", `${sha}^{tree}`], { env: { ...env, GIT_WORK_TREE: root } });
}
async function inRevisionScratch(sha, fill) {
  const scratch = await scratchDir("dg-rev-");
  const cleanup = () => removeTree(scratch);
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
  const text3 = await early.catch(() => void 0);
  if (text3?.oid === object) return text3.body;
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

// src/render/tree-scan.ts
import { readdirSync } from "node:fs";
import path3 from "node:path";

// src/render/paths.ts
import path2 from "node:path";
function isInside(root, abs) {
  const rel = path2.relative(root, abs);
  return rel.split(path2.sep)[0] !== ".." && !path2.isAbsolute(rel);
}
function toRel(root, abs) {
  const rel = path2.relative(root, abs).split(path2.sep).join("/");
  return rel === "" ? "." : rel;
}
function inGitDir(rel) {
  return rel.split("/").includes(".git");
}
var SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
function hasScheme(ref) {
  return SCHEME.test(ref) || /^[a-z][a-z0-9+.-]*::/i.test(ref);
}
function isRemoteRef(ref) {
  return hasScheme(ref) || /^[\w.-]+@[\w.-]+:/.test(ref) || /^(github\.com|gitlab\.com|bitbucket\.org)[/:]/i.test(ref) || /[?&](ref|version|timeout|submodules)=/.test(ref);
}
function looksHostLike(ref) {
  const first = ref.split("/")[0] ?? "";
  return ref.includes("/") && !first.startsWith(".") && /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(first);
}
function pathKind(abs) {
  return stat(abs).then(
    (st) => st.isFile() ? "file" : st.isDirectory() ? "dir" : "other",
    () => void 0
  );
}
function refuse(code, message, rel) {
  return { ok: false, code, message, ...rel === void 0 ? {} : { path: rel } };
}
async function confinePath(root, fromRel, ref, what, urlCode) {
  if (hasScheme(ref))
    return refuse(
      urlCode,
      `${what} '${stripUserinfo(ref)}' is a URL or plugin scheme; deploy-gate renders offline from local files only`
    );
  if (path2.isAbsolute(ref))
    return refuse(
      "E_PATH_OUTSIDE_ROOT",
      `${what} '${ref}' is an absolute path; only paths inside the repository are allowed`
    );
  const abs = path2.resolve(root, fromRel, ref);
  if (!isInside(root, abs))
    return refuse("E_PATH_OUTSIDE_ROOT", `${what} '${ref}' resolves outside the repository root`);
  const rel = toRel(root, abs);
  if (inGitDir(rel)) return refuse("E_FORBIDDEN_PATH", `${what} '${rel}' is inside .git/`, rel);
  let real;
  try {
    real = await realpath(abs);
  } catch (e) {
    const code = e.code;
    if (code === "ELOOP") return refuse("E_SYMLINK_LOOP", `${what} '${rel}' is a symlink loop`, rel);
    return { ok: true, rel, abs, realRel: rel, real: abs, exists: false, isDir: false };
  }
  if (!isInside(root, real))
    return refuse(
      "E_SYMLINK_ESCAPE",
      `${what} '${rel}' is a symlink resolving outside the repository (target=<outside-root>)`,
      rel
    );
  const realRel = toRel(root, real);
  if (inGitDir(realRel))
    return refuse("E_SYMLINK_ESCAPE", `${what} '${rel}' is a symlink into .git/ (target=forbidden)`, rel);
  const kind = await pathKind(real);
  if (kind !== "file" && kind !== "dir")
    return refuse("E_IRREGULAR_FILE", `${what} '${rel}' is not a regular file or directory`, rel);
  return { ok: true, rel, abs, realRel, real, exists: true, isDir: kind === "dir" };
}

// src/render/tree-scan.ts
var MAX_SYMLINK_HOPS = 8;
function entryType(e) {
  return e.isDirectory() ? "dir" : e.isFile() ? "file" : e.isSymbolicLink() ? "link" : "other";
}
var cache = /* @__PURE__ */ new Map();
var named = /* @__PURE__ */ new Map();
function scanTree(root) {
  let scan = named.get(root);
  if (!scan) {
    scan = realpath(root).then((real) => {
      let byReal = cache.get(real);
      if (!byReal) {
        byReal = doScan(real);
        cache.set(real, byReal);
      }
      return byReal;
    });
    named.set(root, scan);
    scan.catch(() => named.delete(root));
  }
  return scan;
}
function forgetScan(root) {
  if (root === void 0) return void (cache.clear(), named.clear(), worked.clear(), twins.clear());
  const under3 = (key) => key === root || key.startsWith(root + path3.sep);
  for (const [key, twin] of twins) if (under3(key) || under3(twin.root)) twins.delete(key);
  for (const memo of [cache, named, worked]) for (const key of [...memo.keys()]) if (under3(key)) memo.delete(key);
}
var worked = /* @__PURE__ */ new Map();
var twins = /* @__PURE__ */ new Map();
function pairTrees(base2, head, changed) {
  twins.set(base2, { root: head, changed });
  twins.set(head, { root: base2, changed });
}
function oncePerTwins(root, key, same, make) {
  return oncePerTree(root, key, async () => {
    const twin = twins.get(root);
    const theirs = twin && worked.get(twin.root)?.get(key);
    const value = await theirs?.catch(() => void 0);
    if (twin && value !== void 0 && await same(value, twin.changed)) return value;
    return make();
  });
}
function oncePerTree(root, key, make) {
  let memo = worked.get(root);
  if (!memo) worked.set(root, memo = /* @__PURE__ */ new Map());
  let value = memo.get(key);
  if (!value) memo.set(key, value = make());
  return value;
}
async function doScan(root) {
  const scan = { root, problems: [], symlinks: /* @__PURE__ */ new Map(), dirs: /* @__PURE__ */ new Map() };
  await scanDir(scan, root);
  scan.problems.sort((a, b) => (a.path ?? "").localeCompare(b.path ?? ""));
  return scan;
}
async function scanDir(scan, dir) {
  const entries = readdirSync(dir, { withFileTypes: true });
  scan.dirs.set(
    toRel(scan.root, dir),
    entries.map((e) => ({ name: e.name, type: entryType(e) }))
  );
  const subdirs = [];
  for (const entry of entries) {
    const abs = path3.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== ".git") subdirs.push(scanDir(scan, abs));
    } else if (entry.isSymbolicLink()) {
      subdirs.push(checkLink(scan, abs));
    } else if (!entry.isFile()) {
      const rel = toRel(scan.root, abs);
      scan.problems.push({
        code: "E_IRREGULAR_FILE",
        path: rel,
        message: `'${rel}' is not a regular file (FIFO, socket or device)`
      });
    }
  }
  await Promise.all(subdirs);
}
async function chainEnd(start) {
  let p = start;
  for (let hops = 0; ; hops++) {
    const st = await lstat(p).catch(() => void 0);
    if (!st?.isSymbolicLink()) return { end: p, hops };
    if (hops >= MAX_SYMLINK_HOPS) return "loop";
    p = path3.resolve(path3.dirname(p), await readlink(p));
  }
}
async function checkLink(scan, abs) {
  const rel = toRel(scan.root, abs);
  const problem = await linkProblem(scan, abs, rel);
  if (problem) scan.problems.push({ ...problem, path: rel });
}
async function linkProblem(scan, abs, rel) {
  const chain = await chainEnd(abs);
  if (chain === "loop")
    return {
      code: "E_SYMLINK_LOOP",
      message: `symlink '${rel}' is a loop or a chain of more than ${MAX_SYMLINK_HOPS} links`
    };
  let real;
  try {
    real = await realpath(abs);
  } catch (e) {
    if (e.code === "ELOOP")
      return { code: "E_SYMLINK_LOOP", message: `symlink '${rel}' is a loop` };
    if (isInside(scan.root, chain.end) && !inGitDir(toRel(scan.root, chain.end))) return void 0;
    return {
      code: "E_SYMLINK_ESCAPE",
      message: `symlink '${rel}' points outside the repository (target=<outside-root>)`
    };
  }
  if (!isInside(scan.root, real))
    return {
      code: "E_SYMLINK_ESCAPE",
      message: `symlink '${rel}' resolves outside the repository (target=<outside-root>)`
    };
  const realRel = toRel(scan.root, real);
  if (inGitDir(realRel))
    return { code: "E_SYMLINK_ESCAPE", message: `symlink '${rel}' resolves into .git/ (target=forbidden)` };
  const st = await stat(real);
  if (!st.isFile() && !st.isDirectory())
    return { code: "E_IRREGULAR_FILE", message: `symlink '${rel}' resolves to an irregular file` };
  scan.symlinks.set(rel, realRel);
  return void 0;
}
function under(rel, dir) {
  return dir === "." || rel === dir || rel.startsWith(dir + "/");
}
function inputClosure(scan, inputs) {
  const closure = new Set(inputs);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [link, target] of scan.symlinks) {
      if (!closure.has(target) && [...closure].some((c) => under(link, c))) {
        closure.add(target);
        grew = true;
      }
    }
  }
  return [...closure].sort();
}
function problemsUnder(scan, paths) {
  return scan.problems.filter((p) => p.path !== void 0 && paths.some((d) => under(p.path, d)));
}
function scannedDir(scan, ref) {
  if (hasScheme(ref) || path3.isAbsolute(ref)) return void 0;
  const real = path3.resolve(scan.root, ref);
  if (!isInside(scan.root, real)) return void 0;
  const rel = toRel(scan.root, real);
  return !inGitDir(rel) && scan.dirs.has(rel) ? { rel, real } : void 0;
}

// src/sources/cache.ts
import { createHash, randomBytes } from "node:crypto";
import { mkdir as mkdir2, readFile as readFile2, rename, rm as rm2, writeFile } from "node:fs/promises";
import path4 from "node:path";
function defaultSourceCacheDir(env = process.env) {
  if (env.DEPLOY_GATE_SOURCE_CACHE) return path4.resolve(env.DEPLOY_GATE_SOURCE_CACHE);
  return toolCacheDir("sources", env);
}
function sha256Hex(data) {
  return createHash("sha256").update(data).digest("hex");
}
var SourceCache = class {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  refFile(key) {
    return path4.join(this.dir, "refs", `${sha256Hex(key)}.json`);
  }
  blobFile(hex) {
    return path4.join(this.dir, "blobs", "sha256", `${hex}.tgz`);
  }
  /** The archive recorded for `key`, verified against its digest. */
  async lookup(key) {
    const digest = await readRef(this.refFile(key), key);
    if (!digest) return { status: "miss" };
    const file = this.blobFile(digest.slice("sha256:".length));
    const bytes = await readFile2(file).catch(() => void 0);
    if (!bytes) return { status: "miss" };
    const actual = `sha256:${sha256Hex(bytes)}`;
    return actual === digest ? { status: "hit", file, digest } : { status: "tampered", file, digest, actual };
  }
  /** Stores the bytes under their digest and records `key` → digest; returns the blob path. */
  async store(key, bytes) {
    const hex = sha256Hex(bytes);
    const file = this.blobFile(hex);
    await writeAtomically(file, bytes);
    await writeAtomically(this.refFile(key), JSON.stringify({ key, digest: `sha256:${hex}` }));
    return { file, digest: `sha256:${hex}` };
  }
};
function cacheAltered(what, hit, cacheDir) {
  return {
    ok: false,
    code: "E_SOURCE_DIGEST_MISMATCH",
    message: `${what} hashes to ${hit.actual}, not the recorded ${hit.digest}; the cache at ${cacheDir} was altered (delete it to fetch again)`
  };
}
async function readRef(file, key) {
  try {
    const ref = JSON.parse(await readFile2(file, "utf8"));
    return ref.key === key && /^sha256:[0-9a-f]{64}$/.test(ref.digest) ? ref.digest : void 0;
  } catch {
    return void 0;
  }
}
async function writeAtomically(file, data) {
  await mkdir2(path4.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } finally {
    await rm2(tmp, { force: true });
  }
}

// src/render/tools.ts
import path5 from "node:path";
var VERSION_FLOORS = {
  helm: { min: "3.11.1", why: "older helm performs DNS lookups from templates without --enable-dns (CVE-2023-25165)" },
  kustomize: { min: "5.0.0", why: "deploy-gate relies on kustomize v5 origin annotations and load restrictions" }
};
var VERSION_TIMEOUT_MS = 15e3;
function parseVersion(text3) {
  const m = /v?(\d+)\.(\d+)\.(\d+)/.exec(text3);
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
  return executableOn(name.includes("/") ? path5.resolve(name) : name, pathEnv);
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
  const [helm2, kustomize] = await Promise.all([
    resolveHelm(opts.helm ?? "helm", pathEnv),
    resolveKustomize(opts.kustomize, pathEnv)
  ]);
  return { helm: helm2, kustomize };
}

// src/render/helm-inputs.ts
import path7 from "node:path";

// src/render/helm-deps.ts
import { mkdir as mkdir3, readFile as readFile3, readdir as readdir2, realpath as realpath2, symlink } from "node:fs/promises";
import path6 from "node:path";
async function readYaml(file) {
  const parsed = await readFile3(file, "utf8").then(parseYamlFile).catch(() => void 0);
  if (!parsed || parsed.firstError || parsed.documents.length > 1) return void 0;
  const v = parsed.value;
  return v && typeof v === "object" ? v : void 0;
}
async function declaredDependencies(chartDir) {
  const chart = await readYaml(path6.join(chartDir, "Chart.yaml"));
  const legacy = chart?.apiVersion === "v1" ? await readYaml(path6.join(chartDir, "requirements.yaml")) : void 0;
  const list2 = chart?.dependencies ?? legacy?.dependencies;
  if (!Array.isArray(list2)) return [];
  return list2.filter((d) => isObject(d) && typeof d.name === "string");
}
async function vendoredNames(chartDir) {
  const names = /* @__PURE__ */ new Set();
  const archives = [];
  const entries = await readdir2(path6.join(chartDir, "charts"), { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (e.name.endsWith(".tgz")) archives.push(e.name);
    else if (e.isDirectory() || e.isSymbolicLink()) {
      const sub = await readYaml(path6.join(chartDir, "charts", e.name, "Chart.yaml"));
      names.add(typeof sub?.name === "string" ? sub.name : e.name);
    }
  }
  return { names, archives };
}
async function missingDependencies(chartDir, chartRel) {
  const deps = await declaredDependencies(chartDir);
  if (deps.length === 0) return void 0;
  const { names, archives } = await vendoredNames(chartDir);
  const missing = deps.filter((d) => !names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`)));
  if (missing.length === 0) return void 0;
  const list2 = missing.map((d) => `${d.name}${d.version ? ` ${d.version}` : ""}`).join(", ");
  return {
    code: "E_DEPENDENCY_NOT_VENDORED",
    path: chartRel,
    message: `chart '${chartRel}' declares dependencies that are not vendored in ${chartRel}/charts/: ${list2}. vendor it with \`helm dependency build\` and commit charts/, or list its repository under \`sources:\` in the base config so deploy-gate fetches the exact version (pinned, cached, verified by digest)`
  };
}
var DEPENDENCY_NAME = /^[A-Za-z0-9_.-]+$/;
function dependencyNameProblem(name, chartRel) {
  if (DEPENDENCY_NAME.test(name) && name !== "." && name !== "..") return void 0;
  return {
    code: "E_INVALID_DEPENDENCY_NAME",
    path: chartRel,
    message: `chart '${chartRel}' dependency name ${JSON.stringify(name.slice(0, 80))} is not a plain name (letters, digits, '_', '.', '-'); it would name a path outside ${chartRel}/charts/`
  };
}
async function localDependencies(rootReal, chartRel, chartAbs) {
  const deps = [];
  const problems = [];
  const absent = [];
  for (const d of await declaredDependencies(chartAbs)) {
    if (typeof d.repository !== "string" || !d.repository.startsWith("file://")) continue;
    const bad = dependencyNameProblem(d.name, chartRel);
    if (bad) {
      problems.push(bad);
      continue;
    }
    const c = await confinePath(
      rootReal,
      chartRel,
      d.repository.slice("file://".length),
      `chart '${chartRel}' dependency '${d.name}'`,
      "E_REMOTE_RESOURCE_FORBIDDEN"
    );
    if (!c.ok) problems.push({ code: c.code, message: c.message, path: chartRel });
    else if (!c.exists || !c.isDir) {
      absent.push(c.rel);
      problems.push({
        code: "E_PATH_NOT_FOUND",
        path: chartRel,
        message: `chart '${chartRel}' dependency '${d.name}': '${c.rel}' is not a directory`
      });
    } else if (isInside(c.real, chartAbs))
      problems.push({
        code: "E_SYMLINK_LOOP",
        path: chartRel,
        message: `chart '${chartRel}' dependency '${d.name}' is the chart itself or contains it`
      });
    else deps.push({ name: d.name, rel: c.rel, realRel: c.realRel, real: c.real });
  }
  return { deps, problems, absent };
}
async function linkLocalDependencies(rootReal, chartAbs, deps) {
  const { names, archives } = await vendoredNames(chartAbs);
  const missing = deps.filter((d) => !names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`)));
  if (missing.length === 0) return;
  for (const d of missing) {
    if (dependencyNameProblem(d.name, "") || path6.dirname(path6.resolve(chartAbs, "charts", d.name)) !== path6.join(chartAbs, "charts")) {
      throw new Error(`deploy-gate: unchecked dependency name ${JSON.stringify(d.name)} reached linkLocalDependencies`);
    }
  }
  const charts = path6.join(chartAbs, "charts");
  await mkdir3(charts, { recursive: true });
  if (!isInside(rootReal, await realpath2(charts)))
    throw new Error(`deploy-gate: ${charts} resolves outside the revision tree`);
  for (const d of missing) {
    await symlink(d.real, path6.join(charts, d.name)).catch((e) => {
      if (e.code !== "EEXIST") throw e;
    });
  }
}

// src/render/helm-inputs.ts
async function helmInputs(root, target) {
  const scan = await scanTree(root);
  const chartRef = target.helm?.chart ?? target.path;
  const out = {
    chart: chartRef,
    chartAbs: "",
    valueFiles: [],
    valueFilesAbs: [],
    localDeps: [],
    paths: [],
    problems: [],
    absent: []
  };
  const chart = target.helm?.remote ? void 0 : await confinePath(scan.root, ".", chartRef, "chart", "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!chart) out.chart = chartRef;
  else if (!chart.ok) out.problems.push(chart);
  else if (!chart.exists || !chart.isDir)
    out.problems.push({
      code: "E_PATH_NOT_FOUND",
      path: chart.rel,
      message: `chart directory '${chart.rel}' does not exist`
    });
  else {
    out.chart = chart.rel;
    out.chartAbs = chart.real;
    if (await pathKind(path7.join(chart.real, ".git")) !== void 0) {
      out.problems.push({
        code: "E_FORBIDDEN_PATH",
        path: chart.rel,
        message: `chart directory '${chart.rel}' contains .git/; helm would load it into .Files`
      });
    }
    const local = await localDependencies(scan.root, chart.rel, chart.real);
    out.localDeps = local.deps;
    out.problems.push(...local.problems);
    out.absent.push(...local.absent);
  }
  const valueRealRels = [];
  for (const ref of target.helm?.valueFiles ?? []) {
    const v = await confinePath(scan.root, ".", ref, "values file", "E_VALUES_URL_FORBIDDEN");
    if (!v.ok) out.problems.push(v);
    else if (!v.exists || v.isDir) {
      out.absent.push(v.rel);
      out.problems.push({ code: "E_PATH_NOT_FOUND", path: v.rel, message: `values file '${v.rel}' does not exist` });
    } else {
      out.valueFiles.push(v.rel);
      out.valueFilesAbs.push(v.real);
      valueRealRels.push(v.realRel);
    }
  }
  const inputs = [
    ...chart?.ok ? [chart.rel, chart.realRel] : [],
    ...out.localDeps.flatMap((d) => [d.rel, d.realRel]),
    ...out.valueFiles,
    ...valueRealRels
  ];
  out.paths = inputClosure(scan, [...new Set(inputs)]);
  out.problems.push(...problemsUnder(scan, out.paths));
  return out;
}

// src/render/kustomize-walk.ts
import path8 from "node:path";

// src/render/kustomize-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
var LINE_BREAK_LOOKALIKES = /[\u0085\u2028\u2029]|\r(?!\n)/;
var NAMES = {
  "\x85": "U+0085 (NEL)",
  "\u2028": "U+2028 (LINE SEPARATOR)",
  "\u2029": "U+2029 (PARAGRAPH SEPARATOR)",
  "\r": "a carriage return without a line feed"
};
var BINARY_TAG = "tag:yaml.org,2002:binary";
var refused = (code, where, message) => ({
  ok: false,
  problem: { code, path: where, message }
});
var ambiguous = (where, why) => refused(
  "E_AMBIGUOUS_YAML",
  where,
  `${where}: ${why}; deploy-gate refuses YAML that kustomize could read differently from its own pre-check`
);
function foldKey(key) {
  return key.toLowerCase().replace(/\u017f/g, "s");
}
function combine(a, b) {
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (isPlainObj(a) && isPlainObj(b)) return mergeFolded(a, b);
  return [...Array.isArray(a) ? a : [a], ...Array.isArray(b) ? b : [b]];
}
function isPlainObj(v) {
  return !!v && typeof v === "object" && !Array.isArray(v);
}
function mergeFolded(a, b) {
  const out = Object.assign(/* @__PURE__ */ Object.create(null), a);
  for (const [k, v] of Object.entries(b)) out[k] = k in out ? combine(out[k], v) : v;
  return out;
}
function foldKeys(v) {
  if (Array.isArray(v)) return v.map(foldKeys);
  if (!isPlainObj(v)) return v;
  const out = /* @__PURE__ */ Object.create(null);
  for (const [k, val] of Object.entries(v)) {
    const key = foldKey(k);
    const folded = foldKeys(val);
    out[key] = key in out ? combine(out[key], folded) : folded;
  }
  return out;
}
function divergence(doc) {
  let why;
  (0, import_yaml.visit)(doc, {
    Pair(_, pair2) {
      if (pair2.key !== null && !(0, import_yaml.isScalar)(pair2.key) && !(0, import_yaml.isAlias)(pair2.key)) why = "uses a mapping or sequence as a key";
      else if ((0, import_yaml.isScalar)(pair2.key) && (pair2.key.source === "<<" || pair2.key.value === "<<" || String(pair2.key.value) === "Symbol(<<)")) {
        why = "uses a '<<' merge key, which kustomize and deploy-gate may apply differently";
      }
      return why ? import_yaml.visit.BREAK : void 0;
    },
    Scalar(_, node) {
      if (node.tag === BINARY_TAG || /binary$/i.test(node.tag ?? ""))
        why = "uses a !!binary value, which kustomize decodes to text";
      return why ? import_yaml.visit.BREAK : void 0;
    }
  });
  return why;
}
function readKustomizeYaml(text3, where, opts = {}) {
  const odd = LINE_BREAK_LOOKALIKES.exec(text3);
  if (odd)
    return ambiguous(
      where,
      `contains ${NAMES[odd[0]] ?? "a line-break character"}, which kustomize reads as a line break`
    );
  const fast = opts.plain ? void 0 : fastDocs11(text3, DEFAULT_MAX_DOC_BYTES)?.map((d) => foldKeys(d.value));
  if (fast?.every(isPlainObj)) return { ok: true, docs: fast };
  const docs = (0, import_yaml.parseAllDocuments)(text3, { version: "1.1", merge: true });
  if (!Array.isArray(docs)) return { ok: true, docs: [] };
  const out = [];
  for (const doc of docs) {
    if (doc.errors.length > 0)
      return refused("E_RENDER_FAILED", where, `${where} does not parse: ${doc.errors[0]?.message ?? "error"}`);
    const why = divergence(doc);
    if (why) return ambiguous(where, why);
    let js;
    try {
      js = doc.toJS({ maxAliasCount: 100 });
    } catch {
      return refused("E_RENDER_FAILED", where, `${where} exceeds the YAML alias limit`);
    }
    if (js === null || js === void 0) continue;
    const folded = foldKeys(js);
    if (!isPlainObj(folded)) return refused("E_RENDER_FAILED", where, `${where} is not a YAML mapping`);
    out.push(folded);
  }
  return { ok: true, docs: out };
}
function readKustomizeYamlOnce(text3, where) {
  if (process.env.DEPLOY_GATE_PLAIN_WALK === "1") return readKustomizeYaml(text3, where, { plain: true });
  const key = `${where}\0${text3}`;
  let read = parsedTexts.get(key);
  if (!read) {
    read = readKustomizeYaml(text3, where);
    if (parsedTexts.size >= PARSED_TEXTS) parsedTexts.delete(parsedTexts.keys().next().value);
    parsedTexts.set(key, read);
  }
  return read;
}
var parsedTexts = /* @__PURE__ */ new Map();
var PARSED_TEXTS = 8192;
function kustomizationFields(text3, where) {
  const read = readKustomizeYamlOnce(text3, where);
  return read.ok ? new Set(read.docs.flatMap((d) => Object.keys(d))) : void 0;
}

// src/render/kustomize-builtins.ts
var strings = (v) => (Array.isArray(v) ? v : v === void 0 || v === null ? [] : [v]).filter((x) => typeof x === "string");
var FILE_FIELDS = {
  patchtransformer: (d) => strings(d.path),
  patchjson6902transformer: (d) => strings(d.path),
  patchstrategicmergetransformer: (d) => strings(d.paths).filter((p) => !p.includes("\n")),
  configmapgenerator: generatorFiles,
  secretgenerator: generatorFiles,
  replacementtransformer: (d) => (Array.isArray(d.replacements) ? d.replacements : []).flatMap((r) => strings(asObject(r).path))
};
function generatorFiles(d) {
  const files = strings(d.files).map((f) => f.includes("=") ? f.slice(f.indexOf("=") + 1) : f);
  return [...files, ...strings(d.envs), ...strings(d.env)];
}
function builtinConfigFiles(text3, where) {
  const read = readKustomizeYaml(text3, where);
  if (!read.ok) return [];
  return read.docs.flatMap((doc) => {
    const kind = typeof doc.kind === "string" ? doc.kind.toLowerCase() : "";
    return FILE_FIELDS[kind]?.(doc) ?? [];
  });
}

// src/render/kustomize-functions.ts
var FUNCTION_ANNOTATIONS = ["config.kubernetes.io/function", "config.k8s.io/function"];
var FUNCTION_MENTION = /config\.(kubernetes\.io|k8s\.io)\/function/i;
function functionMention(problems, text3, where) {
  if (!FUNCTION_MENTION.test(text3)) return;
  problems.push({
    code: "E_PLUGIN_FORBIDDEN",
    path: where,
    message: `${where}: a generator/transformer configuration names a KRM function annotation; deploy-gate never enables kustomize plugins or functions`
  });
}
function checkFunctionText(problems, text3, where) {
  const read = readKustomizeYaml(text3, where);
  if (!read.ok) {
    if (read.problem.code !== "E_RENDER_FAILED") problems.push(read.problem);
    return;
  }
  for (const doc of read.docs) {
    if (typeof doc.kind === "string" && doc.kind.toLowerCase() === "helmchartinflationgenerator") {
      problems.push({
        code: "E_PLUGIN_FORBIDDEN",
        path: where,
        message: `${where}: HelmChartInflationGenerator needs kustomize --enable-helm, which deploy-gate never passes (it would fetch and run helm)`
      });
    }
    const annotations = asObject(asObject(doc.metadata).annotations);
    for (const key of FUNCTION_ANNOTATIONS.filter((a) => annotations[a] !== void 0)) {
      const spec = String(annotations[key]);
      const how = /\bexec\s*:/.test(spec) ? "an exec" : /\bcontainer\s*:/.test(spec) ? "a container" : "a";
      problems.push({
        code: "E_PLUGIN_FORBIDDEN",
        path: where,
        message: `${where}: ${how} KRM function (${key}) would run code from the repository; deploy-gate never enables kustomize plugins or functions`
      });
    }
  }
}

// src/render/kustomize-helm-charts.ts
var DEFAULT_CHART_HOME = "charts";
var CHART_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
var asList = (v) => Array.isArray(v) ? v : v === void 0 || v === null ? [] : [v];
var str = (v) => typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
async function readHelmCharts(root, k, dirRel, file) {
  const out = { uses: [], valuesFiles: [], problems: [] };
  const refuse3 = (code, message) => void out.problems.push({ code, path: file, message: `${file}: ${message}` });
  if (k.helmchartinflationgenerator !== void 0)
    refuse3(
      "E_PLUGIN_FORBIDDEN",
      "the deprecated 'helmChartInflationGenerator' field is not rendered by deploy-gate; use 'helmCharts'"
    );
  const globals = asObject(k.helmglobals);
  if (globals.confighome !== void 0)
    refuse3("E_PLUGIN_FORBIDDEN", "'helmGlobals.configHome' is not supported (helm's own config stays empty)");
  const chartHome = str(globals.charthome) || DEFAULT_CHART_HOME;
  const home = await confinePath(root, dirRel, chartHome, `${file}: helmGlobals.chartHome`, "E_PATH_OUTSIDE_ROOT");
  if (!home.ok) return { ...out, problems: [...out.problems, { code: home.code, path: file, message: home.message }] };
  for (const raw of asList(k.helmcharts)) {
    const entry = isObject(raw) ? raw : void 0;
    const name = str(entry?.name);
    if (!entry || !CHART_NAME.test(name)) {
      refuse3("E_UNSAFE_ARGUMENT", `helmCharts entry ${JSON.stringify(raw)} has no chart name helm accepts`);
      continue;
    }
    const repo = str(entry.repo);
    const version = str(entry.version);
    const folder = repo !== "" && version !== "" ? `${name}-${version}/${name}` : name;
    const chart = await confinePath(root, home.rel, folder, `${file}: helmCharts ${name}`, "E_PATH_OUTSIDE_ROOT");
    if (!chart.ok) {
      out.problems.push({ code: chart.code, path: file, message: chart.message });
      continue;
    }
    const present = chart.exists && chart.isDir;
    if (!present && repo === "")
      out.problems.push({
        code: "E_PATH_NOT_FOUND",
        path: file,
        missing: chart.rel,
        message: `${file}: helmCharts ${name} names no repo and no chart is vendored at '${chart.rel}'`
      });
    const valuesFiles = [str(entry.valuesfile), ...asList(entry.additionalvaluesfiles).map(str)].filter(Boolean);
    out.uses.push({ file, name, repo, version, chartDir: chart.rel, present, valuesFiles });
    for (const values of valuesFiles) {
      if (isRemoteRef(values))
        refuse3("E_REMOTE_RESOURCE_FORBIDDEN", `helmCharts ${name} values file '${values}' is remote; vendor it`);
      else out.valuesFiles.push(values);
    }
  }
  return out;
}

// src/render/kustomize-walk.ts
var HELM_FIELDS = ["helmcharts", "helmchartinflationgenerator", "helmglobals"];
var asObj = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var asList2 = (v) => Array.isArray(v) ? v : v === void 0 || v === null ? [] : [v];
async function findKustomization(root, dirRel) {
  for (const name of KUSTOMIZATION_FILES) {
    const rel = dirRel === "." ? name : `${dirRel}/${name}`;
    if (await pathKind(path8.join(root, rel)) === "file") return rel;
  }
  return void 0;
}
async function walkKustomization(root, dir) {
  const w = {
    root: await realpath(root),
    files: /* @__PURE__ */ new Set(),
    problems: [],
    unreadable: [],
    charts: [],
    lookups: /* @__PURE__ */ new Set(),
    visited: /* @__PURE__ */ new Set()
  };
  const start = await confinePath(w.root, ".", dir, "kustomization dir", "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!start.ok) return { kustomization: "", files: [], problems: [start], unreadable: [], charts: [], lookups: [] };
  const kustomization2 = await findKustomization(w.root, start.realRel) ?? "";
  await visitDir(w, start, "resource", `'${start.rel}'`);
  const { problems, unreadable: unreadable2, charts } = w;
  const lookups = [...w.lookups].filter((p) => !w.files.has(p)).sort();
  return { kustomization: kustomization2, files: [...w.files].sort(), problems, unreadable: unreadable2, charts, lookups };
}
function walkCheckedOut(root, dir) {
  if (process.env.DEPLOY_GATE_PLAIN_DISCOVERY === "1") return walkKustomization(root, dir);
  return oncePerTree(root, `kustomize walk ${dir}`, () => walkKustomization(root, dir));
}
async function visitDir(w, dir, kind, from, configRoot) {
  if (dir.rel !== dir.realRel) {
    w.files.add(dir.rel);
    w.files.add(dir.realRel);
  }
  const key = `${kind}:${dir.realRel}:${configRoot ?? ""}`;
  if (w.visited.has(key)) return;
  w.visited.add(key);
  const file = await findKustomization(w.root, dir.realRel);
  if (!file) {
    w.problems.push({
      code: "E_PATH_NOT_FOUND",
      path: dir.realRel,
      missing: dir.realRel,
      message: `${from}: directory '${dir.realRel}' has no kustomization.yaml`
    });
    return;
  }
  w.files.add(file);
  for (const name of KUSTOMIZATION_FILES) w.lookups.add(dir.realRel === "." ? name : `${dir.realRel}/${name}`);
  const text3 = await readFile(path8.join(w.root, file), "utf8");
  const read = readKustomizeYamlOnce(text3, file);
  if (!read.ok) {
    w.unreadable.push(file);
    return void w.problems.push(read.problem);
  }
  if (read.docs.length === 0)
    return void w.problems.push({ code: "E_RENDER_FAILED", path: file, message: `${file} is empty` });
  if (kind === "function") functionMention(w.problems, text3, file);
  for (const k of read.docs) await visitFields(w, k, dir.realRel, file, kind, configRoot);
}
function pathList(w, v, field, file) {
  const out = [];
  for (const x of asList2(v)) {
    if (typeof x === "string") out.push(x);
    else
      w.problems.push({
        code: "E_RENDER_FAILED",
        path: file,
        message: `${file}: '${field}' entry ${JSON.stringify(x)} is not a string`
      });
  }
  return out;
}
async function visitFields(w, k, dirRel, file, kind, configRoot) {
  const refs = [];
  const list2 = (field, v = k[field]) => pathList(w, v, field, file);
  const add = (l, as) => l.forEach((r) => refs.push([r, as, configRoot]));
  add([...list2("resources"), ...list2("bases"), ...list2("components")], kind === "function" ? "function" : "resource");
  add([...list2("crds"), ...list2("configurations")], "file");
  add(
    list2("patchesstrategicmerge").filter((p) => !p.includes("\n")),
    "file"
  );
  for (const field of ["patches", "patchesjson6902", "replacements"]) {
    add(
      asList2(k[field]).flatMap((p) => list2(`${field}[].path`, asObj(p)?.path)),
      "file"
    );
  }
  add(list2("openapi.path", asObj(k.openapi)?.path), "file");
  for (const gen of [...asList2(k.configmapgenerator), ...asList2(k.secretgenerator)]) {
    const g = asObj(gen) ?? {};
    add(
      list2("files", g.files).map((f) => f.includes("=") ? f.slice(f.indexOf("=") + 1) : f),
      "file"
    );
    add([...list2("envs", g.envs), ...list2("env", g.env)], "file");
  }
  for (const field of ["transformers", "generators", "validators"]) {
    for (const entry of list2(field)) {
      if (!entry.includes("\n")) refs.push([entry, "function", dirRel]);
      else {
        checkFunctionText(w.problems, entry, `${file} (inline ${field})`);
        add(builtinConfigFiles(entry, `${file} (inline ${field})`), "file");
      }
    }
  }
  if (HELM_FIELDS.some((f) => k[f] !== void 0)) {
    if (kind === "function")
      w.problems.push({
        code: "E_PLUGIN_FORBIDDEN",
        path: file,
        message: `${file}: helm charts inside a generator/transformer folder are not rendered by deploy-gate`
      });
    else {
      const read = await readHelmCharts(w.root, k, dirRel, file);
      w.problems.push(...read.problems);
      w.charts.push(...read.uses);
      for (const use of read.uses) (use.present ? w.files : w.lookups).add(use.chartDir);
      add(read.valuesFiles, "file");
    }
  }
  for (const [ref, as, root] of refs) await visitRef(w, dirRel, file, ref, as, kind === "function", root);
}
async function visitRef(w, dirRel, file, ref, kind, inFunction, configRoot) {
  const remote = () => {
    w.problems.push({
      code: "E_REMOTE_RESOURCE_FORBIDDEN",
      path: file,
      ...kind === "resource" && !inFunction ? { remoteRef: ref } : {},
      message: `${file}: remote resource '${stripUserinfo(ref)}' is not allowed; vendor it into the repository, or (a git base pinned to a commit or tag) list its repository under sources.git in the base config`
    });
  };
  if (isRemoteRef(ref)) return remote();
  const c = await confinePath(w.root, dirRel, ref, `${file}:`, "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!c.ok) {
    w.problems.push({ code: c.code, message: c.message, path: file });
    return;
  }
  if (!c.exists) {
    w.lookups.add(c.rel);
    if (looksHostLike(ref)) return remote();
    w.problems.push({
      code: "E_PATH_NOT_FOUND",
      path: file,
      missing: c.rel,
      message: `${file}: '${ref}' does not exist`
    });
    return;
  }
  if (c.isDir) {
    if (kind === "file")
      w.problems.push({
        code: "E_RENDER_FAILED",
        path: file,
        message: `${file}: '${ref}' is a directory, a file was expected`
      });
    else await visitDir(w, c, kind, file, configRoot);
    return;
  }
  w.files.add(c.rel);
  w.files.add(c.realRel);
  if (kind !== "function" && !inFunction) return;
  const text3 = await readFile(c.real, "utf8");
  if (kind !== "function") return functionMention(w.problems, text3, c.rel);
  checkFunctionText(w.problems, text3, c.rel);
  for (const named2 of builtinConfigFiles(text3, c.rel))
    await visitRef(w, configRoot ?? dirRel, c.rel, named2, "file", false);
}

// src/render/index.ts
import { performance as performance3 } from "node:perf_hooks";

// src/render/helm.ts
import { rm as rm4, writeFile as writeFile3 } from "node:fs/promises";
import path13 from "node:path";

// src/render/helm-args.ts
var RELEASE_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var MAX_RELEASE_NAME = 53;
var NAMESPACE = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var API_VERSION = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?(\/[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?){0,2}$/;
var KUBE_VERSION = /^v\d+\.\d+\.\d+([-+][0-9A-Za-z.+-]*)?$/;
function normalizeKubeVersion(v) {
  const m = /^v?(\d+)\.(\d+)(?:\.(\d+))?(.*)$/.exec(v.trim());
  return m ? `v${m[1]}.${m[2]}.${m[3] ?? "0"}${m[4] ?? ""}` : v;
}
function escapeSetValue(value) {
  if (value.startsWith("{") && value.endsWith("}")) return value;
  return value.replace(/(?<!\\),/g, "\\,");
}
var unsafe = (message) => ({ code: "E_UNSAFE_ARGUMENT", message });
var show = (v) => JSON.stringify(v.length > 80 ? `${v.slice(0, 80)}\u2026` : v);
function releaseNameProblem(name) {
  if (name.length <= MAX_RELEASE_NAME && RELEASE_NAME.test(name)) return void 0;
  return unsafe(
    `helm release name ${show(name)} is not a valid release name (helm requires lower-case letters, digits, '-' and '.', starting and ending with a letter or digit, at most ${MAX_RELEASE_NAME} characters); it is never passed to helm`
  );
}
function helmArgProblems(req, inputs, inlineValuesFile) {
  const { target } = req;
  const problems = [];
  const release = releaseNameProblem(target.helm?.releaseName ?? target.app);
  if (release) problems.push(release);
  if (target.namespace !== void 0 && (target.namespace.length > 63 || !NAMESPACE.test(target.namespace))) {
    problems.push(unsafe(`namespace ${show(target.namespace)} is not a valid Kubernetes namespace name`));
  }
  const kubeVersion = kubeVersionOf(req);
  const kube = normalizeKubeVersion(kubeVersion);
  if (!KUBE_VERSION.test(kube))
    problems.push(unsafe(`kubernetesVersion ${show(kubeVersion)} is not a version like 1.31 or v1.31.2`));
  for (const api of apiVersionsOf(req)) {
    if (!API_VERSION.test(api))
      problems.push(unsafe(`API version ${show(api)} is not of the form group/version[/Kind]`));
  }
  for (const [i, file] of [...inputs.valueFilesAbs, ...inlineValuesFile ? [inlineValuesFile] : []].entries()) {
    if (/[,"\n\r]/.test(file)) {
      const shown = inputs.valueFiles[i] ?? "the generated inline values file";
      problems.push(
        unsafe(
          `values file ${show(shown)} has a comma, quote or line break in its path; helm would split it into several files`
        )
      );
    }
  }
  for (const p of target.helm?.parameters ?? []) {
    if (!p.name || /[=,\n\r]/.test(p.name))
      problems.push(unsafe(`helm parameter name ${show(p.name)} is empty or contains '=', ',' or a line break`));
  }
  return problems;
}
function kubeVersionOf(req) {
  return req.target.helm?.kubeVersion ?? req.env.kubernetesVersion;
}
function apiVersionsOf(req) {
  const own = req.target.helm?.apiVersions;
  return own && own.length > 0 ? own : [...req.env.apiVersions, ...req.extraApiVersions ?? []];
}
function setArgs(params) {
  return params.map((p) => `${p.forceString ? "--set-string" : "--set"}=${p.name}=${escapeSetValue(p.value)}`);
}
function helmTemplateArgs({ req, inputs, inlineValuesFile }) {
  const problem = helmArgProblems(req, inputs, inlineValuesFile)[0];
  if (problem) return problem;
  const { target } = req;
  const crds = target.helm?.skipCrds ? "--skip-crds" : "--include-crds";
  const args = ["template", crds, `--kube-version=${normalizeKubeVersion(kubeVersionOf(req))}`];
  if (target.namespace) args.push(`--namespace=${target.namespace}`);
  for (const api of apiVersionsOf(req)) args.push(`--api-versions=${api}`);
  for (const file of inputs.valueFilesAbs) args.push(`--values=${file}`);
  if (inlineValuesFile) args.push(`--values=${inlineValuesFile}`);
  args.push(...setArgs(target.helm?.parameters ?? []));
  return [...args, "--", target.helm?.releaseName ?? target.app, inputs.chartAbs];
}

// src/render/outcome.ts
import { performance } from "node:perf_hooks";
function elapsed(ctx) {
  return Math.round(performance.now() - ctx.started);
}
var STDERR_CODES = [
  [/missing in charts\/ directory|found in Chart\.yaml, but missing/i, "E_DEPENDENCY_NOT_VENDORED"],
  [/cannot load irregular file/i, "E_IRREGULAR_FILE"],
  [/security; file .* is not in or below|is not in or below/i, "E_LOAD_RESTRICTED"],
  [
    /external plugins disabled|plugins? (are|is) disabled|alpha plugins|--enable-exec|--enable-alpha-plugins|must specify --enable-helm|--enable-helm/i,
    "E_PLUGIN_FORBIDDEN"
  ]
];
var HINTS = {
  E_DEPENDENCY_NOT_VENDORED: "\nvendor it with `helm dependency build` and commit charts/, or list its repository under `sources:` in the base config"
};
function failure(code, error, ctx, tool, written) {
  return {
    ok: false,
    code,
    error,
    durationMs: elapsed(ctx),
    ...tool ? { tool } : {},
    ...written ? { written } : {}
  };
}
function toolFailure(r, ctx) {
  const name = `${ctx.tool.name} ${ctx.tool.version}`;
  const failed = (code2, message) => failure(code2, message, ctx, ctx.tool);
  if (r.timedOut) return failed("E_RENDER_TIMEOUT", `${name} did not finish within the render timeout and was killed`);
  if (r.overBudget)
    return failed(
      "E_OUTPUT_TOO_LARGE",
      `${name} wrote more than the output budget; the render was stopped and not used`
    );
  if (r.spawnError !== void 0) return failed("E_TOOL_MISSING", `${name} could not be started: ${r.spawnError}`);
  if (r.exitCode === 0) return void 0;
  if (r.memoryLimitBytes !== void 0 && saysOutOfMemory(r.stderr))
    return failed(
      "E_RENDER_OOM",
      `${name} went over the memory limit of ${showBytes(r.memoryLimitBytes)} per process and was stopped (render.maxMemoryMiB; by default sized from the machine's memory and --jobs)`
    );
  const text3 = sanitizeToolError(r.stderr, { roots: [ctx.root, ctx.rootReal], scratch: ctx.scratch ?? [] });
  const code = STDERR_CODES.find(([re]) => re.test(r.stderr))?.[1] ?? "E_RENDER_FAILED";
  const status = r.exitCode === null ? `was killed (${r.signal ?? "signal"})` : `exited with ${r.exitCode}`;
  return failed(code, `${name} ${status}: ${text3 || "(no error output)"}${HINTS[code] ?? ""}`);
}

// src/render/remote-chart.ts
import { rm as rm3 } from "node:fs/promises";

// src/sources/source-url.ts
var SCHEMES = {
  helm: ["http", "https"],
  oci: ["oci"],
  git: ["http", "https", "git", "ssh"]
};
var DEFAULT_PORTS = { http: "80", https: "443", oci: "443", git: "9418", ssh: "22" };
var SHAPE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)([?#].*)?$/i;
var HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)$/;
var PLAIN = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]*$/;
var refuse2 = (reason) => ({ ok: false, reason });
function canonicalSourceURL(kind, raw) {
  let text3 = raw.trim();
  if (kind === "oci" && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text3)) text3 = `oci://${text3}`;
  if (/[\s\u0000-\u001f\u007f\\]/.test(text3))
    return refuse2("it contains whitespace, a control character or a backslash");
  const m = SHAPE.exec(text3);
  if (!m) return refuse2("it is not a scheme://host/path URL");
  const scheme = m[1].toLowerCase();
  if (!SCHEMES[kind].includes(scheme))
    return refuse2(`the scheme ${scheme}:// is not one a ${kind} source is fetched with`);
  if (m[4] !== void 0) return refuse2("it has a query or a fragment");
  const host = hostOf(m[2], scheme);
  if (!host.ok) return host;
  const pathname = canonicalPath(m[3]);
  if (!pathname.ok) return pathname;
  return { ok: true, url: `${scheme}://${host.url}${pathname.url}` };
}
function hostOf(authority, scheme) {
  if (authority.includes("@")) return refuse2("it carries credentials (they come from the environment)");
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(authority);
  if (!m) return refuse2(`its host ${JSON.stringify(authority)} cannot be read`);
  const name = m[1].toLowerCase().replace(/\.$/, "");
  if (!HOST.test(name)) return refuse2(`its host ${JSON.stringify(m[1])} is not a plain host name`);
  const portText = m[2];
  if (portText === void 0 || portText === "") return { ok: true, url: name };
  const port = Number.parseInt(portText, 10);
  if (!(port > 0 && port < 65536)) return refuse2(`its port ${portText} is not a port`);
  return { ok: true, url: String(port) === DEFAULT_PORTS[scheme] ? name : `${name}:${port}` };
}
function canonicalPath(rawPath) {
  const segments = [];
  const parts = rawPath.replace(/\/+$/, "").split("/").slice(1);
  for (const [i, part] of parts.entries()) {
    if (/%(2f|5c)/i.test(part)) return refuse2("it contains an encoded path separator (%2F or %5C)");
    let seg;
    try {
      seg = decodeURIComponent(part);
    } catch {
      return refuse2("it contains a malformed percent-encoding");
    }
    if (seg.includes("%")) return refuse2("it is percent-encoded twice");
    if (/[\u0000-\u001f\u007f]/.test(seg)) return refuse2("it contains an encoded control character");
    if (seg === "" && i < parts.length - 1) return refuse2("it contains an empty path segment (//)");
    if (seg === ".") continue;
    if (seg === "..") {
      if (segments.pop() === void 0) return refuse2("its path climbs above the host (..)");
      continue;
    }
    segments.push(PLAIN.test(seg) ? seg : encodeURIComponent(seg));
  }
  return { ok: true, url: segments.map((s) => `/${s}`).join("") };
}

// src/sources/allowlist.ts
function normalizeRepoURL(repoURL) {
  const trimmed = repoURL.trim().replace(/\/+$/, "");
  const kind = /^https?:\/\//i.test(trimmed) ? "helm" : "oci";
  const c = canonicalSourceURL(kind, trimmed);
  if (c.ok) return { kind, url: c.url };
  return { kind, url: kind === "oci" && !/^oci:\/\//i.test(trimmed) ? `oci://${trimmed}` : trimmed, refused: c.reason };
}
function canonical(kind, url) {
  const c = canonicalSourceURL(kind, url);
  return c.ok ? c.url : void 0;
}
function prefixAllows(kind, prefix, url) {
  const p = canonical(kind, prefix);
  return p !== void 0 && (url === p || url.startsWith(`${p}/`));
}
function ociAllows(pattern, ref) {
  const p = pattern.trim();
  if (p.endsWith("/*")) return prefixAllows("oci", p.slice(0, -2), ref) && ref !== canonical("oci", p.slice(0, -2));
  return ref === canonical("oci", p);
}
function isAllowed(kind, url, sources) {
  if (canonical(kind, url) !== url) return false;
  if (kind === "oci") return sources.oci.some((p) => ociAllows(p, url));
  return (kind === "helm" ? sources.helm : sources.git).some((p) => prefixAllows(kind, p, url));
}
function isTrusted(kind, url, trusted) {
  if (kind === "helm") return trusted.helm.has(url);
  if (kind === "git") return trusted.git.has(url);
  const slash = url.lastIndexOf("/");
  return slash > "oci://".length && trusted.ociRepos.has(url.slice(0, slash));
}
var WHAT = {
  helm: "Helm repository",
  oci: "OCI chart repository",
  git: "git repository"
};
async function allowedURL(kind, url, ctx) {
  const c = canonicalSourceURL(kind, url);
  if (!c.ok)
    return {
      ok: false,
      problem: {
        code: "E_SOURCE_NOT_ALLOWED",
        message: `${WHAT[kind]} ${stripUserinfo(url)} was refused, so nothing was fetched from it: ${c.reason}. Write the URL as the tool fetches it (no dot segments, encodings or credentials).`
      }
    };
  if (isAllowed(kind, c.url, ctx.sources)) return { ok: true, url: c.url };
  if (ctx.trusted && isTrusted(kind, c.url, await ctx.trusted())) return { ok: true, url: c.url };
  return { ok: false, problem: notAllowedProblem(kind, c.url, ctx) };
}
function notAllowedProblem(kind, url, ctx) {
  const base2 = ctx.trusted ? "the base revision does not use it and the base config does not list it" : "the base config does not list it (sources.trustBase is false)";
  return {
    code: "E_SOURCE_NOT_ALLOWED",
    message: `${WHAT[kind]} ${url} is not an allowed source (${base2}), so nothing was fetched from it. To allow it, add this line under \`sources:\` \u2192 \`${kind}:\` in ${ctx.configFile} on the base branch (a pull request cannot allow its own sources):
  sources:
    ${kind}:
      - ${JSON.stringify(url)}`
  };
}

// src/sources/pinning.ts
var EXACT_VERSION = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
var COMMIT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})$/;
function isExactVersion(version) {
  return version !== void 0 && EXACT_VERSION.test(version.trim());
}
function isCommitId(ref) {
  return ref !== void 0 && COMMIT_ID.test(ref);
}
function unpinnedChart(what, version) {
  if (isExactVersion(version)) return void 0;
  const got = version === void 0 || version.trim() === "" ? "no version" : `version ${JSON.stringify(version)}`;
  return {
    code: "E_SOURCE_UNPINNED",
    message: `${what} has ${got}; only an exact version (like 1.2.3) is fetched and checked, because a range or a missing version can resolve to other chart bytes after the check. Pin the exact version.`
  };
}

// src/render/remote-fetch.ts
import { mkdir as mkdir4, readFile as readFile4, readdir as readdir3 } from "node:fs/promises";
import path11 from "node:path";

// src/render/standard-credentials.ts
import path10 from "node:path";

// src/render/remote-credentials.ts
import { writeFile as writeFile2 } from "node:fs/promises";
import path9 from "node:path";
function credentialVariable(host) {
  return `DEPLOY_GATE_SOURCE_AUTH_${host.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}
function credentialsFor(host, env = process.env) {
  const raw = env[credentialVariable(host)];
  const colon = raw?.indexOf(":") ?? -1;
  if (!raw || colon <= 0) return void 0;
  return { username: raw.slice(0, colon), password: raw.slice(colon + 1) };
}
async function writeRegistryConfig(file, host, creds) {
  const auth = Buffer.from(`${creds.username}:${creds.password}`).toString("base64");
  await writeFile2(path9.resolve(file), JSON.stringify({ auths: { [host]: { auth } } }), { mode: 384 });
}
function withoutCredentials(text3, creds) {
  if (!creds) return text3;
  let out = text3;
  for (const secret of [creds.password, creds.username]) {
    if (secret.length >= 3) out = out.split(secret).join("***");
  }
  return out;
}
var NETWORK_VARS = [
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "NO_PROXY",
  "no_proxy",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR"
];
function networkEnv(env = process.env) {
  const out = {};
  for (const k of NETWORK_VARS) {
    const v = env[k];
    if (typeof v === "string" && v !== "") out[k] = v;
  }
  return out;
}

// src/render/standard-credentials.ts
var obj = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var str2 = (v) => typeof v === "string" && v !== "" ? v : void 0;
async function sourceCredentials(kind, url, env = process.env) {
  const host = new URL(url.replace(/^oci:/, "https:")).host;
  const own = credentialsFor(host, env);
  if (own) return own;
  if (kind === "helm") return helmRepositoryCredentials(url, env);
  if (kind === "oci") return registryCredentials(host, env);
  return gitCredentials(url, env);
}
function configHome(env) {
  if (env.XDG_CONFIG_HOME) return env.XDG_CONFIG_HOME;
  return env.HOME ? path10.join(env.HOME, ".config") : void 0;
}
function helmConfigHome(env) {
  if (env.HELM_CONFIG_HOME) return env.HELM_CONFIG_HOME;
  const home = configHome(env);
  return home ? path10.join(home, "helm") : void 0;
}
async function text(file) {
  return file ? readFile(file, "utf8").catch(() => void 0) : void 0;
}
function pair(username, password) {
  return username && password ? { username, password } : void 0;
}
async function helmRepositoryCredentials(url, env) {
  const home = helmConfigHome(env);
  const file = env.HELM_REPOSITORY_CONFIG ?? (home ? path10.join(home, "repositories.yaml") : void 0);
  const body = await text(file);
  if (!body) return void 0;
  let value;
  try {
    value = obj(parseYamlFile(body).docs[0]?.value);
  } catch {
    return void 0;
  }
  const repos = Array.isArray(value?.repositories) ? value.repositories : [];
  for (const r of repos) {
    const entry = obj(r);
    const listed = str2(entry?.url);
    const c = listed ? canonicalSourceURL("helm", listed.replace(/\/+$/, "")) : void 0;
    if (c?.ok && c.url === url) return pair(str2(entry?.username), str2(entry?.password));
  }
  return void 0;
}
async function registryCredentials(host, env) {
  const helm2 = helmConfigHome(env);
  const docker = env.DOCKER_CONFIG ?? (env.HOME ? path10.join(env.HOME, ".docker") : void 0);
  const files = [
    env.HELM_REGISTRY_CONFIG ?? (helm2 ? path10.join(helm2, "registry", "config.json") : void 0),
    docker ? path10.join(docker, "config.json") : void 0
  ];
  for (const file of files) {
    const body = await text(file);
    if (!body) continue;
    let auths;
    try {
      auths = obj(obj(JSON.parse(body))?.auths);
    } catch {
      continue;
    }
    const entry = obj(auths?.[host]) ?? obj(auths?.[`https://${host}`]);
    const encoded = str2(entry?.auth);
    if (encoded) {
      const decoded = Buffer.from(encoded, "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      if (colon > 0) return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    }
    const direct = pair(str2(entry?.username), str2(entry?.password));
    if (direct) return direct;
  }
  return void 0;
}
async function gitCredentials(url, env) {
  const wanted = new URL(url);
  const home = configHome(env);
  const files = [
    home ? path10.join(home, "git", "credentials") : void 0,
    env.HOME ? path10.join(env.HOME, ".git-credentials") : void 0
  ];
  for (const file of files) {
    for (const line of (await text(file))?.split("\n") ?? []) {
      let stored;
      try {
        stored = new URL(line.trim());
      } catch {
        continue;
      }
      if (stored.protocol !== wanted.protocol || stored.host !== wanted.host) continue;
      const found = pair(decodeURIComponent(stored.username), decodeURIComponent(stored.password));
      if (found) return found;
    }
  }
  return void 0;
}

// src/render/remote-fetch.ts
var REPO_ALIAS = "dg-source";
var LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;
function helmEnv(scratch) {
  return {
    HELM_REPOSITORY_CONFIG: path11.join(scratch, "repositories.yaml"),
    HELM_REPOSITORY_CACHE: path11.join(scratch, "repository"),
    HELM_REGISTRY_CONFIG: path11.join(scratch, "registry.json")
  };
}
async function pullChart(input) {
  const host = new URL(input.url.replace(/^oci:/, "https:")).host;
  const creds = await sourceCredentials(input.kind, input.url, input.env);
  const out = path11.join(input.scratch, "out");
  await mkdir4(out, { recursive: true });
  const pull = ["pull", `--version=${input.version}`, `--destination=${out}`];
  if (input.kind === "oci") {
    if (creds) await writeRegistryConfig(helmEnv(input.scratch).HELM_REGISTRY_CONFIG, host, creds);
    const plain = LOOPBACK.test(host) ? ["--plain-http"] : [];
    const r = await helm(input, [...pull, ...plain, "--", `${input.url}/${input.chart}`]);
    if (!execSucceeded(r)) return fetchFailure(r, input, creds);
    return readArchive(out);
  }
  const login = creds ? [`--username=${creds.username}`, "--password-stdin"] : [];
  const add = await helm(
    input,
    ["repo", "add", "--force-update", ...login, "--", REPO_ALIAS, input.url],
    creds?.password
  );
  if (!execSucceeded(add)) return fetchFailure(add, input, creds);
  const pulled = await helm(input, [...pull, "--", `${REPO_ALIAS}/${input.chart}`]);
  if (!execSucceeded(pulled)) return fetchFailure(pulled, input, creds);
  const archive = await readArchive(out);
  return archive.ok ? checkAgainstIndex(archive, input) : archive;
}
function helm(input, args, stdin) {
  return execTool(input.helmBin, args, {
    env: { ...networkEnv(input.env), ...helmEnv(input.scratch) },
    timeoutMs: input.timeoutMs,
    maxOutputBytes: 1024 * 1024,
    ...stdin === void 0 ? {} : { input: `${stdin}
` }
  });
}
function fetchFailure(r, input, creds) {
  const where = `${input.url} ${input.chart} ${input.version}`;
  const source = `${input.kind} ${where}`;
  if (r.timedOut)
    return sourceUnreachable(
      source,
      `the fetch did not finish within ${Math.round(input.timeoutMs / 1e3)}s (sources.timeoutSeconds)`
    );
  const text3 = withoutCredentials(
    sanitizeToolError(r.stderr || r.spawnError || "", { roots: [], scratch: [input.scratch] }),
    creds
  );
  if (/digest|does not match|mismatch/i.test(r.stderr) && /verif|mismatch|match/i.test(r.stderr)) {
    return {
      ok: false,
      code: "E_SOURCE_DIGEST_MISMATCH",
      message: `${where}: the fetched bytes do not match their digest: ${text3}`
    };
  }
  return sourceUnreachable(source, text3 || `helm exited with ${String(r.exitCode)}`);
}
async function readArchive(out) {
  const files = (await readdir3(out)).filter((f) => f.endsWith(".tgz"));
  if (files.length !== 1)
    return {
      ok: false,
      code: "E_SOURCE_UNREACHABLE",
      message: `helm pull left ${files.length} archives instead of one`
    };
  const bytes = await readFile4(path11.join(out, files[0]));
  return { ok: true, bytes, digest: `sha256:${sha256Hex(bytes)}` };
}
async function checkAgainstIndex(archive, input) {
  const indexFile = path11.join(input.scratch, "repository", `${REPO_ALIAS}-index.yaml`);
  const parsed = parseYamlFile(await readFile4(indexFile, "utf8"), { maxDocBytes: Infinity });
  if (parsed.firstError) throw new Error(`index.yaml line ${parsed.firstError.line}: ${parsed.firstError.error}`);
  const index = parsed.value;
  const entry = index?.entries?.[input.chart]?.find(
    (e) => e.version === input.version || `v${String(e.version)}` === input.version
  );
  const listed = typeof entry?.digest === "string" ? entry.digest.replace(/^sha256:/, "") : void 0;
  const where = `${input.url} ${input.chart} ${input.version}`;
  if (!listed) {
    return {
      ok: false,
      code: "E_SOURCE_UNVERIFIED",
      message: `${where}: the repository index lists no digest for this version, so the archive cannot be verified and was not used`
    };
  }
  if (`sha256:${listed}` !== archive.digest) {
    return {
      ok: false,
      code: "E_SOURCE_DIGEST_MISMATCH",
      message: `${where}: the archive served (${archive.digest}) does not match the digest the repository index lists (sha256:${listed}); it was not used`
    };
  }
  return archive;
}

// src/render/remote-chart.ts
var CHART_NAME2 = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
async function fetchRemoteChart(ref, helm2, remote) {
  const repo = normalizeRepoURL(ref.repoURL);
  const label = `chart ${JSON.stringify(ref.chart)} from ${stripUserinfo(repo.url)}`;
  if (!CHART_NAME2.test(ref.chart))
    return {
      ok: false,
      code: "E_UNSAFE_ARGUMENT",
      message: `${label}: not a chart name (letters, digits, '_', '.', '-')`
    };
  const unpinned = unpinnedChart(label, ref.version);
  if (unpinned) return { ok: false, ...unpinned };
  if (!remote)
    return { ok: false, code: "E_SOURCE_NOT_ALLOWED", message: `${label}: remote sources are not enabled in this run` };
  const allowed = await allowedURL(repo.kind, repo.kind === "oci" ? `${repo.url}/${ref.chart}` : repo.url, remote);
  if (!allowed.ok) return { ok: false, code: allowed.problem.code, message: `${label}: ${allowed.problem.message}` };
  const version = ref.version.trim();
  const key = `${repo.kind} ${repo.url} ${ref.chart} ${version}`;
  const record = (digest, cached) => ({
    type: repo.kind,
    url: stripUserinfo(repo.url),
    name: ref.chart,
    version,
    digest,
    cached
  });
  const hit = await remote.cache.lookup(key);
  if (hit.status === "hit") return { ok: true, archive: hit.file, record: record(hit.digest, true) };
  if (hit.status === "tampered") return cacheAltered(`${label} ${version}: the cached archive`, hit, remote.cache.dir);
  if (remote.offline)
    return sourceUnreachable(
      `${repo.kind} ${stripUserinfo(repo.url)} ${ref.chart} ${version}`,
      "offline (--offline) and not in the source cache"
    );
  if (!helm2.ok) return { ok: false, code: helm2.code, message: helm2.reason };
  const scratch = await scratchDir("dg-fetch-");
  try {
    const pulled = await pullChart({
      helmBin: helm2.bin,
      kind: repo.kind,
      url: repo.url,
      chart: ref.chart,
      version,
      scratch,
      timeoutMs: remote.sources.timeoutSeconds * 1e3,
      ...remote.env ? { env: remote.env } : {}
    });
    if (!pulled.ok) return pulled;
    const stored = await remote.cache.store(key, pulled.bytes);
    return { ok: true, archive: stored.file, record: record(stored.digest, false) };
  } finally {
    await rm3(scratch, { recursive: true, force: true });
  }
}

// src/render/remote-deps.ts
import { copyFile, mkdir as mkdir5, realpath as realpath3 } from "node:fs/promises";
import path12 from "node:path";
var fetchedInto = /* @__PURE__ */ new Map();
async function unvendored(chartDir) {
  const { names, archives } = await vendoredNames(chartDir);
  const missing = (await declaredDependencies(chartDir)).filter(
    (d) => !names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`)) && !(d.repository ?? "").startsWith("file://")
  );
  const charts = await realpath3(path12.join(chartDir, "charts")).catch(() => path12.join(chartDir, "charts"));
  const earlier = archives.map((a) => path12.join(charts, a)).filter((a) => fetchedInto.has(a));
  await Promise.all(earlier.map((a) => placing.get(a)));
  const fetchedEarlier = earlier.map((a) => fetchedInto.get(a));
  return { missing, fetchedEarlier };
}
async function lockedVersion(chartDir, dep) {
  const lock = await readYaml(path12.join(chartDir, "Chart.lock")) ?? await readYaml(path12.join(chartDir, "requirements.lock"));
  const list2 = Array.isArray(lock?.dependencies) ? lock.dependencies : [];
  const hit = list2.find((l) => l?.name === dep.name && l?.repository === dep.repository);
  return typeof hit?.version === "string" ? hit.version : void 0;
}
function repositoryProblem(dep, chartRel) {
  const repo = dep.repository ?? "";
  if (/^(https?|oci):\/\//i.test(repo)) return void 0;
  return {
    code: repo === "" ? "E_DEPENDENCY_NOT_VENDORED" : "E_SOURCE_NOT_ALLOWED",
    path: chartRel,
    ...repo === "" ? {} : { written: { file: path12.posix.join(chartRel, "Chart.yaml"), text: repo } },
    message: `chart '${chartRel}' dependency '${dep.name}' ${repo === "" ? "names no repository and is not vendored in charts/" : `names repository ${JSON.stringify(repo)}; only https:// and oci:// repositories listed under sources: are fetched (a repository alias needs helm's local config)`}`
  };
}
async function fetchDependencies(req, rootReal, chartAbs, chartRel) {
  const { missing, fetchedEarlier } = await unvendored(chartAbs);
  const none2 = !req.remote?.trusted && (req.remote?.sources.helm.length ?? 0) + (req.remote?.sources.oci.length ?? 0) === 0;
  if (missing.length === 0 || !req.remote || none2) return fetchedEarlier;
  const records = [...fetchedEarlier];
  const charts = path12.join(chartAbs, "charts");
  for (const dep of missing) {
    const refused2 = dependencyNameProblem(dep.name, chartRel) ?? repositoryProblem(dep, chartRel);
    if (refused2) return refused2;
    const version = await lockedVersion(chartAbs, dep) ?? dep.version ?? "";
    const fetched = await fetchRemoteChart(
      { repoURL: dep.repository ?? "", chart: dep.name, version },
      req.tools.helm,
      req.remote
    );
    if (!fetched.ok)
      return {
        code: fetched.code,
        path: chartRel,
        message: `chart '${chartRel}' dependency '${dep.name}': ${fetched.message}`,
        written: { file: path12.posix.join(chartRel, "Chart.yaml"), text: dep.repository ?? "" }
      };
    await mkdir5(charts, { recursive: true });
    const chartsReal = await realpath3(charts);
    if (!isInside(rootReal, chartsReal)) throw new Error(`deploy-gate: ${charts} resolves outside the revision tree`);
    await placeArchive(
      fetched.archive,
      path12.join(chartsReal, `${dep.name}-${fetched.record.version}.tgz`),
      fetched.record
    );
    records.push(fetched.record);
  }
  return records;
}
var placing = /* @__PURE__ */ new Map();
async function placeArchive(archive, dest, record) {
  const started = placing.get(dest);
  if (started) return started;
  const copy = copyFile(archive, dest).catch((err) => {
    placing.delete(dest);
    fetchedInto.delete(dest);
    throw err;
  });
  placing.set(dest, copy);
  fetchedInto.set(dest, record);
  await copy;
}

// src/render/remote-helm.ts
async function prepareChart(req, ctx, inputs) {
  const remote = req.target.helm?.remote;
  if (remote) {
    const fetched2 = await fetchRemoteChart(remote, req.tools.helm, req.remote);
    if (!fetched2.ok)
      return { code: fetched2.code, message: fetched2.message, written: { file: req.target.path, text: remote.repoURL } };
    return { chart: fetched2.archive, sources: [fetched2.record] };
  }
  await linkLocalDependencies(ctx.rootReal, inputs.chartAbs, inputs.localDeps);
  const fetched = await fetchDependencies(req, ctx.rootReal, inputs.chartAbs, inputs.chart);
  if (!Array.isArray(fetched)) return fetched;
  const refused2 = await missingDependencies(inputs.chartAbs, inputs.chart);
  if (refused2) return refused2;
  return { chart: inputs.chartAbs, sources: fetched };
}

// src/render/helm.ts
async function renderHelm(req, ctx) {
  const tool = req.tools.helm;
  if (!tool.ok) return failure(tool.code, tool.reason, ctx, tool.tool);
  const inputs = await helmInputs(req.root, req.target);
  const early = inputs.problems[0] ?? helmArgProblems(req, inputs)[0];
  if (early) return failure(early.code, early.message, ctx, tool.tool);
  const prepared = await prepareChart(req, ctx, inputs);
  if ("code" in prepared) return failure(prepared.code, prepared.message, ctx, tool.tool, prepared.written);
  const scratch = await scratchDir("dg-values-");
  try {
    let inlineValuesFile;
    if (req.target.helm?.values && Object.keys(req.target.helm.values).length > 0) {
      inlineValuesFile = path13.join(scratch, "inline-values.json");
      await writeFile3(inlineValuesFile, JSON.stringify(req.target.helm.values));
    }
    const args = helmTemplateArgs({ req, inputs: { ...inputs, chartAbs: prepared.chart }, inlineValuesFile });
    if (!Array.isArray(args)) return failure(args.code, args.message, ctx, tool.tool);
    const r = await execTool(tool.bin, args, {
      cwd: req.target.helm?.remote ? scratch : inputs.chartAbs,
      env: { ...NO_NETWORK_ENV },
      timeoutMs: req.timeoutMs,
      maxOutputBytes: req.maxOutputBytes,
      ...req.memoryLimitBytes === void 0 ? {} : { memoryLimitBytes: req.memoryLimitBytes }
    });
    const failed = toolFailure(r, { ...ctx, tool: tool.tool, scratch: [scratch] });
    if (failed) return failed;
    const sources = prepared.sources.length > 0 ? { sources: prepared.sources } : {};
    return { ok: true, chunks: [{ text: r.stdout }], tool: tool.tool, durationMs: elapsed(ctx), ...sources };
  } finally {
    await rm4(scratch, { recursive: true, force: true });
  }
}

// src/render/kustomize.ts
import { readFile as readFile9 } from "node:fs/promises";

// src/render/rewrite-file.ts
import { rename as rename2, writeFile as writeFile4 } from "node:fs/promises";
async function rewriteFile(file, text3) {
  const tmp = `${file}.dg-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await writeFile4(tmp, text3);
  await rename2(tmp, file);
}

// src/render/kustomize.ts
var import_yaml3 = __toESM(require_dist(), 1);
import path21 from "node:path";

// src/render/kustomize-helm.ts
import { chmod, mkdir as mkdir8, mkdtemp as mkdtemp2, rename as rename3, rm as rm5, writeFile as writeFile6 } from "node:fs/promises";
import os from "node:os";
import path17 from "node:path";

// src/render/chart-archive.ts
import { mkdir as mkdir6, readFile as readFile5, writeFile as writeFile5 } from "node:fs/promises";
import path14 from "node:path";
import { gunzipSync } from "node:zlib";
var BLOCK = 512;
var MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
async function unpackChart(archive, dest, chart) {
  let tar;
  try {
    tar = gunzipSync(await readFile5(archive), { maxOutputLength: MAX_UNPACKED_BYTES });
  } catch (e) {
    return { ok: false, message: `not a gzip archive within ${MAX_UNPACKED_BYTES} bytes (${e.message})` };
  }
  const entries = readTar(tar);
  if (!Array.isArray(entries)) return entries;
  let files = 0;
  for (const entry of entries) {
    const clean = path14.posix.normalize(entry.name);
    if (clean.startsWith("/") || clean.split("/").includes("..") || !clean.startsWith(`${chart}/`))
      return { ok: false, message: `entry '${entry.name}' is outside the chart folder '${chart}/'` };
    const to = path14.join(dest, ...clean.split("/"));
    if (entry.type === "dir") await mkdir6(to, { recursive: true });
    else {
      await mkdir6(path14.dirname(to), { recursive: true });
      await writeFile5(to, entry.data, { mode: 420 });
      files++;
    }
  }
  return files > 0 ? { ok: true, files } : { ok: false, message: "the archive holds no files" };
}
var text2 = (b) => {
  const end = b.indexOf(0);
  return b.subarray(0, end === -1 ? b.length : end).toString("utf8");
};
function paxPath(data) {
  for (const line of data.toString("utf8").split("\n")) {
    const m = /^\d+ path=(.*)$/.exec(line);
    if (m) return m[1];
  }
  return void 0;
}
function readTar(tar) {
  const out = [];
  let longName;
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(text2(header.subarray(124, 136)).trim() || "0", 8);
    if (!Number.isFinite(size) || size < 0) return { ok: false, message: "a tar header has no readable size" };
    const typeflag = String.fromCharCode(header[156] ?? 0);
    const prefix = text2(header.subarray(345, 500));
    const data = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const name = longName ?? (prefix ? `${prefix}/${text2(header.subarray(0, 100))}` : text2(header.subarray(0, 100)));
    if (typeflag === "x" || typeflag === "L") {
      longName = typeflag === "L" ? text2(data) : paxPath(data);
      continue;
    }
    longName = void 0;
    if (typeflag === "g") continue;
    if (typeflag === "5") out.push({ name, type: "dir", data });
    else if (typeflag === "0" || typeflag === "\0") out.push({ name, type: "file", data });
    else return { ok: false, message: `entry '${name}' is not a regular file or folder (tar type '${typeflag}')` };
  }
  return out;
}

// src/render/overlay.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { createHash as createHash2 } from "node:crypto";
import { mkdir as mkdir7, readdir as readdir4, stat as stat2 } from "node:fs/promises";
import path15 from "node:path";
var GENERATED_DIR = ".deploy-gate-generated";
async function withOverlay(root, target) {
  if (!target.overlay || target.kind !== "kustomize") return target;
  if (target.overlay.generate === true) {
    await generateKustomization(root, target);
    return target;
  }
  const key = createHash2("sha256").update(JSON.stringify([target.path, target.overlay])).digest("hex").slice(0, 16);
  const dir = `${GENERATED_DIR}/overlay-${key}`;
  const rel = (p) => path15.posix.relative(dir, p) || ".";
  const fields = { ...target.overlay };
  if (Array.isArray(fields.components)) fields.components = fields.components.map((c) => rel(String(c)));
  const kustomization2 = {
    apiVersion: "kustomize.config.k8s.io/v1beta1",
    kind: "Kustomization",
    resources: [rel(target.path)],
    ...fields
  };
  await mkdir7(path15.join(root, dir), { recursive: true });
  await rewriteFile(path15.join(root, dir, "kustomization.yaml"), (0, import_yaml2.stringify)(kustomization2));
  return { ...target, path: dir };
}
async function generateKustomization(root, target) {
  const { generate: _generate, ...fields } = target.overlay ?? {};
  if (Array.isArray(fields.components))
    fields.components = fields.components.map((c) => path15.posix.relative(target.path, String(c)) || ".");
  const resources = await scanManifests(path15.join(root, target.path), ".");
  const kustomization2 = {
    apiVersion: "kustomize.config.k8s.io/v1beta1",
    kind: "Kustomization",
    ...resources.length > 0 ? { resources } : { namespace: "_placeholder" },
    ...fields
  };
  await rewriteFile(path15.join(root, target.path, "kustomization.yaml"), (0, import_yaml2.stringify)(kustomization2));
}
async function generatedFolders(root, dir) {
  const resources = await scanManifests(path15.join(root, dir), ".");
  const folders = [];
  for (const r of resources) {
    const rel = path15.posix.join(dir, r);
    if ((await stat2(path15.join(root, rel)).catch(() => void 0))?.isDirectory()) folders.push(rel);
  }
  return folders;
}
async function scanManifests(abs, rel) {
  const entries = (await readdir4(abs, { withFileTypes: true })).sort((a, b) => a.name < b.name ? -1 : 1);
  const out = [];
  for (const e of entries) {
    const childRel = rel === "." ? `./${e.name}` : `${rel}/${e.name}`;
    if (e.isDirectory()) {
      const inner = await readdir4(path15.join(abs, e.name)).catch(() => []);
      if (inner.some((n) => KUSTOMIZATION_FILES.includes(n))) out.push(childRel);
      else out.push(...await scanManifests(path15.join(abs, e.name), childRel));
    } else if (/\.ya?ml$/.test(e.name) && !KUSTOMIZATION_FILES.includes(e.name)) {
      out.push(childRel);
    }
  }
  return out;
}

// src/render/kustomize-helm-values.ts
import { copyFile as copyFile2, mkdtemp, readFile as readFile6 } from "node:fs/promises";
import path16 from "node:path";
async function bringValuesBeside(rootReal, charts) {
  const byFile = /* @__PURE__ */ new Map();
  for (const use of charts) {
    const outside = use.valuesFiles.filter((v) => v.startsWith("../") || v === "..");
    if (outside.length === 0) continue;
    const set = byFile.get(use.file) ?? /* @__PURE__ */ new Set();
    outside.forEach((v) => set.add(v));
    byFile.set(use.file, set);
  }
  for (const [file, values] of byFile) {
    const kustomization2 = path16.join(rootReal, file);
    const dir = path16.dirname(kustomization2);
    const copies = await mkdtemp(path16.join(dir, `${GENERATED_DIR}-values-`));
    let text3 = await readFile6(kustomization2, "utf8");
    let n = 0;
    for (const written of values) {
      const copy = path16.join(copies, `${n++}-${path16.basename(written)}`);
      await copyFile2(path16.resolve(dir, written), copy);
      text3 = replaceValue(text3, written, path16.relative(dir, copy).split(path16.sep).join("/"));
    }
    await rewriteFile(kustomization2, text3);
  }
}
function replaceValue(text3, from, to) {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text3.replace(new RegExp(`(^|[\\s:'"\\[,-])${escaped}(?=$|[\\s'",\\]#])`, "gm"), `$1${to}`);
}

// src/render/kustomize-helm.ts
var HELM4_FROM_KUSTOMIZE = "5.8.1";
var none = { args: [], sources: [], cleanup: async () => {
} };
async function prepareKustomizeHelm(req, rootReal, charts) {
  if (charts.length === 0) return none;
  const first = charts[0];
  if (req.target.origin.how === "flux")
    return {
      code: "E_RENDER_FAILED",
      path: first.file,
      message: `${first.file}: Flux's kustomize-controller builds without --enable-helm and fails a kustomization with helmCharts ('must specify --enable-helm'); deploy a HelmRelease instead`
    };
  const helm2 = await helmForKustomize(req);
  if (!helm2.ok) return { code: helm2.code, path: first.file, message: `${first.file}: helmCharts: ${helm2.reason}` };
  const sources = [];
  for (const use of charts.filter((c) => c.repo !== "")) {
    const dest = path17.join(rootReal, use.chartDir);
    const earlier = placedCharts.get(dest);
    if (earlier) {
      if (!sources.includes(earlier)) sources.push(earlier);
      continue;
    }
    if (use.present) continue;
    const placed = await placeChart(req, use, dest);
    if ("code" in placed) return placed;
    placedCharts.set(dest, placed);
    sources.push(placed);
  }
  await bringValuesBeside(rootReal, charts);
  const { command, wrapper } = await writeHelmWrapper(helm2.bin);
  return {
    args: ["--enable-helm", "--helm-command", command, ...capabilityArgs(req)],
    sources,
    cleanup: () => rm5(wrapper, { recursive: true, force: true })
  };
}
function capabilityArgs(req) {
  const kube = normalizeKubeVersion(req.env.kubernetesVersion);
  const apis = [...req.env.apiVersions, ...req.extraApiVersions ?? []].filter((a) => API_VERSION.test(a));
  return [
    ...KUBE_VERSION.test(kube) ? ["--helm-kube-version", kube] : [],
    ...apis.flatMap((a) => ["--helm-api-versions", a])
  ];
}
async function writeHelmWrapper(helmBin) {
  const wrapper = await mkdtemp2(path17.join(os.tmpdir(), "dg-kustomize-helm-"));
  const command = path17.join(wrapper, "helm");
  await writeFile6(command, wrapperScript(helmBin));
  await chmod(command, 493);
  return { command, wrapper };
}
function wrapperScript(helmBin) {
  const quoted = `'${helmBin.split("'").join("'\\''")}'`;
  return [
    "#!/bin/sh",
    'case "$1" in',
    `  version|template) exec ${quoted} "$@" ;;`,
    "esac",
    `echo "deploy-gate: kustomize asked helm to run '$1'; only version and template run (charts are fetched by deploy-gate first)" >&2`,
    "exit 1",
    ""
  ].join("\n");
}
var placedCharts = /* @__PURE__ */ new Map();
async function placeChart(req, use, dest) {
  const written = { file: use.file, text: use.repo };
  const fetched = await fetchRemoteChart(
    { repoURL: use.repo, chart: use.name, version: use.version },
    req.tools.helm,
    req.remote
  );
  if (!fetched.ok) return { code: fetched.code, path: use.file, message: fetched.message, written };
  const parent = path17.dirname(dest);
  await mkdir8(parent, { recursive: true });
  const aside = await mkdtemp2(path17.join(parent, `${GENERATED_DIR}-unpack-`));
  try {
    const unpacked = await unpackChart(fetched.archive, aside, use.name);
    if (!unpacked.ok)
      return {
        code: "E_RENDER_FAILED",
        path: use.file,
        message: `${use.file}: chart ${use.name} ${use.version}: ${unpacked.message}`,
        written
      };
    await rename3(path17.join(aside, use.name), dest).catch((e) => {
      if (e.code !== "ENOTEMPTY" && e.code !== "EEXIST") throw e;
    });
    return fetched.record;
  } finally {
    await rm5(aside, { recursive: true, force: true });
  }
}
var resolved = /* @__PURE__ */ new Map();
async function helmForKustomize(req) {
  const { helm: helm2, kustomize } = req.tools;
  const major = helm2.ok ? parseVersion(helm2.tool.version)?.[0] : void 0;
  const acceptsFour = kustomize.ok && versionAtLeast(kustomize.tool.version, HELM4_FROM_KUSTOMIZE);
  if (helm2.ok && (major === 3 || major === 4 && acceptsFour)) return helm2;
  const key = process.env.PATH ?? "";
  let found = resolved.get(key);
  if (!found) resolved.set(key, found = resolveHelm("helm3", key));
  const three = await found;
  if (three.ok && parseVersion(three.tool.version)?.[0] === 3) return three;
  const kv = kustomize.ok ? kustomize.tool.version : "this kustomize";
  return {
    ok: false,
    name: "helm",
    code: "E_TOOL_VERSION_UNSUPPORTED",
    reason: `kustomize ${kv} inflates charts only with helm 3 (helm 4 from kustomize v${HELM4_FROM_KUSTOMIZE}); no helm 3 found (install it as 'helm3' on PATH)`
  };
}

// src/render/remote-bases.ts
import { cp as cp2, mkdtemp as mkdtemp3, readFile as readFile8 } from "node:fs/promises";
import path20 from "node:path";

// src/sources/git-ref.ts
var KNOWN_HOSTS = /^(github\.com|gitlab\.com|bitbucket\.org)$/i;
function splitQuery(spec) {
  const q = spec.indexOf("?");
  if (q < 0) return { body: spec };
  const params = new URLSearchParams(spec.slice(q + 1));
  const ref = params.get("ref") ?? params.get("version") ?? void 0;
  return { body: spec.slice(0, q), ...ref ? { ref } : {} };
}
function hostAndPath(body) {
  const m = /^([a-z][a-z0-9+.-]*:\/\/[^/]+)\/?(.*)$/i.exec(body);
  return m ? [m[1], m[2]] : void 0;
}
function splitRepoPath(host, rest) {
  const git2 = /^(.*?\.git)(?:\/(.*))?$/.exec(rest);
  if (git2) return [git2[1], git2[2] ?? ""];
  if (!KNOWN_HOSTS.test(host.replace(/^[a-z]+:\/\//i, ""))) return void 0;
  const parts = rest.split("/");
  if (parts.length < 2) return void 0;
  return [parts.slice(0, 2).join("/"), parts.slice(2).join("/")];
}
function parseGitBase(spec) {
  let s = spec.trim().replace(/^git::/i, "");
  if (/^(github\.com|gitlab\.com|bitbucket\.org)\//i.test(s)) s = `https://${s}`;
  const { body, ref } = splitQuery(s);
  const hp = hostAndPath(body);
  if (!hp || !/^(https?|git|ssh):\/\//i.test(hp[0]) || hp[0].includes("@")) return void 0;
  const [host, rest] = hp;
  const dbl = rest.indexOf("//");
  const split = dbl >= 0 ? [rest.slice(0, dbl), rest.slice(dbl + 2)] : splitRepoPath(host, rest);
  if (!split) return void 0;
  const repoPath = split[0].replace(/\/+$/, "");
  const inRepo = split[1].replace(/^\/+|\/+$/g, "");
  if (repoPath === "" || inRepo.split("/").includes("..")) return void 0;
  if (dbl < 0 && /\.(ya?ml|json)$/i.test(inRepo)) return void 0;
  return { repoURL: `${host}/${repoPath}`, path: inRepo, ...ref ? { ref } : {} };
}

// src/render/remote-git.ts
import { rm as rm7 } from "node:fs/promises";
import path19 from "node:path";

// src/sources/tree-cache.ts
import { cp, lstat as lstat2, mkdir as mkdir9, readFile as readFile7, readdir as readdir5, readlink as readlink2, rename as rename4, rm as rm6 } from "node:fs/promises";
import path18 from "node:path";
async function treeDigest(dir) {
  const lines2 = [];
  async function walk(rel) {
    const entries = await readdir5(path18.join(dir, rel), { withFileTypes: true });
    for (const e of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
      if (rel === "" && e.name === ".git") continue;
      const child = rel === "" ? e.name : `${rel}/${e.name}`;
      const abs = path18.join(dir, child);
      if (e.isDirectory()) await walk(child);
      else if (e.isSymbolicLink()) lines2.push(`link ${child} ${await readlink2(abs)}`);
      else if (e.isFile())
        lines2.push(`file ${child} ${(await lstat2(abs)).mode & 73 ? "x" : "-"} ${sha256Hex(await readFile7(abs))}`);
    }
  }
  await walk("");
  return `sha256:${sha256Hex(lines2.join("\n"))}`;
}
var TreeCache = class {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  refFile(key) {
    return path18.join(this.dir, "tree-refs", `${sha256Hex(key)}.json`);
  }
  async lookup(key) {
    const digest = await readRef(this.refFile(key), key);
    if (!digest) return { status: "miss" };
    const dir = path18.join(this.dir, "trees", digest.slice("sha256:".length));
    const actual = await treeDigest(dir).catch(() => void 0);
    if (actual === void 0) return { status: "miss" };
    return actual === digest ? { status: "hit", dir, digest } : { status: "tampered", dir, digest, actual };
  }
  /** Copies `src` (without .git) into the cache under its digest and records `key` → digest. */
  async store(key, src) {
    const digest = await treeDigest(src);
    const dir = path18.join(this.dir, "trees", digest.slice("sha256:".length));
    const tmp = `${dir}.${process.pid}.${Date.now()}.tmp`;
    await mkdir9(path18.dirname(dir), { recursive: true });
    await cp(src, tmp, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (s) => path18.basename(s) !== ".git" || path18.dirname(s) !== src
    });
    await rename4(tmp, dir).catch(async () => rm6(tmp, { recursive: true, force: true }));
    await writeAtomically(this.refFile(key), JSON.stringify({ key, digest }));
    return { dir, digest };
  }
};

// src/render/remote-git.ts
function pinning(base2, label) {
  if (isCommitId(base2.ref) || isExactVersion(base2.ref)) return void 0;
  const got = base2.ref === void 0 ? "no ?ref=" : `ref ${JSON.stringify(base2.ref)}`;
  return {
    ok: false,
    code: "E_SOURCE_UNPINNED",
    message: `${label} has ${got}; only a full commit id or an exact version tag (v1.2.3) is fetched and checked, because a branch or a missing ref can point at other files after the check. Pin it with ?ref=<commit>.`
  };
}
async function fetchGitBase(asWritten, remote) {
  let base2 = asWritten;
  const label = `remote base ${stripUserinfo(base2.repoURL)}//${base2.path}`;
  const unpinned = pinning(base2, label);
  if (unpinned) return unpinned;
  const ref = base2.ref;
  if (!remote)
    return { ok: false, code: "E_SOURCE_NOT_ALLOWED", message: `${label}: remote sources are not enabled in this run` };
  const allowed = await allowedURL("git", base2.repoURL, remote);
  if (!allowed.ok) return { ok: false, code: allowed.problem.code, message: `${label}: ${allowed.problem.message}` };
  base2 = { ...base2, repoURL: allowed.url };
  const cache2 = new TreeCache(remote.cache.dir);
  const key = `git ${base2.repoURL} ${ref}`;
  const record = (digest, cached) => ({
    type: "git",
    url: stripUserinfo(base2.repoURL),
    name: base2.path,
    version: ref,
    digest,
    cached
  });
  const hit = await cache2.lookup(key);
  if (hit.status === "hit") return { ok: true, dir: hit.dir, record: record(hit.digest, true) };
  if (hit.status === "tampered") return cacheAltered(`${label}?ref=${ref}: the cached tree`, hit, cache2.dir);
  if (remote.offline)
    return sourceUnreachable(
      `git ${stripUserinfo(base2.repoURL)} ${ref}`,
      "offline (--offline) and not in the source cache"
    );
  const git2 = findExecutable("git", process.env.PATH ?? "");
  if (!git2)
    return { ok: false, code: "E_TOOL_MISSING", message: "git not found on PATH (needed for kustomize remote bases)" };
  const scratch = await scratchDir("dg-git-");
  try {
    const fetched = await cloneAt(git2, base2, ref, scratch, remote);
    if (!fetched.ok) return fetched;
    const stored = await cache2.store(key, path19.join(scratch, "repo"));
    return { ok: true, dir: stored.dir, record: record(stored.digest, false) };
  } finally {
    await rm7(scratch, { recursive: true, force: true });
  }
}
function gitEnv(base2, creds) {
  const scheme = base2.repoURL.slice(0, base2.repoURL.indexOf(":")).toLowerCase();
  const env = {
    GIT_ALLOW_PROTOCOL: scheme,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null"
  };
  if (creds) {
    Object.assign(env, {
      GIT_CONFIG_COUNT: "1",
      GIT_CONFIG_KEY_0: "http.extraHeader",
      GIT_CONFIG_VALUE_0: `Authorization: Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString("base64")}`
    });
  }
  return env;
}
async function cloneAt(git2, base2, ref, scratch, remote) {
  const repo = path19.join(scratch, "repo");
  const creds = /^https?:/i.test(base2.repoURL) ? await sourceCredentials("git", base2.repoURL, remote.env) : void 0;
  const opts = {
    env: { ...networkEnv(remote.env), ...gitEnv(base2, creds) },
    timeoutMs: remote.sources.timeoutSeconds * 1e3,
    maxOutputBytes: 1024 * 1024
  };
  const safe = ["-c", "core.hooksPath=/dev/null", "-c", "protocol.file.allow=never", "-c", "advice.detachedHead=false"];
  const wanted = isCommitId(ref) ? ref : `refs/tags/${ref}`;
  const steps = [
    ["init", "-q", "--template=", repo],
    [...safe, "-C", repo, "fetch", "-q", "--depth=1", "--no-tags", "--", base2.repoURL, wanted],
    [...safe, "-C", repo, "checkout", "-q", "--detach", "FETCH_HEAD"],
    ["-C", repo, "rev-parse", "FETCH_HEAD"]
  ];
  let last;
  for (const args of steps) {
    last = await execTool(git2, args, opts);
    if (last.exitCode !== 0 || last.timedOut) return gitFailure(last, base2, ref, scratch, creds, remote);
  }
  if (isCommitId(ref) && last?.stdout.trim() !== ref) {
    return {
      ok: false,
      code: "E_SOURCE_DIGEST_MISMATCH",
      message: `${base2.repoURL}?ref=${ref}: git checked out ${last?.stdout.trim() ?? "?"} instead of the pinned commit`
    };
  }
  return { ok: true };
}
function gitFailure(r, base2, ref, scratch, creds, remote) {
  const source = `git ${stripUserinfo(base2.repoURL)} ${ref}`;
  if (r.timedOut)
    return sourceUnreachable(
      source,
      `the fetch did not finish within ${remote.sources.timeoutSeconds}s (sources.timeoutSeconds)`
    );
  const text3 = withoutCredentials(
    sanitizeToolError(r.stderr || r.spawnError || "", { roots: [], scratch: [scratch] }),
    creds
  );
  return sourceUnreachable(source, text3 || `git exited with ${String(r.exitCode)}`);
}

// src/render/remote-bases.ts
var MAX_ROUNDS = 5;
async function localizeRemoteBases(req, rootReal) {
  const sources = [];
  let copies;
  for (let round = 0; ; round++) {
    const walk = await walkKustomization(req.root, req.target.path);
    const fetchable = (p) => p.remoteRef !== void 0 && parseGitBase(p.remoteRef) !== void 0;
    const remote = walk.problems.filter(fetchable);
    const blocking = walk.problems.find((p) => !fetchable(p));
    if (blocking || !req.remote || remote.length === 0) return blocking ?? walk.problems[0] ?? { walk, sources };
    if (round === MAX_ROUNDS)
      return {
        code: "E_SOURCE_NOT_ALLOWED",
        path: remote[0]?.path,
        message: `remote bases nest more than ${MAX_ROUNDS} deep; refused`
      };
    copies ??= await mkdtemp3(path20.join(rootReal, ".dg-remote-"));
    for (const problem of remote) {
      const used = await localize(problem, req, rootReal, copies);
      if ("code" in used) return used;
      sources.push(used);
    }
  }
}
async function localize(problem, req, rootReal, copies) {
  const ref = problem.remoteRef;
  const base2 = parseGitBase(ref);
  if (!base2) return problem;
  const fetched = await fetchGitBase(base2, req.remote);
  if (!fetched.ok)
    return {
      code: fetched.code,
      path: problem.path,
      message: `${problem.path ?? ""}: ${fetched.message}`,
      ...problem.path ? { written: { file: problem.path, text: ref } } : {}
    };
  const dest = await mkdtemp3(path20.join(copies, "base-"));
  await cp2(fetched.dir, dest, { recursive: true, verbatimSymlinks: true });
  const file = path20.join(rootReal, problem.path);
  const target = path20.join(dest, base2.path);
  const rel = path20.relative(path20.dirname(file), target).split(path20.sep).join("/");
  await replaceInFile(file, ref, rel);
  return fetched.record;
}
async function replaceInFile(file, from, to) {
  const text3 = await readFile8(file, "utf8");
  await rewriteFile(file, text3.split(from).join(to));
}

// src/render/kustomize.ts
var ADDED_MARK = "# deploy-gate: originAnnotations added for source locations";
async function ensureOriginAnnotations(file) {
  const text3 = await readFile9(file, "utf8");
  if (text3.endsWith(`${ADDED_MARK}
`)) return true;
  const parsed = (0, import_yaml3.parseDocument)(text3);
  const js = parsed.errors.length === 0 ? parsed.toJS({ maxAliasCount: 100 }) : void 0;
  const list2 = js && typeof js === "object" ? js.buildMetadata : void 0;
  if (Array.isArray(list2) && list2.includes("originAnnotations")) return false;
  let next;
  if (list2 === void 0 || list2 === null) {
    next = `${text3}${text3.endsWith("\n") || text3 === "" ? "" : "\n"}buildMetadata: [originAnnotations]
`;
  } else {
    parsed.set("buildMetadata", [...Array.isArray(list2) ? list2 : [], "originAnnotations"]);
    next = parsed.toString();
  }
  next = `${next}${ADDED_MARK}
`;
  await rewriteFile(file, next);
  return true;
}
function kustomizeArgs(renderArgs, dirAbs) {
  return [...renderArgs, dirAbs, "--load-restrictor", "LoadRestrictionsRootOnly"];
}
async function renderKustomize(req, ctx) {
  const tool = req.tools.kustomize;
  if (!tool.ok) return failure(tool.code, tool.reason, ctx, tool.tool);
  const local = await localizeRemoteBases(req, ctx.rootReal);
  if (!("walk" in local)) return failure(local.code, local.message, ctx, tool.tool, local.written);
  const { walk } = local;
  const root = ctx.rootReal;
  const added = await ensureOriginAnnotations(path21.join(root, walk.kustomization));
  const dirAbs = path21.join(root, path21.dirname(walk.kustomization));
  const helm2 = await prepareKustomizeHelm(req, root, walk.charts);
  if (!("args" in helm2)) return failure(helm2.code, helm2.message, ctx, tool.tool, helm2.written);
  const r = await execTool(tool.bin, [...kustomizeArgs(tool.renderArgs, dirAbs), ...helm2.args], {
    cwd: dirAbs,
    env: { ...NO_NETWORK_ENV },
    timeoutMs: req.timeoutMs,
    maxOutputBytes: req.maxOutputBytes,
    ...req.memoryLimitBytes === void 0 ? {} : { memoryLimitBytes: req.memoryLimitBytes }
  }).finally(helm2.cleanup);
  const failed = toolFailure(r, { ...ctx, tool: tool.tool });
  if (failed) return failed;
  const used = [...local.sources, ...helm2.sources];
  const sources = used.length > 0 ? { sources: used } : {};
  return {
    ok: true,
    chunks: [{ text: r.stdout }],
    tool: tool.tool,
    durationMs: elapsed(ctx),
    originAnnotationsAdded: added,
    ...sources
  };
}

// src/render/manifests.ts
import { readFileSync } from "node:fs";
import path22 from "node:path";
var MANIFEST_EXT = /\.(ya?ml|json)$/i;
var byName = (a, b) => a < b ? -1 : a > b ? 1 : 0;
async function manifestFiles(scan, dir, recurse) {
  const listed = scan.dirs.get(dir.realRel) ?? (await readdir(dir.real, { withFileTypes: true })).map((e) => ({ name: e.name, type: entryType(e) }));
  const entries = [...listed].sort((a, b) => byName(a.name, b.name));
  const files = [];
  const join = (base2, name) => base2 === "." ? name : `${base2}/${name}`;
  for (const e of entries) {
    const rel = join(dir.rel, e.name);
    if (e.type === "dir") {
      if (recurse && e.name !== ".git" && !e.name.startsWith(GENERATED_DIR)) {
        const sub = { real: path22.join(dir.real, e.name), realRel: join(dir.realRel, e.name), rel };
        files.push(...await manifestFiles(scan, sub, true));
      }
    } else if (MANIFEST_EXT.test(e.name))
      files.push(e.type === "file" ? { rel, real: path22.join(dir.real, e.name) } : { rel });
  }
  return files;
}
async function targetDir(scan, ref) {
  const listed = scannedDir(scan, ref);
  if (listed) return { real: listed.real, realRel: listed.rel, rel: listed.rel };
  const dir = await confinePath(scan.root, ".", ref, "manifests dir", "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!dir.ok) return dir;
  if (!dir.exists || !dir.isDir)
    return { ok: false, code: "E_PATH_NOT_FOUND", message: `manifests directory '${dir.rel}' does not exist` };
  return { real: dir.real, realRel: dir.realRel, rel: dir.rel };
}
async function confineFile(root, file) {
  if (file.real !== void 0) return { real: file.real };
  const f = await confinePath(root, ".", file.rel, "manifest", "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!f.ok) return f;
  if (f.isDir)
    return {
      ok: false,
      code: "E_RENDER_FAILED",
      message: `manifest '${file.rel}' is a symlink to a directory, not a file`
    };
  return { real: f.real };
}
async function renderManifests(req, ctx) {
  const scan = await scanTree(req.root);
  const dir = await targetDir(scan, req.target.path);
  if ("ok" in dir) return failure(dir.code, dir.message, ctx);
  const files = await manifestFiles(scan, dir, req.target.recurse === true);
  const refused2 = problemsUnder(
    scan,
    files.map((f) => f.rel)
  )[0];
  if (refused2) return failure(refused2.code, refused2.message, ctx);
  const chunks = [];
  let bytes = 0;
  for (const file of files) {
    const f = await confineFile(scan.root, file);
    if (!("real" in f)) return failure(f.code, f.message, ctx);
    const text3 = readFileSync(f.real, "utf8");
    bytes += Buffer.byteLength(text3);
    if (bytes > req.maxOutputBytes)
      return failure(
        "E_OUTPUT_TOO_LARGE",
        `manifests in '${dir.rel}' exceed the output budget of ${req.maxOutputBytes} bytes`,
        ctx
      );
    chunks.push({ text: text3, file: file.rel });
  }
  return { ok: true, chunks, durationMs: elapsed(ctx) };
}

// src/render/kustomize-edit-copy.ts
var import_yaml4 = __toESM(require_dist(), 1);
import { randomBytes as randomBytes2 } from "node:crypto";
import { cp as cp3, readFile as readFile10, realpath as realpath4, stat as stat3, writeFile as writeFile7 } from "node:fs/promises";
import path23 from "node:path";

// src/render/kustomize-edit-images.ts
var EditRefused = class extends Error {
};
var byCodeUnits = (a, b) => a < b ? -1 : a > b ? 1 : 0;
var PRESERVE = "*";
function splitImage(image) {
  const slash = image.indexOf("/") > 0 ? image.indexOf("/") : 0;
  const search = image.slice(slash);
  const at = search.indexOf("@");
  const colon = search.indexOf(":");
  if (colon < 0 && at < 0) return { name: image, tag: "", digest: "" };
  if (at >= 0 && (at < colon || colon < 0))
    return { name: image.slice(0, at + slash), tag: "", digest: image.slice(at + slash + 1) };
  if (at >= 0 && colon >= 0)
    return {
      name: image.slice(0, colon + slash),
      tag: image.slice(colon + slash + 1, at + slash),
      digest: image.slice(at + slash + 1)
    };
  return { name: image.slice(0, colon + slash), tag: image.slice(colon + slash + 1), digest: "" };
}
function parseImageArg(arg) {
  const eq = arg.indexOf("=");
  const key = eq < 0 ? "" : arg.slice(0, eq);
  const value = eq < 0 ? arg : arg.slice(eq + 1);
  const { name, tag, digest } = splitImage(value);
  if (name === arg)
    throw new EditRefused(
      `invalid format of image "${arg}" for kustomize edit set image (expected <image>:<tag>, <image>@<digest> or <image>=<newimage>\u2026)`
    );
  const out = key === "" ? { name } : { name: key, newName: name };
  if (tag) out.newTag = tag;
  if (digest) out.digest = digest;
  return out;
}
function setImages(existing, args) {
  const byName2 = /* @__PURE__ */ new Map();
  for (const a of args) byName2.set(a.name, { ...a });
  const fromArgs = new Set(byName2.keys());
  for (const raw of existing) {
    const old = raw && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
    const name = String(old.name ?? "");
    const arg = fromArgs.has(name) ? byName2.get(name) : void 0;
    if (!arg) {
      byName2.set(name, old);
      continue;
    }
    for (const field of ["newName", "newTag", "digest"]) if (arg[field] === PRESERVE) arg[field] = old[field] ?? "";
  }
  const images = [...byName2.values()].map((img) => {
    const out = {};
    for (const [k, v] of Object.entries(img)) if (v !== "" && v !== PRESERVE && v !== void 0) out[k] = v;
    return out;
  });
  return images.sort((a, b) => byCodeUnits(String(a.name), String(b.name)));
}

// src/render/kustomize-edit.ts
var asList3 = (v) => Array.isArray(v) ? v : v === void 0 || v === null ? [] : [v];
function takeField(k, field) {
  let value;
  for (const key of Object.keys(k).filter((key2) => foldKey(key2) === foldKey(field))) {
    value = k[key];
    delete k[key];
  }
  return value;
}
function putField(k, field, value) {
  takeField(k, field);
  const empty = value === void 0 || value === "" || Array.isArray(value) && value.length === 0 || isEmptyMap(value);
  if (!empty) k[field] = value;
}
var isEmptyMap = (v) => isObject(v) && Object.keys(v).length === 0;
function kustfileRead(k) {
  const bases = asList3(takeField(k, "bases"));
  if (bases.length > 0) putField(k, "resources", [...asList3(takeField(k, "resources")), ...bases]);
  const tags = asList3(takeField(k, "imageTags"));
  if (tags.length > 0) putField(k, "images", [...asList3(takeField(k, "images")), ...tags]);
}
function applyKustomizeEdits(k, e, componentExists2) {
  let rewritten = false;
  const edit = (fn) => {
    kustfileRead(k);
    fn();
    rewritten = true;
  };
  if (e.namePrefix) edit(() => putField(k, "namePrefix", e.namePrefix));
  if (e.nameSuffix) edit(() => putField(k, "nameSuffix", e.nameSuffix));
  if (e.images?.length) {
    const args = e.images.map(parseImageArg);
    edit(() => putField(k, "images", setImages(asList3(takeField(k, "images")), args)));
  }
  if (e.replicas?.length)
    edit(() => putField(k, "replicas", setReplicas(asList3(takeField(k, "replicas")), e.replicas ?? [])));
  if (e.commonLabels && Object.keys(e.commonLabels).length > 0) edit(() => addLabels(k, e));
  if (e.commonAnnotations && Object.keys(e.commonAnnotations).length > 0) edit(() => addAnnotations(k, e));
  if (e.namespace) {
    if (!DNS1123_LABEL.test(e.namespace) || e.namespace.length > 63)
      throw new EditRefused(`"${e.namespace}" is not a valid namespace name (kustomize edit set namespace)`);
    edit(() => putField(k, "namespace", e.namespace));
  }
  if (e.patches?.length) {
    if (rewritten) putField(k, "patches", takeField(k, "patches"));
    appendPatches(k, e.patches);
  }
  if (e.components?.length) addComponents(k, e, componentExists2, edit);
}
function setReplicas(existing, args) {
  const byName2 = /* @__PURE__ */ new Map();
  for (const a of args) {
    if (a.name.includes("=")) throw new EditRefused(`invalid replicas argument "${a.name}=${a.count}"`);
    byName2.set(a.name, { name: a.name, count: a.count });
  }
  for (const r of existing) {
    const name = String(asObject(r).name ?? "");
    if (!byName2.has(name)) byName2.set(name, asObject(r));
  }
  return [...byName2].sort(([a], [b]) => byCodeUnits(a, b)).map(([, r]) => r);
}
function editArgs(pairs) {
  const out = /* @__PURE__ */ new Map();
  for (const [name, value] of Object.entries(pairs)) {
    const arg = `${name}:${value}`;
    const c = arg.indexOf(":");
    if (c === 0) throw new EditRefused(`invalid label or annotation '${arg}' (need k:v pair where v may be quoted)`);
    const v = arg.slice(c + 1);
    out.set(arg.slice(0, c), v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v);
  }
  return out;
}
var DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var NAME_PART = /^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
var DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
function qualifiedName(key) {
  const parts = key.split("/");
  if (parts.length > 2) return false;
  const name = parts[parts.length - 1] ?? "";
  const prefix = parts.length === 2 ? parts[0] ?? "" : void 0;
  if (prefix !== void 0 && (prefix.length > 253 || !DNS1123_SUBDOMAIN.test(prefix))) return false;
  return name.length <= 63 && NAME_PART.test(name);
}
function writeEntry(map, key, value, force, what) {
  if (Object.hasOwn(map, key) && !force)
    throw new EditRefused(`${what} ${key} already in kustomization file. Use --force to override.`);
  map[key] = value;
}
function addLabels(k, e) {
  if (e.labelIncludeTemplates && !e.labelWithoutSelector)
    throw new EditRefused("--without-selector flag must be specified for --include-templates to work");
  const pairs = editArgs(e.commonLabels ?? {});
  for (const [key, value] of pairs) {
    if (!qualifiedName(key)) throw new EditRefused(`label key "${key}" is not a valid label name`);
    if (value !== "" && (value.length > 63 || !NAME_PART.test(value)))
      throw new EditRefused(`label value "${value}" of ${key} is not a valid label value`);
  }
  const force = e.forceCommonLabels === true;
  if (!e.labelWithoutSelector) {
    const map2 = { ...asObject(takeField(k, "commonLabels")) };
    for (const [key, value] of pairs) writeEntry(map2, key, value, force, "label");
    return putField(k, "commonLabels", map2);
  }
  const includeTemplates = e.labelIncludeTemplates === true;
  const labels = asList3(takeField(k, "labels")).map((l) => ({ ...asObject(l) }));
  let entry = labels.find((l) => l.includeSelectors !== true && l.includeTemplates === true === includeTemplates);
  if (!entry) {
    entry = { pairs: {}, ...includeTemplates ? { includeTemplates: true } : {} };
    labels.push(entry);
  }
  const map = { ...asObject(entry.pairs) };
  for (const [key, value] of pairs) writeEntry(map, key, value, force, "label");
  entry.pairs = map;
  putField(k, "labels", labels);
}
function addAnnotations(k, e) {
  const map = { ...asObject(takeField(k, "commonAnnotations")) };
  for (const [key, value] of editArgs(e.commonAnnotations ?? {})) {
    if (!qualifiedName(key.toLowerCase()))
      throw new EditRefused(`annotation key "${key}" is not a valid annotation name`);
    writeEntry(map, key, value, e.forceCommonAnnotations === true, "annotation");
  }
  putField(k, "commonAnnotations", map);
}
function appendPatches(k, patches) {
  const existing = k.patches;
  if (existing !== void 0 && existing !== null && !Array.isArray(existing))
    throw new EditRefused("expected 'patches' field in kustomization.yaml to be a list");
  k.patches = [...asList3(existing), ...patches];
}
function addComponents(k, e, exists, edit) {
  const wanted = (e.components ?? []).filter((c) => !e.ignoreMissingComponents || exists(c));
  if (wanted.length === 0) return;
  for (const c of wanted) if (!exists(c)) throw new EditRefused(`component ${c} has no match`);
  edit(() => {
    const list2 = asList3(takeField(k, "components"));
    for (const c of wanted) if (!list2.includes(c)) list2.push(c);
    putField(k, "components", list2);
  });
}

// src/render/kustomize-edit-copy.ts
var isGenerated = (name) => name.startsWith(GENERATED_DIR);
async function withKustomizeEdits(root, target) {
  const edits = target.kustomizeEdits;
  if (!edits || target.kind !== "kustomize") return target;
  const rootReal = await realpath4(root);
  const src = await confinePath(rootReal, ".", target.path, "kustomization dir", "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!src.ok) return { code: src.code, message: src.message };
  if (!src.exists || !src.isDir) return { code: "E_PATH_NOT_FOUND", message: `'${target.path}' is not a folder` };
  if (src.rel === "." || src.rel !== src.realRel)
    return {
      code: "E_RENDER_FAILED",
      message: `Argo CD kustomize options on '${target.path}' (the repository root or a symlinked folder) are not applied here`
    };
  const parent = path23.posix.dirname(src.rel);
  const name = `${GENERATED_DIR}-argo-${randomBytes2(6).toString("hex")}`;
  const copyRel = parent === "." ? name : `${parent}/${name}`;
  await cp3(src.real, path23.join(rootReal, copyRel), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (from) => !isGenerated(path23.basename(from))
  });
  const file = await findKustomization(rootReal, copyRel);
  if (!file) return { code: "E_PATH_NOT_FOUND", message: `'${target.path}' has no kustomization.yaml` };
  const components = /* @__PURE__ */ new Map();
  for (const c of edits.components ?? []) components.set(c, await componentExists(rootReal, copyRel, c));
  const shown = `${target.path}/${path23.posix.basename(file)}`;
  const edited = await editFile(
    path23.join(rootReal, file),
    shown,
    (k) => applyKustomizeEdits(k, edits, (c) => components.get(c) === true)
  );
  if (edited) return edited;
  return { ...target, path: copyRel };
}
async function componentExists(rootReal, dirRel, c) {
  const abs = path23.resolve(rootReal, dirRel, c);
  if (!isInside(rootReal, abs)) return false;
  return stat3(abs).then(
    () => true,
    () => false
  );
}
async function editFile(abs, shown, apply) {
  const text3 = await readFile10(abs, "utf8");
  const read = readKustomizeYaml(text3, shown);
  if (!read.ok) return { code: read.problem.code, message: read.problem.message };
  const docs = (0, import_yaml4.parseAllDocuments)(text3, { version: "1.1", merge: true });
  if (docs.length !== 1 || docs[0]?.errors.length)
    return { code: "E_RENDER_FAILED", message: `${shown}: Argo CD's kustomize edit needs exactly one YAML document` };
  const k = docs[0]?.toJS({ maxAliasCount: 100 });
  if (!k || typeof k !== "object" || Array.isArray(k))
    return { code: "E_RENDER_FAILED", message: `${shown} is not a mapping` };
  try {
    apply(k);
  } catch (e) {
    if (!(e instanceof EditRefused)) throw e;
    return { code: "E_RENDER_FAILED", message: `Argo CD's kustomize edit of ${shown} fails: ${e.message}` };
  }
  await writeFile7(abs, (0, import_yaml4.stringify)(k, { version: "1.1" }));
  return void 0;
}

// src/render/joined.ts
import { performance as performance2 } from "node:perf_hooks";
async function renderJoined(req, renderPart) {
  const started = performance2.now();
  const labels = (req.target.sources ?? []).map((s) => s.label);
  const chunks = [];
  const sources = [];
  let tool;
  let bytes = 0;
  for (const [i, part] of targetParts(req.target).entries()) {
    const result = await renderPart({ ...req, target: part, maxOutputBytes: Math.max(1, req.maxOutputBytes - bytes) });
    const label = `${labels[i] ?? `source ${i + 1}`} (${part.kind} ${part.path})`;
    if (!result.ok) return { ...result, error: `${label}: ${result.error}`, durationMs: elapsed({ started }) };
    const where = {
      kind: part.kind,
      path: result.builtPath ?? part.path,
      ...result.originAnnotationsAdded !== void 0 ? { originAnnotationsAdded: result.originAnnotationsAdded } : {}
    };
    for (const chunk of result.chunks) {
      bytes += Buffer.byteLength(chunk.text, "utf8");
      chunks.push({ ...chunk, part: where });
    }
    sources.push(...result.sources ?? []);
    tool ??= result.tool;
  }
  return {
    ok: true,
    chunks,
    durationMs: elapsed({ started }),
    ...tool ? { tool } : {},
    ...sources.length > 0 ? { sources } : {}
  };
}

// src/render/postbuild.ts
var SUBSTITUTE_KEY = "kustomize.toolkit.fluxcd.io/substitute";
var VAR_NAME = /^[_A-Za-z][_A-Za-z0-9]*$/;
var EXPR = /^([_A-Za-z][_A-Za-z0-9]*)(?:(:?[-=])([\s\S]*))?$/;
var SubstituteError = class extends Error {
};
function envsubst(text3, vars) {
  let out = "";
  let i = 0;
  while (i < text3.length) {
    if (text3.startsWith("$${", i)) {
      out += "${";
      i += 3;
      continue;
    }
    if (!text3.startsWith("${", i)) {
      out += text3[i];
      i++;
      continue;
    }
    const end = text3.indexOf("}", i + 2);
    if (end < 0) throw new SubstituteError(`unterminated variable at "${text3.slice(i, i + 40)}"`);
    out += evaluate(text3.slice(i + 2, end), vars);
    i = end + 1;
  }
  return out;
}
function evaluate(expr, vars) {
  const m = EXPR.exec(expr);
  if (!m) throw new SubstituteError(`\${${expr}} uses a substitution form deploy-gate does not model`);
  const [, name, op, fallback] = m;
  const has = Object.prototype.hasOwnProperty.call(vars, name);
  const value = has ? vars[name] : void 0;
  if (op === void 0) {
    if (value === void 0)
      throw new SubstituteError(`variable "${name}" has no value (postBuild.substitute/substituteFrom) and no default`);
    return value;
  }
  const emptyCounts = op.startsWith(":");
  if (value === void 0 || emptyCounts && value === "") return fallback ?? "";
  return value;
}
function substituteStream(stream, vars) {
  if (Object.keys(vars).length === 0) return stream;
  const bad = Object.keys(vars).find((k) => !VAR_NAME.test(k));
  if (bad !== void 0)
    throw new SubstituteError(`'${bad}' var name is invalid, must match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'`);
  return stream.split(/^---[ \t]*$/m).map((doc) => optedOut(doc) ? doc : envsubst(doc, vars)).join("---");
}
function optedOut(doc) {
  const parsed = parseYamlFile(doc);
  const meta = asObject(asObject(parsed.firstError ? void 0 : parsed.value).metadata);
  return asObject(meta.labels)[SUBSTITUTE_KEY] === "disabled" || asObject(meta.annotations)[SUBSTITUTE_KEY] === "disabled";
}

// src/render/index.ts
async function renderTarget(req) {
  if (req.target.sources?.length) return renderJoined(req, renderTarget);
  const started = performance3.now();
  const rootReal = await realpath(req.root).catch(() => {
    throw new Error(`deploy-gate: revision tree ${req.root} does not exist`);
  });
  const ctx = { started, root: req.root, rootReal };
  try {
    const built = await withOverlay(req.root, req.target);
    const edited = await withKustomizeEdits(req.root, built);
    if ("code" in edited) return failure(edited.code, edited.message, ctx);
    let result = await renderKind({ ...req, target: edited }, ctx);
    if (result.ok && built !== req.target) result = { ...result, builtPath: built.path };
    return withPostBuild(result, req.target, ctx);
  } catch (e) {
    const message = sanitizeToolError(e instanceof Error ? e.message : String(e), { roots: [req.root, rootReal] });
    return failure("E_RENDER_FAILED", `rendering failed: ${message}`, ctx);
  }
}
function renderKind(req, ctx) {
  switch (req.target.kind) {
    case "helm":
      return renderHelm(req, ctx);
    case "kustomize":
      return renderKustomize(req, ctx);
    case "manifests":
      return renderManifests(req, ctx);
  }
}
function withPostBuild(result, target, ctx) {
  const vars = target.postBuild?.substitute;
  if (!vars || !result.ok) return result;
  try {
    return { ...result, chunks: result.chunks.map((c) => ({ ...c, text: substituteStream(c.text, vars) })) };
  } catch (e) {
    if (!(e instanceof SubstituteError)) throw e;
    return failure("E_RENDER_FAILED", `postBuild substitution failed: ${e.message}`, ctx, result.tool);
  }
}

// src/targets/base-sources.ts
import path25 from "node:path";

// src/targets/walk.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import path24 from "node:path";
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules", ".github", ".gitlab", ".tools", ".deploy-gate-generated"]);
var MAX_WALK_ENTRIES = 2e5;
async function indexRepo(root, exclude = []) {
  const dirs = /* @__PURE__ */ new Map();
  const queue = ["."];
  const unreadable2 = [];
  const excluded = [];
  const isExcluded = exclude.length > 0 ? (0, import_picomatch.default)([...exclude], { dot: true }) : () => false;
  let seen = 0;
  while (queue.length > 0) {
    const rel = queue.shift();
    const entries = await readdir(path24.join(root, rel), { withFileTypes: true }).catch(() => void 0);
    if (!entries) {
      unreadable2.push(rel);
      continue;
    }
    seen += entries.length;
    if (seen > MAX_WALK_ENTRIES) return { dirs, truncated: true, unreadable: unreadable2, excluded };
    const keep = (name) => {
      const child = joinRel(rel, name);
      if (!isExcluded(child)) return true;
      excluded.push(child);
      return false;
    };
    const names = (pick) => entries.filter((e) => pick(e) && keep(e.name)).map((e) => e.name).sort();
    const files = names((e) => e.isFile());
    const links = names((e) => e.isSymbolicLink());
    const chart = files.includes("Chart.yaml");
    dirs.set(rel, { rel, files, chart, ...links.length ? { links } : {} });
    const subdirs = names(
      (e) => e.isDirectory() && !SKIP_DIRS.has(e.name) && !e.name.startsWith(".deploy-gate-generated")
    );
    for (const name of subdirs) {
      if (chart && !CHART_ENV_DIRS.includes(name)) continue;
      queue.push(joinRel(rel, name));
    }
  }
  return { dirs, truncated: false, unreadable: unreadable2, excluded: excluded.sort() };
}
var CHART_ENV_DIRS = ["envs", "environments", "env"];
function joinRel(dir, name) {
  return dir === "." ? name : `${dir}/${name}`;
}
function parentRel(rel) {
  const i = rel.lastIndexOf("/");
  return i < 0 ? "." : rel.slice(0, i);
}
function insideChart(index, rel) {
  for (let d = rel; ; d = parentRel(d)) {
    if (index.dirs.get(d)?.chart) return true;
    if (d === ".") return false;
  }
}

// src/targets/base-sources.ts
var obj2 = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var str3 = (v) => typeof v === "string" && v.trim() !== "" ? v.trim() : void 0;
var list = (v) => Array.isArray(v) ? v : [];
var MENTIONS = /repoURL|HelmRepository|GitRepository|OCIRepository|dependencies:|helmCharts:|resources:|bases:|components:/;
async function docsOf(file) {
  try {
    if ((await stat(file)).size > MAX_SOURCE_BYTES) return [];
    const text3 = await readFile(file, "utf8");
    return MENTIONS.test(text3) ? parseYamlFile(text3, { maxDocBytes: MAX_SOURCE_BYTES }).docs.map((d) => d.value) : [];
  } catch {
    return [];
  }
}
var Collector = class {
  helm = /* @__PURE__ */ new Set();
  ociRepos = /* @__PURE__ */ new Set();
  git = /* @__PURE__ */ new Set();
  add(kind, url) {
    if (!url) return;
    const c = canonicalSourceURL(kind, url.replace(/\/+$/, ""));
    if (!c.ok) return;
    (kind === "helm" ? this.helm : kind === "git" ? this.git : this.ociRepos).add(c.url);
  }
  /** A chart repository as Argo CD, helm and kustomize read one: http(s) is a Helm repository, the rest OCI. */
  chartRepo(url) {
    if (url) this.add(/^https?:\/\//i.test(url) ? "helm" : "oci", url);
  }
  /** An OCI reference that names a chart (`oci://host/org/chart`): its repository holds trusted charts. */
  ociChart(url) {
    const c = url ? canonicalSourceURL("oci", url.replace(/\/+$/, "")) : void 0;
    if (c?.ok && c.url.lastIndexOf("/") > "oci://".length) this.ociRepos.add(c.url.slice(0, c.url.lastIndexOf("/")));
  }
};
function trustedSourcesOf(sources, trustedRoot) {
  if (!sources.trustBase) return {};
  let read;
  return { trusted: () => read ??= sourcesUsedBy(trustedRoot) };
}
async function sourcesUsedBy(root) {
  const found = new Collector();
  const index = await indexRepo(root, [".dg-remote-*"]);
  for (const dir of index.dirs.values()) {
    for (const name of dir.files) {
      if (!/\.ya?ml$/i.test(name) && name !== "Kustomization") continue;
      for (const doc of await docsOf(path25.join(root, dir.rel, name))) {
        const value = obj2(doc);
        if (!value) continue;
        if (name === "Chart.yaml" || name === "requirements.yaml") chartDependencies(value, found);
        else if (KUSTOMIZATION_FILES.includes(name)) kustomization(value, found);
        else manifest(value, found);
      }
    }
  }
  return { helm: found.helm, ociRepos: found.ociRepos, git: found.git };
}
function chartDependencies(chart, found) {
  for (const d of list(chart.dependencies)) {
    const repo = str3(obj2(d)?.repository);
    if (repo && /^(https?|oci):\/\//i.test(repo)) found.chartRepo(repo);
  }
}
function kustomization(k, found) {
  for (const entry of [...list(k.resources), ...list(k.bases), ...list(k.components)]) {
    const spec = str3(entry);
    const base2 = spec ? parseGitBase(spec) : void 0;
    if (base2) found.add("git", base2.repoURL);
  }
  for (const chart of list(k.helmCharts)) found.chartRepo(str3(obj2(chart)?.repo));
}
function manifest(o, found) {
  const spec = obj2(o.spec);
  if (!spec) return;
  switch (o.kind) {
    case "Application":
      return argoSources(spec, found);
    case "ApplicationSet":
      return argoSources(obj2(obj2(spec.template)?.spec) ?? {}, found);
    case "HelmRepository":
      return spec.type === "oci" ? found.add("oci", str3(spec.url)) : found.chartRepo(str3(spec.url));
    case "GitRepository":
      return found.add("git", str3(spec.url));
    case "OCIRepository":
      return found.ociChart(str3(spec.url));
  }
}
function argoSources(spec, found) {
  for (const s of [spec.source, ...list(spec.sources)]) {
    const source = obj2(s);
    const url = str3(source?.repoURL);
    if (!source || !url) continue;
    if (str3(source.chart)) found.chartRepo(url);
    else found.add("git", url);
  }
}

// src/engine/revision-reads.ts
import { readFile as readFile11 } from "node:fs/promises";
import path26, { isAbsolute } from "node:path";
async function resolveSide(repo, ref, known) {
  try {
    return await resolveRevision(repo, ref, known);
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(err.message);
    throw err;
  }
}
function insideRepo(repo, given) {
  const rel = path26.relative(path26.resolve(repo), path26.resolve(repo, given));
  if (rel === "" || rel.split(path26.sep)[0] === ".." || isAbsolute(rel)) return void 0;
  return isAbsolute(given) || given.split(/[\\/]/).includes("..") ? rel.split(path26.sep).join("/") : given;
}
async function readConfig(repo, sha, given, opts = {}) {
  const file = given ?? DEFAULT_CONFIG_FILE;
  const inside = insideRepo(repo, file);
  if (inside === void 0) {
    const text4 = await readFile11(path26.resolve(repo, file), "utf8").catch((err) => {
      throw new UsageError(`--config ${file}: ${err instanceof Error ? err.message : String(err)}`);
    });
    return { rel: file, text: text4, from: "file" };
  }
  const onDisk = () => readFile11(path26.join(repo, inside), "utf8").catch(() => void 0);
  if (opts.workingTreeFirst) {
    const text4 = await onDisk();
    if (text4 !== void 0) return { rel: inside, text: text4, from: "working tree" };
  }
  const committed = await configText(repo, sha, inside);
  if (committed !== void 0) return { rel: inside, text: committed, from: "revision" };
  const atHead = opts.headSha ? await configText(repo, opts.headSha, inside).catch(() => "") : void 0;
  if (atHead !== void 0) return { rel: inside, text: void 0, from: "none" };
  const text3 = await onDisk();
  return text3 === void 0 ? { rel: inside, text: text3, from: "none" } : { rel: inside, text: text3, from: "working tree" };
}
async function configText(repo, sha, rel) {
  try {
    return await readFileAt(repo, sha, rel);
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(`${rel}: ${err.message}`);
    throw err;
  }
}

// src/engine/workspace.ts
function configUsed(choice, committed) {
  return { path: choice.rel, from: choice.from === "revision" ? committed : choice.from };
}
async function openSide(repo, ref) {
  return openResolved(repo, await resolveSide(repo, ref));
}
async function openResolved(repo, info) {
  const tree = await checkoutRevision(repo, info.sha);
  const cleanup = async () => {
    forgetScan(tree.root);
    await tree.cleanup();
  };
  return { info, root: tree.root, submodules: tree.submodules, cleanup };
}
function configOf(text3, rel) {
  if (text3 === void 0) {
    const config = defaultConfig(rel);
    return { config, warnings: assumedVersionNotice(config) };
  }
  try {
    const loaded = loadConfigDetailed(text3, rel);
    return { config: loaded.config, text: text3, warnings: [...loaded.warnings, ...assumedVersionNotice(loaded.config)] };
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}
function assumedVersionNotice(config) {
  if (!config.kubernetesVersionAssumed) return [];
  return [
    `Kubernetes ${config.kubernetesVersion} assumed (no kubernetesVersion in the config; the newest version deploy-gate knows): set kubernetesVersion to your clusters' version`
  ];
}
function submoduleNotices(side) {
  return side.submodules.map(
    (dir) => `${dir} is a git submodule at ${side.info.sha.slice(0, 12)}: its files were not read, so nothing in it was rendered or checked`
  );
}

// src/diff/yaml-text.ts
var import_yaml5 = __toESM(require_dist(), 1);
function normalizeForDiff(obj3) {
  if (Array.isArray(obj3)) return obj3.map(normalizeForDiff);
  if (typeof obj3 !== "object" || obj3 === null) return obj3;
  const out = {};
  for (const key of Object.keys(obj3).sort()) {
    const value = obj3[key];
    if (value !== void 0) out[key] = normalizeForDiff(value);
  }
  return out;
}
var CORE_ONLY = /^(?:[-+]?0o[0-7]+|[-+]?(?:\.inf|\.Inf|\.INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;
function stringifyYaml(value) {
  const doc = new import_yaml5.Document(value, { version: "1.1" });
  (0, import_yaml5.visit)(doc, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && CORE_ONLY.test(node.value)) node.type = "QUOTE_DOUBLE";
    }
  });
  const text3 = doc.toString({ lineWidth: 0, directives: false });
  return text3 === "" || text3.endsWith("\n") ? text3 : `${text3}
`;
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path39, added, removed, oldPosInc, options) {
    const last = path39.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path39.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path39.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments);
    this.tokenize = tokenize;
  }
  equals(left, right, options) {
    if (options.ignoreWhitespace) {
      if (!options.newlineIsToken || !left.includes("\n")) {
        left = left.trim();
      }
      if (!options.newlineIsToken || !right.includes("\n")) {
        right = right.trim();
      }
    } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
      if (left.endsWith("\n")) {
        left = left.slice(0, -1);
      }
      if (right.endsWith("\n")) {
        right = right.slice(0, -1);
      }
    }
    return super.equals(left, right, options);
  }
};
var lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}

// node_modules/diff/libesm/patch/create.js
function needsQuoting(s) {
  for (let i = 0; i < s.length; i++) {
    if (s[i] < " " || s[i] > "~" || s[i] === '"' || s[i] === "\\") {
      return true;
    }
  }
  return false;
}
function quoteFileNameIfNeeded(s) {
  if (!needsQuoting(s)) {
    return s;
  }
  let result = '"';
  const bytes = new TextEncoder().encode(s);
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === 7) {
      result += "\\a";
    } else if (b === 8) {
      result += "\\b";
    } else if (b === 9) {
      result += "\\t";
    } else if (b === 10) {
      result += "\\n";
    } else if (b === 11) {
      result += "\\v";
    } else if (b === 12) {
      result += "\\f";
    } else if (b === 13) {
      result += "\\r";
    } else if (b === 34) {
      result += '\\"';
    } else if (b === 92) {
      result += "\\\\";
    } else if (b >= 32 && b <= 126) {
      result += String.fromCharCode(b);
    } else {
      result += "\\" + b.toString(8).padStart(3, "0");
    }
    i++;
  }
  result += '"';
  return result;
}
var INCLUDE_HEADERS = {
  includeIndex: true,
  includeUnderline: true,
  includeFileHeaders: true
};
var FILE_HEADERS_ONLY = {
  includeIndex: false,
  includeUnderline: false,
  includeFileHeaders: true
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      const patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff) {
    if (!diff) {
      return;
    }
    diff.push({ value: "", lines: [] });
    function contextLines(lines2) {
      return lines2.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      const current = diff[i], lines2 = current.lines || splitLines(current.value);
      current.lines = lines2;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line of lines2) {
          curRange.push((current.added ? "+" : "-") + line);
        }
        if (current.added) {
          newLine += lines2.length;
        } else {
          oldLine += lines2.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines2.length <= context * 2 && i < diff.length - 2) {
            for (const line of contextLines(lines2)) {
              curRange.push(line);
            }
          } else {
            const contextSize = Math.min(lines2.length, context);
            for (const line of contextLines(lines2.slice(0, contextSize))) {
              curRange.push(line);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines2.length;
        newLine += lines2.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function formatPatch(patch, headerOptions) {
  var _a, _b, _c, _d, _e, _f;
  if (!headerOptions) {
    headerOptions = INCLUDE_HEADERS;
  }
  if (Array.isArray(patch)) {
    if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every((p) => p.isGit)) {
      throw new Error("Cannot omit file headers on a multi-file patch. (The result would be unparseable; how would a tool trying to apply the patch know which changes are to which file?)");
    }
    return patch.map((p) => formatPatch(p, headerOptions)).join("\n");
  }
  const ret = [];
  if (patch.isGit) {
    headerOptions = INCLUDE_HEADERS;
    if (!patch.oldFileName) {
      throw new Error("oldFileName must be specified for Git patches");
    }
    if (!patch.newFileName) {
      throw new Error("newFileName must be specified for Git patches");
    }
    let gitOldName = patch.oldFileName;
    let gitNewName = patch.newFileName;
    if (patch.isCreate && gitOldName === "/dev/null") {
      gitOldName = gitNewName.replace(/^b\//, "a/");
    } else if (patch.isDelete && gitNewName === "/dev/null") {
      gitNewName = gitOldName.replace(/^a\//, "b/");
    }
    ret.push("diff --git " + quoteFileNameIfNeeded(gitOldName) + " " + quoteFileNameIfNeeded(gitNewName));
    if (patch.isDelete) {
      ret.push("deleted file mode " + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : "100644"));
    }
    if (patch.isCreate) {
      ret.push("new file mode " + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : "100644"));
    }
    if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
      ret.push("old mode " + patch.oldMode);
      ret.push("new mode " + patch.newMode);
    }
    if (patch.isRename) {
      ret.push("rename from " + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : "").replace(/^a\//, "")));
      ret.push("rename to " + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : "").replace(/^b\//, "")));
    }
    if (patch.isCopy) {
      ret.push("copy from " + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : "").replace(/^a\//, "")));
      ret.push("copy to " + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : "").replace(/^b\//, "")));
    }
  } else {
    if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== void 0) {
      ret.push("Index: " + patch.oldFileName);
    }
    if (headerOptions.includeUnderline) {
      ret.push("===================================================================");
    }
  }
  const hasHunks = patch.hunks.length > 0;
  if (headerOptions.includeFileHeaders && patch.oldFileName !== void 0 && patch.newFileName !== void 0 && (!patch.isGit || hasHunks)) {
    ret.push("--- " + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? "	" + patch.oldHeader : ""));
    ret.push("+++ " + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? "	" + patch.newHeader : ""));
  }
  for (let i = 0; i < patch.hunks.length; i++) {
    const hunk = patch.hunks[i];
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
    ret.push("@@ -" + oldStart + "," + hunk.oldLines + " +" + newStart + "," + hunk.newLines + " @@");
    for (const line of hunk.lines) {
      ret.push(line);
    }
  }
  return ret.join("\n") + "\n";
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  if (typeof options === "function") {
    options = { callback: options };
  }
  if (!(options === null || options === void 0 ? void 0 : options.callback)) {
    const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
    if (!patchObj) {
      return;
    }
    return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
  } else {
    const { callback } = options;
    structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: (patchObj) => {
      if (!patchObj) {
        callback(void 0);
      } else {
        callback(formatPatch(patchObj, options.headerOptions));
      }
    } }));
  }
}
function splitLines(text3) {
  const hasTrailingNl = text3.endsWith("\n");
  const result = text3.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}

// src/diff/ignore.ts
function removePointer(obj3, tokens) {
  let node = obj3;
  for (const token of tokens.slice(0, -1)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return;
  }
  const last = tokens[tokens.length - 1];
  if (last === void 0) return;
  if (Array.isArray(node) && /^\d+$/.test(last)) node.splice(Number(last), 1);
  else if (isObject(node)) delete node[last];
}
function removeMetadataKeys(node, keys, inMetadata = false) {
  if (Array.isArray(node)) return node.forEach((v) => removeMetadataKeys(v, keys));
  if (!isObject(node)) return;
  if (inMetadata) {
    for (const map of ["labels", "annotations"]) {
      const m = node[map];
      if (!isObject(m)) continue;
      for (const k of keys) delete m[k];
      if (Object.keys(m).length === 0) delete node[map];
    }
  }
  for (const [k, v] of Object.entries(node)) removeMetadataKeys(v, keys, k === "metadata");
}
function withoutIgnored(obj3, ignore) {
  if (ignore.length === 0) return obj3;
  const copy = structuredClone(obj3);
  const keys = ignore.filter((e) => !e.startsWith("/"));
  if (keys.length > 0) removeMetadataKeys(copy, keys);
  for (const pointer of ignore.filter((e) => e.startsWith("/"))) removePointer(copy, parsePointer(pointer));
  return copy;
}

// src/diff/index.ts
var CONTEXT_LINES = 3;
var MAX_EDIT_LENGTH = 2e4;
function diffTarget(input) {
  const crds = mergeScopes(
    input.crdScopes,
    crdScopes((input.base ?? []).map((r) => r.object)),
    crdScopes((input.head ?? []).map((r) => r.object))
  );
  const base2 = byKey(input.base ?? [], input.baseNamespace, crds);
  const head = byKey(input.head ?? [], input.headNamespace, crds);
  const keys = [.../* @__PURE__ */ new Set([...base2.keys(), ...head.keys()])].sort();
  const changes = [];
  for (const key of keys) {
    const change = diffPair(base2.get(key), head.get(key), input.ignore ?? []);
    if (change) changes.push({ app: input.app, environment: input.environment, ...change });
  }
  return changes;
}
function diffPair(before, after, ignore) {
  const ref = (after ?? before)?.ref;
  if (!ref) return void 0;
  const b = before && withoutIgnored(before.object, ignore);
  const a = after && withoutIgnored(after.object, ignore);
  const baseText = b ? objectText(b, a, "base") : "";
  const headText = a ? objectText(a, b, "head") : "";
  if (before && after && baseText === headText) return void 0;
  const action = !before ? "added" : !after ? "removed" : "modified";
  const rolls = rollsPods(before, after);
  return {
    action,
    resource: { ...ref },
    diff: unifiedDiff(baseText, headText),
    ...rolls === void 0 ? {} : { rollsPods: rolls }
  };
}
function objectText(obj3, other, side) {
  const redacted = redactObject(obj3, other === void 0 ? { side } : { other, side });
  return stringifyYaml(normalizeForDiff(redacted));
}
function unifiedDiff(baseText, headText) {
  const opts = { context: CONTEXT_LINES, headerOptions: FILE_HEADERS_ONLY, maxEditLength: MAX_EDIT_LENGTH };
  const patch = createTwoFilesPatch("base", "head", baseText, headText, void 0, void 0, opts);
  return patch ?? wholeReplacement(baseText, headText);
}
function wholeReplacement(baseText, headText) {
  const minus = lines(baseText).map((l) => `-${l}`);
  const plus = lines(headText).map((l) => `+${l}`);
  return [`--- base`, `+++ head`, `@@ -1,${minus.length} +1,${plus.length} @@`, ...minus, ...plus, ""].join("\n");
}
function lines(text3) {
  return text3 === "" ? [] : text3.replace(/\n$/, "").split("\n");
}
function byKey(resources, defaultNamespace, crds) {
  const map = /* @__PURE__ */ new Map();
  for (const resource of resources) {
    const { key } = placementOf(resource.ref, defaultNamespace, crds);
    let unique = key;
    for (let n = 2; map.has(unique); n++) unique = `${key}#${n}`;
    map.set(unique, resource);
  }
  return map;
}

// src/engine/input-values.ts
import path27 from "node:path";
var MAX_INPUT_BYTES = 2 * 1024 * 1024;
async function readConfined(root, rel) {
  try {
    const rootReal = await realpath(root);
    const real = await realpath(path27.resolve(root, rel));
    if (!isInside(rootReal, real)) return void 0;
    const st = await lstat(real);
    if (!st.isFile() || st.size > MAX_INPUT_BYTES) return void 0;
    return await readFile(real, "utf8");
  } catch {
    return void 0;
  }
}
function yamlObjects(text3) {
  if (text3 === void 0) return [];
  return [...parseYamlFile(text3).documents];
}
function generatorLiterals(kustomization2) {
  const out = [];
  if (typeof kustomization2 !== "object" || kustomization2 === null) return out;
  const k = kustomization2;
  for (const [field, all] of [
    ["secretGenerator", true],
    ["configMapGenerator", false]
  ]) {
    for (const gen of Array.isArray(k[field]) ? k[field] : []) {
      const literals = gen?.literals;
      for (const lit of Array.isArray(literals) ? literals : []) {
        const [key, ...rest] = String(lit).split("=");
        if (rest.length === 0 && all) out.push(String(lit));
        else if (rest.length > 0 && (all || isCredentialName(key ?? ""))) out.push(rest.join("="));
      }
    }
  }
  return out;
}
async function helmValues(root, target) {
  const chart = target.helm?.chart ?? target.path;
  const files = [path27.posix.join(chart, "values.yaml"), ...target.helm?.valueFiles ?? []];
  const objects2 = (await Promise.all(files.map((f) => readConfined(root, f)))).flatMap(yamlObjects);
  if (target.helm?.values) objects2.push(target.helm.values);
  const params = (target.helm?.parameters ?? []).filter((p) => isCredentialName(p.name)).map((p) => p.value);
  return [...collectMaskValues(objects2), ...collectMaskValues([params.map((v) => ({ password: v }))])];
}
async function kustomizeValues(root, target) {
  const docs = (await Promise.all(KUSTOMIZATION_FILES.map((n) => readConfined(root, path27.posix.join(target.path, n))))).flatMap(yamlObjects);
  const fileValues = await secretGeneratorFileValues(root, target.path, docs);
  return collectMaskValues([
    ...docs,
    ...[...docs.flatMap(generatorLiterals), ...fileValues].map((v) => ({ password: v }))
  ]);
}
async function secretGeneratorFileValues(root, dir, docs) {
  const files = [];
  for (const doc of docs) {
    const gens = doc?.secretGenerator;
    for (const gen of Array.isArray(gens) ? gens : []) {
      for (const [field, env] of [
        ["envs", true],
        ["env", true],
        ["files", false]
      ]) {
        const list2 = field === "env" ? [gen?.env] : gen?.[field];
        for (const f of Array.isArray(list2) ? list2 : []) {
          if (typeof f === "string") files.push({ file: f.includes("=") ? f.slice(f.indexOf("=") + 1) : f, env });
        }
      }
    }
  }
  const texts = await Promise.all(files.map((f) => readConfined(root, path27.posix.join(dir, f.file))));
  return texts.flatMap((text3, i) => {
    if (text3 === void 0) return [];
    const lines2 = text3.split(/\r?\n/).map((l) => l.trim());
    const envValues = files[i]?.env ? lines2.map((l) => l.slice(l.indexOf("=") + 1)) : [text3];
    return [...lines2, ...envValues].filter(Boolean);
  });
}
async function secretInputMaskValues(root, target) {
  const files = [...new Set(target.origin.inputs ?? [])];
  if (files.length === 0) return [];
  const secrets = (await Promise.all(files.map((f) => readConfined(root, f)))).flatMap(yamlObjects).filter((o) => isSecretKind(o));
  const values = new Set(collectMaskValues(secrets));
  for (const secret of secrets) {
    for (const bytes of secretValues(secret)?.values() ?? []) {
      const text3 = bytes.toString("utf8");
      for (const v of collectMaskValues([{ password: text3.replace(/\n/g, "") }])) values.add(v);
      for (const v of collectLeafValues(yamlObjects(text3))) values.add(v);
    }
  }
  return [...values];
}
async function inputMaskValues(root, target) {
  const values = await Promise.all([
    ...targetParts(target).map((part) => partMaskValues(root, part)),
    secretInputMaskValues(root, target)
  ]);
  return values.flat();
}
function partMaskValues(root, target) {
  if (target.kind === "helm") return helmValues(root, target);
  if (target.kind === "kustomize") return kustomizeValues(root, target);
  return Promise.resolve([]);
}

// src/targets/argocd-source-types.ts
import path28 from "node:path";
var wrong = (message) => ({ verdict: "fail", message });
function repoJoin(base2, ref) {
  if (ref.startsWith("/") || /^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return void 0;
  const joined = path28.posix.normalize(path28.posix.join(base2, ref));
  if (joined === ".." || joined.startsWith("../")) return void 0;
  return joined === "" ? "." : joined.replace(/\/+$/, "") || ".";
}
function isEmptyOption(v) {
  return v === void 0 || v === null || v === false || v === "" || Array.isArray(v) && v.length === 0 || typeof v === "object" && Object.keys(v).length === 0;
}
function normalizeRepoUrl(url) {
  if (!url) return void 0;
  const scp = /^[\w.-]+@([^:/]+):(.*)$/.exec(url);
  const text3 = scp ? `${scp[1]}/${scp[2]}` : url.replace(/^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?/i, "");
  return text3.replace(/\/+$/, "").replace(/\.git$/, "").toLowerCase();
}

// src/targets/yaml-docs.ts
import path29 from "node:path";
async function readYamlDocs(root, rel) {
  const abs = path29.join(root, rel);
  try {
    const info = await stat(abs);
    if (info.size > MAX_SOURCE_BYTES) return { ok: false, error: `larger than ${MAX_SOURCE_BYTES} bytes` };
    return { ok: true, docs: parseDocs(await readFile(abs, "utf8")) };
  } catch (err) {
    return { ok: false, error: err.message };
  }
}
var parseDocs = (text3) => parseYamlFile(text3, { maxDocBytes: MAX_SOURCE_BYTES }).docs;
function foreignDocProblem(read, file) {
  const foreign = read.ok ? read.docs.find((d) => d.foreign === true) : void 0;
  if (!foreign) return void 0;
  return {
    ruleId: "manifest/parse-error",
    message: `${file} ${foreign.error ?? ""}`,
    location: { file, line: foreign.line }
  };
}
var asObj2 = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var asArray = (v) => Array.isArray(v) ? v : [];
var objects = (v) => asArray(v).filter(isObject);
var asString = (v) => typeof v === "string" ? v : void 0;

// src/targets/argocd-helm.ts
var HELM_APPLIED = /* @__PURE__ */ new Set([
  "valueFiles",
  "values",
  "valuesObject",
  "parameters",
  "releaseName",
  "namespace",
  "kubeVersion",
  "apiVersions",
  "skipCrds",
  "ignoreMissingValueFiles",
  "passCredentials",
  "skipSchemaValidation",
  "skipTests",
  "version"
]);
function helmSource(chart, helm2, ctx) {
  const unknown = Object.keys(helm2).filter((key) => !HELM_APPLIED.has(key) && !isEmptyOption(helm2[key]));
  if (unknown.length > 0)
    return { notChecked: `helm option(s) ${unknown.sort().join(", ")} are not applied here`, inputs: [chart] };
  const valueFiles = helmValueFiles(chart, helm2, ctx);
  if (!Array.isArray(valueFiles)) return valueFiles;
  const source = { chart, valueFiles, releaseName: asString(helm2.releaseName) ?? ctx.appName };
  const parameters = objects(helm2.parameters).filter((p) => typeof p.name === "string");
  if (parameters.length > 0) source.parameters = parameters.map(toParameter);
  const inline = inlineValues(helm2);
  if ("problem" in inline) return inline.problem;
  if (inline.values) source.values = inline.values;
  applyCapabilities(helm2, source);
  const namespace = asString(helm2.namespace);
  return { kind: "helm", path: chart, helm: source, notes: [], ...namespace ? { namespace } : {} };
}
function applyCapabilities(helm2, source) {
  const kubeVersion = asString(helm2.kubeVersion);
  if (kubeVersion) source.kubeVersion = kubeVersion;
  const apiVersions = asArray(helm2.apiVersions).filter((v) => typeof v === "string");
  if (apiVersions.length > 0) source.apiVersions = apiVersions;
  if (helm2.skipCrds === true) source.skipCrds = true;
}
function helmValueFiles(chart, helm2, ctx) {
  const out = [];
  for (const raw of asArray(helm2.valueFiles)) {
    const vf = resolveValueFile(chart, String(raw), ctx.refs);
    if (typeof vf !== "string") return vf;
    if (helm2.ignoreMissingValueFiles === true && isMissing(vf, ctx.index)) continue;
    out.push(vf);
  }
  return out;
}
function isMissing(rel, index) {
  const dir = index.dirs.get(parentRel(rel));
  const name = rel.slice(rel.lastIndexOf("/") + 1);
  return dir !== void 0 && !dir.files.includes(name) && !(dir.links ?? []).includes(name);
}
function resolveValueFile(chart, vf, refs) {
  if (vf.startsWith("$")) {
    const slash = vf.indexOf("/");
    const refName = vf.slice(1, slash < 0 ? void 0 : slash);
    const ref = refs.get(refName);
    if (!ref) return wrong(`value file "${vf}" names a source ref "${refName}" the Application does not declare`);
    if (ref.chart !== void 0)
      return { notChecked: `value file "${vf}" comes from a Helm repository source`, inputs: [] };
    if (ref[OTHER_REPO] === true)
      return {
        notChecked: `value file "${vf}" comes from another repository (${String(ref.repoURL)}); only this repository's files are read`,
        inputs: []
      };
    const resolved2 = repoJoin(".", slash < 0 ? "." : vf.slice(slash + 1));
    return resolved2 ?? wrong(`value file "${vf}" leaves the repository`);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(vf)) return wrong(`value file "${vf}" is a URL; remote values are refused`);
  return repoJoin(chart, vf) ?? wrong(`value file "${vf}" leaves the repository`);
}
function toParameter(p) {
  const param = {
    name: String(p.name),
    value: p.value === void 0 || p.value === null ? "" : String(p.value)
  };
  if (p.forceString === true) param.forceString = true;
  return param;
}
function inlineValues(helm2) {
  const object = asObj2(helm2.valuesObject);
  if (object) return { values: object };
  if (typeof helm2.values === "string" && helm2.values.trim() !== "") return valuesString(helm2.values);
  const values = asObj2(helm2.values);
  return values ? { values } : {};
}
function valuesString(text3) {
  const docs = parseDocs(text3);
  const bad = docs.find((d) => d.error !== void 0);
  if (bad) return { problem: wrong(`helm.values does not parse (line ${bad.line} of the string): ${bad.error ?? ""}`) };
  if (docs.length > 1) return { problem: wrong("helm.values holds more than one YAML document") };
  const parsed = asObj2(docs[0]?.value);
  return parsed ? { values: parsed } : { problem: wrong("helm.values is not a YAML mapping") };
}
var OTHER_REPO = "__deployGateOtherRepo";
function refsOf(src, refs) {
  const here = normalizeRepoUrl(asString(src.repoURL));
  if (here === void 0) return refs;
  return new Map(
    [...refs].map(([name, ref]) => {
      const there = normalizeRepoUrl(asString(ref.repoURL));
      return [name, there !== void 0 && there !== here ? { ...ref, [OTHER_REPO]: true } : ref];
    })
  );
}

// src/targets/argocd-remote.ts
function remoteChartSource(src, refs, ctx) {
  const chart = asString(src.chart);
  const repoURL = asString(src.repoURL);
  if (!chart || !repoURL) return wrong("a chart source needs both chart and repoURL");
  const helm2 = asObj2(src.helm) ?? {};
  const inChart = asArray(helm2.valueFiles).map(String).filter((f) => !f.startsWith("$"));
  if (inChart.length > 0) {
    return {
      verdict: "inconclusive",
      message: `chart "${chart}" from ${repoURL}: value files inside the remote chart (${inChart.join(", ")}) are not read; move the values into this repository and name them as $ref/<path>`
    };
  }
  const resolved2 = helmSource(ctx.file, helm2, { refs, index: ctx.index, appName: ctx.appName });
  if ("verdict" in resolved2 || "notChecked" in resolved2 || !resolved2.helm) return resolved2;
  const version = asString(src.targetRevision) ?? "";
  return {
    ...resolved2,
    path: ctx.file,
    helm: { ...resolved2.helm, chart: ctx.file, remote: { repoURL, chart, version } },
    notes: [`chart ${chart} ${version || "(no version)"} from ${repoURL}`, ...resolved2.notes]
  };
}

// src/targets/argocd-kustomize.ts
var NO_EFFECT = /* @__PURE__ */ new Set([
  "version",
  // Argo CD passes these as --helm-kube-version/--helm-api-versions, only with --enable-helm,
  // which deploy-gate passes only for a kustomization with helmCharts (render/kustomize-helm.ts).
  "kubeVersion",
  "apiVersions"
]);
var STRING_FIELDS = ["namePrefix", "nameSuffix", "namespace"];
var FLAGS = [
  "forceCommonLabels",
  "labelWithoutSelector",
  "labelIncludeTemplates",
  "forceCommonAnnotations",
  "ignoreMissingComponents"
];
var KNOWN = /* @__PURE__ */ new Set([
  ...NO_EFFECT,
  ...STRING_FIELDS,
  ...FLAGS,
  "images",
  "replicas",
  "commonLabels",
  "commonAnnotations",
  "commonAnnotationsEnvsubst",
  "patches",
  "components"
]);
var PATCH_FIELDS = ["path", "patch", "target", "options"];
var GLOB = /[*?[\\]/;
function notChecked(srcPath, why) {
  return { notChecked: why, inputs: [srcPath] };
}
function kustomizeSource(srcPath, k) {
  const set = Object.keys(k ?? {}).filter((key) => !isEmptyOption(k?.[key]));
  const unknown = set.filter((key) => !KNOWN.has(key));
  if (unknown.length > 0)
    return notChecked(srcPath, `Argo CD kustomize option(s) ${unknown.sort().join(", ")} are not applied here`);
  const effective = set.filter((key) => !NO_EFFECT.has(key));
  if (!k || effective.length === 0) return { kind: "kustomize", path: srcPath, notes: [] };
  if (srcPath === ".")
    return notChecked(
      srcPath,
      "Argo CD kustomize options on a kustomization at the repository root are not applied here"
    );
  const edits = readEdits(srcPath, k);
  if ("notChecked" in edits || "verdict" in edits) return edits;
  return {
    kind: "kustomize",
    path: srcPath,
    kustomizeEdits: edits,
    notes: [`kustomize options applied as Argo CD applies them: ${effective.sort().join(", ")}`]
  };
}
function readEdits(srcPath, k) {
  const edits = {};
  for (const field of STRING_FIELDS) {
    const v = k[field];
    if (isEmptyOption(v)) continue;
    if (typeof v !== "string") return wrong(`kustomize.${field} is not a string`);
    edits[field] = v;
  }
  for (const flag of FLAGS) if (k[flag] === true) edits[flag] = true;
  const lists = readLists(srcPath, k, edits);
  if (lists) return lists;
  const maps = readMaps(srcPath, k, edits);
  if (maps) return maps;
  return edits;
}
var usesEnv = (v) => v.includes("$");
function readLists(srcPath, k, edits) {
  const images = asArray(k.images);
  if (images.some((i) => typeof i !== "string")) return wrong("kustomize.images entries must be strings");
  if (images.some((i) => usesEnv(String(i))))
    return notChecked(srcPath, "kustomize.images uses Argo CD build environment variables ($\u2026), not known here");
  if (images.length > 0) edits.images = images.map(String);
  const replicas = [];
  for (const r of asArray(k.replicas)) {
    const name = asString(asObj2(r)?.name);
    const raw = asObj2(r)?.count;
    const count = typeof raw === "number" ? raw : typeof raw === "string" && /^-?\d+$/.test(raw) ? Number(raw) : NaN;
    if (!name || !Number.isInteger(count))
      return wrong(`kustomize.replicas entry ${JSON.stringify(r)} needs a name and an integer count`);
    replicas.push({ name, count });
  }
  if (replicas.length > 0) edits.replicas = replicas;
  const patches = asArray(k.patches).map(asObj2);
  if (patches.some((p) => !p)) return wrong("kustomize.patches entries must be mappings");
  if (patches.length > 0)
    edits.patches = patches.map(
      (p) => Object.fromEntries(PATCH_FIELDS.filter((f) => !isEmptyOption(p?.[f])).map((f) => [f, p?.[f]]))
    );
  const components = asArray(k.components);
  if (components.some((c) => typeof c !== "string")) return wrong("kustomize.components entries must be strings");
  if (components.some((c) => GLOB.test(String(c))))
    return notChecked(srcPath, "kustomize.components uses a glob that kustomize edit would expand; not applied here");
  if (components.length > 0) edits.components = components.map(String);
  return void 0;
}
function readMaps(srcPath, k, edits) {
  for (const field of ["commonLabels", "commonAnnotations"]) {
    const map = asObj2(k[field]);
    if (isEmptyOption(k[field])) continue;
    if (!map) return wrong(`kustomize.${field} is not a mapping`);
    const out = {};
    for (const [key, v] of Object.entries(map)) out[key] = v === null || v === void 0 ? "" : String(v);
    const substituted = field === "commonLabels" || k.commonAnnotationsEnvsubst === true;
    if (substituted && Object.values(out).some(usesEnv))
      return notChecked(srcPath, `kustomize.${field} uses Argo CD build environment variables ($\u2026), not known here`);
    edits[field] = out;
  }
  return void 0;
}

// src/targets/argocd-source.ts
function resolveSource(src, refs, index, appName) {
  const srcPath = repoJoin(".", asString(src.path) ?? ".");
  if (srcPath === void 0) return wrong(`source path "${String(src.path)}" leaves the repository`);
  if (src.plugin !== void 0)
    return {
      notChecked: `source.plugin: a config management plugin renders it (${pluginName(src.plugin)}); plugins are not run here`,
      inputs: [srcPath]
    };
  const dir = index.dirs.get(srcPath);
  if (!dir)
    return {
      notChecked: `source path "${srcPath}" is not a folder of this repository (does repoURL ${String(src.repoURL ?? "")} name another repository?)`,
      inputs: []
    };
  const helm2 = asObj2(src.helm);
  const hasKustomization2 = dir.files.some((f) => KUSTOMIZATION_FILES.includes(f));
  if (dir.chart || helm2 && !hasKustomization2) {
    if (!dir.chart) return wrong(`source path "${srcPath}" has helm settings but no Chart.yaml`);
    return helmSource(srcPath, helm2 ?? {}, { refs: refsOf(src, refs), index, appName });
  }
  if (hasKustomization2) return kustomizeSource(srcPath, asObj2(src.kustomize));
  return directorySource(srcPath, asObj2(src.directory), index);
}
function pluginName(plugin) {
  return asString(asObj2(plugin)?.name) ?? "discovered by the plugin itself";
}
function directorySource(srcPath, directory, index) {
  const recurse = directory?.recurse === true;
  const filters = ["include", "exclude"].filter((key) => !isEmptyOption(directory?.[key]));
  if (filters.length > 0)
    return { notChecked: `directory.${filters.join("/")} globs are not applied here`, inputs: [srcPath] };
  if (!isEmptyOption(directory?.jsonnet))
    return { notChecked: "directory.jsonnet options are set; jsonnet is not evaluated here", inputs: [srcPath] };
  const jsonnet = jsonnetFiles(srcPath, recurse, index);
  if (jsonnet.length > 0)
    return {
      notChecked: `Argo CD evaluates the jsonnet file(s) ${jsonnet.slice(0, 3).join(", ")}${jsonnet.length > 3 ? ", \u2026" : ""}; jsonnet is not evaluated here`,
      inputs: [srcPath]
    };
  const notes = recurse ? ["directory.recurse: manifests are read from sub-folders too"] : [];
  return recurse ? { kind: "manifests", path: srcPath, recurse: true, notes } : { kind: "manifests", path: srcPath, notes };
}
function jsonnetFiles(srcPath, recurse, index) {
  const out = [];
  for (const dir of index.dirs.values()) {
    const inside = dir.rel === srcPath || recurse && (srcPath === "." || dir.rel.startsWith(`${srcPath}/`));
    if (inside) out.push(...dir.files.filter((f) => f.endsWith(".jsonnet")).map((f) => joinRel(dir.rel, f)));
  }
  return out.sort();
}

// src/targets/naming.ts
var COMMON_ENVIRONMENTS = [
  "dev",
  "develop",
  "development",
  "test",
  "testing",
  "qa",
  "int",
  "integration",
  "sit",
  "uat",
  "stage",
  "staging",
  "preprod",
  "pre-prod",
  "preproduction",
  "prod",
  "production",
  "live",
  "sandbox",
  "demo",
  "canary",
  "local",
  "ci",
  "perf"
];
var ENV_PARENT_DIRS = ["overlays", "envs", "environments", "env", "clusters"];
var STRUCTURAL = /* @__PURE__ */ new Set([
  ...ENV_PARENT_DIRS,
  "apps",
  "applications",
  "base",
  "bases",
  "deploy",
  "deployment",
  "k8s",
  "kubernetes",
  "manifests",
  "kustomize",
  "helm",
  "charts",
  "services",
  "helmfile.d"
]);
var DEFAULT_ENVIRONMENT = "default";
var ROOT_APP = "root";
function isEnvironmentName(word, known) {
  const w = word.toLowerCase();
  return known.includes(word) || COMMON_ENVIRONMENTS.includes(w);
}
function nameFromPath(rel, known) {
  const segs = rel === "." ? [] : rel.split("/");
  let envIndex = -1;
  for (let i = segs.length - 1; i >= 1 && envIndex < 0; i--) {
    if (ENV_PARENT_DIRS.includes(segs[i - 1])) envIndex = i;
  }
  for (let i = segs.length - 1; i >= 0 && envIndex < 0; i--) {
    if (isEnvironmentName(segs[i], known)) envIndex = i;
  }
  const environment = envIndex >= 0 ? segs[envIndex] : DEFAULT_ENVIRONMENT;
  let app;
  for (let i = segs.length - 1; i >= 0 && app === void 0; i--) {
    if (i !== envIndex && !STRUCTURAL.has(segs[i])) app = segs[i];
  }
  app ??= envIndex > 0 ? segs[envIndex - 1] : envIndex < 0 ? segs[segs.length - 1] : void 0;
  return { app: app ?? ROOT_APP, environment };
}
function splitEnvironmentAffix(name, known) {
  const parts = name.split("-");
  for (let n = Math.min(2, parts.length - 1); n >= 1; n--) {
    const suffix = parts.slice(-n).join("-");
    if (isEnvironmentName(suffix, known)) return { app: parts.slice(0, -n).join("-"), environment: suffix };
    const prefix = parts.slice(0, n).join("-");
    if (isEnvironmentName(prefix, known)) return { app: parts.slice(n).join("-"), environment: prefix };
  }
  return void 0;
}
function disambiguate(targets) {
  const count = /* @__PURE__ */ new Map();
  for (const t of targets) count.set(nameOf(t), (count.get(nameOf(t)) ?? 0) + 1);
  const used = /* @__PURE__ */ new Set();
  return targets.map((t) => {
    const named2 = (count.get(nameOf(t)) ?? 0) < 2 ? t : renamed(t, pathStem(t));
    const app = freeName(named2.app, t.environment, used);
    return app === named2.app ? named2 : { ...named2, app };
  });
}
function disambiguateBeside(fixed, extra) {
  const used = new Set(fixed.map(nameOf));
  const out = [...fixed];
  for (const t of disambiguate(extra)) {
    if (used.has(nameOf(t))) out.push(renamed(t, freeName(pathStem(t), t.environment, used)));
    else {
      used.add(nameOf(t));
      out.push(t);
    }
  }
  return out;
}
var nameOf = (t) => `${t.app}/${t.environment}`;
var pathStem = (t) => t.path === "." ? ROOT_APP : t.path.replace(/\//g, "-");
function freeName(stem, environment, used) {
  let app = stem;
  for (let i = 2; used.has(`${app}/${environment}`); i++) app = `${stem}-${i}`;
  used.add(`${app}/${environment}`);
  return app;
}
function renamed(t, app) {
  const detail = [t.origin.detail, `renamed from ${t.app}: another target had the same name`].filter(Boolean);
  return { ...t, app, origin: { ...t.origin, detail: detail.join("; ") } };
}

// src/targets/argocd-target.ts
function toTarget(app, parts, ctx) {
  const first = parts[0].source;
  const ids = appAndEnvironment(
    app,
    parts.map((p) => p.source.path),
    ctx.naming,
    ctx.from?.environment
  );
  const spec = asObj2(app.spec) ?? {};
  const destination = destinationOf(asObj2(spec.destination));
  const sources = parts.map((p) => targetSource(p, destination));
  const target = {
    app: ids.app,
    environment: ids.environment,
    kind: first.kind,
    path: first.path,
    origin: { how: "argocd", file: ctx.file, detail: detailOf(ctx.name, parts) }
  };
  if (destination) target.destination = destination;
  const { label: _label, kind: _kind, path: _path, ...settings } = sources[0];
  Object.assign(target, settings);
  if (parts.length > 1) target.sources = sources;
  if (ctx.from) {
    target.origin.set = ctx.from.set;
    if (ctx.from.inputs.length > 0) target.origin.inputs = [...ctx.from.inputs];
  }
  const ignore = objects(spec.ignoreDifferences);
  if (ignore.length > 0) target.ignoreDifferences = ignore;
  if (asObj2(asObj2(spec.syncPolicy)?.automated)?.prune === true) target.prunes = true;
  return target;
}
function detailOf(name, parts) {
  const notes = parts.flatMap((p) => p.source.notes.map((n) => p.label && parts.length > 1 ? `${p.label}: ${n}` : n));
  const joined = parts.length > 1 ? [`joins ${parts.map((p) => `${p.label} (${p.source.kind} ${p.source.path})`).join(", ")}`] : [];
  return [`Application ${name}`, ...notes, ...joined].join("; ");
}
function targetSource({ label, source }, destination) {
  const out = { label, kind: source.kind, path: source.path };
  if (source.helm) out.helm = source.helm;
  if (source.recurse) out.recurse = true;
  if (source.kustomizeEdits) out.kustomizeEdits = source.kustomizeEdits;
  const namespace = source.namespace ?? destination?.namespace;
  if (namespace) out.namespace = namespace;
  return out;
}
function destinationOf(dest) {
  if (!dest) return void 0;
  const out = {};
  for (const key of ["server", "name", "namespace"]) {
    const v = asString(dest[key]);
    if (v) out[key] = v;
  }
  return Object.keys(out).length ? out : void 0;
}
function appAndEnvironment(app, sourcePaths, naming, generatorEnv) {
  const meta = asObj2(app.metadata) ?? {};
  const name = String(meta.name);
  const label = asString(asObj2(meta.labels)?.[naming.envLabel]) ?? generatorEnv;
  if (label) return { app: stripAffix(name, label), environment: label };
  const affix = splitEnvironmentAffix(name, naming.known);
  if (affix && affix.app !== "") return affix;
  for (const sourcePath of sourcePaths) {
    const fromPath = nameFromPath(sourcePath, naming.known).environment;
    if (fromPath !== DEFAULT_ENVIRONMENT) return { app: name, environment: fromPath };
  }
  const dest = asObj2(asObj2(app.spec)?.destination) ?? {};
  for (const candidate of [asString(dest.namespace), asString(dest.name)]) {
    if (!candidate) continue;
    if (isEnvironmentName(candidate, naming.known)) return { app: name, environment: candidate };
    const split = splitEnvironmentAffix(candidate, naming.known);
    if (split) return { app: name, environment: split.environment };
  }
  return { app: name, environment: DEFAULT_ENVIRONMENT };
}
function stripAffix(name, env) {
  if (name.endsWith(`-${env}`) && name.length > env.length + 1) return name.slice(0, -env.length - 1);
  if (name.startsWith(`${env}-`) && name.length > env.length + 1) return name.slice(env.length + 1);
  return name;
}

// src/targets/repo-url.ts
function normalizeRepoUrl2(url) {
  const trimmed = url.trim();
  const scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/.exec(trimmed);
  let hostPath;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    try {
      const u = new URL(trimmed);
      hostPath = `${u.hostname}${u.pathname}`;
    } catch {
      return void 0;
    }
  } else if (scp) {
    hostPath = `${scp[1]}/${scp[2]}`;
  }
  if (!hostPath) return void 0;
  return hostPath.toLowerCase().replace(/\/+$/, "").replace(/\.git$/, "").replace(/\/+$/, "");
}
function sameRepository(url, own) {
  const n = normalizeRepoUrl2(url);
  return n !== void 0 && own.some((o) => normalizeRepoUrl2(o) === n);
}

// src/targets/argocd-app-sources.ts
function sourceLabel(src, i, count) {
  const name = asString(src.name);
  return name ? `source ${name}` : `source ${i + 1} of ${count}`;
}
function hasPathOrChart(src) {
  const set = (v) => v !== void 0 && v !== null && String(v) !== "";
  return set(src.path) || set(src.chart);
}
function readsRef(list2, ref) {
  return list2.some(
    (s) => asArray(asObj2(s.helm)?.valueFiles).some((vf) => typeof vf === "string" && vf.startsWith(`$${ref}/`))
  );
}
function refRevisions(list2, naming) {
  const { branch } = naming;
  if (!branch) return [];
  return list2.flatMap((src, i) => {
    const ref = asString(src.ref);
    const revision = asString(src.targetRevision) ?? "";
    if (!ref || hasPathOrChart(src) || isThisBranch(revision, branch) || !readsRef(list2, ref)) return [];
    const notChecked2 = `its $${ref} value files are read at targetRevision ${JSON.stringify(revision)}, not the branch checked here (${branch})`;
    return [{ label: sourceLabel(src, i, list2.length), result: { notChecked: notChecked2, inputs: [] } }];
  });
}
function refRepositories(list2, naming) {
  const here = naming.repoUrls.length > 0 ? naming.repoUrls : list2.flatMap((s) => s.chart === void 0 && hasPathOrChart(s) ? asString(s.repoURL) ?? [] : []);
  if (here.length === 0) return [];
  const charts = list2.filter((s) => s.chart !== void 0);
  return list2.flatMap((src, i) => {
    const ref = asString(src.ref);
    const repoURL = asString(src.repoURL);
    if (!ref || !repoURL || sameRepository(repoURL, here) || !readsRef(charts, ref)) return [];
    const notChecked2 = `its $${ref} value files come from another repository (${repoURL}); only this repository's files are read`;
    return [{ label: sourceLabel(src, i, list2.length), result: { notChecked: notChecked2, inputs: [] } }];
  });
}
function severalRepositories(rendered, naming) {
  if (naming.repoUrls.length > 0) return [];
  const urls = rendered.flatMap((s) => s.chart === void 0 ? asString(s.repoURL) ?? [] : []);
  const distinct = [...new Map(urls.map((u) => [normalizeRepoUrl2(u) ?? u, u])).values()];
  if (distinct.length < 2) return [];
  const notChecked2 = `its git sources name several repositories (${distinct.join(", ")}) and this repository's URL is not known (no git remote), so which of them this change is cannot be told`;
  return [{ label: "", result: { notChecked: notChecked2, inputs: [] } }];
}
function isThisBranch(revision, branch) {
  return ["", "HEAD", branch, `refs/heads/${branch}`].includes(revision);
}

// src/targets/argocd-app.ts
function fromApplication(app, at, index, naming, found, from) {
  const name = asString(asObj2(app.metadata)?.name);
  const spec = asObj2(app.spec);
  const report = reporter(app, at, found, name, from);
  if (!name || !spec) return report.problem("metadata.name and spec are required");
  const bad = asArray(spec.sources).findIndex((s) => asObj2(s) === void 0);
  if (bad >= 0) return report.problem(`spec.sources entry ${bad + 1} is not a mapping`);
  const { list: list2, multi } = appSources(spec);
  found.applications.push({ key: `${at.file}#${name}`, file: at.file, name, sources: list2.map(sourceRef) });
  const refs = new Map(list2.filter((s) => typeof s.ref === "string").map((s) => [s.ref, s]));
  const renderable = list2.map((src, i) => ({ src, label: list2.length > 1 ? sourceLabel(src, i, list2.length) : "" })).filter(({ src }) => multi ? hasPathOrChart(src) : isRenderedAlone(src));
  if (renderable.length === 0) return report.problem("no source with a path or chart");
  const ctx = { index, name, naming, file: at.file };
  const resolved2 = renderable.map(({ src, label }) => ({ label, result: resolveAppSource(src, refs, ctx) }));
  const rendered = renderable.map((r) => r.src);
  resolved2.push(
    ...refRevisions(list2, naming),
    ...refRepositories(list2, naming),
    ...severalRepositories(rendered, naming)
  );
  const parts = settle(resolved2, report);
  if (parts) found.targets.push(toTarget(app, parts, { file: at.file, name, naming, from }));
}
function appSources(spec) {
  const multi = asArray(spec.sources).length > 0;
  const list2 = objects(multi ? spec.sources : [spec.source]);
  return { list: list2, multi };
}
function isRenderedAlone(src) {
  return src.path !== void 0 || src.chart !== void 0 || src.ref === void 0;
}
function settle(resolved2, report) {
  const said = (label, text3) => label ? `${label}: ${text3}` : text3;
  const problems = resolved2.flatMap(
    ({ label, result }) => "verdict" in result ? [{ verdict: result.verdict, message: said(label, result.message) }] : []
  );
  const failed = problems.filter((p) => p.verdict === "fail");
  if (failed.length > 0) return void report.problem(failed.map((p) => p.message).join("; "));
  const blocked = resolved2.flatMap(
    ({ label, result }) => "notChecked" in result ? [said(label, result.notChecked)] : []
  );
  if (blocked.length > 0)
    return void report.notChecked(
      blocked.join("; "),
      resolved2.flatMap(({ result }) => inputsOf(result))
    );
  if (problems.length > 0) return void report.problem(problems.map((p) => p.message).join("; "), "inconclusive");
  return resolved2.map(({ label, result }) => ({ label, source: result }));
}
function inputsOf(result) {
  if ("notChecked" in result) return result.inputs;
  if ("verdict" in result) return [];
  return [result.path, ...result.helm?.valueFiles ?? []];
}
function reporter(app, at, found, name, from) {
  const by = from ? ` (generated by ${from.set})` : "";
  return {
    problem(message, verdict = "fail") {
      found.problems.push({
        ruleId: "render/failed",
        verdict,
        message: `${at.file}: Application ${name ?? "(unnamed)"}${by}: ${message}`,
        location: { file: at.file, line: at.line },
        fingerprintKey: from ? `${from.set}/${name ?? ""}` : `${at.file}#${name ?? at.line}`
      });
    },
    notChecked(reason, inputs) {
      found.notChecked.push({
        unit: `Application ${name ?? "(unnamed)"}${by}`,
        file: at.file,
        line: at.line,
        reason,
        inputs: [.../* @__PURE__ */ new Set([...inputs, ...from?.inputs ?? []])],
        declaration: JSON.stringify(app)
      });
    }
  };
}
function resolveAppSource(src, refs, ctx) {
  if (src.chart !== void 0)
    return remoteChartSource(src, refs, { index: ctx.index, appName: ctx.name, file: ctx.file });
  const { naming } = ctx;
  const repoURL = asString(src.repoURL);
  if (repoURL && naming.repoUrls.length > 0 && !sameRepository(repoURL, naming.repoUrls)) {
    return {
      notChecked: `its source repoURL ${repoURL} is not this repository (${naming.repoUrls[0] ?? ""}); what it deploys is not in this change`,
      inputs: []
    };
  }
  const revision = asString(src.targetRevision) ?? "";
  if (naming.branch && !isThisBranch(revision, naming.branch)) {
    return {
      notChecked: `its source targetRevision ${JSON.stringify(revision)} is not the branch checked here (${naming.branch}); Argo CD deploys that revision, not this one`,
      inputs: [repoJoin(".", asString(src.path) ?? ".") ?? "."]
    };
  }
  const result = resolveSource(src, refs, ctx.index, ctx.name);
  const own = repoJoin(".", asString(src.path) ?? ".");
  if ("notChecked" in result && own && ctx.index.dirs.has(own) && !result.inputs.includes(own))
    return { ...result, inputs: [own, ...result.inputs] };
  return result;
}
function sourceRef(src) {
  const out = {};
  for (const key of ["repoURL", "targetRevision", "chart", "path"]) {
    const v = src[key];
    if (v !== void 0 && v !== null) out[key] = String(v);
  }
  return out;
}

// src/targets/argocd-scan.ts
var mayDeclare = (text3) => maySpell(text3, "Application");
var MENTIONS2 = /Application/;
function unreadable(rel, text3, doc, found) {
  const draft = {
    ruleId: "manifest/parse-error",
    message: `${rel}: a document that may declare an Argo CD Application ${doc.error ?? "does not parse"}`,
    location: { file: rel, line: doc.line },
    fingerprintKey: `${rel}#${doc.line}`
  };
  if (doc.foreign && !MENTIONS2.test(text3)) found.suspect.push(draft);
  else if (doc.foreign) found.problems.push(draft);
  else if (MENTIONS2.test(text3))
    found.problems.push({ ...draft, message: `${rel}: an Argo CD manifest does not parse: ${doc.error ?? ""}` });
  else
    found.notes.push(`${rel}:${doc.line}: does not parse (${doc.error ?? ""}); not searched for Argo CD Applications`);
}
function scanFile(rel, text3, index, naming, found) {
  for (const doc of parseDocs(text3)) {
    if (doc.error !== void 0) {
      unreadable(rel, text3, doc, found);
      continue;
    }
    scanObject(asObj2(doc.value), { file: rel, line: doc.line }, index, naming, found);
  }
}
function scanObject(obj3, at, index, naming, found) {
  if (!obj3) return;
  if (typeof obj3.kind === "string" && obj3.kind.endsWith("List") && Array.isArray(obj3.items)) {
    for (const item of obj3.items) scanObject(asObj2(item), at, index, naming, found);
    return;
  }
  if (!String(obj3.apiVersion ?? "").startsWith("argoproj.io/")) return;
  const name = asString(asObj2(obj3.metadata)?.name) ?? "(unnamed)";
  if (obj3.kind === "ApplicationSet" && found.sets) {
    found.sets.push({ obj: obj3, file: at.file, line: at.line });
  } else if (obj3.kind === "ApplicationSet") {
    found.notChecked.push({
      unit: `ApplicationSet ${name}`,
      file: at.file,
      line: at.line,
      inputs: [],
      declaration: JSON.stringify(obj3),
      reason: "discovery.applicationSets is off: its generators are not expanded, so the Applications it creates were not rendered; turn it on or declare them as targets in the config to check them"
    });
  } else if (obj3.kind === "Application") {
    fromApplication(obj3, at, index, naming, found);
  }
}

// src/targets/app-of-apps.ts
var MAX_APP_OF_APPS_DEPTH = 5;
async function followAppOfApps(parents, seen, f) {
  const problems = [];
  let level = parents;
  for (let depth = 1; level.length > 0; depth++) {
    const next = [];
    for (const parent of level) {
      const objects2 = (await f.render(parent, { test: mayDeclare })).filter(
        (o) => String(o.apiVersion ?? "").startsWith("argoproj.io/")
      );
      if (objects2.length === 0) continue;
      if (depth > MAX_APP_OF_APPS_DEPTH) {
        problems.push({
          ruleId: "targets/not-checked",
          message: `${targetId(parent)} renders Argo CD Applications more than ${MAX_APP_OF_APPS_DEPTH} levels below an Application in the repo; they were not followed`,
          location: { file: parent.origin.file ?? parent.path },
          fingerprintKey: targetId(parent)
        });
        continue;
      }
      const at = { file: parent.origin.file ?? parent.path, line: 1 };
      const by = `target ${targetId(parent)} (app of apps)`;
      const sets = [];
      for (const obj3 of objects2) {
        const name = asString(asObj2(obj3.metadata)?.name) ?? "";
        if (seen.has(`${String(obj3.kind)}/${name}`)) continue;
        seen.add(`${String(obj3.kind)}/${name}`);
        if (obj3.kind === "Application") next.push(...f.application(obj3, at, { set: by, inputs: [] }));
        else if (obj3.kind === "ApplicationSet") sets.push({ obj: obj3, file: at.file, line: 1 });
      }
      next.push(...await f.sets(sets));
    }
    level = next;
  }
  return problems;
}

// src/targets/appset/params.ts
var NotExpandable = class extends Error {
};
var ExpandError = class extends Error {
};
function goFormat(v) {
  if (v === null || v === void 0) return "<nil>";
  if (typeof v === "string") return v;
  if (typeof v === "boolean") return v ? "true" : "false";
  if (typeof v === "number") return goFloat(v);
  if (Array.isArray(v)) return `[${v.map(goFormat).join(" ")}]`;
  if (isObject(v))
    return `map[${Object.keys(v).sort().map((k) => `${k}:${goFormat(v[k])}`).join(" ")}]`;
  return String(v);
}
function goFloat(n) {
  if (!Number.isFinite(n)) return n > 0 ? "+Inf" : n < 0 ? "-Inf" : "NaN";
  if (n === 0) return Object.is(n, -0) ? "-0" : "0";
  const [mantissa, expText] = n.toExponential().split("e");
  const exp = Number(expText);
  if (exp < -4 || exp >= 6) {
    const sign = exp < 0 ? "-" : "+";
    return `${mantissa}e${sign}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  return String(n);
}
function flatten(params) {
  const out = {};
  const walk = (prefix, value) => {
    if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) walk(prefix === "" ? k : `${prefix}.${k}`, v);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(`${prefix}.${i}`, v));
    } else {
      out[prefix] = value;
    }
  };
  walk("", params);
  return out;
}
function flattenToStrings(params) {
  const out = {};
  for (const [k, v] of Object.entries(flatten(params))) out[k] = goFormat(v);
  return out;
}
function mergoOverride(dst, src) {
  const out = { ...dst };
  for (const [k, v] of Object.entries(src)) {
    const cur = out[k];
    if (isObject(cur) && isObject(v)) out[k] = mergoOverride(cur, v);
    else if (!isEmptyValue(v) || !(k in out)) out[k] = v;
  }
  return out;
}
function isEmptyValue(v) {
  if (v === null || v === void 0 || v === "" || v === 0 || v === false) return true;
  if (Array.isArray(v)) return v.length === 0;
  return isObject(v) && Object.keys(v).length === 0;
}
function combineStringMaps(a, b) {
  const out = {};
  for (const [k, v] of Object.entries(a)) out[k] = goFormat(v);
  for (const [k, v] of Object.entries(b)) {
    const s = goFormat(v);
    if (k in out && out[k] !== s)
      throw new ExpandError(`found duplicate key ${k} with different value, a: ${String(out[k])} ,b: ${s}`);
    out[k] = s;
  }
  return out;
}
function selectorMatcher(selector) {
  if (selector === void 0 || selector === null) return () => true;
  if (!isObject(selector)) throw new ExpandError("selector is not an object");
  const reqs = [];
  for (const [key, value] of Object.entries(isObject(selector.matchLabels) ? selector.matchLabels : {})) {
    reqs.push({ key, op: "In", values: [String(value)] });
  }
  for (const expr of Array.isArray(selector.matchExpressions) ? selector.matchExpressions : []) {
    const e = isObject(expr) ? expr : {};
    const op = e.operator;
    if (op !== "In" && op !== "NotIn" && op !== "Exists" && op !== "DoesNotExist")
      throw new ExpandError(`"${String(op)}" is not a valid pod selector operator`);
    reqs.push({ key: String(e.key), op, values: Array.isArray(e.values) ? e.values.map(String) : [] });
  }
  return (params) => {
    const flat = flattenToStrings(params);
    return reqs.every((r) => {
      const has = r.key in flat;
      if (r.op === "Exists") return has;
      if (r.op === "DoesNotExist") return !has;
      if (r.op === "In") return has && r.values.includes(flat[r.key]);
      return !has || !r.values.includes(flat[r.key]);
    });
  };
}
function sanitizeName(name) {
  return name.toLowerCase().replace(/[^-a-z0-9.]/g, "-").slice(0, 253).replace(/^[-.]+|[-.]+$/g, "");
}

// src/targets/appset/legacy-template.ts
var TEMPLATED = /\{\{[^\n]*\}\}/;
function replaceLegacy(tmpl, params) {
  if (!TEMPLATED.test(tmpl)) return tmpl;
  let out = "";
  let rest = tmpl;
  for (; ; ) {
    const start = rest.indexOf("{{");
    if (start < 0) return out + rest;
    out += rest.slice(0, start);
    const afterStart = rest.slice(start + 2);
    const end = afterStart.indexOf("}}");
    if (end < 0) throw new ExpandError(`invalid template: cannot find end tag="}}" in the template="${tmpl}"`);
    const tag = afterStart.slice(0, end);
    const key = tag.trim();
    const value = params[key];
    out += key !== "" && typeof value === "string" ? value : `{{${tag}}}`;
    rest = afterStart.slice(end + 2);
  }
}

// src/targets/appset/render-app.ts
function collect(value, out) {
  if (typeof value === "string") {
    if (value.includes("{{")) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, out);
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes("{{")) out.add(k);
      collect(v, out);
    }
  }
}
function rebuild(value, done) {
  if (typeof value === "string") return done.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => rebuild(v, done));
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[done.get(k) ?? k] = rebuild(v, done);
    return out;
  }
  return value;
}
async function renderMany(value, paramSets, mode) {
  const strings2 = /* @__PURE__ */ new Set();
  collect(value, strings2);
  const jobs = [];
  paramSets.forEach((params, set) => {
    if (Object.keys(params).length > 0) for (const template of strings2) jobs.push({ template, params, set });
  });
  const rendered = mode.goTemplate ? await mode.engine.render(jobs, mode.options) : jobs.map((job) => replaceLegacy(job.template, job.params));
  const results = paramSets.map(() => /* @__PURE__ */ new Map());
  jobs.forEach((job, j) => results[job.set]?.set(job.template, rendered[j]));
  return results.map((done) => rebuild(value, done));
}
function applicationOf(template) {
  const meta = asObj2(template.metadata) ?? {};
  const metadata = {};
  for (const key of ["name", "namespace", "labels", "annotations", "finalizers"])
    if (meta[key] !== void 0) metadata[key] = meta[key];
  return { apiVersion: "argoproj.io/v1alpha1", kind: "Application", metadata, spec: template.spec ?? {} };
}
function mergoFill(dst, src) {
  const out = { ...dst };
  for (const [k, v] of Object.entries(src)) {
    const cur = out[k];
    const curObj = asObj2(cur);
    const srcObj = asObj2(v);
    if (curObj && srcObj) out[k] = mergoFill(curObj, srcObj);
    else if (!curObj && isEmptyValue(cur)) out[k] = v;
  }
  return out;
}

// src/targets/appset/clusters.ts
var IN_CLUSTER_SERVER = "https://kubernetes.default.svc";
function clusterParams(spec, ctx) {
  if (!ctx.clusters)
    throw new NotExpandable(
      "the clusters generator lists the clusters Argo CD knows; configure them in discovery.clusters"
    );
  const selector = asObj2(spec.selector) ?? {};
  const hasSelector = Object.keys(asObj2(selector.matchLabels) ?? {}).length > 0 || Array.isArray(selector.matchExpressions) && selector.matchExpressions.length > 0;
  const matches = selectorMatcher(hasSelector ? selector : void 0);
  const byName2 = /* @__PURE__ */ new Map();
  for (const c of ctx.clusters) if (matches({ ...c.labels ?? {} })) byName2.set(c.name, c);
  const elems = [...byName2.values()].map((c) => ({
    params: paramsOf(c, ctx.goTemplate),
    files: [],
    ...c.environment ? { environment: c.environment } : {}
  }));
  if (!hasSelector && !ctx.clusters.some((c) => c.server === IN_CLUSTER_SERVER)) {
    elems.push({
      params: { name: "in-cluster", nameNormalized: "in-cluster", server: IN_CLUSTER_SERVER, project: "" },
      files: []
    });
  }
  if (spec.flatList === true) return [{ params: { clusters: elems.map((e) => e.params) }, files: [] }];
  return elems;
}
function paramsOf(c, goTemplate) {
  const params = {
    name: c.name,
    nameNormalized: sanitizeName(c.name),
    server: c.server,
    project: c.project ?? ""
  };
  const labels = c.labels ?? {};
  const annotations = c.annotations ?? {};
  if (goTemplate) {
    const metadata = {};
    if (Object.keys(annotations).length > 0) metadata.annotations = { ...annotations };
    if (Object.keys(labels).length > 0) metadata.labels = { ...labels };
    params.metadata = metadata;
    return params;
  }
  for (const [k, v] of Object.entries(annotations)) params[`metadata.annotations.${k}`] = v;
  for (const [k, v] of Object.entries(labels)) params[`metadata.labels.${k}`] = v;
  return params;
}

// src/targets/appset/repo-files.ts
import path30 from "node:path";

// src/glob/match.ts
function goPathMatch(pattern, name) {
  let p = 0;
  let n = 0;
  while (p < pattern.length) {
    let star = false;
    while (pattern[p] === "*") {
      star = true;
      p++;
    }
    const chunkEnd = goChunkEnd(pattern, p);
    const chunk = pattern.slice(p, chunkEnd);
    p = chunkEnd;
    if (star && chunk === "") return !name.slice(n).includes("/") && goValidRest(pattern, p);
    const last = p >= pattern.length;
    let at = goMatchChunk(chunk, name, n);
    if (at === "bad") return false;
    if (at !== void 0 && (!last || at === name.length)) {
      n = at;
      continue;
    }
    at = void 0;
    if (star) {
      for (let i = n; i < name.length && name[i] !== "/"; i++) {
        const t = goMatchChunk(chunk, name, i + 1);
        if (t === "bad") return false;
        if (t !== void 0 && (!last || t === name.length)) {
          at = t;
          break;
        }
      }
    }
    if (at === void 0) return false;
    n = at;
  }
  return n === name.length;
}
function goChunkEnd(pattern, from) {
  let inRange = false;
  for (let i = from; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (c === "[") inRange = true;
    else if (c === "]") inRange = false;
    else if (c === "*" && !inRange) return i;
  }
  return pattern.length;
}
function goValidRest(pattern, from) {
  return goMatchChunk(pattern.slice(from).replace(/\*/g, ""), "", 0) !== "bad";
}
function goMatchChunk(chunk, name, from) {
  let n = from;
  let failed = false;
  for (let i = 0; i < chunk.length; ) {
    const c = chunk[i];
    if (c === "[") {
      const read = readClass(chunk, i + 1, name[n], "go");
      if (read === void 0) return "bad";
      if (!read.hit || n >= name.length) failed = true;
      n++;
      i = read.end;
    } else if (c === "?") {
      if (n >= name.length || name[n] === "/") failed = true;
      n++;
      i++;
    } else {
      let lit = c;
      if (c === "\\") {
        if (i + 1 >= chunk.length) return "bad";
        lit = chunk[i + 1];
        i++;
      }
      if (name[n] !== lit) failed = true;
      n++;
      i++;
    }
  }
  return failed ? void 0 : n;
}
function wildmatch(pattern, text3) {
  let p = 0;
  let t = 0;
  let starP = -1;
  let starT = 0;
  while (t < text3.length) {
    const c = pattern[p];
    if (c === "*") {
      while (pattern[p] === "*") p++;
      if (p === pattern.length) return true;
      starP = p;
      starT = t;
      continue;
    }
    const step = stepOne(pattern, p, text3[t]);
    if (step === "bad") return false;
    if (step !== void 0) {
      p = step;
      t++;
      continue;
    }
    if (starP < 0) return false;
    starT++;
    t = starT;
    p = starP;
  }
  while (pattern[p] === "*") p++;
  return p === pattern.length;
}
function stepOne(pattern, p, ch) {
  const c = pattern[p];
  if (c === void 0) return void 0;
  if (c === "?") return p + 1;
  if (c === "[") {
    const read = readClass(pattern, p + 1, ch, "git");
    if (read === void 0) return "bad";
    return read.hit ? read.end : void 0;
  }
  if (c === "\\") {
    const lit = pattern[p + 1];
    if (lit === void 0) return "bad";
    return lit === ch ? p + 2 : void 0;
  }
  return c === ch ? p + 1 : void 0;
}
var POSIX = {
  alnum: (c) => /[A-Za-z0-9]/.test(c),
  alpha: (c) => /[A-Za-z]/.test(c),
  blank: (c) => c === " " || c === "	",
  cntrl: (c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127,
  digit: (c) => /[0-9]/.test(c),
  graph: (c) => c.charCodeAt(0) > 32 && c.charCodeAt(0) < 127,
  lower: (c) => /[a-z]/.test(c),
  print: (c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) < 127,
  punct: (c) => /[!-/:-@[-`{-~]/.test(c),
  space: (c) => /[ \t\n\r\f\v]/.test(c),
  upper: (c) => /[A-Z]/.test(c),
  xdigit: (c) => /[0-9A-Fa-f]/.test(c)
};
function readClass(pattern, from, ch, dialect) {
  let i = from;
  let negate = false;
  if (pattern[i] === "^" || dialect === "git" && pattern[i] === "!") {
    negate = true;
    i++;
  }
  let hit = false;
  let first = true;
  for (; ; ) {
    const c = pattern[i];
    if (c === void 0) return void 0;
    if (c === "]" && !first) return { end: i + 1, hit: ch !== void 0 && hit !== negate };
    if (dialect === "go" && (c === "]" || c === "-")) return void 0;
    if (dialect === "git" && c === "[" && pattern[i + 1] === ":") {
      const close = pattern.indexOf(":]", i + 2);
      const test = close < 0 ? void 0 : POSIX[pattern.slice(i + 2, close)];
      if (test === void 0) return void 0;
      if (ch !== void 0 && test(ch)) hit = true;
      i = close + 2;
      first = false;
      continue;
    }
    const lo = readClassChar(pattern, i);
    if (lo === void 0) return void 0;
    i = lo.next;
    let hi = lo;
    if (pattern[i] === "-" && pattern[i + 1] !== "]" && pattern[i + 1] !== void 0) {
      if (dialect === "go" && pattern[i + 1] === "-") return void 0;
      const read = readClassChar(pattern, i + 1);
      if (read === void 0) return void 0;
      hi = read;
      i = read.next;
    }
    if (ch !== void 0 && lo.char <= ch && ch <= hi.char) hit = true;
    first = false;
  }
}
function readClassChar(pattern, i) {
  const c = pattern[i];
  if (c === void 0) return void 0;
  if (c !== "\\") return { char: c, next: i + 1 };
  const escaped = pattern[i + 1];
  return escaped === void 0 ? void 0 : { char: escaped, next: i + 2 };
}

// src/targets/appset/bounds.ts
var OverBounds = class extends NotExpandable {
};
var ExpansionBounds = class {
  constructor(maxApplications = DEFAULT_MAX_APPLICATIONS_PER_SET, deadline) {
    this.maxApplications = maxApplications;
    this.deadline = deadline;
  }
  maxApplications;
  deadline;
  /** Throws when `n` parameter sets are more than the set may generate. */
  count(n) {
    if (n > this.maxApplications)
      throw new OverBounds(
        `it generates more than ${this.maxApplications} Applications (discovery.maxApplicationsPerSet); raise the limit in the base config to check it`
      );
  }
  /** Throws once the run's deadline has passed: called between units of generator work. */
  tick() {
    if (this.deadline !== void 0 && Date.now() >= this.deadline)
      throw new OverBounds("the run deadline (--timeout) passed while its generators were expanded (phase: discovery)");
  }
};

// src/targets/appset/repo-files.ts
var MAX_ENTRIES = 2e5;
async function readTree(root, deadline) {
  const dirs = [];
  const files = [];
  const queue = [""];
  let seen = 0;
  while (queue.length > 0) {
    const rel = queue.shift();
    if (deadline !== void 0 && Date.now() >= deadline)
      throw new OverBounds(
        "the run deadline (--timeout) passed while the repository was listed for git generators (phase: discovery)"
      );
    const entries = await readdir(path30.join(root, rel), { withFileTypes: true }).catch(() => []);
    seen += entries.length;
    if (seen > MAX_ENTRIES)
      throw new ExpandError(`the repository has more than ${MAX_ENTRIES} entries; git generators were not expanded`);
    for (const e of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
      const child = rel === "" ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory() && !e.name.startsWith(".")) {
        dirs.push(child);
        queue.push(child);
      } else if (e.isFile() || e.isSymbolicLink()) {
        files.push(child);
      }
    }
  }
  return { dirs: dirs.sort(), files: files.sort() };
}
function pathspecMatch(pattern, file) {
  const spec = pattern.replace(/^\.\//, "").replace(/\/+$/, "");
  if (spec === "" || spec === ".") return true;
  if (!/[*?[]/.test(spec)) return file === spec || file.startsWith(`${spec}/`);
  return wildmatch(spec, file);
}
async function readRepoFile(root, rel) {
  const abs = path30.join(root, rel);
  const info = await lstat(abs).catch((err) => {
    throw new ExpandError(`${rel} could not be read: ${err.message.replace(root, ".")}`);
  });
  if (info.isSymbolicLink())
    throw new ExpandError(`${rel} is a symlink; git generator files are read as regular files only`);
  if (info.size > MAX_SOURCE_BYTES) throw new ExpandError(`${rel} is larger than ${MAX_SOURCE_BYTES} bytes`);
  return readFile(abs, "utf8").catch((err) => {
    throw new ExpandError(`${rel} could not be read: ${err.message.replace(root, ".")}`);
  });
}

// src/targets/appset/generator-values.ts
async function withValues(elems, spec, ctx) {
  const values = asObj2(spec.values);
  if (!values || Object.keys(values).length === 0) return elems;
  const rendered = await renderMany(
    values,
    elems.map((e) => e.params),
    ctx
  );
  return elems.map((e, i) => {
    const v = rendered[i];
    const params = ctx.goTemplate ? { ...e.params, values: v } : { ...e.params, ...Object.fromEntries(Object.entries(v).map(([k, x]) => [`values.${k}`, x])) };
    return { ...e, params };
  });
}

// src/targets/appset/git-generator.ts
async function gitElems(spec, ctx) {
  if (String(spec.repoURL ?? "").includes("{{"))
    throw new NotExpandable(
      `the git generator's repoURL "${String(spec.repoURL)}" is templated; it may name another repository`
    );
  const own = ctx.repoUrls ?? [];
  const url = asString(spec.repoURL);
  if (url && own.length > 0 && !sameRepository(url, own))
    throw new NotExpandable(`the git generator reads another repository (${url}); what it lists is not in this change`);
  const prefix = asString(spec.pathParamPrefix) ?? "";
  const dirs = objects(spec.directories);
  const files = objects(spec.files);
  const tree = await ctx.tree();
  ctx.bounds.tick();
  if (dirs.length > 0) {
    const chosen = tree.dirs.filter((d) => {
      const hits = dirs.filter((r) => goPathMatch(String(r.path ?? ""), d));
      return hits.some((r) => r.exclude !== true) && !hits.some((r) => r.exclude === true);
    });
    return withValues(
      chosen.map((d) => ({ params: pathParams(d, void 0, prefix, ctx.goTemplate), files: [] })),
      spec,
      ctx
    );
  }
  if (files.length === 0) throw new ExpandError("the git generator has neither directories nor files");
  const included = /* @__PURE__ */ new Set();
  for (const f of files.filter((x) => x.exclude !== true))
    for (const file of tree.files) if (pathspecMatch(String(f.path ?? ""), file)) included.add(file);
  for (const f of files.filter((x) => x.exclude === true))
    for (const file of [...included]) if (pathspecMatch(String(f.path ?? ""), file)) included.delete(file);
  const out = [];
  for (const file of [...included].sort()) {
    ctx.bounds.tick();
    for (const obj3 of await objectsOf(ctx.root, file)) {
      ctx.bounds.count(out.length + 1);
      const base2 = ctx.goTemplate ? { ...obj3 } : flattenToStrings(obj3);
      out.push({ params: { ...base2, ...pathParams(parentRel(file), file, prefix, ctx.goTemplate) }, files: [file] });
    }
  }
  return withValues(out, spec, ctx);
}
var base = (p) => p.slice(p.lastIndexOf("/") + 1) || ".";
async function objectsOf(root, file) {
  const docs = parseDocs(await readRepoFile(root, file));
  const bad = docs.find((d) => d.error !== void 0);
  if (bad) throw new ExpandError(`unable to process file '${file}': ${bad.error ?? ""}`);
  const value = docs[0]?.value ?? {};
  if (asObj2(value)) return [value];
  if (Array.isArray(value) && value.every((v) => asObj2(v))) return value;
  throw new ExpandError(`unable to process file '${file}': not an object or a list of objects`);
}
function pathParams(dir, file, prefix, goTemplate) {
  if (goTemplate) {
    const p2 = {
      path: dir,
      basename: base(dir),
      basenameNormalized: sanitizeName(base(dir)),
      segments: dir.split("/")
    };
    if (file !== void 0) Object.assign(p2, { filename: base(file), filenameNormalized: sanitizeName(base(file)) });
    return prefix ? { [prefix]: { path: p2 } } : { path: p2 };
  }
  const name = prefix ? `${prefix}.path` : "path";
  const p = {
    [name]: dir,
    [`${name}.basename`]: base(dir),
    [`${name}.basenameNormalized`]: sanitizeName(base(dir))
  };
  if (file !== void 0)
    Object.assign(p, { [`${name}.filename`]: base(file), [`${name}.filenameNormalized`]: sanitizeName(base(file)) });
  dir.split("/").forEach((seg, i) => {
    if (seg !== "") p[`${name}[${i}]`] = seg;
  });
  return p;
}

// src/targets/appset/list-generator.ts
function listElems(spec, ctx) {
  ctx.bounds.count(asArray(spec.elements).length);
  const out = asArray(spec.elements).map((raw) => {
    const element = asObj2(raw);
    if (!element) throw new ExpandError("error unmarshling list element: not an object");
    return { params: ctx.goTemplate ? element : legacyElement(element), files: [] };
  });
  const yamlText = asString(spec.elementsYaml);
  if (yamlText) {
    const docs = parseDocs(yamlText);
    const list2 = docs[0]?.value;
    if (docs.some((d) => d.error !== void 0) || !Array.isArray(list2))
      throw new ExpandError("error unmarshling decoded ElementsYaml: not a list");
    ctx.bounds.count(out.length + list2.length);
    for (const e of list2) out.push({ params: asObj2(e) ?? {}, files: [] });
  }
  return out;
}
function legacyElement(element) {
  const params = {};
  for (const [key, value] of Object.entries(element)) {
    if (key === "values") {
      const values = asObj2(value);
      if (!values) throw new ExpandError("error parsing values map");
      for (const [k, v] of Object.entries(values)) {
        if (typeof v !== "string") throw new ExpandError(`error parsing value as string: values.${k}`);
        params[`values.${k}`] = v;
      }
    } else {
      if (typeof value !== "string") throw new ExpandError(`error parsing value as string: ${key}`);
      params[key] = value;
    }
  }
  return params;
}

// src/targets/appset/matrix-merge.ts
async function matrixElems(spec, ctx, childElems2) {
  const gens = asArray(spec.generators);
  if (gens.length !== 2)
    throw new ExpandError(`the matrix generator needs exactly two child generators, not ${gens.length}`);
  const out = [];
  for (const a of await childElems2(gens[0], ctx)) {
    ctx.bounds.tick();
    for (const b of await childElems2(gens[1], ctx, a.params)) {
      ctx.bounds.count(out.length + 1);
      const params = ctx.goTemplate ? mergoOverride(mergoOverride({}, b.params), a.params) : combineStringMaps(a.params, b.params);
      const environment = a.environment ?? b.environment;
      out.push({ params, files: [.../* @__PURE__ */ new Set([...a.files, ...b.files])], ...environment ? { environment } : {} });
    }
  }
  return out;
}
async function mergeElems(spec, ctx, childElems2) {
  const gens = asArray(spec.generators);
  if (gens.length < 2) throw new ExpandError("the merge generator needs at least two child generators");
  const keys = [...new Set(asArray(spec.mergeKeys).map(String))];
  if (keys.length === 0) throw new ExpandError("no merge keys were specified");
  const sets = [];
  for (const g of gens) {
    ctx.bounds.tick();
    sets.push(await childElems2(g, ctx));
  }
  const byKey2 = (elems) => {
    const m = /* @__PURE__ */ new Map();
    for (const e of elems) {
      const key = JSON.stringify(Object.fromEntries([...keys].sort().map((k) => [k, e.params[k] ?? null])));
      if (m.has(key))
        throw new ExpandError(
          `the parameters from a generator were not unique by the given mergeKeys. Duplicate key was ${key}`
        );
      m.set(key, e);
    }
    return m;
  };
  const merged = byKey2(sets[0]);
  for (const other of sets.slice(1).map(byKey2)) {
    for (const [key, baseElem] of merged) {
      const over = other.get(key);
      if (!over) continue;
      const params = ctx.goTemplate ? mergoOverride(baseElem.params, over.params) : { ...baseElem.params, ...over.params };
      const environment = over.environment ?? baseElem.environment;
      merged.set(key, {
        params,
        files: [.../* @__PURE__ */ new Set([...baseElem.files, ...over.files])],
        ...environment ? { environment } : {}
      });
    }
  }
  return [...merged.keys()].sort().map((k) => merged.get(k));
}

// src/targets/appset/generators.ts
var LIVE = ["pullRequest", "scmProvider", "clusterDecisionResource", "plugin"];
var OFFLINE = ["list", "git", "clusters", "matrix", "merge"];
async function transform(gen, ctx, parent) {
  const kinds = Object.keys(gen).filter((k) => k !== "selector" && gen[k] !== null && gen[k] !== void 0);
  if (kinds.length === 0) throw new ExpandError("a generator item names no generator");
  const matches = selectorMatcher(gen.selector);
  const out = [];
  for (const kind of kinds) {
    if (LIVE.includes(kind))
      throw new NotExpandable(`the ${kind} generator needs a live system (not reachable from CI)`);
    if (!OFFLINE.includes(kind)) throw new ExpandError(`unrecognized generator: ${kind}`);
    let spec = asObj2(gen[kind]);
    if (!spec) throw new ExpandError(`generator ${kind} is not an object`);
    ctx.bounds.tick();
    if (parent && Object.keys(parent).length > 0) spec = await interpolate(spec, parent, ctx);
    const elems = await generate(kind, spec, ctx);
    ctx.bounds.count(elems.length);
    out.push({ kind, elems: elems.filter((e) => matches(e.params)) });
  }
  return out;
}
async function interpolate(spec, parent, ctx) {
  const [rendered] = await renderMany(spec, [parent], ctx);
  return rendered;
}
async function generate(kind, spec, ctx) {
  switch (kind) {
    case "list":
      return listElems(spec, ctx);
    case "git":
      return gitElems(spec, ctx);
    case "clusters":
      return withValues(clusterParams(spec, ctx), spec, ctx);
    case "matrix":
      return matrixElems(spec, ctx, childElems);
    default:
      return mergeElems(spec, ctx, childElems);
  }
}
async function childElems(gen, ctx, parent) {
  const obj3 = asObj2(gen);
  if (!obj3) throw new ExpandError("a nested generator is not an object");
  const results = await transform(obj3, ctx, parent);
  if (results.length > 1) throw new ExpandError("only one generator is allowed per nested generator item");
  const [only] = results;
  if (!only) throw new ExpandError("child generator generated no parameters");
  return only.elems;
}

// src/targets/appset/patch.ts
function applyTemplatePatch(app, patchText) {
  const docs = parseDocs(patchText);
  const bad = docs.find((d) => d.error !== void 0);
  if (bad) throw new ExpandError(`error while converting templatePatch to json: ${bad.error ?? ""}`);
  const patch = docs.length === 0 ? {} : asObj2(docs[0]?.value);
  if (!patch) throw new ExpandError("invalid templatePatch: not a YAML mapping");
  if (hasDirective(patch))
    throw new NotExpandable(
      "templatePatch uses strategic-merge directives ($patch, $retainKeys, ...) that are not modelled"
    );
  const out = mergePatch(app, patch);
  const spec = asObj2(out.spec) ?? {};
  const project = asObj2(app.spec)?.project;
  if (project === void 0) delete spec.project;
  else spec.project = project;
  return { ...out, spec };
}
function hasDirective(value) {
  if (Array.isArray(value)) return value.some(hasDirective);
  const obj3 = asObj2(value);
  return obj3 !== void 0 && Object.entries(obj3).some(([k, v]) => k.startsWith("$") || hasDirective(v));
}
function mergePatch(target, patch) {
  const out = { ...target };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) {
      delete out[k];
      continue;
    }
    const cur = asObj2(out[k]);
    const next = asObj2(v);
    out[k] = cur && next ? mergePatch(cur, next) : v;
  }
  return out;
}

// src/targets/appset/expand.ts
async function expandApplicationSet(set, base2) {
  const spec = asObj2(set.spec) ?? {};
  const ctx = {
    ...base2,
    goTemplate: spec.goTemplate === true,
    options: asArray(spec.goTemplateOptions).map(String)
  };
  const out = { apps: [], errors: [], notExpandable: [] };
  const template = asObj2(spec.template) ?? {};
  const generators = asArray(spec.generators);
  if (generators.length === 0) out.errors.push("the ApplicationSet has no generators");
  for (const raw of generators) {
    try {
      const gen = asObj2(raw);
      if (!gen) throw new ExpandError("a generator is not an object");
      for (const { kind, elems } of await transform(gen, ctx)) {
        ctx.bounds.count(out.apps.length + elems.length);
        ctx.bounds.tick();
        const own = asObj2(asObj2(gen[kind])?.template) ?? {};
        out.apps.push(...await renderApps(mergoFill(own, template), elems, spec, ctx));
      }
    } catch (err) {
      if (err instanceof OverBounds) return { apps: [], errors: [], notExpandable: [err.message] };
      if (err instanceof NotExpandable) out.notExpandable.push(err.message);
      else if (err instanceof ExpandError) out.errors.push(err.message);
      else throw err;
    }
  }
  out.apps = validated(out.apps, asString(asObj2(set.metadata)?.name) ?? "", out.errors);
  return out;
}
function validated(apps, setName, errors) {
  const names = /* @__PURE__ */ new Set();
  return apps.filter(({ app }) => {
    const name = asString(asObj2(app.metadata)?.name) ?? "";
    if (name === "") errors.push(`ApplicationSet ${setName} contains an application with no name`);
    else if (names.has(name))
      errors.push(`ApplicationSet ${setName} contains applications with duplicate name: ${name}`);
    else {
      names.add(name);
      return true;
    }
    return false;
  });
}
async function renderApps(template, elems, spec, ctx) {
  const app = applicationOf(template);
  const params = elems.map((e) => e.params);
  let apps = await renderMany(app, params, ctx);
  const patch = asString(spec.templatePatch);
  if (patch !== void 0) {
    const patches = await renderMany(patch, params, ctx);
    apps = apps.map((a, i) => applyTemplatePatch(a, patches[i]));
  }
  return apps.map((a, i) => ({ app: a, elem: elems[i] }));
}

// src/targets/appset/go-template.ts
import { mkdir as mkdir10, rm as rm8, writeFile as writeFile8 } from "node:fs/promises";
import path31 from "node:path";
var ARGO_ONLY = ["normalize", "slugify"];
var HELM_ONLY = [
  "include",
  "tpl",
  "required",
  "lookup",
  "toToml",
  "fromToml",
  "toYamlPretty",
  "getHostByName",
  "mustToYaml"
];
var ACTION = /\{\{(.*?)\}\}/gs;
var OPEN = /^-?\s*(if|range|with)\b/;
var CLOSE = /^-?\s*end\b/;
var NAMED = /^-?\s*(define|block|template)\b/;
var TIMEOUT_MS = 6e4;
var MAX_OUTPUT = 64 * 1024 * 1024;
function unsupported(template) {
  let depth = 0;
  for (const m of template.matchAll(ACTION)) {
    const body = m[1] ?? "";
    if (NAMED.test(body))
      return { verdict: "not-checked", reason: "a template that defines or calls named templates is not evaluated" };
    if (OPEN.test(body)) depth++;
    if (CLOSE.test(body) && --depth < 0)
      return { verdict: "error", reason: `template "${template}": unexpected {{end}}` };
    const words = body.replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, " ").split(/[\s|()]+/);
    const argoOnly = ARGO_ONLY.find((f) => words.includes(f));
    if (argoOnly)
      return {
        verdict: "not-checked",
        reason: `template uses Argo CD's "${argoOnly}" function, which the offline engine (helm) lacks`
      };
    const helmOnly = HELM_ONLY.find((f) => words.includes(f));
    if (helmOnly)
      return {
        verdict: "error",
        reason: `template "${template}": function "${helmOnly}" not defined in Argo CD's template engine`
      };
  }
  if (depth !== 0)
    return {
      verdict: "error",
      reason: `template "${template}": unexpected EOF (an {{if}}, {{range}} or {{with}} is not closed)`
    };
  return void 0;
}
var CHART_YAML = "apiVersion: v2\nname: dg-appset\nversion: 0.0.0\n";
var OUT_TEMPLATE = [
  "{{- $t := .Values.t }}{{- $p := .Values.p }}",
  "{{- range $i, $j := .Values.j }}",
  "r{{ $i }}: {{ tpl (index $t (int (index $j 0))) (index $p (int (index $j 1))) | toJson }}",
  "{{- end }}",
  ""
].join("\n");
var wrap = (template) => `{{define "dg-appset-string"}}${template}{{end}}{{include "dg-appset-string" . | toJson}}`;
function helmGoTemplate(helmBin) {
  return {
    async render(jobs, options) {
      if (jobs.length === 0) return [];
      for (const job of jobs) {
        const bad = unsupported(job.template);
        if (bad?.verdict === "error") throw new ExpandError(bad.reason);
        if (bad) throw new NotExpandable(bad.reason);
      }
      const out = await runBatch(await helmBin(), jobs);
      const strict = options.some((o) => o === "missingkey=error");
      return out.map((s, i) => {
        if (strict && s.includes("<no value>"))
          throw new ExpandError(
            `template "${jobs[i].template}": map has no entry for a key (missingkey=error)`
          );
        return s;
      });
    }
  };
}
async function runBatch(helm2, jobs) {
  const templates = [];
  const params = [];
  const index = /* @__PURE__ */ new Map();
  const pairs = jobs.map((job) => {
    let t = index.get(job.template);
    if (t === void 0) {
      t = templates.push(wrap(job.template)) - 1;
      index.set(job.template, t);
    }
    return [t, params.push(job.params) - 1];
  });
  const dir = await scratchDir("dg-appset-");
  try {
    await mkdir10(path31.join(dir, "chart", "templates"), { recursive: true });
    await writeFile8(path31.join(dir, "chart", "Chart.yaml"), CHART_YAML);
    await writeFile8(path31.join(dir, "chart", "templates", "out.yaml"), OUT_TEMPLATE);
    await writeFile8(path31.join(dir, "values.json"), JSON.stringify({ t: templates, p: params, j: pairs }));
    const r = await execTool(helm2, ["template", "dg", path31.join(dir, "chart"), "-f", path31.join(dir, "values.json")], {
      env: { ...NO_NETWORK_ENV },
      timeoutMs: TIMEOUT_MS,
      maxOutputBytes: MAX_OUTPUT
    });
    if (!execSucceeded(r)) {
      if (r.spawnError || r.timedOut || r.overBudget)
        throw new NotExpandable(
          `the Go template engine (helm) did not run: ${r.spawnError ?? (r.timedOut ? "timed out" : "output too large")}`
        );
      throw new ExpandError(cleanError(sanitizeToolError(r.stderr, { roots: [dir] })));
    }
    return readOutput(r.stdout, jobs.length);
  } finally {
    await rm8(dir, { recursive: true, force: true });
  }
}
function cleanError(stderr) {
  const line = stderr.split("\n").find((l) => l.trim() !== "") ?? "the Go template failed";
  const template = /\{\{define \\"dg-appset-string\\"\}\}([\s\S]*?)\{\{end\}\}\{\{include \\"dg-appset-string\\"/.exec(
    line
  )?.[1];
  const cause = line.split(/error calling include: |template: gotpl:\d+:\d+: /).pop() ?? line;
  const said = cause.replace(/^executing "dg-appset-string" /, "").replace(/^template: gotpl:\d+:\d+: /, "");
  return template === void 0 ? line.replace(/^Error:\s*/, "") : `template "${template.replace(/\\"/g, '"')}": ${said}`;
}
function readOutput(stdout, count) {
  const lines2 = /* @__PURE__ */ new Map();
  for (const m of stdout.matchAll(/^r(\d+): (.*)$/gm)) lines2.set(Number(m[1]), m[2]);
  const out = [];
  for (let i = 0; i < count; i++) {
    let value;
    try {
      const inner = JSON.parse(lines2.get(i) ?? "null");
      value = typeof inner === "string" ? JSON.parse(inner) : void 0;
    } catch {
      value = void 0;
    }
    if (typeof value !== "string")
      throw new NotExpandable(
        "a template could not be evaluated as Argo CD does (its structure escapes a single template)"
      );
    out.push(value);
  }
  return out;
}

// src/targets/appset/discover.ts
async function expandSets(root, sets, opts, emit, problems) {
  if (sets.length === 0) return;
  let tree;
  let helm2;
  const ctx = {
    root,
    clusters: opts.clusters,
    ...opts.repoUrls ? { repoUrls: opts.repoUrls } : {},
    tree: () => tree ??= readTree(root, opts.deadline),
    engine: helmGoTemplate(() => helm2 ??= helmBinary(opts.helm))
  };
  for (const set of sets) {
    const name = asString(asObj2(set.obj.metadata)?.name) ?? "(unnamed)";
    const location = { file: set.file, line: set.line };
    const bounds = new ExpansionBounds(opts.maxApplicationsPerSet, opts.deadline);
    const expansion = await expandApplicationSet(set.obj, { ...ctx, bounds }).catch((err) => ({
      apps: [],
      errors: [],
      notExpandable: [`its expansion failed: ${err instanceof Error ? err.message : String(err)}`]
    }));
    const problem = (ruleId, said, key) => ({
      ruleId,
      message: `${set.file}: ApplicationSet ${name}${said}`,
      location,
      fingerprintKey: `${name}: ${key}`
    });
    problems.push(
      ...expansion.notExpandable.map((r) => problem("targets/not-checked", ` is not expanded: ${r}`, r)),
      ...expansion.errors.map((error) => problem("render/failed", `: ${error}`, error))
    );
    for (const g of expansion.apps) emit(g.app, location, generatedFrom(name, g, opts.environmentLabel));
  }
}
function generatedFrom(set, g, envLabel) {
  const from = { set: `ApplicationSet ${set}`, inputs: g.elem.files };
  const env = g.elem.environment ?? asString(g.elem.params[envLabel]);
  if (env) from.environment = env;
  return from;
}
async function helmBinary(bin) {
  const tools = await resolveTools(bin ? { helm: bin } : {});
  if (!tools.helm.ok) throw new NotExpandable(`goTemplate needs helm as its Go template engine: ${tools.helm.reason}`);
  return tools.helm.bin;
}

// src/targets/argocd.ts
async function discoverArgoApplications(root, files, index, naming, opts = {}) {
  const found = {
    targets: [],
    problems: [],
    suspect: [],
    notChecked: [],
    applications: [],
    notes: [],
    ...opts.applicationSets === false ? {} : { sets: [] }
  };
  for (const { rel, text: text3 } of files.texts) {
    if (mayDeclare(text3)) scanFile(rel, text3, index, naming, found);
  }
  const emit = (app, at, from) => fromApplication(app, at, index, naming, found, from);
  const setOptions = {
    environmentLabel: naming.envLabel,
    repoUrls: naming.repoUrls,
    clusters: opts.clusters,
    helm: opts.helm,
    ...opts.maxApplicationsPerSet ? { maxApplicationsPerSet: opts.maxApplicationsPerSet } : {},
    ...opts.deadline ? { deadline: opts.deadline } : {}
  };
  await expandSets(root, found.sets ?? [], setOptions, emit, found.problems);
  if (opts.renderObjects)
    await followChildren(
      opts.renderObjects,
      found,
      emit,
      (sets) => expandSets(root, sets, setOptions, emit, found.problems)
    );
  return found;
}
async function followChildren(render, found, emit, expand) {
  const seen = /* @__PURE__ */ new Set([
    ...found.applications.map((a) => `Application/${a.name}`),
    ...found.targets.map((t) => `Application/${/^Application (\S+?)(;|$)/.exec(t.origin.detail ?? "")?.[1] ?? ""}`),
    ...(found.sets ?? []).map((d) => `ApplicationSet/${String(asObj2(d.obj.metadata)?.name)}`)
  ]);
  found.problems.push(
    ...await followAppOfApps([...found.targets], seen, {
      render,
      application: (app, at, from) => {
        const before = found.targets.length;
        emit(app, at, from);
        return found.targets.slice(before);
      },
      sets: async (sets) => {
        const before = found.targets.length;
        await expand(sets);
        return found.targets.slice(before);
      }
    })
  );
}

// src/targets/helm.ts
import path32 from "node:path";

// src/targets/helmfile.ts
var CHART_LINE = /^\s*chart:\s*["']?([^"'\s#]+)["']?/;
var ITEM_LINE = /^\s*-\s+(?:"([^"]*)"|'([^']*)'|([^\s#"']+))\s*(#.*)?$/;
var ENV_MARK = "\0ENV\0";
var RELEASE_MARK = "\0RELEASE\0";
var ENV_NAME = /\{\{-?\s*\.Environment\.Name\s*-?\}\}/g;
var RELEASE_NAME2 = /\{\{`\{\{-?\s*\.Release\.Name\s*-?\}\}`\}\}/g;
function helmfileFacts(text3) {
  const lines2 = text3.split(/\r?\n/);
  const charts = lines2.flatMap((l, i) => {
    const m = CHART_LINE.exec(l);
    return m?.[1] ? [{ ref: m[1], line: i }] : [];
  });
  return { charts, environments: environmentsOf(lines2) };
}
function chartBlock(text3, chartLine) {
  const lines2 = text3.split(/\r?\n/);
  const own = blockAround(lines2, chartLine);
  const anchor = own.map((i) => /<<:\s*\*([\w.-]+)/.exec(lines2[i] ?? "")?.[1]).find((a) => a !== void 0);
  const merged = anchor === void 0 ? [] : anchoredBlock(lines2, anchor);
  const pick = (re) => [...own, ...merged].map((i) => re.exec(lines2[i] ?? "")?.[1]).find((v) => v !== void 0);
  const indent = indentOf(lines2[chartLine] ?? "");
  const releaseName = own.filter((i) => indentOf(lines2[i] ?? "") + (/^\s*-\s/.test(lines2[i] ?? "") ? 2 : 0) === indent).map((i) => NAME_LINE.exec(lines2[i] ?? "")?.[1]).find((v) => v !== void 0) ?? firstRelease(lines2);
  const namespace = pick(/^\s*namespace:\s*["']?([a-z0-9][a-z0-9-]*)["']?\s*(#.*)?$/);
  const items = valuesItems(lines2, own);
  const list2 = items.length > 0 ? items : valuesItems(lines2, merged);
  const block = {
    valueFiles: (env) => {
      const files = [];
      for (const raw of list2) {
        const item = raw.replaceAll(ENV_MARK, env).replaceAll(RELEASE_MARK, releaseName ?? "{{");
        if (item.includes("{{") || item.startsWith("/") || !/\.ya?ml$/.test(item) || files.includes(item)) continue;
        files.push(item);
      }
      return files;
    }
  };
  if (namespace) block.namespace = namespace;
  if (releaseName) block.releaseName = releaseName;
  return block;
}
var NAME_LINE = /^\s*(?:-\s+)?name:\s*["']?([A-Za-z0-9._-]+)["']?\s*(#.*)?$/;
function firstRelease(lines2) {
  const start = lines2.findIndex((l) => /^releases:\s*(#.*)?$/.test(l));
  if (start < 0) return void 0;
  return lines2.slice(start + 1).map((l) => NAME_LINE.exec(l)?.[1]).find((v) => v !== void 0);
}
function indentOf(line) {
  return line.length - line.trimStart().length;
}
var isFiller = (line) => line.trim() === "" || line.trim().startsWith("#");
function blockAround(lines2, at) {
  const indent = indentOf(lines2[at] ?? "");
  const out = [at];
  for (let i = at - 1; i >= 0; i--) {
    const line = lines2[i] ?? "";
    if (isFiller(line)) continue;
    if (indentOf(line) < indent) {
      if (/^\s*-\s/.test(line) && indentOf(line) + 2 === indent) out.push(i);
      break;
    }
    out.push(i);
  }
  out.push(...linesUnder(lines2, at, indent - 1));
  return out.sort((a, b) => a - b);
}
function linesUnder(lines2, at, indent) {
  const out = [];
  for (let i = at + 1; i < lines2.length; i++) {
    const line = lines2[i] ?? "";
    if (isFiller(line)) continue;
    if (indentOf(line) <= indent) break;
    out.push(i);
  }
  return out;
}
function anchoredBlock(lines2, anchor) {
  const at = lines2.findIndex((l) => new RegExp(`:\\s*&${anchor.replace(/[.]/g, "\\.")}\\s*(#.*)?$`).test(l));
  return at < 0 ? [] : linesUnder(lines2, at, indentOf(lines2[at] ?? ""));
}
function valuesItems(lines2, block) {
  const start = block.find((i) => /^\s*values:\s*(#.*)?$/.test(lines2[i] ?? ""));
  if (start === void 0) return [];
  const indent = indentOf(lines2[start] ?? "");
  const items = [];
  for (let i = start + 1; i < lines2.length; i++) {
    const line = (lines2[i] ?? "").replace(ENV_NAME, ENV_MARK).replace(RELEASE_NAME2, RELEASE_MARK);
    if (isFiller(line)) continue;
    if (indentOf(line) < indent || indentOf(line) === indent && !/^\s*-\s/.test(line)) break;
    const m = ITEM_LINE.exec(line);
    const item = m?.[1] ?? m?.[2] ?? m?.[3];
    if (item !== void 0) items.push(item);
  }
  return items;
}
function environmentsOf(lines2) {
  const start = lines2.findIndex((l) => /^environments:\s*(#.*)?$/.test(l));
  if (start < 0) return [];
  const keys = [];
  for (const line of lines2.slice(start + 1)) {
    if (/^\S/.test(line) && !line.startsWith("#")) break;
    const m = /^ {2}([A-Za-z0-9][A-Za-z0-9._-]*):\s*(&[\w.-]+)?\s*(#.*)?$/.exec(line);
    if (m?.[1]) keys.push(m[1]);
  }
  return keys;
}

// src/targets/helm.ts
var HELMFILES = ["helmfile.yaml", "helmfile.yml", "helmfile.yaml.gotmpl"];
var ENV_VALUES = /^values[-.]([A-Za-z0-9][A-Za-z0-9._-]*?)\.ya?ml$/;
async function discoverCharts(root, index) {
  const problems = [];
  const charts = await listCharts(root, index, problems);
  const used = /* @__PURE__ */ new Set();
  const targets = [];
  const notChecked2 = [];
  for (const dir of index.dirs.values()) {
    if (dir.chart) continue;
    const found = await serviceTargets(root, dir, charts, notChecked2);
    found.forEach((t) => used.add(t.path));
    targets.push(...found);
  }
  const included = new Set(charts.flatMap((c) => c.includes));
  for (const chart of charts) {
    if (!used.has(chart.dir) && !chart.library && !included.has(chart.dir)) targets.push(...chartTargets(index, chart));
  }
  return { targets, notChecked: notChecked2, problems };
}
async function listCharts(root, index, problems) {
  const charts = [];
  for (const dir of index.dirs.values()) {
    if (!dir.chart) continue;
    const file = joinRel(dir.rel, "Chart.yaml");
    const read = await readYamlDocs(root, file);
    const foreign = foreignDocProblem(read, file);
    if (foreign) problems.push(foreign);
    const meta = read.ok ? asObj2(read.docs[0]?.value) : void 0;
    const name = asString(meta?.name);
    const includes = (Array.isArray(meta?.dependencies) ? meta.dependencies : []).map((d) => asString(asObj2(d)?.repository)).filter((r) => r?.startsWith("file://") === true).map((r) => repoJoin(dir.rel, r.slice("file://".length))).filter((r) => r !== void 0);
    charts.push({
      dir: dir.rel,
      name: name ?? path32.posix.basename(dir.rel),
      library: meta?.type === "library",
      includes
    });
  }
  return charts;
}
function chartTargets(index, chart) {
  const dir = index.dirs.get(chart.dir);
  const app = chart.dir === "." ? chart.name : path32.posix.basename(chart.dir);
  const perEnv = /* @__PURE__ */ new Map();
  for (const f of dir.files) {
    const env = ENV_VALUES.exec(f)?.[1];
    if (env) perEnv.set(env, joinRel(chart.dir, f));
  }
  for (const envDir of CHART_ENV_DIRS.map((d) => index.dirs.get(joinRel(chart.dir, d))).filter(
    (d) => d !== void 0
  )) {
    for (const f of envDir.files.filter((x) => /\.ya?ml$/.test(x)))
      perEnv.set(f.replace(/\.ya?ml$/, ""), joinRel(envDir.rel, f));
    for (const [rel, sub] of index.dirs) {
      const values = sub.files.find((f) => /^values\.ya?ml$/.test(f));
      if (parentRel(rel) === envDir.rel && values) perEnv.set(path32.posix.basename(rel), joinRel(rel, values));
    }
  }
  const envs = perEnv.size > 0 ? [...perEnv] : [[DEFAULT_ENVIRONMENT]];
  return envs.map(([environment, file]) => ({
    app,
    environment,
    kind: "helm",
    path: chart.dir,
    helm: { chart: chart.dir, valueFiles: file ? [file] : [], releaseName: app },
    origin: {
      how: "helm-chart",
      file: joinRel(chart.dir, "Chart.yaml"),
      detail: file ? `values file ${file}` : "chart with its own values only"
    }
  }));
}
async function serviceTargets(root, dir, charts, notChecked2) {
  const helmfile = HELMFILES.find((f) => dir.files.includes(f));
  const envFiles = dir.files.filter((f) => ENV_VALUES.test(f));
  if (!helmfile) {
    const name = path32.posix.basename(dir.rel);
    const chart = charts.find((c) => c.name === name || path32.posix.basename(c.dir) === name);
    if (!chart || envFiles.length === 0) return [];
    return envFiles.map(
      (f) => serviceTarget(
        dir,
        chart,
        ENV_VALUES.exec(f)?.[1],
        [...dir.files.includes("values.yaml") ? ["values.yaml"] : [], f],
        void 0
      )
    );
  }
  const file = joinRel(dir.rel, helmfile);
  const text3 = await readFile(path32.join(root, file), "utf8").catch(() => "");
  const facts = helmfileFacts(text3);
  const match = facts.charts.map((c) => ({ c, chart: chartFor(c.ref, dir.rel, charts) })).find((x) => x.chart);
  const elsewhere = (refs) => {
    if (refs.length > 0)
      notChecked2.push({
        unit: `helmfile releases of ${refs.join(", ")}`,
        file,
        inputs: [dir.rel],
        declaration: text3,
        reason: `chart ${refs.join(", ")} is not in this repository; those releases were not rendered`
      });
  };
  if (!match?.chart) {
    elsewhere(facts.charts.map((c) => c.ref));
    return [];
  }
  elsewhere(facts.charts.filter((c) => c !== match.c && !chartFor(c.ref, dir.rel, charts)).map((c) => c.ref));
  const envs = facts.environments.length > 0 ? facts.environments : envFiles.map((f) => ENV_VALUES.exec(f)?.[1]);
  const block = chartBlock(text3, match.c.line);
  return envs.map((env) => {
    const values = block.valueFiles(env).filter((v) => dir.files.includes(v));
    const t = serviceTarget(dir, match.chart, env, values, file, block.releaseName);
    if (block.namespace) t.namespace = block.namespace;
    return t;
  });
}
function chartFor(ref, fromDir, charts) {
  const local = repoJoin(fromDir, ref);
  const byPath = charts.find((c) => c.dir === local);
  if (byPath) return byPath;
  const name = ref.slice(ref.lastIndexOf("/") + 1);
  return charts.find((c) => c.name === name) ?? charts.find((c) => path32.posix.basename(c.dir) === name);
}
function serviceTarget(dir, chart, env, values, helmfile, release) {
  const app = path32.posix.basename(dir.rel);
  return {
    app,
    environment: env,
    kind: "helm",
    path: chart.dir,
    helm: { chart: chart.dir, valueFiles: values.map((v) => joinRel(dir.rel, v)), releaseName: release ?? app },
    origin: {
      how: "helm-chart",
      file: helmfile ?? joinRel(dir.rel, values[values.length - 1] ?? ""),
      detail: helmfile ? `helmfile service ${dir.rel} (values outside the repository and templated names are not applied)` : `values folder ${dir.rel}`
    }
  };
}

// src/targets/flux/discover.ts
import path34 from "node:path";

// src/targets/affected.ts
function touches(changed, input) {
  const prefix = input.replace(/\/+$/, "");
  const raw = changed.replace(/\/+$/, "");
  if (raw === ATTRIBUTES) return true;
  const file = attributesScope(raw);
  if (prefix === "" || prefix === "." || file === prefix || file.startsWith(`${prefix}/`)) return true;
  return file !== "" && file !== "." && prefix.startsWith(`${file}/`);
}
function isAttributesFile(file) {
  return file === ATTRIBUTES || file.endsWith(`/${ATTRIBUTES}`);
}
var ATTRIBUTES = ".gitattributes";
function attributesScope(file) {
  return isAttributesFile(file) && file !== ATTRIBUTES ? file.slice(0, -ATTRIBUTES.length - 1) : file;
}
async function targetInputs(root, target, configFile, opts = {}) {
  if (process.env.DEPLOY_GATE_PLAIN_DISCOVERY === "1") return (await inputsOf2(root, target, configFile, opts)).inputs;
  const key = `target inputs ${canonicalJson([target, configFile, opts.complete === true])}`;
  const sameAtBoth = (found2, changed) => found2.whole && untouchedBy(found2.inputs, changed);
  const found = await oncePerTwins(root, key, sameAtBoth, () => inputsOf2(root, target, configFile, opts));
  return [...found.inputs];
}
function untouchedBy(inputs, changed) {
  return !changed.some((file) => inputs.some((input) => touches(file, input)));
}
async function inputsOf2(root, target, configFile, opts) {
  const inputs = [configFile];
  const gaps = { found: false };
  if (target.origin.file) inputs.push(target.origin.file);
  if (target.origin.inputs) inputs.push(...target.origin.inputs);
  for (const part of targetParts(target)) {
    if (part.helm) inputs.push(part.helm.chart, ...part.helm.valueFiles, ...await helmPaths(root, part, gaps));
    if (part.kind === "kustomize")
      inputs.push(...await fluxKustomizeInputs(root, part, opts.complete === true, gaps));
    else inputs.push(part.path);
    if (part.kustomizeEdits) inputs.push(...await editInputs(root, part, opts.complete === true, gaps));
  }
  return { inputs: inputClosure(await scanTree(root), [...new Set(inputs)]), whole: !gaps.found };
}
async function fluxKustomizeInputs(root, part, complete, gaps) {
  const generated = part.overlay?.generate === true;
  const out = generated ? [part.path] : [];
  for (const dir of generated ? await generatedFolders(root, part.path) : [part.path])
    out.push(...await kustomizeInputs(root, dir, complete, gaps));
  const components = part.overlay?.components;
  for (const c of Array.isArray(components) ? components : [])
    out.push(...await kustomizeInputs(root, String(c), complete, gaps));
  return out;
}
async function editInputs(root, target, complete, gaps) {
  const edits = target.kustomizeEdits ?? {};
  const out = [];
  for (const p of edits.patches ?? []) {
    const file = typeof p.path === "string" ? repoJoin(target.path, p.path) : void 0;
    if (file) out.push(file);
  }
  for (const c of edits.components ?? []) {
    const dir = repoJoin(target.path, c);
    if (dir) out.push(...await kustomizeInputs(root, dir, complete, gaps));
  }
  return out;
}
async function helmPaths(root, target, gaps) {
  const inputs = await helmInputs(root, target);
  if (inputs.problems.length > 0) gaps.found = true;
  return [...inputs.problems.length ? [] : inputs.paths, ...inputs.absent];
}
async function kustomizeInputs(root, dir, complete, gaps) {
  const walk = await walkCheckedOut(root, dir);
  if (walk.problems.length > 0) gaps.found = true;
  if (complete && walk.problems.length > 0)
    throw new Error(`inputs of ${dir} are incomplete: ${walk.problems[0]?.message ?? ""}`);
  if (walk.unreadable.length > 0) return ["."];
  const missing = walk.problems.flatMap((p) => p.missing ? [p.missing] : []);
  return [...walk.files, ...missing, ...walk.lookups, ...walk.files.length === 0 ? [dir] : []];
}

// src/targets/flux/objects.ts
import path33 from "node:path";
var DATA_KINDS = /* @__PURE__ */ new Set(["ConfigMap", "Secret"]);
async function readFluxObjects(root, index) {
  const out = { kustomizations: [], helmReleases: [], sources: [], data: [] };
  for (const dir of index.dirs.values()) {
    if (insideChart(index, dir.rel)) continue;
    for (const name of dir.files.filter((f) => /\.ya?ml$/i.test(f))) {
      const rel = joinRel(dir.rel, name);
      const text3 = await readSmall(path33.join(root, rel));
      if (text3 === void 0 || !["fluxcd.io", "ConfigMap", "Secret"].some((word) => maySpell(text3, word))) continue;
      for (const doc of parseDocs(text3)) sort(asObj2(doc.value), rel, doc.line, out);
    }
  }
  return out;
}
function sort(obj3, file, line, out) {
  if (!obj3) return;
  const api = asString(obj3.apiVersion) ?? "";
  const kind = asString(obj3.kind) ?? "";
  const d = { obj: obj3, file, line };
  if (api.startsWith("kustomize.toolkit.fluxcd.io/") && kind === "Kustomization") out.kustomizations.push(d);
  else if (api.startsWith("helm.toolkit.fluxcd.io/") && kind === "HelmRelease") out.helmReleases.push(d);
  else if (api.includes("fluxcd.io/")) out.sources.push(d);
  else if (api === "v1" && DATA_KINDS.has(kind)) out.data.push(d);
}
async function readSmall(abs) {
  try {
    if ((await stat(abs)).size > MAX_SOURCE_BYTES) return void 0;
    return await readFile(abs, "utf8");
  } catch {
    return void 0;
  }
}
var nameOf2 = (o) => asString(asObj2(o.metadata)?.name) ?? "";
var namespaceOf = (o, fallback = "default") => asString(asObj2(o.metadata)?.namespace) ?? fallback;
function findDeclared(list2, kind, name, namespace) {
  return list2.filter(
    (d) => d.obj.kind === kind && nameOf2(d.obj) === name && (asObj2(d.obj.metadata)?.namespace === void 0 || namespaceOf(d.obj) === namespace)
  );
}
function dataOf(o) {
  const out = {};
  const data = asObj2(o.data) ?? {};
  for (const [k, v] of Object.entries(data)) {
    if (typeof v !== "string") continue;
    out[k] = o.kind === "Secret" ? Buffer.from(v, "base64").toString("utf8") : v;
  }
  if (o.kind === "Secret") {
    for (const [k, v] of Object.entries(asObj2(o.stringData) ?? {})) if (typeof v === "string") out[k] = v;
  }
  return out;
}

// src/targets/flux/sources.ts
var THIS_REPO = "flux-system";
function resolveSourceRoot(ref, defaultNamespace, sources, near = "") {
  const kind = asString(ref.kind) ?? "GitRepository";
  const name = asString(ref.name) ?? "";
  const namespace = asString(ref.namespace) ?? defaultNamespace;
  if (kind === "GitRepository") {
    if (name === THIS_REPO || sameAsBootstrap(name, namespace, sources)) return { ok: true, base: "." };
    return {
      ok: false,
      reason: `source GitRepository ${namespace}/${name} is not this repository's bootstrap GitRepository (${THIS_REPO})`
    };
  }
  if (kind === "ExternalArtifact") return fromArtifactGenerator(name, namespace, sources, near);
  return { ok: false, reason: `source ${kind} ${namespace}/${name} is a remote source` };
}
function fromArtifactGenerator(name, namespace, sources, near) {
  const shared = (file) => {
    let i = 0;
    while (i < file.length && file[i] === near[i]) i++;
    return i;
  };
  const generators = sources.filter((d) => d.obj.kind === "ArtifactGenerator" && namespaceOf(d.obj, namespace) === namespace).sort((a, b) => shared(b.file) - shared(a.file));
  for (const gen of generators) {
    const spec = asObj2(gen.obj.spec) ?? {};
    const artifact = asArray(spec.artifacts).map(asObj2).find((a) => a?.name === name);
    if (!artifact) continue;
    const aliases = new Map(
      asArray(spec.sources).map(asObj2).filter((s) => s !== void 0).map((s) => [String(s.alias), s])
    );
    const prefix = commonPrefix(
      asArray(artifact.copy).map(asObj2).filter((c) => c !== void 0),
      aliases
    );
    if (typeof prefix !== "string")
      return {
        ok: false,
        reason: `ExternalArtifact ${namespace}/${name} (ArtifactGenerator ${nameOf2(gen.obj)}): ${prefix.reason}`
      };
    return { ok: true, base: prefix, via: gen };
  }
  return {
    ok: false,
    reason: `ExternalArtifact ${namespace}/${name} is made by no ArtifactGenerator in this repository`
  };
}
function commonPrefix(copies, aliases) {
  let prefix;
  for (const c of copies) {
    const from = /^@([^/]+)\/(.*?)\/?\*\*$/.exec(String(c.from ?? ""));
    const to = /^@artifact\/(.*?)\/?$/.exec(String(c.to ?? ""));
    if (!from || !to) return { reason: `copy ${String(c.from)} \u2192 ${String(c.to)} is not a whole-folder copy` };
    const source = aliases.get(from[1]);
    if (source?.kind !== "GitRepository" || source.name !== THIS_REPO)
      return { reason: `copies from ${String(from[1])}, which is not this repository` };
    const dir = from[2];
    const dest = to[1];
    if (dest !== "" && !(dir === dest || dir.endsWith(`/${dest}`)))
      return { reason: `copy ${dir} \u2192 ${dest} moves files to another layout` };
    const p = dest === "" ? dir : dir.slice(0, dir.length - dest.length).replace(/\/$/, "");
    if (prefix !== void 0 && prefix !== p) return { reason: "its copies come from folders with different layouts" };
    prefix = p;
  }
  if (prefix === void 0) return { reason: "it copies nothing" };
  return repoJoin(".", prefix === "" ? "." : prefix) ?? { reason: "a copy leaves the repository" };
}
function sameAsBootstrap(name, namespace, sources) {
  const git2 = (n) => asObj2(
    sources.find(
      (d) => d.obj.kind === "GitRepository" && nameOf2(d.obj) === n && (n === THIS_REPO || namespaceOf(d.obj, namespace) === namespace)
    )?.obj.spec
  );
  const here = git2(THIS_REPO);
  const there = git2(name);
  const url = normalizeRepoUrl(asString(here?.url));
  return url !== void 0 && url === normalizeRepoUrl(asString(there?.url)) && canonicalJson(here?.ref ?? null) === canonicalJson(there?.ref ?? null);
}

// src/sources/flux.ts
function chartFromHelmRepository(chartSpec, helmRepository) {
  const chart = nonEmptyString(chartSpec.chart);
  const spec = asObject(helmRepository.spec);
  const url = nonEmptyString(spec.url);
  if (!chart || !url) return { ok: false, reason: "the HelmRelease chart or the HelmRepository url is missing" };
  const oci = spec.type === "oci" || url.startsWith("oci://");
  if (oci && !url.startsWith("oci://"))
    return { ok: false, reason: `HelmRepository of type oci with url ${url} (expected oci://\u2026)` };
  if (!oci && !/^https?:\/\//i.test(url))
    return { ok: false, reason: `HelmRepository url ${url} is neither https:// nor oci://` };
  return { ok: true, ref: { repoURL: url, chart, version: nonEmptyString(chartSpec.version) ?? "*" } };
}
function chartFromOciRepository(ociRepository) {
  const spec = asObject(ociRepository.spec);
  const url = nonEmptyString(spec.url)?.replace(/\/+$/, "");
  if (!url?.startsWith("oci://")) return { ok: false, reason: `OCIRepository url ${String(spec.url)} is not oci://\u2026` };
  const slash = url.lastIndexOf("/");
  if (slash <= "oci://".length) return { ok: false, reason: `OCIRepository url ${url} names no chart` };
  const ref = asObject(spec.ref);
  const version = nonEmptyString(ref.tag) ?? nonEmptyString(ref.semver);
  if (!version && nonEmptyString(ref.digest))
    return {
      ok: false,
      reason: `OCIRepository ${url} is pinned by digest only; deploy-gate fetches charts by exact version tag`
    };
  return { ok: true, ref: { repoURL: url.slice(0, slash), chart: url.slice(slash + 1), version: version ?? "" } };
}

// src/targets/flux/helmrelease.ts
function helmReleaseTarget(release, ctx) {
  const name = nameOf2(release);
  const ns = namespaceOf(release);
  const id = `HelmRelease ${ns}/${name}${ctx.via ? ` (from ${ctx.via})` : ""}`;
  const problem = (ruleId, reason) => ({
    problems: [
      {
        ruleId,
        message: `${ctx.at.file}: ${id}${ruleId === "targets/not-checked" ? " is not checked" : ""}: ${reason}`,
        location: ctx.at,
        fingerprintKey: `${id}/${ctx.environment}@${ctx.at.file}`
      }
    ]
  });
  const spec = asObj2(release.spec) ?? {};
  const chartSpec = asObj2(asObj2(spec.chart)?.spec) ?? {};
  const ref = asObj2(chartSpec.sourceRef) ?? {};
  const remote = remoteChartOf(spec, chartSpec, ns, ctx.sources);
  if (remote && !remote.ok) return problem("targets/not-checked", `remote chart source: ${remote.reason}`);
  if (remote?.ok) return remoteReleaseTarget(release, remote.ref, chartSpec, ctx, problem);
  if (ref.kind !== "GitRepository")
    return problem(
      "targets/not-checked",
      `remote chart source (${String(ref.kind ?? "no sourceRef")} ${String(ref.name ?? "")})`
    );
  const source = resolveSourceRoot(ref, ns, ctx.sources, ctx.at.file);
  if (!source.ok) return problem("targets/not-checked", source.reason);
  const chart = repoJoin(source.base, asString(chartSpec.chart) ?? ".");
  if (chart === void 0 || !ctx.index.dirs.get(chart)?.chart)
    return problem("render/failed", `chart path "${String(chartSpec.chart)}" is not a chart folder of this repository`);
  const valueFiles = asArray(chartSpec.valuesFiles).map((f) => repoJoin(source.base, String(f)));
  if (valueFiles.some((f) => f === void 0))
    return problem("render/failed", "a valuesFiles entry leaves the repository");
  return releaseTarget(release, ctx, problem, { path: chart, chart, valueFiles });
}
function releaseTarget(release, ctx, problem, chart) {
  const name = nameOf2(release);
  const ns = namespaceOf(release);
  const spec = asObj2(release.spec) ?? {};
  const values = mergedValues(spec, ns, ctx.data);
  if ("reason" in values) return problem("targets/not-checked", values.reason);
  const targetNamespace = asString(spec.targetNamespace);
  const target = {
    app: name,
    environment: ctx.environment,
    kind: "helm",
    path: chart.path,
    namespace: targetNamespace ?? ns,
    // helm-controller GetReleaseNamespace; storageNamespace only holds the release records
    helm: {
      chart: chart.chart,
      ...chart.remote ? { remote: chart.remote } : {},
      valueFiles: chart.valueFiles,
      releaseName: asString(spec.releaseName) ?? (targetNamespace ? `${targetNamespace}-${name}` : name),
      values: values.values
    },
    origin: {
      how: "flux",
      file: ctx.at.file,
      detail: `HelmRelease ${ns}/${name}${ctx.via ? ` (from ${ctx.via})` : ""}`
    }
  };
  if (values.files.length > 0) target.origin.inputs = [...new Set(values.files)];
  const secrets = values.secrets.filter((v) => v.trim().length >= MIN_MASK_VALUE_LENGTH);
  if (secrets.length > 0) target.secretValues = [...new Set(secrets)];
  return { target, problems: [] };
}
function remoteChartOf(spec, chartSpec, ns, sources) {
  const chartRef = asObj2(spec.chartRef);
  const sourceRef2 = chartRef ?? asObj2(chartSpec.sourceRef) ?? {};
  const kind = asString(sourceRef2.kind) ?? "";
  if (!chartRef && kind !== "HelmRepository") return void 0;
  if (kind !== "HelmRepository" && kind !== "OCIRepository")
    return { ok: false, reason: `chartRef ${kind || "(no kind)"} ${String(sourceRef2.name ?? "")} is not modelled` };
  const name = asString(sourceRef2.name) ?? "";
  const namespace = asString(sourceRef2.namespace) ?? ns;
  const [found] = findDeclared(sources, kind, name, namespace);
  if (!found) return { ok: false, reason: `${kind} ${namespace}/${name} is not declared in this repository` };
  return kind === "OCIRepository" ? chartFromOciRepository(found.obj) : chartFromHelmRepository(chartSpec, found.obj);
}
function remoteReleaseTarget(release, remote, chartSpec, ctx, problem) {
  if (asArray(chartSpec.valuesFiles).length > 0)
    return problem("targets/not-checked", `valuesFiles inside the remote chart ${remote.chart} are not read`);
  return releaseTarget(release, ctx, problem, { path: ctx.at.file, chart: ctx.at.file, valueFiles: [], remote });
}
function mergedValues(spec, ns, data) {
  let values = {};
  const files = [];
  const secrets = [];
  for (const ref of asArray(spec.valuesFrom).map(asObj2)) {
    const kind = asString(ref?.kind) ?? "";
    const refName = asString(ref?.name) ?? "";
    if (ref?.targetPath !== void 0)
      return { reason: `valuesFrom ${kind} ${refName} with targetPath is not modelled` };
    const [found] = findDeclared(data, kind, refName, ns);
    const text3 = found ? dataOf(found.obj)[asString(ref?.valuesKey) ?? "values.yaml"] : void 0;
    if (text3 === void 0) {
      if (ref?.optional === true) continue;
      return {
        reason: `valuesFrom ${kind} ${ns}/${refName} (key ${asString(ref?.valuesKey) ?? "values.yaml"}) is not in this repository`
      };
    }
    const parsed = asObj2(parseDocs(text3)[0]?.value);
    if (!parsed) return { reason: `valuesFrom ${kind} ${ns}/${refName} does not hold a YAML mapping` };
    values = deepMerge(values, parsed);
    files.push(...found.inputs ?? [found.file]);
    if (kind === "Secret") secrets.push(text3, ...leaves(parsed));
  }
  return { values: deepMerge(values, asObj2(spec.values) ?? {}), files, secrets };
}
function leaves(node, out = []) {
  if (node !== null && typeof node === "object") for (const v of Object.values(node)) leaves(v, out);
  else if (node !== null && node !== void 0) out.push(String(node));
  return out;
}
function deepMerge(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const cur = asObj2(out[k]);
    const next = asObj2(v);
    out[k] = cur && next ? deepMerge(cur, next) : v;
  }
  return out;
}

// src/targets/flux/kustomization.ts
var OPTIONS = ["targetNamespace", "namePrefix", "nameSuffix", "commonMetadata", "patches", "images", "components"];
function kustomizationTarget(d, objs, index, naming) {
  const spec = asObj2(d.obj.spec) ?? {};
  const name = nameOf2(d.obj);
  const ns = namespaceOf(d.obj);
  const id = `Kustomization ${ns}/${name}`;
  const location = { file: d.file, line: d.line };
  const notChecked2 = (reason) => ({
    problems: [
      {
        ruleId: "targets/not-checked",
        message: `${d.file}: ${id} is not checked: ${reason}`,
        location,
        fingerprintKey: `${id}@${d.file}`
      }
    ]
  });
  const failed = (reason) => ({
    problems: [
      { ruleId: "render/failed", message: `${d.file}: ${id}: ${reason}`, location, fingerprintKey: `${id}@${d.file}` }
    ]
  });
  const source = resolveSourceRoot(asObj2(spec.sourceRef) ?? {}, ns, objs.sources, d.file);
  if (!source.ok) return notChecked2(source.reason);
  const dir = repoJoin(source.base, asString(spec.path) ?? ".");
  if (dir === void 0) return failed(`spec.path "${String(spec.path)}" leaves the source`);
  const folder = index.dirs.get(dir);
  if (!folder)
    return failed(
      `spec.path "${String(spec.path ?? ".")}" does not exist in the source (${dir} is not a folder of this repository)`
    );
  const vars = variables(spec, ns, objs);
  if ("reason" in vars) return notChecked2(vars.reason);
  const hasKustomization2 = folder.files.some((f) => KUSTOMIZATION_FILES.includes(f));
  const options = OPTIONS.filter((o) => spec[o] !== void 0);
  const target = {
    ...identity(d, dir, naming),
    kind: "kustomize",
    path: dir,
    origin: { how: "flux", file: d.file, detail: detailOf2(id, dir, spec) }
  };
  if (!hasKustomization2) target.overlay = { ...overlayOf(spec, dir), generate: true };
  else if (options.length > 0) target.overlay = overlayOf(spec, dir);
  const targetNamespace = asString(spec.targetNamespace);
  if (targetNamespace) target.namespace = targetNamespace;
  const inputs = [...source.via ? [source.via.file] : [], ...vars.files];
  if (inputs.length > 0) target.origin.inputs = [...new Set(inputs)];
  if (asObj2(spec.postBuild)) target.postBuild = { substitute: vars.values };
  if (spec.prune === true) target.prunes = true;
  return { target, problems: [] };
}
function identity(d, dir, naming) {
  const label = asString(asObj2(asObj2(d.obj.metadata)?.labels)?.[naming.envLabel]);
  const environment = label ?? [dir, parentRel(d.file)].map((p) => nameFromPath(p, naming.known).environment).find((e) => e !== DEFAULT_ENVIRONMENT) ?? DEFAULT_ENVIRONMENT;
  return { app: nameOf2(d.obj), environment };
}
function detailOf2(id, dir, spec) {
  const parts = [id, `path ${dir}`];
  const deps = asArray(spec.dependsOn).map((x) => asString(asObj2(x)?.name)).filter(Boolean);
  if (deps.length > 0) parts.push(`dependsOn ${deps.join(", ")} (reported, not needed to render)`);
  return parts.join("; ");
}
function variables(spec, ns, objs) {
  const post = asObj2(spec.postBuild) ?? {};
  const values = {};
  const files = [];
  for (const ref of asArray(post.substituteFrom).map(asObj2)) {
    const kind = asString(ref?.kind) ?? "";
    const refName = asString(ref?.name) ?? "";
    const [found, ...more] = findDeclared(objs.data, kind, refName, ns);
    if (!found) {
      if (ref?.optional === true) continue;
      return {
        reason: `postBuild.substituteFrom ${kind} ${ns}/${refName} is not in this repository (it is made on the cluster)`
      };
    }
    if (more.length > 0 && !found.inputs)
      return {
        reason: `postBuild.substituteFrom ${kind} ${ns}/${refName} is declared more than once (${[found, ...more].map((m) => m.file).join(", ")})`
      };
    for (const [k, v] of Object.entries(dataOf(found.obj))) values[k] = v.replace(/\n/g, "");
    files.push(...found.inputs ?? [found.file]);
  }
  for (const [k, v] of Object.entries(asObj2(post.substitute) ?? {})) values[k] = String(v).replace(/\n/g, "");
  return { values, files };
}
function overlayOf(spec, dir) {
  const k = {};
  if (spec.targetNamespace !== void 0) k.namespace = spec.targetNamespace;
  if (spec.namePrefix !== void 0) k.namePrefix = spec.namePrefix;
  if (spec.nameSuffix !== void 0) k.nameSuffix = spec.nameSuffix;
  const meta = asObj2(spec.commonMetadata);
  if (meta?.labels) k.labels = [{ pairs: meta.labels, includeSelectors: false }];
  if (meta?.annotations) k.commonAnnotations = meta.annotations;
  if (spec.patches !== void 0) k.patches = spec.patches;
  if (spec.images !== void 0) k.images = spec.images;
  if (spec.components !== void 0)
    k.components = asArray(spec.components).map((c) => repoJoin(dir, String(c)) ?? String(c));
  return k;
}

// src/targets/flux/generated.ts
var GENERATORS = ["configMapGenerator", "secretGenerator"];
async function generatedData(root, dir, objects2) {
  const data = objects2.filter((o) => o.apiVersion === "v1" && (o.kind === "ConfigMap" || o.kind === "Secret"));
  if (data.length === 0) return [];
  const generators = await generatorsOf(root, dir);
  const out = [];
  for (const obj3 of data) {
    const name = nameOf2(obj3);
    const gen = generators.find(
      (g) => g.kind === obj3.kind && (name === g.name || name.startsWith(`${g.name}-`)) && hashed(name, g.name)
    );
    if (gen) out.push({ obj: obj3, file: gen.file, line: 1, inputs: [gen.file, ...gen.reads] });
  }
  return out;
}
var hashed = (name, base2) => name === base2 || /^[a-z0-9]{10}$/.test(name.slice(base2.length + 1));
async function generatorsOf(root, dir) {
  const walk = await walkCheckedOut(root, dir).catch(() => void 0);
  const files = walk?.files.filter((f) => /(^|\/)(kustomization\.ya?ml|Kustomization)$/.test(f)) ?? [];
  const out = [];
  for (const file of files) {
    const read = await readYamlDocs(root, file);
    const k = read.ok ? asObj2(read.docs[0]?.value) : void 0;
    if (!k) continue;
    const base2 = parentRel(file);
    for (const field of GENERATORS) {
      for (const g of asArray(k[field]).map(asObj2)) {
        const name = asString(g?.name);
        if (!g || !name) continue;
        const sources = [
          ...asArray(g.files).map((s) => String(s).split("=").pop() ?? ""),
          ...asArray(g.envs).map(String)
        ];
        if (typeof g.env === "string") sources.push(g.env);
        out.push({
          kind: field === "secretGenerator" ? "Secret" : "ConfigMap",
          name,
          file,
          reads: sources.filter(Boolean).map((s) => repoJoin(base2, s)).filter((s) => s !== void 0)
        });
      }
    }
  }
  return out;
}

// src/targets/flux/discover.ts
var FLUX_OBJECTS = {
  test: (text3) => maySpell(text3, "helm.toolkit.fluxcd.io") || maySpell(text3, "kustomize.toolkit.fluxcd.io")
};
var MAX_ROUNDS2 = 8;
var isKind = (o, group, kind) => String(o.apiVersion ?? "").startsWith(`${group}/`) && o.kind === kind;
var keyOf = (o) => `${namespaceOf(o)}/${nameOf2(o)}`;
async function discoverFlux(root, index, naming, renderObjects) {
  const objs = await readFluxObjects(root, index);
  const cache2 = /* @__PURE__ */ new Map();
  let built = await buildAll(root, objs, index, naming, renderObjects, void 0, cache2);
  const first = built;
  if (first.some((b) => b.data.length > 0) && first.some((b) => !b.unit.target))
    built = await buildAll(
      root,
      objs,
      index,
      naming,
      renderObjects,
      (d) => asObj2(asObj2(d.obj.spec)?.postBuild)?.substituteFrom === void 0 ? [] : first.filter((b) => b.reads(d.file)).flatMap((b) => b.data),
      cache2
    );
  const found = { targets: [], problems: [], pointed: [] };
  const releasesBuilt = [];
  const declaredNamed = groupBy(objs.helmReleases, (d) => nameOf2(d.obj));
  for (const { unit, decl, objects: objects2, data, reads } of built) {
    found.problems.push(...unit.problems);
    if (!unit.target) continue;
    found.targets.push(unit.target);
    for (const release of objects2.filter((o) => isKind(o, "helm.toolkit.fluxcd.io", "HelmRelease"))) {
      releasesBuilt.push({ key: keyOf(release), name: nameOf2(release), reads });
      const r = helmReleaseTarget(release, {
        ...sourcesOf(objs, index),
        // What this build generates first: that is the object helm-controller finds in the namespace.
        data: [...data, ...objs.data],
        at: { file: decl.file, line: decl.line },
        environment: unit.target.environment,
        via: `Kustomization ${keyOf(decl.obj)}`
      });
      found.problems.push(...r.problems);
      if (r.target) found.targets.push(withReleaseFile(r.target, declaredNamed.get(nameOf2(release)) ?? [], reads));
    }
  }
  const builtKeys = new Set(releasesBuilt.map((b) => b.key));
  const builtNamed = groupBy(releasesBuilt, (b) => b.name);
  const isBuilt = (d) => builtKeys.has(keyOf(d.obj)) || (builtNamed.get(nameOf2(d.obj)) ?? []).some((b) => b.reads(d.file));
  for (const d of objs.helmReleases.filter((h) => !isBuilt(h))) {
    const label = asString(asObj2(asObj2(d.obj.metadata)?.labels)?.[naming.envLabel]);
    const environment = label ?? nameFromPath(parentRel(d.file), naming.known).environment ?? DEFAULT_ENVIRONMENT;
    const r = helmReleaseTarget(d.obj, { ...sourcesOf(objs, index), at: { file: d.file, line: d.line }, environment });
    found.problems.push(...r.problems);
    if (r.target) found.targets.push(r.target);
  }
  found.pointed = pointedFolders(objs, built, index);
  found.targets = kustomizationsBesideReleases(found.targets);
  return found;
}
function kustomizationsBesideReleases(targets) {
  const releases = new Set(targets.filter((t) => t.kind === "helm").map((t) => `${t.app}/${t.environment}`));
  return targets.map(
    (t) => t.kind === "kustomize" && releases.has(`${t.app}/${t.environment}`) ? {
      ...t,
      app: `${t.app}-ks`,
      origin: {
        ...t.origin,
        detail: [t.origin.detail, `named ${t.app}-ks: a HelmRelease is named ${t.app}`].filter(Boolean).join("; ")
      }
    } : t
  );
}
function withReleaseFile(target, named2, reads) {
  const files = named2.filter((d) => reads(d.file)).map((d) => d.file);
  if (files.length === 0) return target;
  return { ...target, origin: { ...target.origin, inputs: [.../* @__PURE__ */ new Set([...files, ...target.origin.inputs ?? []])] } };
}
function groupBy(items, by) {
  const out = /* @__PURE__ */ new Map();
  for (const item of items) memoised(out, by(item), () => []).push(item);
  return out;
}
function pointedFolders(objs, built, index) {
  const out = /* @__PURE__ */ new Set();
  const releases = [...objs.helmReleases.map((d) => d.obj), ...built.flatMap((b) => b.objects)];
  for (const r of releases.filter((o) => isKind(o, "helm.toolkit.fluxcd.io", "HelmRelease"))) {
    const chart = asString(asObj2(asObj2(asObj2(r.spec)?.chart)?.spec)?.chart);
    const dir = chart === void 0 ? void 0 : repoJoin(".", chart);
    if (dir && index.dirs.get(dir)?.chart) out.add(dir);
  }
  for (const k of [...objs.kustomizations.map((d) => d.obj), ...built.map((b) => b.decl.obj)]) {
    const dir = repoJoin(".", asString(asObj2(k.spec)?.path) ?? ".");
    if (dir && index.dirs.has(dir)) out.add(dir);
  }
  return [...out];
}
var sourcesOf = (objs, index) => ({ index, sources: objs.sources, data: objs.data });
async function buildAll(root, objs, index, naming, renderObjects, applierData = () => [], cache2 = /* @__PURE__ */ new Map()) {
  const current = new Map(objs.kustomizations.map((d) => [`${keyOf(d.obj)}|${d.file}`, d]));
  const build = async (key, decl) => {
    const extra = applierData(decl);
    const seen = extra.map((d) => `${d.obj.kind}/${nameOf2(d.obj)}@${d.file}`).join(",");
    const id = `${key}\0${canonicalJson(decl.obj.spec ?? null)}\0${seen}`;
    if (!cache2.has(id)) {
      const unit = kustomizationTarget(
        decl,
        extra.length ? { ...objs, data: [...extra, ...objs.data] } : objs,
        index,
        naming
      );
      cache2.set(id, builtOf(root, unit, decl, renderObjects));
    }
    return cache2.get(id);
  };
  const appliers = /* @__PURE__ */ new Map();
  const applierOf = (decl) => memoised(appliers, decl, () => applier(root, kustomizationTarget(decl, objs, index, naming).target));
  const applied = /* @__PURE__ */ new Set();
  for (let round = 0; round < MAX_ROUNDS2; round++) {
    let changed = false;
    const waiting = await waitingOn(current, applied, applierOf);
    const ready = [...current].filter(([key]) => !waiting.has(key));
    const own = ready.filter(([, d]) => hasKustomization(index, d.obj));
    await Promise.all(own.map(([key, decl]) => build(key, decl)));
    for (const [parentKey, decl] of ready) {
      if (!current.has(parentKey)) continue;
      const parent = await build(parentKey, decl);
      applied.add(parentKey);
      const reads = parent.reads;
      for (const child of parent.objects.filter((o) => isKind(o, "kustomize.toolkit.fluxcd.io", "Kustomization"))) {
        const same = [...current].filter(([, d]) => isBuiltFrom(child, d) && reads(d.file));
        const unchanged = ([, d]) => keyOf(d.obj) === keyOf(child) && canonicalJson(d.obj.spec ?? null) === canonicalJson(child.spec ?? null);
        if (same.some(unchanged)) continue;
        const key = `${keyOf(child)}|built by ${parentKey}`;
        if (current.has(key)) continue;
        for (const [k] of same) current.delete(k);
        current.set(key, { obj: child, file: same[0]?.[1].file ?? decl.file, line: same[0]?.[1].line ?? decl.line });
        changed = true;
      }
    }
    if (!changed && waiting.size === 0) break;
  }
  const out = [];
  for (const [key, decl] of current) {
    const built = await build(key, decl);
    const deeper = built.objects.some((o) => isKind(o, "kustomize.toolkit.fluxcd.io", "Kustomization"));
    out.push(
      applied.has(key) || !deeper ? built : { ...built, unit: { ...built.unit, problems: [...built.unit.problems, tooDeep(decl)] } }
    );
  }
  return out;
}
function tooDeep(decl) {
  const id = `Kustomization ${keyOf(decl.obj)}`;
  return {
    ruleId: "targets/not-checked",
    message: `${decl.file}: the Kustomizations that ${id} outputs are not checked: they are nested more than ${MAX_ROUNDS2} builds deep`,
    location: { file: decl.file, line: decl.line },
    fingerprintKey: `${id}@${decl.file}#nested`
  };
}
async function waitingOn(current, applied, applierOf) {
  const pending = [...current].filter(([key]) => !applied.has(key));
  const rewriting = (await Promise.all(pending.map(async ([key, d]) => ({ key, applier: await applierOf(d) })))).filter(
    (a) => a.applier.rewrites
  );
  const waiting = new Set(
    pending.filter(([key, d]) => rewriting.some((a) => a.key !== key && a.applier.reads(d.file))).map(([key]) => key)
  );
  return waiting.size === pending.length ? /* @__PURE__ */ new Set() : waiting;
}
async function applier(root, target) {
  if (!target) return { reads: () => false, rewrites: false };
  const inputs = await targetInputs(root, { ...target, origin: { how: target.origin.how } }, "").catch(() => void 0);
  const options = Object.keys(target.overlay ?? {}).filter((k) => k !== "generate");
  let rewrites = inputs === void 0 || options.length > 0 || target.postBuild !== void 0;
  for (const file of (inputs ?? []).filter((i) => KUSTOMIZATION_FILES.includes(path34.posix.basename(i)))) {
    if (rewrites) break;
    const text3 = await readFile(path34.join(root, file), "utf8").catch(() => void 0);
    if (text3 === void 0) continue;
    const fields = kustomizationFields(text3, file);
    rewrites = fields === void 0 || [...fields].some((k) => !LISTING_FIELDS.has(k));
  }
  return { reads: readsFrom(inputs ?? [target.path]), rewrites };
}
var LISTING_FIELDS = /* @__PURE__ */ new Set(["apiversion", "kind", "metadata", "resources"]);
function isBuiltFrom(child, declared2) {
  if (nameOf2(child) !== nameOf2(declared2.obj)) return false;
  return namespaceOf(declared2.obj, "") === "" || namespaceOf(declared2.obj) === namespaceOf(child);
}
function hasKustomization(index, k) {
  const dir = repoJoin(".", asString(asObj2(k.spec)?.path) ?? ".");
  return dir !== void 0 && (index.dirs.get(dir)?.files ?? []).some((f) => KUSTOMIZATION_FILES.includes(f));
}
async function builtOf(root, unit, decl, renderObjects) {
  const objects2 = unit.target ? await renderObjects(unit.target, FLUX_OBJECTS) : [];
  const data = unit.target ? await generatedData(root, unit.target.path, objects2) : [];
  const b = { unit, decl, objects: objects2, data, reads: () => false };
  b.reads = await readsOf(root, b);
  return b;
}
async function readsOf(root, built) {
  const target = built.unit.target;
  if (!target) return () => false;
  return readsFrom(await targetInputs(root, target, "").catch(() => [target.path]));
}
function readsFrom(inputs) {
  const read = new Set(inputs);
  return (file) => {
    if (read.has(".")) return true;
    for (let at = file.length; at > 0; at = file.lastIndexOf("/", at - 1)) if (read.has(file.slice(0, at))) return true;
    return false;
  };
}

// src/targets/kustomize.ts
async function discoverOverlays(root, index, known) {
  const all = [];
  for (const dir of index.dirs.values()) {
    const name = KUSTOMIZATION_FILES.find((f) => dir.files.includes(f));
    if (name === void 0 || insideChart(index, dir.rel)) continue;
    all.push(await readKustomization(root, dir.rel, joinRel(dir.rel, name)));
  }
  const referenced = new Set(all.flatMap((k) => k.refs));
  const targets = all.filter((k) => !k.component && !referenced.has(k.dir)).map((k) => ({
    ...nameFromPath(k.dir, known),
    kind: "kustomize",
    path: k.dir,
    origin: { how: "kustomize-overlay", file: k.file }
  }));
  const charts = new Set(all.flatMap((k) => k.charts));
  return { targets, problems: all.flatMap((k) => k.problem ? [k.problem] : []), charts };
}
async function readKustomization(root, dir, file) {
  const read = await readYamlDocs(root, file);
  const obj3 = read.ok ? asObj2(read.docs[0]?.value) : void 0;
  const entries = obj3 ? [...asStrings(obj3.resources), ...asStrings(obj3.bases), ...asStrings(obj3.components)] : [];
  const refs = entries.map((e) => repoJoin(dir, e)).filter((r) => r !== void 0);
  const charts = inflatedCharts(dir, obj3);
  const problem = foreignDocProblem(read, file);
  return { dir, file, component: obj3?.kind === "Component", refs, charts, ...problem ? { problem } : {} };
}
function inflatedCharts(dir, obj3) {
  const home = asObj2(obj3?.helmGlobals)?.chartHome;
  const chartHome = typeof home === "string" && home !== "" ? home : "charts";
  const entries = Array.isArray(obj3?.helmCharts) ? obj3.helmCharts : [];
  return entries.flatMap((e) => {
    const c = asObj2(e);
    const name = typeof c?.name === "string" ? c.name : "";
    if (!name) return [];
    const pinned = typeof c?.repo === "string" && c.repo !== "" && c?.version !== void 0 && c.version !== "";
    const at = repoJoin(dir, `${chartHome}/${pinned ? `${name}-${String(c?.version)}/` : ""}${name}`);
    return at === void 0 ? [] : [at];
  });
}

// src/targets/rendered.ts
import { copyFileSync, cpSync, linkSync, mkdirSync, readdirSync as readdirSync2, readlinkSync, symlinkSync } from "node:fs";
import path36 from "node:path";

// node_modules/yocto-queue/index.js
var Node = class {
  value;
  next;
  constructor(value) {
    this.value = value;
  }
};
var Queue = class {
  #head;
  #tail;
  #size;
  constructor() {
    this.clear();
  }
  enqueue(value) {
    const node = new Node(value);
    if (this.#head) {
      this.#tail.next = node;
      this.#tail = node;
    } else {
      this.#head = node;
      this.#tail = node;
    }
    this.#size++;
  }
  dequeue() {
    const current = this.#head;
    if (!current) {
      return;
    }
    this.#head = this.#head.next;
    this.#size--;
    if (!this.#head) {
      this.#tail = void 0;
    }
    return current.value;
  }
  peek() {
    if (!this.#head) {
      return;
    }
    return this.#head.value;
  }
  clear() {
    this.#head = void 0;
    this.#tail = void 0;
    this.#size = 0;
  }
  get size() {
    return this.#size;
  }
  *[Symbol.iterator]() {
    let current = this.#head;
    while (current) {
      yield current.value;
      current = current.next;
    }
  }
  *drain() {
    while (this.#head) {
      yield this.dequeue();
    }
  }
};

// node_modules/p-limit/index.js
function pLimit(concurrency) {
  let rejectOnClear = false;
  if (typeof concurrency === "object") {
    ({ concurrency, rejectOnClear = false } = concurrency);
  }
  validateConcurrency(concurrency);
  if (typeof rejectOnClear !== "boolean") {
    throw new TypeError("Expected `rejectOnClear` to be a boolean");
  }
  const queue = new Queue();
  let activeCount = 0;
  const resumeNext = () => {
    if (activeCount < concurrency && queue.size > 0) {
      activeCount++;
      queue.dequeue().run();
    }
  };
  const next = () => {
    activeCount--;
    resumeNext();
  };
  const run = async (function_, resolve, arguments_) => {
    const result = (async () => function_(...arguments_))();
    resolve(result);
    try {
      await result;
    } catch {
    }
    next();
  };
  const enqueue = (function_, resolve, reject, arguments_) => {
    const queueItem = { reject };
    new Promise((internalResolve) => {
      queueItem.run = internalResolve;
      queue.enqueue(queueItem);
    }).then(run.bind(void 0, function_, resolve, arguments_));
    if (activeCount < concurrency) {
      resumeNext();
    }
  };
  const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
    enqueue(function_, resolve, reject, arguments_);
  });
  Object.defineProperties(generator, {
    activeCount: {
      get: () => activeCount
    },
    pendingCount: {
      get: () => queue.size
    },
    clearQueue: {
      value() {
        if (!rejectOnClear) {
          queue.clear();
          return;
        }
        const abortError = AbortSignal.abort().reason;
        while (queue.size > 0) {
          queue.dequeue().reject(abortError);
        }
      }
    },
    concurrency: {
      get: () => concurrency,
      set(newConcurrency) {
        validateConcurrency(newConcurrency);
        concurrency = newConcurrency;
        queueMicrotask(() => {
          while (activeCount < concurrency && queue.size > 0) {
            resumeNext();
          }
        });
      }
    },
    map: {
      async value(iterable, function_) {
        const promises = [];
        try {
          Array.from(iterable, (value, index) => {
            const promise = generator(function_, value, index);
            promises.push(promise);
            return promise;
          });
        } catch (error) {
          for (const promise of promises) {
            promise.catch(() => {
            });
          }
          throw error;
        }
        return Promise.all(promises);
      }
    }
  });
  return generator;
}
function validateConcurrency(concurrency) {
  if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
    throw new TypeError("Expected `concurrency` to be a number from 1 and up");
  }
}

// src/targets/kustomize-batch.ts
import { mkdir as mkdir11 } from "node:fs/promises";
import os2 from "node:os";
import path35 from "node:path";
import { performance as performance4 } from "node:perf_hooks";

// src/targets/batch-marks.ts
import { randomBytes as randomBytes3 } from "node:crypto";
var MAYBE_NOT_A_STRING = /^(?:[-+.\d]|(?:true|false|yes|no|on|off|y|n|null|~)$)/i;
var MemberMarks = class {
  stem = `dgbatch${randomBytes3(5).toString("hex")}m`;
  pattern = new RegExp(`${this.stem}(\\d+)-`, "g");
  any = false;
  /** Member `i`'s name prefix. */
  of(i) {
    this.any = true;
    return `${this.stem}${i}-`;
  }
  /**
   * Member `i`'s text without its marks; undefined when the batch cannot stand for its own build:
   * it holds another member's mark (kustomize pointed a reference at another member's object), a
   * mark that stood for a whole name (an object without one), or a mark that kept a name from
   * being quoted which, without it, YAML would read as a number or a boolean (`"2048"`).
   */
  removedFrom(text3, i) {
    if (!this.any) return text3;
    let own = true;
    const out = text3.replace(this.pattern, (mark, n, at) => {
      const quote = text3.charAt(at - 1);
      const quoted = quote === '"' || quote === "'";
      const rest = restOfScalar(text3, at + mark.length, quoted ? quote : void 0);
      if (Number(n) !== i || rest === "" || !quoted && MAYBE_NOT_A_STRING.test(rest)) own = false;
      return "";
    });
    return own && !out.includes(this.stem) ? out : void 0;
  }
  /** A parsed value of member `i` without its marks (its text was checked by removedFrom). */
  removedFromValue(value, i) {
    if (typeof value === "string") return value.includes(this.stem) ? value.replaceAll(`${this.stem}${i}-`, "") : value;
    if (Array.isArray(value)) return value.map((v) => this.removedFromValue(v, i));
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.removedFromValue(v, i)]));
    return value;
  }
};
function restOfScalar(text3, from, quote) {
  const end = text3.indexOf("\n", from);
  const line = text3.slice(from, end < 0 ? void 0 : end);
  if (quote) return line.slice(0, Math.max(line.indexOf(quote), 0));
  return line.replace(/\s#.*$/, "").trimEnd();
}

// src/targets/kustomize-batch.ts
var MEMBER = "deploy-gate.dev/batch-member";
var WHOLE_BUILD_FIELDS = ["vars", "sortoptions", "buildmetadata", "configurations", "crds", "openapi"];
var GENERATOR_FIELDS = ["configmapgenerator", "secretgenerator", "generators"];
var QUIET_MS = 15;
var MIN_MEMBERS = 8;
var MAX_MEMBERS = 150;
var BATCH_BUDGETS = 4;
var parsedOf = /* @__PURE__ */ new WeakMap();
function renderedObjects(result) {
  let objs = parsedOf.get(result);
  if (!objs) {
    objs = result.chunks.flatMap(
      (c) => parseDocs(c.text).map((d) => asObj2(d.value)).filter((o) => o !== void 0)
    );
    for (const o of objs) {
      removeAnnotation(o, MEMBER);
      if (result.originAnnotationsAdded) removeAnnotation(o, ORIGIN_ANNOTATION);
    }
    parsedOf.set(result, objs);
  }
  return structuredClone(objs);
}
function kustomizeBatcher(one, slots) {
  let queue = [];
  let timer;
  let made = 0;
  const alone = (req) => slots(() => one(req));
  const flush = () => {
    timer = void 0;
    const { groups, apart } = grouped(queue);
    queue = [];
    for (const m of apart) m.done(alone(m.req));
    for (const members of groups) {
      if (members.length === 1) members[0]?.done(alone(members[0].req));
      else
        void slots(() => buildTogether(members, `batch-${made++}`)).catch(() => void 0).then((outcome) => settle2(members, outcome, alone));
    }
  };
  return async (req) => {
    const joining = await joinable(req).catch(() => void 0);
    if (joining === void 0) return alone(req);
    return new Promise((resolve, reject) => {
      queue.push({ req, ...joining, done: (r) => void r.then(resolve, reject) });
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, QUIET_MS);
    });
  };
}
function grouped(held) {
  const count = Math.min(Math.ceil(held.length / MIN_MEMBERS), Math.max(os2.availableParallelism(), 1));
  const size = Math.min(Math.ceil(held.length / count), MAX_MEMBERS);
  const groups = [];
  const apart = [];
  const fits = (group, m) => group.length < size && (m.prefixed || !group.some((o) => !o.prefixed && o.reach.some((f) => m.reach.includes(f))));
  for (const m of held) {
    const group = groups.find((g) => fits(g, m)) ?? (groups.length < Math.ceil(held.length / size) ? [] : void 0);
    if (!group) apart.push(m);
    else if (group.push(m) === 1) groups.push(group);
  }
  return { groups, apart };
}
async function joinable(req) {
  const t = req.target;
  if (t.kind !== "kustomize" || t.sources?.length || t.kustomizeEdits || t.overlay?.generate) return;
  const built = await withOverlay(req.root, t);
  const walk = await walkKustomization(req.root, built.path);
  if (walk.problems.length > 0 || walk.unreadable.length > 0 || walk.charts.length > 0) return;
  let prefixed = true;
  for (const file of walk.files.filter((f) => KUSTOMIZATION_FILES.includes(path35.posix.basename(f)))) {
    const text3 = await readFile(path35.join(req.root, file), "utf8").catch(() => void 0);
    const fields = text3 === void 0 ? void 0 : kustomizationFields(text3, file);
    if (!fields || WHOLE_BUILD_FIELDS.some((f) => fields.has(f))) return;
    if (GENERATOR_FIELDS.some((f) => fields.has(f))) prefixed = false;
  }
  return { built: built.path, prefixed, reach: walk.files };
}
async function buildTogether(members, name) {
  const first = members[0]?.req;
  const tool = first.tools.kustomize;
  if (!tool.ok) return void 0;
  const dir = path35.join(first.root, GENERATED_DIR, name);
  const marks = new MemberMarks();
  await Promise.all(
    members.map(async (m, i) => {
      const wrapper = path35.join(dir, `m${i}`);
      await mkdir11(wrapper, { recursive: true });
      const resource = path35.relative(wrapper, path35.join(first.root, m.built)).split(path35.sep).join("/");
      const transformers = ["mark.yaml"];
      await rewriteFile(path35.join(wrapper, "mark.yaml"), JSON.stringify(marker(i)));
      if (m.prefixed) {
        transformers.push("prefix.yaml");
        await rewriteFile(path35.join(wrapper, "prefix.yaml"), JSON.stringify(prefixer(marks.of(i))));
      }
      await rewriteFile(
        path35.join(wrapper, "kustomization.yaml"),
        JSON.stringify({ resources: [resource], transformers })
      );
    })
  );
  await rewriteFile(
    path35.join(dir, "kustomization.yaml"),
    JSON.stringify({ resources: members.map((_, i) => `m${i}`) })
  );
  const started = performance4.now();
  const run = await execTool(tool.bin, kustomizeArgs(tool.renderArgs, dir), {
    cwd: dir,
    env: { ...NO_NETWORK_ENV },
    timeoutMs: first.timeoutMs,
    // Each member is held to its own budget below; the batch to four of them (a larger one is made one build at a time).
    maxOutputBytes: Math.min(
      members.reduce((n, m) => n + m.req.maxOutputBytes, 0),
      BATCH_BUDGETS * first.maxOutputBytes
    )
  });
  if (!execSucceeded(run)) return void 0;
  const docs = parseDocs(run.stdout);
  const lines2 = run.stdout.split("\n");
  const texts = members.map(() => []);
  const objects2 = members.map(() => []);
  const foreign = /* @__PURE__ */ new Set();
  for (const [d, doc] of docs.entries()) {
    const obj3 = asObj2(doc.value);
    const i = Number(asObj2(asObj2(obj3?.metadata)?.annotations)?.[MEMBER] ?? NaN);
    const own = texts[i];
    if (!obj3 || !own || doc.error !== void 0) return void 0;
    const text3 = lines2.slice(doc.line - 1, (docs[d + 1]?.line ?? lines2.length + 1) - 1).join("\n");
    const unmarked = marks.removedFrom(text3, i);
    if (unmarked === void 0) foreign.add(i);
    own.push(unmarked?.startsWith("---") ? unmarked : `---
${unmarked ?? ""}`);
    removeAnnotation(obj3, MEMBER);
    objects2[i]?.push(marks.any ? marks.removedFromValue(obj3, i) : obj3);
  }
  const ctx = { started, root: first.root, rootReal: first.root };
  return members.map((m, i) => {
    if (foreign.has(i)) return void 0;
    const text3 = (texts[i] ?? []).join("\n");
    if (Buffer.byteLength(text3) > m.req.maxOutputBytes) return void 0;
    const built = {
      ok: true,
      chunks: [{ text: text3 }],
      tool: tool.tool,
      durationMs: performance4.now() - started
    };
    const substituted = withPostBuild(built, m.req.target, ctx);
    if (substituted === built) parsedOf.set(built, objects2[i] ?? []);
    return substituted;
  });
}
function marker(i) {
  return {
    apiVersion: "builtin",
    kind: "AnnotationsTransformer",
    metadata: { name: "deploy-gate-batch-member" },
    annotations: { [MEMBER]: String(i) },
    fieldSpecs: [{ path: "metadata/annotations", create: true }]
  };
}
function prefixer(prefix) {
  return {
    apiVersion: "builtin",
    kind: "PrefixTransformer",
    metadata: { name: "deploy-gate-batch-prefix" },
    prefix,
    fieldSpecs: [{ path: "metadata/name" }]
  };
}
function settle2(members, outcome, alone) {
  for (const [i, m] of members.entries()) {
    const own = outcome?.[i];
    m.done(own ? Promise.resolve(own) : alone(m.req));
  }
}

// src/targets/rendered.ts
var renderItself = (_pristine, render) => render();
function discoveryRenderer(root, config, bins = {}) {
  let tools;
  let copy;
  const slots = pLimit(RENDERS_AT_ONCE);
  const plain = process.env.DEPLOY_GATE_PLAIN_DISCOVERY === "1";
  const renderIn = plain ? (req) => slots(() => renderTarget(req)) : kustomizeBatcher(renderTarget, slots);
  const render = async (target, mayDeclare2) => {
    if (!await inputsMention(root, target, config.file, mayDeclare2)) return [];
    tools ??= bins.tools ?? resolveTools({
      ...bins.helm ? { helm: bins.helm } : {},
      ...bins.kustomize ? { kustomize: bins.kustomize } : {}
    });
    const env = environmentOf(config, target.environment);
    const helm2 = target.kind === "helm" || (target.sources ?? []).some((s) => s.kind === "helm");
    const extraApiVersions = helm2 && bins.apiVersionsFor ? await bins.apiVersionsFor(env).catch(() => []) : [];
    const pristine = {
      target,
      root,
      env,
      extraApiVersions,
      tools: await tools,
      timeoutMs: config.render.timeoutSeconds * 1e3,
      maxOutputBytes: config.render.maxOutputBytes
    };
    const through = bins.renderThrough ?? renderItself;
    const result = await through(
      pristine,
      async () => renderIn({ ...pristine, root: await (copy ??= privateCopy(root, plain)) })
    );
    return result.ok ? renderedObjects(result) : [];
  };
  const dispose = async () => {
    const dir = await copy?.catch(() => void 0);
    if (dir) await removeTree(path36.dirname(dir));
  };
  return { render, dispose };
}
var RENDERS_AT_ONCE = 4;
async function privateCopy(root, copied) {
  const dir = await scratchDir("dg-discover-");
  const tree = path36.join(dir, "tree");
  if (copied)
    cpSync(root, tree, { recursive: true, verbatimSymlinks: true, filter: (src) => path36.basename(src) !== ".git" });
  else linkTree(root, tree);
  return tree;
}
function linkTree(from, to) {
  mkdirSync(to);
  for (const entry of readdirSync2(from, { withFileTypes: true })) {
    if (entry.name === ".git") continue;
    const source = path36.join(from, entry.name);
    const dest = path36.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, dest);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), dest);
    else if (entry.isFile()) linkOrCopy(source, dest);
  }
}
function linkOrCopy(source, dest) {
  try {
    linkSync(source, dest);
  } catch {
    copyFileSync(source, dest);
  }
}
async function inputsMention(root, target, configFile, pattern) {
  let inputs;
  try {
    inputs = await targetInputs(root, target, configFile);
  } catch {
    return true;
  }
  for (const rel of inputs.filter((i) => i !== configFile && i !== target.origin.file)) {
    if (await fileOrDirMentions(path36.join(root, rel), pattern)) return true;
  }
  return false;
}
async function fileOrDirMentions(abs, pattern, depth = 0) {
  const text3 = await readFile(abs, "utf8").catch(() => void 0);
  if (text3 !== void 0) return pattern.test(text3);
  if (depth > 8) return true;
  const entries = await readdir(abs).catch(() => []);
  for (const e of entries) if (await fileOrDirMentions(path36.join(abs, e), pattern, depth + 1)) return true;
  return false;
}

// src/targets/argocd-files.ts
import path37 from "node:path";
var MANIFEST_FILE = /\.(ya?ml|json)$/i;
var MAX_SCAN_BYTES = 256 * 1024 * 1024;
var MENTIONS3 = /Application/;
async function manifestTexts(root, index, skip) {
  const out = { texts: [], problems: [], notChecked: [] };
  const rootReal = await realpath(root);
  for (const dir of index.dirs.values()) {
    if (skip(dir.rel)) continue;
    for (const name of dir.files.filter((f) => MANIFEST_FILE.test(f)))
      await readOne(path37.join(root, joinRel(dir.rel, name)), joinRel(dir.rel, name), out);
    for (const name of (dir.links ?? []).filter((f) => MANIFEST_FILE.test(f)))
      await readLink(root, rootReal, joinRel(dir.rel, name), out);
  }
  return out;
}
async function readLink(root, rootReal, rel, out) {
  const real = await realpath(path37.join(root, rel)).catch(() => void 0);
  if (real === void 0) return;
  if (real !== rootReal && !real.startsWith(`${rootReal}${path37.sep}`)) {
    out.problems.push({
      ruleId: "render/failed",
      message: `${rel} is a symlink that leaves the repository; Argo CD refuses it and so does deploy-gate`,
      location: { file: rel },
      fingerprintKey: rel
    });
    return;
  }
  if ((await stat(real)).isFile()) await readOne(real, rel, out);
}
async function readOne(abs, rel, out) {
  const size = (await stat(abs).catch(() => void 0))?.size;
  if (size === void 0) return;
  if (size > MAX_SCAN_BYTES) return tooBig(rel, size, out);
  const text3 = await readFile(abs, "utf8").catch(() => void 0);
  if (text3 === void 0) return;
  if (size > MAX_SOURCE_BYTES) {
    if (MENTIONS3.test(text3)) tooBig(rel, size, out);
    return;
  }
  out.texts.push({ rel, text: text3 });
}
function tooBig(rel, size, out) {
  out.notChecked.push({
    unit: `file ${rel}`,
    file: rel,
    inputs: [rel],
    declaration: `size:${size}`,
    reason: `${rel} is ${size} bytes, over the ${MAX_SOURCE_BYTES}-byte limit for source files, and may declare Argo CD Applications; it was not parsed \u2014 split it`
  });
}

// src/targets/union.ts
function rootsOf(t) {
  const out = [t.path];
  if (t.helm && !t.helm.remote) out.push(t.helm.chart);
  for (const s of t.sources ?? []) {
    out.push(s.path);
    if (s.helm && !s.helm.remote) out.push(s.helm.chart);
  }
  return out;
}
var under2 = (dir, parent) => parent === "." || dir.startsWith(`${parent}/`);
function renderedBy(root, dir, declared2) {
  return declared2.some(
    (t) => rootsOf(t).includes(dir) || t.origin.how === "flux" && t.kind === "kustomize" && root.kind === "kustomize" && under2(dir, t.path)
  );
}
function pathPattern(template) {
  const clean = template.replace(/^\.\//, "").replace(/\/+$/, "");
  const parts = clean.split(/\{\{.*?\}\}/s);
  if (parts.join("").replace(/\//g, "") === "") return void 0;
  const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".+")}$`);
}
function setPathPatterns(set) {
  const spec = asObj2(asObj2(asObj2(set.spec)?.template)?.spec) ?? {};
  const sources = objects([spec.source, ...asArray(spec.sources)]);
  return sources.map((s) => asString(s.path)).filter((p) => p !== void 0).map(pathPattern).filter((r) => r !== void 0);
}
function applicationPaths(apps, own) {
  const out = /* @__PURE__ */ new Set();
  for (const app of apps)
    for (const s of app.sources) {
      if (s.path === void 0 || s.chart !== void 0) continue;
      if (s.repoURL && own.length > 0 && !sameRepository(s.repoURL, own)) continue;
      out.add(s.path.replace(/^(\.\/)+/, "").replace(/\/+$/, "") || ".");
    }
  return out;
}
function standaloneRoots(roots, declared2, units, sets, pointed = /* @__PURE__ */ new Set()) {
  const out = { targets: [], notChecked: [] };
  const patterns = sets.map((s) => ({ set: s, patterns: setPathPatterns(s.doc.obj) }));
  const listed = /* @__PURE__ */ new Set();
  for (const root of roots) {
    const dir = root.kind === "helm" && root.helm ? root.helm.chart : root.path;
    if (pointed.has(dir) || renderedBy(root, dir, declared2) || units.some((u) => u.inputs.includes(dir))) continue;
    const via = patterns.find((p) => p.patterns.some((r) => r.test(dir)));
    if (!via) {
      out.targets.push(root);
      continue;
    }
    if (listed.has(dir)) continue;
    listed.add(dir);
    const what = root.kind === "helm" ? "chart" : "kustomization";
    out.notChecked.push({
      unit: `${what} ${dir}`,
      file: via.set.doc.file,
      line: via.set.doc.line,
      reason: `deployed only through ApplicationSet ${via.set.name}, which is not expanded (${via.set.reason}); not rendered with its default values`,
      inputs: [dir],
      declaration: JSON.stringify({ set: via.set.name, root: dir }),
      key: `${what} ${dir} via ApplicationSet ${via.set.name}`
    });
  }
  return out;
}

// src/targets/discover.ts
function incompleteWalk(index) {
  const unlisted = index.unreadable.map((dir) => ({
    ruleId: "targets/discovery-incomplete",
    message: `folder ${dir} could not be listed; targets in it were not found`,
    location: { file: dir },
    fingerprintKey: dir
  }));
  if (!index.truncated) return unlisted;
  const message = `the repository has more than ${MAX_WALK_ENTRIES} entries; discovery stopped early \u2014 declare targets in the config`;
  return [{ ruleId: "targets/discovery-incomplete", message }, ...unlisted];
}
async function discoverTargets(root, config, opts = {}) {
  const declared2 = (config.targets ?? []).map((t) => fromConfig(t, config.file));
  if (declaresTargetsOnly(config)) return { ...emptyDiscovery(), targets: sortTargets(declared2) };
  const found = await discoverTree(root, config, opts, declared2);
  if (declared2.length === 0) return found;
  const ids = new Set(declared2.map(targetId));
  return { ...found, targets: sortTargets([...declared2, ...found.targets.filter((t) => !ids.has(targetId(t)))]) };
}
function sortTargets(targets) {
  const keys = targets.map((t) => `${t.app}\0${t.environment}\0${t.path}`);
  const order = keys.map((_, i) => i).sort((a, b) => byCodeUnits2(keys[a], keys[b]));
  return order.map((i) => targets[i]);
}
var byCodeUnits2 = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function emptyDiscovery() {
  return { targets: [], problems: [], notChecked: [], excluded: [], applications: [], notes: [] };
}
async function discoverTree(root, config, opts, declared2) {
  const index = await indexRepo(root, config.exclude);
  const out = { ...emptyDiscovery(), excluded: index.excluded, problems: incompleteWalk(index) };
  const known = Object.keys(config.environments);
  const files = await manifestTexts(root, index, (dir) => insideChart(index, dir));
  out.notChecked.push(...files.notChecked);
  out.problems.push(...files.problems);
  const sets = config.discovery.argocd ? await argoStep(root, config, { files, index, known }, opts, out) : [];
  const fluxPointed = config.discovery.flux !== false ? await fluxStep(root, config, { index, known }, opts, out) : [];
  const overlays = await discoverOverlays(root, index, known);
  const charts = await discoverCharts(root, index);
  out.problems.push(...overlays.problems, ...charts.problems);
  out.notChecked.push(...charts.notChecked);
  const units = [...out.notChecked, ...out.problems.filter((p) => p.ruleId === "targets/not-checked").map(unitInputs)];
  const pointed = /* @__PURE__ */ new Set([
    ...applicationPaths(out.applications, opts.repoUrls ?? []),
    ...fluxPointed,
    ...overlays.charts
  ]);
  const alone = standaloneRoots(
    [...overlays.targets, ...charts.targets],
    [...declared2, ...out.targets],
    units,
    sets,
    pointed
  );
  out.notChecked.push(...alone.notChecked);
  out.targets = sortTargets(disambiguateBeside(disambiguate(out.targets), alone.targets));
  return out;
}
function unitInputs(p) {
  const file = p.location?.file ?? "";
  return { unit: "", file, reason: p.message, inputs: file ? [file] : [], declaration: "" };
}
async function argoStep(root, config, tree, opts, out) {
  const { applicationSets, clusters, appOfApps, environmentLabel, maxApplicationsPerSet } = config.discovery;
  const renderer = discoveryRenderer(root, config, opts);
  const naming = { envLabel: environmentLabel, known: tree.known, repoUrls: opts.repoUrls ?? [], branch: opts.branch };
  const argo = await discoverArgoApplications(root, tree.files, tree.index, naming, {
    applicationSets,
    clusters,
    ...appOfApps === false ? {} : { renderObjects: renderer.render },
    helm: opts.helm,
    maxApplicationsPerSet,
    deadline: opts.deadline
  }).finally(() => renderer.dispose());
  out.problems.push(...argo.suspect, ...argo.problems);
  out.notChecked.push(...argo.notChecked);
  out.applications.push(...argo.applications);
  out.notes.push(...argo.notes);
  out.targets.push(...argo.targets);
  return unexpandedSets(argo.sets ?? [], argo.problems);
}
function unexpandedSets(sets, problems) {
  const out = [];
  for (const doc of sets) {
    const name = asString(asObj2(doc.obj.metadata)?.name) ?? "(unnamed)";
    const prefix = `${doc.file}: ApplicationSet ${name} is not expanded: `;
    const hit = problems.find((p) => p.ruleId === "targets/not-checked" && p.message.startsWith(prefix));
    if (hit) out.push({ name, doc, reason: hit.message.slice(prefix.length) });
  }
  return out;
}
async function fluxStep(root, config, tree, opts, out) {
  const renderer = discoveryRenderer(root, config, opts);
  const flux = await discoverFlux(
    root,
    tree.index,
    { envLabel: config.discovery.environmentLabel, known: tree.known },
    renderer.render
  ).finally(() => renderer.dispose());
  out.targets.push(...flux.targets);
  out.problems.push(...flux.problems);
  return flux.pointed;
}
function fromConfig(t, file) {
  const namespace = t.namespace ?? t.helm?.namespace;
  if (t.helm) {
    const helm2 = {
      chart: t.helm.chart,
      valueFiles: t.helm.valueFiles ? [...t.helm.valueFiles] : [],
      releaseName: t.helm.releaseName ?? t.app
    };
    if (t.helm.values) helm2.values = structuredClone(t.helm.values);
    if (t.helm.parameters) helm2.parameters = t.helm.parameters.map((p) => ({ ...p }));
    if (t.helm.repoURL !== void 0) {
      helm2.chart = file;
      helm2.remote = { repoURL: t.helm.repoURL, chart: t.helm.chart, version: t.helm.version ?? "" };
      return declared(t, file, namespace, "helm", file, helm2);
    }
    return declared(t, file, namespace, "helm", t.helm.chart, helm2);
  }
  if (t.kustomize !== void 0) return declared(t, file, namespace, "kustomize", t.kustomize);
  return declared(t, file, namespace, "manifests", t.manifests ?? ".");
}
function declared(t, file, namespace, kind, path39, helm2) {
  const out = { app: t.app, environment: t.environment, origin: { how: "config", file } };
  if (namespace) out.namespace = namespace;
  out.kind = kind;
  out.path = path39;
  if (helm2) out.helm = helm2;
  return out;
}
function declaresTargetsOnly(config) {
  return Boolean(config.targets) && !config.discovery.withTargets;
}

// src/engine/discovered-units.ts
function isNotChecked(draft) {
  return draft.ruleId === "targets/not-checked";
}
function unitOfFinding(draft) {
  const file = draft.location?.file ?? "";
  const text3 = file && draft.message.startsWith(`${file}: `) ? draft.message.slice(file.length + 2) : draft.message;
  const parts = /^(.*?) is not (?:checked|expanded): (.*)$/s.exec(text3);
  return {
    unit: parts?.[1] ?? text3,
    file,
    ...draft.location?.line ? { line: draft.location.line } : {},
    reason: parts?.[2] ?? text3,
    inputs: file ? [file] : [],
    declaration: draft.message,
    message: draft.message,
    ...draft.fingerprintKey !== void 0 ? { key: draft.fingerprintKey } : {}
  };
}

// src/engine/health-affected.ts
import path38 from "node:path";
var HEALTH_CUSTOMIZATIONS_MARKER = "resource.customizations";
var MAX_FILES = 500;
async function fileMentions(file) {
  const s = await stat(file);
  if (s.size > 4 * 1024 * 1024) return false;
  return (await readFile(file, "utf8")).includes(HEALTH_CUSTOMIZATIONS_MARKER);
}
async function mentions(abs, budget) {
  const s = await stat(abs).catch(() => void 0);
  if (!s || budget.left-- <= 0) return false;
  if (s.isFile()) return /\.(ya?ml|json)$/.test(abs) && fileMentions(abs);
  if (!s.isDirectory()) return false;
  for (const entry of await readdir(abs)) {
    if (entry.startsWith(".")) continue;
    if (await mentions(path38.join(abs, entry), budget)) return true;
  }
  return false;
}
function needsHealthCustomizations(changed, config, healthChanged) {
  return healthChanged || changed.length > 0 && config.rules["health/missing"] !== "off";
}
async function readsHealthCustomizations(root, inputs, cache2 = /* @__PURE__ */ new Map()) {
  for (const input of inputs) {
    if (await memoised(cache2, input, () => mentions(path38.resolve(root, input), { left: MAX_FILES }))) return true;
  }
  return false;
}

// src/engine/discover.ts
async function discover(root, config, opts = {}) {
  const found = await discoverTargets(root, config, opts);
  const units = await Promise.all(found.notChecked.map((u) => withKustomizeInputs(root, u)));
  return {
    targets: found.targets,
    notChecked: [...units, ...found.problems.filter(isNotChecked).map(unitOfFinding)],
    excluded: found.excluded,
    applications: found.applications,
    findings: siteFindings(
      config,
      found.problems.filter((p) => !isNotChecked(p))
    ),
    notes: found.notes
  };
}
async function withKustomizeInputs(root, unit) {
  const reached = [];
  for (const input of unit.inputs) {
    if (!await findKustomization(root, input).catch(() => void 0)) continue;
    reached.push(...(await walkKustomization(root, input)).files);
  }
  return reached.length ? { ...unit, inputs: [.../* @__PURE__ */ new Set([...unit.inputs, ...reached])] } : unit;
}
async function affectedBy(changed, config, baseRoot, headRoot) {
  const configRel = config.file;
  const global = [configRel, ...config.schemas.crds];
  const configChanged = changed.some((file) => global.some((input) => touches(file, input)));
  const readElsewhere = [...global, ...config.gateRecords.path ? [config.gateRecords.path] : []];
  const healthTests = config.argocd?.healthTests ?? [];
  const healthChanged = changed.some((file) => healthTests.some((input) => touches(file, input)));
  const healthContext = needsHealthCustomizations(changed, config, healthChanged);
  const healthScan = /* @__PURE__ */ new Map();
  const globalFiles = changed.filter(
    (file) => [...readElsewhere, ...healthTests].some((input) => touches(file, input))
  );
  const readBy = /* @__PURE__ */ new Map();
  const affected = async (target, side) => {
    let inputs;
    try {
      inputs = await targetInputs(side === "base" ? baseRoot : headRoot, target, configRel);
    } catch {
      readBy.set(target, [...changed]);
      return true;
    }
    try {
      const hits = changed.filter((file) => inputs.some((input) => touches(file, input)));
      readBy.set(target, hits);
      const root = side === "base" ? baseRoot : headRoot;
      return configChanged || hits.length > 0 || healthContext && await readsHealthCustomizations(root, inputs, healthScan);
    } catch {
      readBy.set(target, [...changed]);
      return true;
    }
  };
  const readsChange = (target) => configChanged || (readBy.get(target)?.length ?? 1) > 0;
  return { affected, readBy, globalFiles, readsChange };
}

export {
  git,
  lookUpNames,
  commitName,
  changedFiles,
  readFileAt,
  remoteUrls,
  branchOf,
  branchRefs,
  pLimit,
  isInside,
  declaredDependencies,
  vendoredNames,
  scanTree,
  pairTrees,
  problemsUnder,
  defaultSourceCacheDir,
  SourceCache,
  resolveTools,
  renderTarget,
  trustedSourcesOf,
  touches,
  targetInputs,
  untouchedBy,
  resolveSide,
  readConfig,
  configUsed,
  openSide,
  openResolved,
  configOf,
  submoduleNotices,
  normalizeForDiff,
  stringifyYaml,
  diffTarget,
  secretInputMaskValues,
  inputMaskValues,
  discover,
  affectedBy
};
