import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  checkCoverageFindings,
  crossChecksLater,
  deadlineOf,
  discoveryApiVersions,
  enterPhase,
  jobsOf,
  judgesLoadingChecksLater,
  progressReporter,
  renderKey,
  runGroups,
  sideRootsOf,
  siteFindings,
  toolPaths,
  toolsOf,
  validateChecks,
  withSides
} from "./chunk-SOBHFWLJ.js";
import {
  startCheck
} from "./chunk-67CNYWCF.js";
import {
  afterNextProcess
} from "./chunk-TIUOTVBG.js";
import {
  repoLocationFolders
} from "./chunk-IJQ5KJOY.js";
import {
  HEALTH_CUSTOMIZATIONS_MARKER,
  KUSTOMIZATION_NAMES,
  affectedBy,
  attributesScope,
  configOf,
  configUsed,
  declaresTargetsOnly,
  discover,
  fromConfig,
  headConfigText,
  isAttributesFile,
  needsHealthCustomizations,
  openResolved,
  submoduleNotices,
  targetInputs,
  touches
} from "./chunk-BRKR2CTL.js";
import {
  baseListing,
  filesContaining,
  listTree,
  oddEntry,
  readBlobs
} from "./chunk-EPOAZFCD.js";
import "./chunk-RKVZTJZI.js";
import {
  markContextOnly,
  pairTargets,
  widenForCrossChecks
} from "./chunk-7NRTGCBB.js";
import "./chunk-VISEUKLH.js";
import "./chunk-GPHPRAWK.js";
import {
  targetId
} from "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import "./chunk-AHCU4BH3.js";
import "./chunk-OCYF6E2S.js";
import "./chunk-PS2P2TWL.js";
import "./chunk-H3RXVURE.js";
import "./chunk-BWWOW46F.js";
import {
  readCrdDir
} from "./chunk-VX6RRSSU.js";
import "./chunk-VBHQI2AC.js";
import "./chunk-M6BRCHIR.js";
import "./chunk-54GLFIVL.js";
import "./chunk-KL5JHOM4.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-6VPOLLFJ.js";
import "./chunk-ADW2EP4Y.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-6G3NPIUK.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import {
  require_picomatch
} from "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-JX7CJN62.js";
import "./chunk-FTSCAVWJ.js";
import "./chunk-RJWGF4QZ.js";
import "./chunk-ZD4QIQZI.js";
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  assembleReport
} from "./chunk-WVFUJIN4.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-V72IZS4E.js";
import {
  redactTokens
} from "./chunk-3IBGSOBG.js";
import {
  isObject
} from "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/engine/path-sets.ts
function touchIndex(files) {
  const above = /* @__PURE__ */ new Set(["", "."]);
  const changed = /* @__PURE__ */ new Set();
  const firsts = /* @__PURE__ */ new Set();
  let everything = false;
  for (const c of files) {
    const raw = c.replace(/\/+$/, "");
    if (raw === ".gitattributes") everything = true;
    const f = attributesScope(raw);
    above.add(f);
    for (let i = f.indexOf("/"); i >= 0; i = f.indexOf("/", i + 1)) above.add(f.slice(0, i));
    if (f === "" || f === ".") continue;
    changed.add(f);
    firsts.add(f.includes("/") ? f.slice(0, f.indexOf("/")) : f);
  }
  const underChanged = (q) => {
    const first = q.indexOf("/");
    if (first < 0 || !firsts.has(q.slice(0, first))) return false;
    for (let i = first; i >= 0; i = q.indexOf("/", i + 1)) if (changed.has(q.slice(0, i))) return true;
    return false;
  };
  const one = (p) => {
    const q = p.endsWith("/") ? p.replace(/\/+$/, "") : p;
    return everything || above.has(q) || underChanged(q);
  };
  return Object.assign(
    (paths) => {
      for (const p of paths) if (one(p)) return true;
      return false;
    },
    { one }
  );
}
function filesUnder(listing, wanted) {
  if (wanted.has(".")) return [...listing.files.keys()];
  if (wanted.size <= MAX_NAMES_MATCHED && fitsOneAlternative(wanted)) return filesUnderMatched(listing, wanted);
  const above = /* @__PURE__ */ new Set();
  for (const w of wanted) for (let i = w.indexOf("/"); i >= 0; i = w.indexOf("/", i + 1)) above.add(w.slice(0, i));
  const out = [];
  for (const file of listing.files.keys()) {
    for (let i = file.indexOf("/"); ; i = file.indexOf("/", i + 1)) {
      const p = i < 0 ? file : file.slice(0, i);
      if (wanted.has(p)) {
        out.push(file);
        break;
      }
      if (i < 0 || !above.has(p)) break;
    }
  }
  return out;
}
function filesUnderMatched(listing, wanted) {
  if (wanted.size === 0) return [];
  const re = new RegExp(`\\0(?:${[...wanted].map(escapeRegExp).join("|")})(?=[\\0/])[^\\0]*`, "g");
  const paths = joinedPaths(listing);
  const out = [];
  for (let m = re.exec(paths); m; m = re.exec(paths)) out.push(m[0].slice(1));
  return out;
}
var KUSTOMIZATION_SET = new Set(KUSTOMIZATION_NAMES);
function isKustomizationFile(file) {
  return KUSTOMIZATION_SET.has(file.slice(file.lastIndexOf("/") + 1));
}
var underMemo = /* @__PURE__ */ new WeakMap();
function underKustomizations(listing) {
  let files = underMemo.get(listing);
  if (files) return files;
  files = filesUnder(listing, kustomizationFolders(listing));
  underMemo.set(listing, files);
  return files;
}
var KUSTOMIZATION_PATH = new RegExp(
  `\0(?:([^\0]*)/)?(?:${KUSTOMIZATION_NAMES.map((n) => n.replaceAll(".", "\\.")).join("|")})(?=\0)`,
  "g"
);
function kustomizationFolders(listing) {
  const dirs = /* @__PURE__ */ new Set();
  const paths = joinedPaths(listing);
  KUSTOMIZATION_PATH.lastIndex = 0;
  for (let m = KUSTOMIZATION_PATH.exec(paths); m; m = KUSTOMIZATION_PATH.exec(paths)) dirs.add(m[1] ?? ".");
  return dirs;
}
var joinedMemo = /* @__PURE__ */ new WeakMap();
function joinedPaths(listing) {
  let joined = joinedMemo.get(listing);
  if (joined === void 0) joinedMemo.set(listing, joined = `\0${[...listing.files.keys()].join("\0")}\0`);
  return joined;
}
var MAX_NAMES_MATCHED = 64;
function pathsNamed(listing, names, odd) {
  if (names.size > MAX_NAMES_MATCHED || !fitsOneAlternative(names)) return void 0;
  const words = [...names].filter((n) => n !== "" && !n.includes("/") && !n.includes("\0")).map(escapeRegExp);
  const last = [...words, `[^\0/]*?${odd}[^\0/]*`].join("|");
  const re = new RegExp(`\0(?=((?:[^\0]*/)?))\\1(?:${last})(?=\0)`, "g");
  const paths = joinedPaths(listing);
  const out = [];
  for (let m = re.exec(paths); m; m = re.exec(paths)) out.push(m[0].slice(1));
  return out;
}
var MAX_NAME_CHARS = 4096;
function fitsOneAlternative(names) {
  for (const name of names) if (name.length > MAX_NAME_CHARS) return false;
  return true;
}
function escapeRegExp(text) {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
}
var chartMetaMemo = /* @__PURE__ */ new WeakMap();
var CHART_META_PATH = /\0((?:[^\0]*\/)?(?:Chart|requirements)\.yaml)(?=\0)/g;
function chartMetaPaths(listing) {
  let files = chartMetaMemo.get(listing);
  if (files) return files;
  files = [];
  const paths = joinedPaths(listing);
  CHART_META_PATH.lastIndex = 0;
  for (let m = CHART_META_PATH.exec(paths); m; m = CHART_META_PATH.exec(paths)) files.push(m[1]);
  chartMetaMemo.set(listing, files);
  return files;
}

