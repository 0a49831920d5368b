import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  discoverTargets,
  findKustomization,
  forgetScan,
  isInside,
  targetInputs,
  touches,
  walkKustomization
} from "./chunk-4GRKFH6V.js";
import {
  execTool
} from "./chunk-A4K7KFUI.js";
import {
  siteFindings
} from "./chunk-QW3RRY3H.js";
import {
  targetParts
} from "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import {
  rollsPods
} from "./chunk-AEMN7P2B.js";
import {
  KUSTOMIZATION_FILES
} from "./chunk-KF6SMGVM.js";
import {
  crdScopes,
  lstat,
  mergeScopes,
  placementOf,
  readFile,
  readdir,
  realpath,
  stat
} from "./chunk-QL7IOEAV.js";
import {
  ConfigError,
  defaultConfig,
  loadConfigDetailed
} from "./chunk-WE5GBRNN.js";
import {
  DEFAULT_CONFIG_FILE
} from "./chunk-ZQ5WTYB2.js";
import {
  parseYamlFile
} from "./chunk-UOEBEDMF.js";
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  collectLeafValues,
  collectMaskValues,
  isCredentialName,
  isSecretKind,
  redactObject,
  scratchDir,
  secretValues
} from "./chunk-URNH3GDA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";
import {
  isObject,
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

// src/engine/revision-reads.ts
import { readFile as readFile2 } from "node:fs/promises";
import path2, { isAbsolute } from "node:path";
async function resolveSide(repo, ref, known) {
  try {
    return await resolveRevision(repo, ref, known);
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(err.message);
    throw err;
  }
}
function insideRepo(repo, given) {
  const rel = path2.relative(path2.resolve(repo), path2.resolve(repo, given));
  if (rel === "" || rel.split(path2.sep)[0] === ".." || isAbsolute(rel)) return void 0;
  return isAbsolute(given) || given.split(/[\\/]/).includes("..") ? rel.split(path2.sep).join("/") : given;
}
async function readConfig(repo, sha, given, opts = {}) {
  const file = given ?? DEFAULT_CONFIG_FILE;
  const inside = insideRepo(repo, file);
  if (inside === void 0) {
    const text2 = await readFile2(path2.resolve(repo, file), "utf8").catch((err) => {
      throw new UsageError(`--config ${file}: ${err instanceof Error ? err.message : String(err)}`);
    });
    return { rel: file, text: text2, from: "file" };
  }
  const onDisk = () => readFile2(path2.join(repo, inside), "utf8").catch(() => void 0);
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
function configOf(text, rel) {
  if (text === void 0) {
    const config = defaultConfig(rel);
    return { config, warnings: assumedVersionNotice(config) };
  }
  try {
    const loaded = loadConfigDetailed(text, rel);
    return { config: loaded.config, text, warnings: [...loaded.warnings, ...assumedVersionNotice(loaded.config)] };
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
var import_yaml = __toESM(require_dist(), 1);
function normalizeForDiff(obj) {
  if (Array.isArray(obj)) return obj.map(normalizeForDiff);
  if (typeof obj !== "object" || obj === null) return obj;
  const out = {};
  for (const key of Object.keys(obj).sort()) {
    const value = obj[key];
    if (value !== void 0) out[key] = normalizeForDiff(value);
  }
  return out;
}
var CORE_ONLY = /^(?:[-+]?0o[0-7]+|[-+]?(?:\.inf|\.Inf|\.INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;
function stringifyYaml(value) {
  const doc = new import_yaml.Document(value, { version: "1.1" });
  (0, import_yaml.visit)(doc, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && CORE_ONLY.test(node.value)) node.type = "QUOTE_DOUBLE";
    }
  });
  const text = doc.toString({ lineWidth: 0, directives: false });
  return text === "" || text.endsWith("\n") ? text : `${text}
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
  addToPath(path5, added, removed, oldPosInc, options) {
    const last = path5.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path5.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path5.oldPos + oldPosInc,
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
function splitLines(text) {
  const hasTrailingNl = text.endsWith("\n");
  const result = text.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}

// src/diff/ignore.ts
function removePointer(obj, tokens) {
  let node = obj;
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
function withoutIgnored(obj, ignore) {
  if (ignore.length === 0) return obj;
  const copy = structuredClone(obj);
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
  const base = byKey(input.base ?? [], input.baseNamespace, crds);
  const head = byKey(input.head ?? [], input.headNamespace, crds);
  const keys = [.../* @__PURE__ */ new Set([...base.keys(), ...head.keys()])].sort();
  const changes = [];
  for (const key of keys) {
    const change = diffPair(base.get(key), head.get(key), input.ignore ?? []);
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
function objectText(obj, other, side) {
  const redacted = redactObject(obj, other === void 0 ? { side } : { other, side });
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
function lines(text) {
  return text === "" ? [] : text.replace(/\n$/, "").split("\n");
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
import path3 from "node:path";
var MAX_INPUT_BYTES = 2 * 1024 * 1024;
async function readConfined(root, rel) {
  try {
    const rootReal = await realpath(root);
    const real = await realpath(path3.resolve(root, rel));
    if (!isInside(rootReal, real)) return void 0;
    const st = await lstat(real);
    if (!st.isFile() || st.size > MAX_INPUT_BYTES) return void 0;
    return await readFile(real, "utf8");
  } catch {
    return void 0;
  }
}
function yamlObjects(text) {
  if (text === void 0) return [];
  return [...parseYamlFile(text).documents];
}
function generatorLiterals(kustomization) {
  const out = [];
  if (typeof kustomization !== "object" || kustomization === null) return out;
  const k = kustomization;
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
  const files = [path3.posix.join(chart, "values.yaml"), ...target.helm?.valueFiles ?? []];
  const objects = (await Promise.all(files.map((f) => readConfined(root, f)))).flatMap(yamlObjects);
  if (target.helm?.values) objects.push(target.helm.values);
  const params = (target.helm?.parameters ?? []).filter((p) => isCredentialName(p.name)).map((p) => p.value);
  return [...collectMaskValues(objects), ...collectMaskValues([params.map((v) => ({ password: v }))])];
}
async function kustomizeValues(root, target) {
  const docs = (await Promise.all(KUSTOMIZATION_FILES.map((n) => readConfined(root, path3.posix.join(target.path, n))))).flatMap(yamlObjects);
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
        const list = field === "env" ? [gen?.env] : gen?.[field];
        for (const f of Array.isArray(list) ? list : []) {
          if (typeof f === "string") files.push({ file: f.includes("=") ? f.slice(f.indexOf("=") + 1) : f, env });
        }
      }
    }
  }
  const texts = await Promise.all(files.map((f) => readConfined(root, path3.posix.join(dir, f.file))));
  return texts.flatMap((text, i) => {
    if (text === void 0) return [];
    const lines2 = text.split(/\r?\n/).map((l) => l.trim());
    const envValues = files[i]?.env ? lines2.map((l) => l.slice(l.indexOf("=") + 1)) : [text];
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
      const text = bytes.toString("utf8");
      for (const v of collectMaskValues([{ password: text.replace(/\n/g, "") }])) values.add(v);
      for (const v of collectLeafValues(yamlObjects(text))) values.add(v);
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

// src/engine/discovered-units.ts
function isNotChecked(draft) {
  return draft.ruleId === "targets/not-checked";
}
function unitOfFinding(draft) {
  const file = draft.location?.file ?? "";
  const text = file && draft.message.startsWith(`${file}: `) ? draft.message.slice(file.length + 2) : draft.message;
  const parts = /^(.*?) is not (?:checked|expanded): (.*)$/s.exec(text);
  return {
    unit: parts?.[1] ?? text,
    file,
    ...draft.location?.line ? { line: draft.location.line } : {},
    reason: parts?.[2] ?? text,
    inputs: file ? [file] : [],
    declaration: draft.message,
    message: draft.message,
    ...draft.fingerprintKey !== void 0 ? { key: draft.fingerprintKey } : {}
  };
}

// src/engine/health-affected.ts
import path4 from "node:path";
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
    if (await mentions(path4.join(abs, entry), budget)) return true;
  }
  return false;
}
function needsHealthCustomizations(changed, config, healthChanged) {
  return healthChanged || changed.length > 0 && config.rules["health/missing"] !== "off";
}
async function readsHealthCustomizations(root, inputs, cache = /* @__PURE__ */ new Map()) {
  for (const input of inputs) {
    const abs = path4.resolve(root, input);
    if (await memoised(cache, abs, () => mentions(abs, { left: MAX_FILES }))) return true;
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