// src/engine/reach-blobs.ts
var MAX_PREFETCH_FILE = 512 * 1024;
var MAX_PREFETCH_TOTAL = 32 * 1024 * 1024;
var prefetches = /* @__PURE__ */ new WeakMap();
function likelyRead(listing, into) {
  const add = (file) => {
    const entry = listing.files.get(file);
    if (entry && entry.mode !== "160000" && entry.size <= MAX_PREFETCH_FILE) into.set(entry.oid, entry.size);
  };
  for (const file of underKustomizations(listing)) add(file);
  for (const file of chartMetaPaths(listing)) add(file);
}
function prefetchReachBlobs(repo, listings) {
  const sizes = /* @__PURE__ */ new Map();
  for (const l of listings) likelyRead(l, sizes);
  const asked = /* @__PURE__ */ new Set();
  let total = 0;
  for (const [oid, size] of sizes) {
    if (total + size > MAX_PREFETCH_TOTAL) break;
    total += size;
    asked.add(oid);
  }
  const texts = readBlobs(repo, asked).catch(() => void 0);
  for (const l of listings) prefetches.set(l, { asked, texts });
}
function forgetReadAhead(listings) {
  for (const l of listings) prefetches.delete(l);
}
function blobReader(repo, listings) {
  const ahead = listings.map((l) => prefetches.get(l)).filter((p) => p !== void 0);
  const cache = /* @__PURE__ */ new Map();
  const onDemand = batchedReader(repo);
  const load = (oid, from = 0) => {
    for (let i = from; i < ahead.length; i++) {
      const p = ahead[i];
      if (p.asked.has(oid)) return p.texts.then((texts) => texts ? texts.get(oid) : load(oid, i + 1));
    }
    return onDemand(oid);
  };
  return (oid) => {
    let t = cache.get(oid);
    if (!t) {
      t = load(oid);
      cache.set(oid, t);
    }
    return t;
  };
}
function batchedReader(repo) {
  let pending;
  const flush = async (batch) => {
    const texts = await readBlobs(repo, batch.keys()).catch(
      (err) => ({ unread: err instanceof Error ? err.message : String(err) })
    );
    for (const [oid, resolve] of batch) resolve(texts instanceof Map ? texts.get(oid) : texts);
  };
  return (oid) => new Promise((resolve) => {
    if (!pending) {
      const batch = /* @__PURE__ */ new Map();
      pending = batch;
      setImmediate(() => {
        pending = void 0;
        void flush(batch);
      });
    }
    pending.set(oid, resolve);
  });
}

// src/engine/reach-refs.ts
import path from "node:path";

// src/engine/reach-tokens.ts
var import_yaml = __toESM(require_dist(), 1);
function referenceTokens(text) {
  const out = /* @__PURE__ */ new Set();
  const add = (raw) => {
    const t = raw.trim().replace(/^['"]|['"]$/g, "").replace(/:$/, "");
    if (t === "") return;
    out.add(t);
    const eq = t.indexOf("=");
    if (eq >= 0) out.add(t.slice(eq + 1));
  };
  for (const w of text.split(/[\s,[\]{}"'`]+/)) add(w);
  for (const line of text.split(/\r?\n|\r/)) {
    const value = line.replace(/^\s*(-\s+)*([^:#]*:\s+)?/, "");
    for (const item of value.split(/[,[\]{}]/)) add(item);
  }
  for (const m of text.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)) add(m[1] ?? m[2] ?? "");
  if (text.includes("\\")) {
    const parsed = parsedStrings(text);
    if (!parsed) return void 0;
    for (const s of parsed) add(s);
  } else if (needsParse(text)) {
    for (const s of parsedStrings(text) ?? []) add(s);
  }
  return [...out];
}
function needsParse(text) {
  return text.includes("\\") || text.includes("''") || mayFoldLines(text);
}
var ITEM_OR_KEY = /^(?:-(?:\s|$)|[^\s#'"{[][^#]*?:(?:\s|$))/;
var valueOf = (body) => body.replace(/^(?:-\s+)*(?:[^\s#'"{[][^#]*?:(?:\s+|$))?/, "");
function openQuote(value) {
  if (value.startsWith('"')) return !/^"[^"]*"/.test(value);
  if (value.startsWith("'")) return (value.match(/'/g)?.length ?? 0) % 2 === 1;
  return false;
}
function mayFoldLines(text) {
  let block;
  let holdsValue = false;
  for (const line of text.split(/\r?\n|\r/)) {
    const body = line.trimStart();
    if (body === "" || body.startsWith("#")) continue;
    const indent = line.length - body.length;
    if (block !== void 0 && indent > block) continue;
    block = void 0;
    if (holdsValue && !ITEM_OR_KEY.test(body)) return true;
    const value = valueOf(body);
    if (openQuote(value)) return true;
    if (/^[|>][-+0-9]*\s*(?:#.*)?$/.test(value)) {
      block = indent;
      holdsValue = false;
    } else holdsValue = value !== "" && !value.startsWith("#");
  }
  return false;
}
function parsedStrings(text) {
  const docs = (0, import_yaml.parseAllDocuments)(text, { uniqueKeys: false });
  if (!Array.isArray(docs) || docs.some((d) => d.errors.length > 0)) return void 0;
  const out = [];
  const visit = (v) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        visit(k);
        visit(x);
      }
  };
  for (const d of docs) visit(d.toJS({ maxAliasCount: -1 }));
  return out;
}

// src/engine/reach-refs.ts
var NORMAL_REL = /^(?!\.\.?(\/|$))[^/\\]+(\/(?!\.\.?(\/|$))[^/\\]+)*$/;
function normalizeRel(p) {
  if (NORMAL_REL.test(p)) return p;
  const n = path.posix.normalize(p.replace(/\\/g, "/")).replace(/\/+$/, "");
  return n === "" ? "." : n;
}
var isRemote = (tok) => /^[a-z][a-z0-9+.-]*:\/\//i.test(tok) || /^(git@|github\.com\/)/.test(tok);
function resolveRef(base, tok) {
  if (isRemote(tok)) return void 0;
  const clean = tok.replace(/[?#].*$/, "");
  if (clean === "") return void 0;
  const r = normalizeRel(path.posix.join(base, clean.replace(/^\/+/, "")));
  return r === ".." || r.startsWith("../") ? void 0 : r;
}
function resolveRefs(base, tok) {
  const out = [resolveRef(base, tok)];
  if (/[?#]/.test(tok) && !isRemote(tok)) {
    const r = normalizeRel(path.posix.join(base, tok.replace(/^\/+/, "")));
    if (r !== ".." && !r.startsWith("../")) out.push(r);
  }
  return out.filter((r) => r !== void 0);
}
var SIMPLE_REF = /^(?!git@|github\.com\/)(?!\.\.?(\/|$))[^/\\?#]+(\/(?!\.\.?(\/|$))[^/\\?#]+)*\/?$/;
var refMemo = /* @__PURE__ */ new WeakMap();
function wordsOf(cache, text) {
  if (cache.has(text)) return cache.get(text);
  const tokens = referenceTokens(text);
  let words;
  if (tokens) {
    words = { simple: [], other: [] };
    for (const tok of tokens) {
      if (SIMPLE_REF.test(tok)) words.simple.push(tok.replace(/\/+$/, ""));
      else words.other.push(tok);
    }
  }
  cache.set(text, words);
  return words;
}
function resolveText(listing, cache, file, root, text) {
  const words = wordsOf(cache, text);
  if (!words) return `${file} could not be read for references`;
  return resolveWords(listing, words, file, root);
}
function refsOf(side, file, root) {
  let memo = refMemo.get(side);
  if (!memo) refMemo.set(side, memo = /* @__PURE__ */ new Map());
  const key = `${file}\0${root}`;
  let refs = memo.get(key);
  if (!refs) {
    refs = side.text(file).then((text) => {
      if (typeof text === "object") return `${file} could not be read from git: ${text.unread}`;
      if (text === void 0) return isKustomizationFile(file) ? `${file} is not UTF-8 text` : [];
      if (namesNothingBeside(side.listing, file, root, text)) return [];
      return resolveText(side.listing, side.tokens, file, root, text);
    });
    memo.set(key, refs);
  }
  return refs;
}
function namesNothingBeside(listing, file, root, text) {
  if (path.posix.dirname(file) !== root || text.includes("..") || text.includes("\\")) return false;
  const own = path.posix.basename(file);
  let joinable = false;
  for (const name of childNames(listing).get(root) ?? []) {
    if (name === own) continue;
    if (text.includes(name)) return false;
    if (/[\s']/.test(name)) joinable = true;
  }
  return !joinable || !needsParse(text);
}
function resolveWords(listing, words, file, root) {
  const out = /* @__PURE__ */ new Set();
  const inRoot = (r) => root === "." || r === root || r.startsWith(`${root}/`);
  const exists = (r) => listing.files.has(r) || listing.dirs.has(r);
  const names = childNames(listing);
  for (const base of /* @__PURE__ */ new Set([root, path.posix.dirname(file)])) {
    const baseInRoot = inRoot(base);
    const rootUnderBase = base === "." || root.startsWith(`${base}/`);
    const here2 = names.get(base);
    for (const tok of words.simple) {
      const slash = tok.indexOf("/");
      if (baseInRoot && !here2?.has(slash < 0 ? tok : tok.slice(0, slash))) continue;
      const r = base === "." ? tok : `${base}/${tok}`;
      if (r === file) continue;
      if (baseInRoot ? exists(r) : !rootUnderBase || exists(r) || !inRoot(r)) out.add(r);
    }
    for (const tok of words.other) {
      for (const r of resolveRefs(base, tok)) {
        if (r !== file && (exists(r) || r === "." || !inRoot(r))) out.add(r);
      }
    }
  }
  return [...out];
}
var childMemo = /* @__PURE__ */ new WeakMap();
function forgetChildNames(listing) {
  childMemo.delete(listing);
}
function childNames(listing) {
  let names = childMemo.get(listing);
  if (names) return names;
  names = /* @__PURE__ */ new Map();
  for (const p of [...listing.files.keys(), ...listing.dirs]) {
    const slash = p.lastIndexOf("/");
    const dir = slash < 0 ? "." : p.slice(0, slash);
    let set = names.get(dir);
    if (!set) names.set(dir, set = /* @__PURE__ */ new Set());
    set.add(p.slice(slash + 1));
  }
  childMemo.set(listing, names);
  return names;
}

// src/engine/reach-bound.ts
import path3 from "node:path";

// src/engine/reach.ts
import path2 from "node:path";
var MAX_TOKENIZED_BYTES = 16 * 1024 * 1024;
var namedDirs = /* @__PURE__ */ new WeakMap();
var ReachWalk = class _ReachWalk {
  /** `share`: folders named by a kustomization take their reach from namedDirs (a reach is the same whoever asks). */
  constructor(side, share) {
    this.side = side;
    this.share = share;
  }
  side;
  share;
  paths = /* @__PURE__ */ new Set();
  doubt;
  seenDirs = /* @__PURE__ */ new Set();
  seenFiles = /* @__PURE__ */ new Map();
  seenCharts = /* @__PURE__ */ new Set();
  /** A kustomization folder: all of it, and whatever its kustomization files name. */
  async dir(dir) {
    if (this.seenDirs.has(dir)) return;
    this.seenDirs.add(dir);
    this.paths.add(dir);
    for (const name of KUSTOMIZATION_NAMES) {
      const file = dir === "." ? name : `${dir}/${name}`;
      if (this.side.listing.files.has(file)) await this.file(file, dir);
    }
  }
  /** A folder named by a kustomization: its reach, worked out once per side (walked inline there, so cycles end). */
  async namedDir(dir) {
    if (!this.share) return this.dir(dir);
    if (this.seenDirs.has(dir)) return;
    this.seenDirs.add(dir);
    let memo = namedDirs.get(this.side);
    if (!memo) namedDirs.set(this.side, memo = /* @__PURE__ */ new Map());
    let reach = memo.get(dir);
    if (!reach) {
      const walk = new _ReachWalk(this.side, false);
      reach = walk.dir(dir).then(() => ({ paths: walk.paths, ...walk.doubt ? { doubt: walk.doubt } : {} }));
      memo.set(dir, reach);
    }
    const { paths, doubt } = await reach;
    for (const p of paths) this.paths.add(p);
    if (doubt) this.doubt = doubt;
  }
  /** A file reached from the kustomization in `root`: it, and what its words name from there or from its own folder. */
  async file(file, root) {
    let seen = this.seenFiles.get(root);
    if (!seen) this.seenFiles.set(root, seen = /* @__PURE__ */ new Set());
    if (seen.has(file)) return;
    seen.add(file);
    this.paths.add(file);
    const entry = this.side.listing.files.get(file);
    if (!entry) return;
    if (entry.size > MAX_TOKENIZED_BYTES) {
      this.doubt = `${file} is too large to read for references`;
      return;
    }
    const refs = await refsOf(this.side, file, root);
    if (typeof refs === "string") {
      this.doubt = refs;
      return;
    }
    for (const r of refs) await this.ref(r, root);
  }
  async ref(r, root) {
    if (this.side.listing.dirs.has(r) || r === ".") await this.namedDir(r);
    else if (this.side.listing.files.has(r)) await this.file(r, root);
    else this.paths.add(r);
  }
  /** A chart folder: all of it, and its `file://` dependencies (in every Chart.yaml under it). */
  async chart(dir, chartFiles) {
    if (this.seenCharts.has(dir)) return;
    this.seenCharts.add(dir);
    this.paths.add(dir);
    for (const meta of chartFiles.get(dir) ?? []) {
      const text = await this.side.text(meta);
      const deps = typeof text === "string" ? fileDependencies(this.side, text) : void 0;
      if (deps === void 0) {
        this.doubt = `${meta} could not be read for file:// dependencies`;
        continue;
      }
      const metaDir = path2.posix.dirname(meta);
      for (const dep of deps) {
        const named2 = resolveRefs(metaDir, dep);
        if (named2.length === 0) this.doubt = `${meta} names a file:// dependency outside the repository`;
        for (const r of named2) {
          if (this.side.listing.dirs.has(r)) await this.chart(r, chartFiles);
          else this.paths.add(r);
        }
      }
    }
  }
};
function fileDependencies(side, text) {
  let memo = depsMemo.get(side);
  if (!memo) depsMemo.set(side, memo = /* @__PURE__ */ new Map());
  if (!memo.has(text)) memo.set(text, readFileDependencies(text));
  return memo.get(text);
}
var depsMemo = /* @__PURE__ */ new WeakMap();
function readFileDependencies(text) {
  const tokens = referenceTokens(text);
  if (!tokens) return void 0;
  const out = /* @__PURE__ */ new Set();
  for (const m of text.matchAll(/file:\/\/([^\s'"#,\]}]+)/g)) out.add(m[1] ?? "");
  for (const t of tokens) if (t.startsWith("file://")) out.add(t.slice("file://".length));
  return [...out];
}
function chartMetaFiles(side) {
  const byDir = /* @__PURE__ */ new Map();
  const add = (dir, file) => {
    const files = byDir.get(dir);
    if (files) files.push(file);
    else byDir.set(dir, [file]);
  };
  for (const f of chartMetaPaths(side.listing)) {
    for (let d = f; d.includes("/"); ) {
      d = d.slice(0, d.lastIndexOf("/"));
      add(d, f);
    }
    add(".", f);
  }
  return byDir;
}
function someEntry(target, configFile, test) {
  for (const seed of [configFile, target.origin.file]) if (seed && test(seed)) return true;
  for (const seed of target.origin.inputs ?? []) if (seed && test(seed)) return true;
  if (target.helm) {
    for (const f of target.helm.valueFiles) if (test(f)) return true;
    if (!target.helm.remote && test(target.helm.chart)) return true;
  }
  return test(target.path);
}
async function targetReach(side, target, configFile, chartFiles) {
  const walk = new ReachWalk(side, true);
  someEntry(target, configFile, (p) => {
    walk.paths.add(normalizeRel(p));
    return false;
  });
  if (target.helm && !target.helm.remote) await walk.chart(normalizeRel(target.helm.chart), chartFiles);
  if (target.kind === "kustomize") await walk.dir(normalizeRel(target.path));
  return { paths: walk.paths, ...walk.doubt ? { doubt: walk.doubt } : {} };
}

// src/engine/reach-scan.ts
var BEFORE = /[\s,[\]{}"'`=:/\\]/;
var AFTER = /[\s,[\]{}"'`:/\\?#]/;
var DELIMITERS = /[\s,[\]{}"'`=:/\\?#]+/;
var NAMES_ABOVE = /\.\.[./]*(?![^\s,[\]{}"'`:\\?#])/;
var DOTS_AND_SLASHES = /[./]+/g;
function charClass(ascii) {
  const table = new Uint8Array(128);
  for (let i = 0; i < 128; i++)
    if (ascii.includes(String.fromCharCode(i)) || /\s/.test(String.fromCharCode(i))) table[i] = 1;
  return (code) => code < 128 ? table[code] === 1 : /\s/.test(String.fromCharCode(code));
}
var wordStart = charClass(",[]{}\"'`=:\\");
var wordEnd = charClass(",[]{}\"'`:\\");
var readEnd = charClass(",[]{}\"'`:\\?#");
var oddChar = charClass(",[]{}\"'`=:/\\?#");
var ODD_NAME = /[\s,[\]{}"'`=:/\\?#]/;
var JOINED_NAME = /[\s']/;
function rawScan(text) {
  return new RawScan(text);
}
var RawScan = class {
  constructor(text) {
    this.text = text;
    this.leaves = text.includes("..");
    this.above = this.leaves && NAMES_ABOVE.test(text);
  }
  text;
  above;
  leaves;
  ownMemo;
  get own() {
    return this.ownMemo ??= namesOwn(this.text);
  }
  holds(name) {
    return holdsName(this.text, name);
  }
  words() {
    return this.text.split(DELIMITERS);
  }
  leavingWords() {
    return climbingWords(this.text);
  }
};
function namesOwn(text) {
  DOTS_AND_SLASHES.lastIndex = 0;
  for (let m = DOTS_AND_SLASHES.exec(text); m; m = DOTS_AND_SLASHES.exec(text)) {
    const end = m.index + m[0].length;
    if ((m.index === 0 || wordStart(text.charCodeAt(m.index - 1))) && (end === text.length || readEnd(text.charCodeAt(end))))
      return true;
  }
  return false;
}
function climbingWords(text) {
  const out = [];
  for (let i = text.indexOf(".."); i >= 0; ) {
    let start = i;
    while (start > 0 && !wordStart(text.charCodeAt(start - 1))) start--;
    let end = i + 2;
    while (end < text.length && !wordEnd(text.charCodeAt(end))) end++;
    out.push(...text.slice(start, end).split(DELIMITERS));
    i = text.indexOf("..", end);
  }
  return out;
}
function holdsName(text, name) {
  if (name === "") return false;
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    const end = i + name.length;
    if ((i === 0 || BEFORE.test(text.charAt(i - 1))) && (end === text.length || AFTER.test(text.charAt(end))))
      return true;
  }
  return false;
}
function tokenScan(text) {
  const tokens = referenceTokens(text);
  if (!tokens) return void 0;
  const names = /* @__PURE__ */ new Set();
  let above = false;
  let own = false;
  for (const tok of tokens) {
    const clean = tok.replace(/[?#].*$/, "");
    for (const v of clean === tok ? [tok] : [clean, tok]) {
      if (v === "") continue;
      const climb = walkNames(v, names);
      if (climb === "above") above = true;
      if (climb === "own") own = true;
    }
  }
  const words = () => names;
  return { above, own, leaves: names.has(".."), holds: (name) => names.has(name), words, leavingWords: words };
}
function walkNames(word, names) {
  let pushed = 0;
  let climbed = false;
  for (const name of word.split(/[/\\]/)) {
    if (name === "" || name === ".") continue;
    names.add(name);
    if (name !== "..") pushed++;
    else if (pushed > 0) pushed--;
    else climbed = true;
  }
  if (pushed > 0) return "under";
  return climbed ? "above" : "own";
}

// src/engine/reach-bound.ts
var MAX_SCANNED_BYTES = 32 * 1024 * 1024;
var MAX_NAME_TESTS = 2e6;
async function reachBound(side, chartFiles, sought, targets, configFile) {
  const scan = new BoundScan(side);
  if (!await scan.read(underKustomizations(side.listing))) return void 0;
  if (!await scan.close()) return void 0;
  const metas = await chartMetas(side, chartFiles);
  const paths = await sought;
  if (paths.some((p) => p === "" || p === ".")) return void 0;
  const hot = scan.fixpoint(paths, metas);
  if (!hot) return void 0;
  const touched = touchIndex(hot);
  const memo = /* @__PURE__ */ new Map();
  const touches2 = (spelled) => {
    let t = memo.get(spelled);
    if (t === void 0) memo.set(spelled, t = touched.one(normalizeRel(spelled)));
    return t;
  };
  return new Set(targets.filter((t) => someEntry(t, configFile, touches2)));
}
async function chartMetas(side, chartFiles) {
  const metas = chartFiles.get(".") ?? [];
  const texts = await Promise.all(metas.map((m) => side.text(m)));
  const out = { named: /* @__PURE__ */ new Map(), hot: [] };
  metas.forEach((meta, i) => {
    const text = texts[i];
    if (typeof text !== "string") return void out.hot.push(meta);
    if (!text.includes("file://") && !text.includes("\\")) return;
    const deps = fileDependencies(side, text);
    const named2 = deps?.map((d) => resolveRefs(path3.posix.dirname(meta), d));
    if (!named2 || named2.some((n) => n.length === 0)) out.hot.push(meta);
    else if (named2.length > 0) out.named.set(meta, named2.flat());
  });
  return out;
}
var BoundScan = class {
  constructor(side) {
    this.side = side;
  }
  side;
  files = /* @__PURE__ */ new Map();
  /** Files to read the names of for more files they could name (see close). */
  leaving = [];
  /** Files read because a word names them, under no kustomization folder. */
  outside = /* @__PURE__ */ new Set();
  /** Bytes of text read so far. */
  bytes = 0;
  /** Reads and scans `files`; false when all read so far is too big to be worth it. */
  async read(files, first = true) {
    const entries = files.map((f) => this.side.listing.files.get(f));
    for (const e of entries) this.bytes += e && e.size <= MAX_TOKENIZED_BYTES ? e.size : 0;
    if (this.bytes > MAX_SCANNED_BYTES) return false;
    const texts = await Promise.all(
      files.map((f, i) => (entries[i]?.size ?? 0) > MAX_TOKENIZED_BYTES ? null : this.side.text(f))
    );
    files.forEach((file, i) => {
      const s = scanned(file, texts[i]);
      this.files.set(file, s);
      if (!first) this.outside.add(s);
      if (!s.hot && s.scan && (!first || s.scan.leaves)) this.leaving.push(s);
    });
    return true;
  }
  /** Adds, until none is new, the files a leaving file could name: by a word, or holding an odd name; false when too big. */
  async close() {
    while (this.leaving.length > 0) {
      const leaving = this.leaving;
      this.leaving = [];
      const words = /* @__PURE__ */ new Set();
      for (const s of leaving) {
        for (const w of (this.outside.has(s) ? s.scan?.words() : s.scan?.leavingWords()) ?? []) words.add(w);
      }
      words.delete("");
      const asked = pathsNamed(this.side.listing, words, ODD_NAME.source) ?? this.side.listing.files.keys();
      const more = [];
      for (const f of asked) if (!this.files.has(f) && named(f, words, leaving)) more.push(f);
      if (more.length > 0 && !await this.read(more, false)) return false;
    }
    return true;
  }
  /** X (see the file comment): `paths` and every hot file; undefined when it grew too big to bound. */
  fixpoint(paths, metas) {
    const x = /* @__PURE__ */ new Set();
    let fresh = [...paths, ...metas.hot];
    for (const s of this.files.values()) if (s.hot) fresh.push(s.file);
    const tested = /* @__PURE__ */ new Set();
    const metaHot = new Set(metas.hot);
    let tests = 0;
    while (fresh.length > 0) {
      for (const p of fresh) x.add(p);
      const names = newNames(fresh, tested);
      tests += names.length * this.files.size;
      if (tests > MAX_NAME_TESTS) return void 0;
      const touched = touchIndex(x);
      fresh = [];
      const joinable = names.some((n) => JOINED_NAME.test(n));
      for (const s of this.files.values()) {
        if (s.hot) continue;
        if (joinable && s.text !== void 0 && needsParse(s.text)) toWords(s);
        const hit = s.hot || names.some((n) => s.scan?.holds(n)) || s.scan?.own && touched([path3.posix.dirname(s.file)]);
        if (hit) {
          s.hot = true;
          fresh.push(s.file);
        }
      }
      for (const [meta, named2] of metas.named)
        if (!metaHot.has(meta) && touched(named2)) {
          metaHot.add(meta);
          fresh.push(meta);
        }
      fresh = fresh.filter((f) => !x.has(f));
    }
    return x;
  }
};
function named(file, words, texts) {
  const from = file.lastIndexOf("/") + 1;
  let odd = false;
  for (let i = from; i < file.length && !odd; i++) odd = oddChar(file.charCodeAt(i));
  if (!odd && words.size <= 8) {
    for (const w of words) if (file.length - w.length === from && file.endsWith(w)) return true;
    return false;
  }
  const name = file.slice(from);
  return words.has(name) || odd && texts.some((s) => holds(s, name));
}
function holds(s, name) {
  if (s.text !== void 0 && JOINED_NAME.test(name) && needsParse(s.text)) toWords(s);
  return s.hot || s.scan?.holds(name) === true;
}
function scanned(file, text) {
  if (text === null || typeof text === "object") return { file, hot: true };
  if (text === void 0) return { file, hot: isKustomizationFile(file) };
  const scan = text.includes("\\") ? tokenScan(text) : rawScan(text);
  if (!scan || scan.above) return { file, hot: true };
  return { file, hot: false, scan, ...text.includes("\\") ? {} : { text } };
}
function toWords(s) {
  const scan = s.text === void 0 ? void 0 : tokenScan(s.text);
  delete s.text;
  if (!scan || scan.above) s.hot = true;
  else s.scan = scan;
}
function newNames(paths, tested) {
  const out = [];
  for (const p of paths)
    for (const n of p.split("/"))
      if (n !== "" && !tested.has(n)) {
        tested.add(n);
        out.push(n);
      }
  return out;
}

// src/engine/sparse-check.ts
var SparseDoubt = class extends Error {
  name = "SparseDoubt";
};
function globalPaths(config) {
  return [
    config.file,
    ...config.schemas.crds,
    ...repoLocationFolders(config),
    ...config.checks,
    ...config.gateRecords.path ? [config.gateRecords.path] : [],
    ...config.argocd?.healthTests ?? []
  ].map(normalizeRel);
}
var TARGETS_DISCOVERED = "targets are discovered from the tree";
function wholeTreeReason(config, changed, listings, platform) {
  if (!declaresTargetsOnly(config)) return TARGETS_DISCOVERED;
  if (platform === "darwin" || platform === "win32") return `file names may fold case on ${platform}`;
  const global = globalPaths(config);
  if (changed.some((c) => global.some((g) => touches(c, g))))
    return "the change touches a file every target depends on";
  const attributes = changed.find(isAttributesFile);
  if (attributes) return `the change edits ${attributes}, which changes how every file below it is checked out`;
  for (const l of listings) {
    const odd = oddEntry(l);
    if (odd?.why === "link") return `${odd.file} is a symlink or submodule`;
    if (odd?.why === "not-utf8") return "a file name is not UTF-8";
    if (odd?.why === "backslash") return `${odd.file} has a backslash in its name`;
  }
  return void 0;
}
function sideReader(listing, blob, tokens) {
  return {
    listing,
    tokens,
    text(file) {
      const entry = listing.files.get(file);
      return entry ? blob(entry.oid) : Promise.resolve(void 0);
    }
  };
}
function covered(listing, written, input) {
  const p = normalizeRel(input);
  if (written.has(".")) return true;
  for (let q = p; ; q = q.slice(0, q.lastIndexOf("/"))) {
    if (written.has(q)) return true;
    if (!q.includes("/")) break;
  }
  return !listing.files.has(p) && !listing.dirs.has(p) && p !== ".";
}
function healthHolders(input) {
  const needed = needsHealthCustomizations(input.changed, input.config, false);
  const marked = needed ? filesContaining(input.repo, input.head, HEALTH_CUSTOMIZATIONS_MARKER).then((found) => [...found]) : Promise.resolve([]);
  marked.catch(() => void 0);
  return { needed, marked, of: async (heads) => holdersOf(await marked, heads) };
}
function holdersOf(marked, heads) {
  if (marked.length === 0) return [];
  const holds2 = touchIndex(marked);
  return heads.filter((r) => r.paths !== void 0 && holds2(r.paths)).map((r) => targetId(r.target));
}
function listBothTrees(repo, base, head, diff, headListing) {
  const atHead = headListing ?? listTree(repo, head);
  const atBase = diff ? diff.then((records) => baseListing(repo, base, atHead, records)) : listTree(repo, base);
  return Promise.all([atBase, atHead]);
}
async function planSparseCheck(input) {
  const { repo, config, changed } = input;
  const listings = await (input.listings ?? listBothTrees(repo, input.base, input.head));
  const reason = wholeTreeReason(config, changed, listings, input.platform ?? process.platform);
  if (reason) return { reason };
  prefetchReachBlobs(repo, [listings[1]]);
  const { candidates, wanted } = await whatToWrite(input, listings);
  forgetReadAhead(listings);
  for (const l of listings) forgetChildNames(l);
  return partialPlan(listings, candidates, wanted);
}
async function whatToWrite(input, listings) {
  const { config, changed } = input;
  const holders = healthHolders(input);
  const targets = (config.targets ?? []).map((t) => fromConfig(t, config.file));
  const blob = blobReader(input.repo, listings);
  const tokens = /* @__PURE__ */ new Map();
  const [baseSide, headSide] = listings.map((l) => sideReader(l, blob, tokens));
  const reachAt = (side, charts) => (t) => targetReach(side, t, config.file, charts);
  const headCharts = chartMetaFiles(headSide);
  const atHead = reachAt(headSide, headCharts);
  const touched = touchIndex(changed);
  const sought = holders.marked.then((marked) => [...changed, ...marked]);
  const bound = await reachBound(headSide, headCharts, sought, targets, config.file);
  const heads = await Promise.all(
    (bound ? targets.filter((t) => bound.has(t)) : targets).map(async (t) => {
      const r = await atHead(t);
      const hit = r.doubt !== void 0 || touched(r.paths);
      return { target: t, hit, ...hit || holders.needed ? { paths: r.paths } : {} };
    })
  );
  const candidates = new Set(heads.filter((r) => r.hit).map((r) => targetId(r.target)));
  for (const id of await holders.of(heads)) candidates.add(id);
  const apps = new Set(targets.filter((t) => candidates.has(targetId(t))).map((t) => t.app));
  const kept = new Map(heads.map((r) => [r.target, r.paths]));
  const written = await Promise.all(
    targets.filter((t) => apps.has(t.app)).map(async (t) => ({ target: t, paths: kept.get(t) ?? (await atHead(t)).paths }))
  );
  const atBase = reachAt(baseSide, written.length ? chartMetaFiles(baseSide) : /* @__PURE__ */ new Map());
  const bases = await Promise.all(written.map((r) => atBase(r.target)));
  const wanted = new Set(globalPaths(config));
  for (const r of [...written, ...bases]) for (const p of r.paths) wanted.add(p);
  return { candidates, wanted };
}
function partialPlan(listings, candidates, wanted) {
  const [baseListing2, headListing] = listings;
  return {
    candidates,
    files: { base: filesUnder(baseListing2, wanted), head: filesUnder(headListing, wanted) },
    listings: { base: baseListing2, head: headListing },
    verify(side, target, inputs) {
      const listing = side === "base" ? baseListing2 : headListing;
      const missing = inputs === void 0 ? ["(unknown)"] : inputs.filter((p) => !covered(listing, wanted, p));
      if (missing.length > 0)
        throw new SparseDoubt(
          `${targetId(target)} reads ${missing.slice(0, 3).join(", ")}, not written out at ${side}`
        );
    }
  };
}

// src/engine/change-findings.ts
import path4 from "node:path";

// src/schema/crd-loosening.ts
function stringList(v) {
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}
function here(path5) {
  return path5 === "" ? "the top level" : path5;
}
function compareNode(base, head, path5, out) {
  if (!isObject(base)) return;
  if (!isObject(head)) {
    out.push(`${here(path5)}: the schema was removed`);
    return;
  }
  const removed = stringList(base.required).filter((r) => !stringList(head.required).includes(r));
  if (removed.length) out.push(`${here(path5)}: required field(s) ${removed.join(", ")} no longer required`);
  if (typeof base.type === "string" && head.type !== base.type)
    out.push(`${here(path5)}: type ${base.type} widened to ${typeof head.type === "string" ? head.type : "any"}`);
  if (head["x-kubernetes-preserve-unknown-fields"] === true && base["x-kubernetes-preserve-unknown-fields"] !== true) {
    out.push(`${here(path5)}: x-kubernetes-preserve-unknown-fields added (any field is now accepted)`);
  }
  if (head["x-kubernetes-int-or-string"] === true && base["x-kubernetes-int-or-string"] !== true)
    out.push(`${here(path5)}: x-kubernetes-int-or-string added`);
  if (Array.isArray(base.enum)) {
    const baseEnum = new Set(base.enum.map((e) => JSON.stringify(e)));
    const wider = !Array.isArray(head.enum) || head.enum.some((e) => !baseEnum.has(JSON.stringify(e)));
    if (wider) out.push(`${here(path5)}: enum widened`);
  }
  if (isObject(base.properties)) {
    const headProps = isObject(head.properties) ? head.properties : {};
    for (const [name, sub] of Object.entries(base.properties)) {
      if (!(name in headProps) && head["x-kubernetes-preserve-unknown-fields"] !== true) continue;
      compareNode(sub, headProps[name], `${path5}.${name}`, out);
    }
  }
  if (isObject(base.items)) compareNode(base.items, head.items, `${path5}[]`, out);
  if (base.additionalProperties === false && head.additionalProperties !== false)
    out.push(`${here(path5)}: additionalProperties allowed`);
  else if (isObject(base.additionalProperties))
    compareNode(base.additionalProperties, head.additionalProperties, `${path5}.*`, out);
}
function crdChanges(base, head) {
  const changes = [];
  for (const [key, b] of [...base].sort(([x], [y]) => x.localeCompare(y))) {
    const h = head.get(key);
    if (!h) {
      if (b.served) changes.push({ key, from: b.from, loosened: [], lost: "removed" });
      continue;
    }
    if (!h.served && b.served) {
      changes.push({ key, from: h.from, loosened: [], lost: "unserved" });
      continue;
    }
    if (JSON.stringify(h.schema) === JSON.stringify(b.schema)) continue;
    const loosened = [];
    compareNode(b.schema, h.schema, "", loosened);
    changes.push({ key, from: h.from, loosened });
  }
  return changes;
}

// src/engine/crd-changes.ts
async function merged(dirs) {
  const out = /* @__PURE__ */ new Map();
  for (const dir of dirs) for (const [k, v] of (await readCrdDir(dir)).schemas) if (!out.has(k)) out.set(k, v);
  return out;
}
var LOST = {
  removed: "is no longer in schemas.crds at head (its file is deleted or the version removed)",
  unserved: "is no longer served at head (served: false)"
};
async function crdChangedDrafts(baseDirs, headDirs, used = /* @__PURE__ */ new Set()) {
  const changes = crdChanges(await merged(baseDirs), await merged(headDirs));
  return changes.flatMap((c) => {
    const location = { file: c.from.replace(/^CRD \S+ in /, "") };
    if (c.lost) {
      const changed = {
        ruleId: "schema/crd-changed",
        message: `${c.from} (${c.key}) ${LOST[c.lost]}. Objects are validated against the base revision's schema until this is merged`,
        location,
        fingerprintKey: c.key
      };
      if (!used.has(c.key)) return [changed];
      return [
        changed,
        {
          ruleId: "gitops/crd-deleted",
          message: `${c.from} (${c.key}) ${LOST[c.lost]} while objects rendered by this change still use it: deleting a CRD deletes every object of its kind, and an unserved version makes the API server refuse them`,
          location,
          fingerprintKey: c.key,
          remediation: "Move the objects to another version or remove them first, in an earlier change; keep the CRD and the version served until nothing uses them."
        }
      ];
    }
    return [
      {
        ruleId: "schema/crd-changed",
        message: c.loosened.length ? `${c.from} (${c.key}) is changed and loosened: ${c.loosened.join("; ")}. Objects are validated against the base revision's schema until this is merged` : `${c.from} (${c.key}) is changed (nothing loosened found). Objects are validated against the base revision's schema until this is merged`,
        location,
        fingerprintKey: c.key
      }
    ];
  });
}

// src/engine/change-findings.ts
function headConfigTextIfChanged(c, headSha) {
  const rel = path4.posix.normalize(c.configRel.split(path4.sep).join("/"));
  const touched = c.changed.some((p) => touches(p, rel));
  return touched ? headConfigText(c.repo, headSha, c.configRel) : Promise.resolve(c.baseText ?? "");
}
async function changeFindings(c) {
  const extra = siteFindings(c.config, c.headRoots.refused);
  if ((c.baseText ?? "") !== c.headText) extra.push(...configChanged(c.config, c.configRel));
  extra.push(
    ...siteFindings(c.config, await crdChangedDrafts(c.baseRoots.crdDirs, c.headRoots.crdDirs, c.crdKindsUsed))
  );
  return extra.map((f) => ({ ...f, change: "introduced" }));
}
function configChanged(config, file) {
  return siteFindings(config, [
    {
      ruleId: "config/changed",
      message: `${file} is changed by this change; the checks here used the base revision's config, the new one applies after merge`,
      location: { file }
    }
  ]);
}

// src/engine/ignored-change.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function onlyIgnoredFiles(changed, config) {
  if (changed.length === 0 || config.ignore.length === 0) return false;
  const ignored = (0, import_picomatch.default)(config.ignore, { dot: true });
  return changed.every((file) => ignored(file));
}
function ignoredChangeReport(c) {
  const files = c.changed.length === 1 ? "the one changed file matches" : `all ${c.changed.length} changed files match`;
  return assembleReport({
    mode: "check",
    outcomes: [],
    extraFindings: [],
    images: [],
    notices: [
      ...c.notices,
      `nothing deployable changed: ${files} the config's \`ignore:\` globs, so no target was rendered`
    ],
    tools: {},
    base: c.base,
    head: c.head,
    config: c.config
  });
}

// src/engine/discovery-renders.ts
function sharedDiscoveryRenders(configFile) {
  const made = /* @__PURE__ */ new Map();
  return async (pristine, render) => {
    const key = await renderKey(pristine, configFile);
    if (key === void 0) return render();
    let result = made.get(key);
    if (!result) {
      result = render();
      made.set(key, result);
    }
    return result;
  };
}

// src/engine/run-check.ts
async function runCheck(opts, started) {
  if (!opts.base) throw new UsageError("check needs --base (the revision the change starts from)");
  enterPhase(opts, "reading the revisions and the changed files");
  const s = started ?? startCheck({ ...opts, base: opts.base }, opts.configPath);
  const { repo, tools, asked } = s;
  const [baseInfo, headInfo] = await s.sides;
  const changes = s.changes;
  const choice = await s.config;
  const configRel = choice.rel;
  const loaded = { ...configOf(choice.text, configRel), used: configUsed(choice, "base") };
  const early = await s.headListing;
  const listings = opts.wholeTrees || !declaresTargetsOnly(loaded.config) ? void 0 : listBothTrees(repo, baseInfo.sha, headInfo.sha, s.diff, early?.listing);
  listings?.catch(() => void 0);
  const changed = await changes;
  if (onlyIgnoredFiles(changed, loaded.config)) {
    await checksValid(repo, baseInfo, loaded.config);
    return ignoredChangeReport({
      changed,
      notices: loaded.warnings,
      base: baseInfo,
      head: headInfo,
      config: loaded.used
    });
  }
  const check = { opts, repo, configRel, tools, asked, loaded, changed, base: baseInfo, head: headInfo };
  const plan = opts.wholeTrees ? { reason: "asked for" } : !listings ? { reason: TARGETS_DISCOVERED } : await planSparseCheck({
    repo,
    base: baseInfo.sha,
    head: headInfo.sha,
    config: loaded.config,
    changed,
    listings
  }).catch((err) => ({
    // A listing git could not give (too large, odd names) only costs the shortcut.
    reason: `the partial plan failed: ${err instanceof Error ? err.message : String(err)}`
  }));
  if ("candidates" in plan) {
    try {
      return await checkOn(check, plan);
    } catch (err) {
      if (!(err instanceof SparseDoubt)) throw err;
      timing(opts, `whole trees after all: ${err.message}`);
    }
  } else timing(opts, `whole trees: ${plan.reason}`);
  return checkOn(check);
}
async function checksValid(repo, base, config) {
  if (config.checks.length === 0) return validateChecks(config, repo);
  const side = await openResolved(repo, base);
  try {
    await validateChecks(config, side.root);
  } finally {
    await side.cleanup();
  }
}
function timing(opts, message) {
  opts.onTiming?.(`check on ${message}`);
}
async function checkOn(c, sparse) {
  const { opts, repo } = c;
  enterPhase(opts, "writing the revision trees");
  if (sparse)
    timing(
      opts,
      `partial trees: ${sparse.candidates.size} target(s) to walk, ${sparse.files.head.length} file(s) written at head`
    );
  return withSides(
    [
      () => openResolved(repo, c.base, sparse?.files.base, sparse?.listings.base),
      () => openResolved(repo, c.head, sparse?.files.head, sparse?.listings.head)
    ],
    async ([base, head]) => {
      if (!base || !head) throw new Error("unreachable: both sides open");
      return checkSides(c, { base, head }, sparse);
    }
  );
}
async function checkSides(c, sides, sparse) {
  const { opts, configRel, tools, changed } = c;
  const { base, head } = sides;
  const { config, text: baseText, warnings } = c.loaded;
  const roots = Promise.all([sideRootsOf(config, base.root), sideRootsOf(config, head.root)]);
  roots.catch(() => void 0);
  let headText;
  const readHeadText = () => {
    stopWaiting();
    return headText ??= headConfigTextIfChanged({ ...c, baseText: c.loaded.text }, head.info.sha);
  };
  const stopWaiting = afterNextProcess(() => void readHeadText());
  const { judges, checks } = await judgesLoadingChecksLater(config, opts, base.root, tools);
  const checksFirst = (p) => p.catch(async (err) => {
    await checks();
    throw err;
  });
  const [repoUrls, branch] = await c.asked;
  const where = { repoUrls, branch: opts.baseBranch ?? branch };
  const sideApis = (side) => discoveryApiVersions(
    judges.schema,
    roots.then((r) => r[side].crdApiVersions)
  );
  const apiVersions = { base: sideApis(0), head: sideApis(1) };
  enterPhase(opts, "discovery (targets, ApplicationSet expansion, affected targets)");
  const { baseFound, headFound, inputs, pairs } = await checksFirst(
    pairsOf(c, { base, head, config, where, apiVersions }, sparse)
  );
  const [baseRoots, headRoots] = await checksFirst(roots);
  const ctx = {
    mode: "check",
    judges,
    base: baseRoots,
    head: { ...headRoots, trustedCrdDirs: baseRoots.crdDirs, submodules: head.submodules }
  };
  const cross = crossChecksLater({ mode: "check", config, opts, baseRoot: base.root, headRoot: head.root });
  const progress = progressReporter(opts.onProgress);
  enterPhase(opts, "rendering and checks");
  const outcomes = await checksFirst(
    runGroups(pairs, ctx, jobsOf(opts), { crossCheck: cross.run, onTargetDone: progress })
  );
  await checks();
  enterPhase(opts, "change findings");
  const extra = await changeFindings({
    config,
    configRel,
    baseText,
    headText: await readHeadText(),
    baseRoots,
    headRoots,
    crdKindsUsed: new Set(outcomes.flatMap((o) => o.kindsUsed ?? []))
  });
  enterPhase(opts, "coverage");
  const coverage = checkCoverageFindings({
    config,
    changed,
    readBy: inputs.readBy,
    globalFiles: inputs.globalFiles,
    outcomes,
    base: baseFound,
    head: headFound
  });
  enterPhase(opts, "cross-target checks");
  const across = await cross.settle();
  enterPhase(opts, "reporting");
  const notices = [...warnings, ...headFound.notes, ...submoduleNotices(head), ...across.notices];
  return redactTokens(
    assembleReport({
      mode: "check",
      outcomes,
      extraFindings: [...extra, ...coverage, ...across.findings],
      images: across.images,
      notices,
      tools: toolsOf(judges),
      base: base.info,
      head: head.info,
      config: c.loaded.used
    })
  );
}
async function pairsOf(c, s, sparse) {
  const { opts, changed } = c;
  const { base, head, config } = s;
  const shared = opts.separateDiscovery ? {} : { renderThrough: sharedDiscoveryRenders(config.file) };
  const [baseFound, headFound] = await Promise.all([
    discover(base.root, config, {
      ...s.where,
      ...toolPaths(opts),
      ...deadlineOf(opts),
      apiVersionsFor: s.apiVersions.base,
      ...shared
    }),
    discover(head.root, config, {
      ...s.where,
      ...toolPaths(opts),
      ...deadlineOf(opts),
      apiVersionsFor: s.apiVersions.head,
      ...shared
    })
  ]);
  const inputs = await affectedBy(changed, config, base.root, head.root, sparse?.verify);
  const pairs = await pairTargets(
    baseFound.targets,
    headFound.targets,
    (t, side) => !sparse || sparse.candidates.has(targetId(t)) ? inputs.affected(t, side) : notTouched(inputs.readBy, t)
  );
  markContextOnly(pairs, inputs.readsChange);
  widenForCrossChecks(pairs, config);
  if (sparse) await verifyWidened(pairs, sparse, { base: base.root, head: head.root, configFile: config.file });
  return { baseFound, headFound, inputs, pairs };
}
function notTouched(readBy, target) {
  readBy.set(target, []);
  return false;
}
async function verifyWidened(pairs, sparse, roots) {
  for (const p of pairs) {
    if (!p.affected || sparse.candidates.has(p.id)) continue;
    for (const side of ["base", "head"]) {
      const target = p[side];
      if (!target) continue;
      const inputs = await targetInputs(roots[side], target, roots.configFile).catch(() => void 0);
      sparse.verify(side, target, inputs);
    }
  }
}
export {
  runCheck
};
