import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  buildJudges,
  checkCoverageFindings,
  crossChecks,
  jobsOf,
  progressReporter,
  runGroups,
  sideRootsOf,
  siteFindings,
  toolPaths,
  toolsOf,
  withSides
} from "./chunk-UZ6N626S.js";
import {
  pairTargets,
  widenForCrossChecks
} from "./chunk-7VOACEEF.js";
import "./chunk-OWQXUF3E.js";
import {
  HEALTH_CUSTOMIZATIONS_MARKER,
  KUSTOMIZATION_NAMES,
  affectedBy,
  branchOf,
  changedFiles,
  configAt,
  configPathOf,
  discover,
  filesContaining,
  fromConfig,
  headConfigText,
  listTree,
  needsHealthCustomizations,
  openResolved,
  readBlobs,
  remoteUrls,
  resolveSide,
  resolveTools,
  submoduleNotices,
  targetInputs,
  touches
} from "./chunk-Y4ELIZWK.js";
import {
  targetId
} from "./chunk-VXY2SPE6.js";
import "./chunk-L2STNDQH.js";
import "./chunk-L4HTA6SR.js";
import {
  assembleReport
} from "./chunk-W5GZHJQZ.js";
import "./chunk-LK732ZFJ.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import "./chunk-CQW5JIIJ.js";
import {
  readCrdDir
} from "./chunk-CEFV272H.js";
import "./chunk-K2GBJIOP.js";
import "./chunk-SGTUZLFZ.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-BRSATP5O.js";
import {
  isObject,
  require_dist
} from "./chunk-7ZCOOZ7V.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-YVKPGPZK.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/engine/run-check.ts
import path2 from "node:path";

// src/engine/reach.ts
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
  } else if (text.includes("''") || mayFoldLines(text)) {
    for (const s of parsedStrings(text) ?? []) add(s);
  }
  return [...out];
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

// src/engine/reach.ts
var MAX_TOKENIZED_BYTES = 16 * 1024 * 1024;
function normalizeRel(p) {
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
var SIMPLE_REF = /^(?!\.\.?(\/|$))[\w-][\w.-]*(\/(?!\.\.?(\/|$))[\w.-]+)*\/?$/;
var isKustomizationFile = (file) => KUSTOMIZATION_NAMES.includes(path.posix.basename(file));
var refMemo = /* @__PURE__ */ new WeakMap();
function refsOf(side, file, root) {
  let memo = refMemo.get(side);
  if (!memo) refMemo.set(side, memo = /* @__PURE__ */ new Map());
  const key = `${file}\0${root}`;
  let refs = memo.get(key);
  if (!refs) {
    refs = side.text(file).then((text) => {
      if (typeof text === "object") return `${file} could not be read from git: ${text.unread}`;
      if (text === void 0) return isKustomizationFile(file) ? `${file} is not UTF-8 text` : [];
      if (!side.tokens.has(text)) side.tokens.set(text, referenceTokens(text));
      const tokens = side.tokens.get(text);
      if (!tokens) return `${file} could not be read for references`;
      const out = /* @__PURE__ */ new Set();
      const inRoot = root === "." ? () => true : (r) => r === root || r.startsWith(`${root}/`);
      for (const base of /* @__PURE__ */ new Set([root, path.posix.dirname(file)])) {
        for (const tok of tokens) {
          if (SIMPLE_REF.test(tok)) {
            const r = base === "." ? tok.replace(/\/+$/, "") : `${base}/${tok.replace(/\/+$/, "")}`;
            if (r !== file && (side.listing.files.has(r) || side.listing.dirs.has(r) || !inRoot(r))) out.add(r);
            continue;
          }
          for (const r of resolveRefs(base, tok)) {
            if (r === file) continue;
            if (side.listing.files.has(r) || side.listing.dirs.has(r) || r === "." || !inRoot(r)) out.add(r);
          }
        }
      }
      return [...out];
    });
    memo.set(key, refs);
  }
  return refs;
}
var ReachWalk = class {
  constructor(side) {
    this.side = side;
  }
  side;
  paths = /* @__PURE__ */ new Set();
  doubt;
  seen = /* @__PURE__ */ new Set();
  /** A kustomization folder: all of it, and whatever its kustomization files name. */
  async dir(dir) {
    if (this.seen.has(`d:${dir}`)) return;
    this.seen.add(`d:${dir}`);
    this.paths.add(dir);
    for (const name of KUSTOMIZATION_NAMES) {
      const file = dir === "." ? name : `${dir}/${name}`;
      if (this.side.listing.files.has(file)) await this.file(file, dir);
    }
  }
  /** A file reached from the kustomization in `root`: it, and what its words name from there or from its own folder. */
  async file(file, root) {
    if (this.seen.has(`f:${file}|${root}`)) return;
    this.seen.add(`f:${file}|${root}`);
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
    if (this.side.listing.dirs.has(r) || r === ".") await this.dir(r);
    else if (this.side.listing.files.has(r)) await this.file(r, root);
    else this.paths.add(r);
  }
  /** A chart folder: all of it, and its `file://` dependencies (in every Chart.yaml under it). */
  async chart(dir, chartFiles) {
    if (this.seen.has(`c:${dir}`)) return;
    this.seen.add(`c:${dir}`);
    this.paths.add(dir);
    for (const meta of chartFiles.get(dir) ?? []) {
      const text = await this.side.text(meta);
      const deps = typeof text === "string" ? fileDependencies(text) : void 0;
      if (deps === void 0) {
        this.doubt = `${meta} could not be read for file:// dependencies`;
        continue;
      }
      const metaDir = path.posix.dirname(meta);
      for (const dep of deps) {
        const named = resolveRefs(metaDir, dep);
        if (named.length === 0) this.doubt = `${meta} names a file:// dependency outside the repository`;
        for (const r of named) {
          if (this.side.listing.dirs.has(r)) await this.chart(r, chartFiles);
          else this.paths.add(r);
        }
      }
    }
  }
};
function fileDependencies(text) {
  const tokens = referenceTokens(text);
  if (!tokens) return void 0;
  const out = /* @__PURE__ */ new Set();
  for (const m of text.matchAll(/file:\/\/([^\s'"#,\]}]+)/g)) out.add(m[1] ?? "");
  for (const t of tokens) if (t.startsWith("file://")) out.add(t.slice("file://".length));
  return [...out];
}
function chartMetaFiles(side) {
  const byDir = /* @__PURE__ */ new Map();
  for (const f of side.listing.files.keys()) {
    if (!/(^|\/)(Chart|requirements)\.yaml$/.test(f)) continue;
    for (let d = f; d.includes("/"); ) {
      d = d.slice(0, d.lastIndexOf("/"));
      byDir.set(d, [...byDir.get(d) ?? [], f]);
    }
    byDir.set(".", [...byDir.get(".") ?? [], f]);
  }
  return byDir;
}
async function targetReach(side, target, configFile, chartFiles) {
  const walk = new ReachWalk(side);
  const seeds = [configFile, target.origin.file, ...target.origin.inputs ?? []];
  for (const seed of seeds) if (seed) walk.paths.add(normalizeRel(seed));
  if (target.helm) {
    for (const f of target.helm.valueFiles) walk.paths.add(normalizeRel(f));
    if (!target.helm.remote) await walk.chart(normalizeRel(target.helm.chart), chartFiles);
  }
  if (target.kind === "kustomize") await walk.dir(normalizeRel(target.path));
  else walk.paths.add(normalizeRel(target.path));
  return { paths: walk.paths, ...walk.doubt ? { doubt: walk.doubt } : {} };
}

// src/engine/sparse-check.ts
var SparseDoubt = class extends Error {
  name = "SparseDoubt";
};
function globalPaths(config) {
  return [
    config.file,
    ...config.schemas.crds,
    ...config.checks,
    ...config.gateRecords.path ? [config.gateRecords.path] : [],
    ...config.argocd?.healthTests ?? []
  ].map(normalizeRel);
}
function wholeTreeReason(config, changed, listings, platform) {
  if (!config.targets || config.discovery.withTargets) return "targets are discovered from the tree";
  if (platform === "darwin" || platform === "win32") return `file names may fold case on ${platform}`;
  const global = globalPaths(config);
  if (changed.some((c) => global.some((g) => touches(c, g))))
    return "the change touches a file every target depends on";
  for (const l of listings)
    for (const [file, e] of l.files) {
      if (e.mode === "120000" || e.mode === "160000") return `${file} is a symlink or submodule`;
      if (file.includes("\uFFFD")) return "a file name is not UTF-8";
      if (file.includes("\\")) return `${file} has a backslash in its name`;
    }
  return void 0;
}
function blobReader(repo) {
  const cache = /* @__PURE__ */ new Map();
  let pending;
  const flush = async (batch) => {
    const texts = await readBlobs(repo, batch.keys()).catch(
      (err) => ({ unread: err instanceof Error ? err.message : String(err) })
    );
    for (const [oid, resolve] of batch) resolve(texts instanceof Map ? texts.get(oid) : texts);
  };
  const load = (oid) => new Promise((resolve) => {
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
  return (oid) => {
    let t = cache.get(oid);
    if (!t) {
      t = load(oid);
      cache.set(oid, t);
    }
    return t;
  };
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
function filesUnder(listing, wanted) {
  if (wanted.has(".")) return [...listing.files.keys()];
  const out = [];
  for (const file of listing.files.keys()) {
    for (let p = file; ; p = p.slice(0, p.lastIndexOf("/"))) {
      if (wanted.has(p)) {
        out.push(file);
        break;
      }
      if (!p.includes("/")) break;
    }
  }
  return out;
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
async function healthHolders(input, heads) {
  if (!needsHealthCustomizations(input.changed, input.config, false)) return [];
  const marked = [...await filesContaining(input.repo, input.head, HEALTH_CUSTOMIZATIONS_MARKER)];
  if (marked.length === 0) return [];
  return heads.filter((r) => marked.some((file) => [...r.paths].some((p) => touches(file, p)))).map((r) => targetId(r.target));
}
function listBothTrees(repo, base, head) {
  return Promise.all([listTree(repo, base), listTree(repo, head)]);
}
async function planSparseCheck(input) {
  const { repo, config, changed } = input;
  const listings = await (input.listings ?? listBothTrees(repo, input.base, input.head));
  const reason = wholeTreeReason(config, changed, listings, input.platform ?? process.platform);
  if (reason) return { reason };
  const targets = (config.targets ?? []).map((t) => fromConfig(t, config.file));
  const blob = blobReader(repo);
  const tokens = /* @__PURE__ */ new Map();
  const sides = listings.map((l) => sideReader(l, blob, tokens));
  const [baseSide, headSide] = sides;
  const reachAt = (side, charts) => (t) => targetReach(side, t, config.file, charts);
  const atHead = reachAt(headSide, chartMetaFiles(headSide));
  const heads = await Promise.all(targets.map(async (t) => ({ target: t, ...await atHead(t) })));
  const candidates = /* @__PURE__ */ new Set();
  for (const r of heads) {
    if (r.doubt || changed.some((c) => [...r.paths].some((p) => touches(c, p)))) candidates.add(targetId(r.target));
  }
  for (const id of await healthHolders(input, heads)) candidates.add(id);
  const apps = new Set(targets.filter((t) => candidates.has(targetId(t))).map((t) => t.app));
  const written = heads.filter((r) => apps.has(r.target.app));
  const atBase = reachAt(baseSide, written.length ? chartMetaFiles(baseSide) : /* @__PURE__ */ new Map());
  const bases = await Promise.all(written.map((r) => atBase(r.target)));
  const wanted = new Set(globalPaths(config));
  for (const r of [...written, ...bases]) for (const p of r.paths) wanted.add(p);
  const [baseListing, headListing] = listings;
  return {
    candidates,
    files: { base: filesUnder(baseListing, wanted), head: filesUnder(headListing, wanted) },
    verify(side, target, inputs) {
      const listing = side === "base" ? baseListing : headListing;
      const missing = inputs === void 0 ? ["(unknown)"] : inputs.filter((p) => !covered(listing, wanted, p));
      if (missing.length > 0)
        throw new SparseDoubt(
          `${targetId(target)} reads ${missing.slice(0, 3).join(", ")}, not written out at ${side}`
        );
    }
  };
}

// src/schema/crd-loosening.ts
function stringList(v) {
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}
function here(path3) {
  return path3 === "" ? "the top level" : path3;
}
function compareNode(base, head, path3, out) {
  if (!isObject(base)) return;
  if (!isObject(head)) {
    out.push(`${here(path3)}: the schema was removed`);
    return;
  }
  const removed = stringList(base.required).filter((r) => !stringList(head.required).includes(r));
  if (removed.length) out.push(`${here(path3)}: required field(s) ${removed.join(", ")} no longer required`);
  if (typeof base.type === "string" && head.type !== base.type)
    out.push(`${here(path3)}: type ${base.type} widened to ${typeof head.type === "string" ? head.type : "any"}`);
  if (head["x-kubernetes-preserve-unknown-fields"] === true && base["x-kubernetes-preserve-unknown-fields"] !== true) {
    out.push(`${here(path3)}: x-kubernetes-preserve-unknown-fields added (any field is now accepted)`);
  }
  if (head["x-kubernetes-int-or-string"] === true && base["x-kubernetes-int-or-string"] !== true)
    out.push(`${here(path3)}: x-kubernetes-int-or-string added`);
  if (Array.isArray(base.enum)) {
    const baseEnum = new Set(base.enum.map((e) => JSON.stringify(e)));
    const wider = !Array.isArray(head.enum) || head.enum.some((e) => !baseEnum.has(JSON.stringify(e)));
    if (wider) out.push(`${here(path3)}: enum widened`);
  }
  if (isObject(base.properties)) {
    const headProps = isObject(head.properties) ? head.properties : {};
    for (const [name, sub] of Object.entries(base.properties)) {
      if (!(name in headProps) && head["x-kubernetes-preserve-unknown-fields"] !== true) continue;
      compareNode(sub, headProps[name], `${path3}.${name}`, out);
    }
  }
  if (isObject(base.items)) compareNode(base.items, head.items, `${path3}[]`, out);
  if (base.additionalProperties === false && head.additionalProperties !== false)
    out.push(`${here(path3)}: additionalProperties allowed`);
  else if (isObject(base.additionalProperties))
    compareNode(base.additionalProperties, head.additionalProperties, `${path3}.*`, out);
}
function crdChanges(base, head) {
  const changes = [];
  for (const [key, b] of [...base].sort(([x], [y]) => x.localeCompare(y))) {
    const h = head.get(key);
    if (!h || JSON.stringify(h.schema) === JSON.stringify(b.schema)) continue;
    const loosened = [];
    compareNode(b.schema, h.schema, "", loosened);
    if (!h.served && b.served) continue;
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
async function crdChangedDrafts(baseDirs, headDirs) {
  const changes = crdChanges(await merged(baseDirs), await merged(headDirs));
  return changes.map((c) => ({
    ruleId: "schema/crd-changed",
    message: c.loosened.length ? `${c.from} (${c.key}) is changed and loosened: ${c.loosened.join("; ")}. Objects are validated against the base revision's schema until this is merged` : `${c.from} (${c.key}) is changed (nothing loosened found). Objects are validated against the base revision's schema until this is merged`,
    location: { file: c.from.replace(/^CRD \S+ in /, "") },
    fingerprintKey: c.key
  }));
}

// src/engine/run-check.ts
async function runCheck(opts) {
  if (!opts.base) throw new UsageError("check needs --base (the revision the change starts from)");
  const repo = path2.resolve(opts.repo);
  const configRel = configPathOf(opts.configPath);
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  tools.catch(() => void 0);
  const asked = Promise.all([remoteUrls(repo), branchOf(repo, opts.base)]);
  const [baseInfo, headInfo] = await Promise.all([
    resolveSide(repo, opts.base),
    resolveSide(repo, opts.head ?? "HEAD")
  ]);
  const listings = opts.wholeTrees ? void 0 : listBothTrees(repo, baseInfo.sha, headInfo.sha);
  listings?.catch(() => void 0);
  const changes = changedFiles(repo, baseInfo.sha, headInfo.sha);
  changes.catch(() => void 0);
  const loaded = await configAt(repo, baseInfo.sha, configRel);
  const changed = await changes;
  const check = { opts, repo, configRel, tools, asked, loaded, changed, base: baseInfo, head: headInfo };
  const plan = opts.wholeTrees ? { reason: "asked for" } : await planSparseCheck({
    repo,
    base: baseInfo.sha,
    head: headInfo.sha,
    config: loaded.config,
    changed,
    ...listings ? { listings } : {}
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
function timing(opts, message) {
  opts.onTiming?.(`check on ${message}`);
}
async function checkOn(c, sparse) {
  const { opts, repo } = c;
  if (sparse)
    timing(
      opts,
      `partial trees: ${sparse.candidates.size} target(s) to walk, ${sparse.files.head.length} file(s) written at head`
    );
  return withSides(
    [() => openResolved(repo, c.base, sparse?.files.base), () => openResolved(repo, c.head, sparse?.files.head)],
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
  const headText = headConfigTextIfChanged(c, head.info.sha);
  const judges = await buildJudges(config, opts, base.root, tools);
  const [repoUrls, branch] = await c.asked;
  const where = { repoUrls, branch: opts.baseBranch ?? branch };
  const { baseFound, headFound, inputs, pairs } = await pairsOf(c, { base, head, config, where }, sparse);
  const [baseRoots, headRoots] = await roots;
  const ctx = {
    mode: "check",
    judges,
    base: baseRoots,
    head: { ...headRoots, trustedCrdDirs: baseRoots.crdDirs, submodules: head.submodules }
  };
  const cross = crossChecks({ mode: "check", config, opts, baseRoot: base.root, headRoot: head.root });
  const progress = progressReporter(opts.onProgress);
  const outcomes = await runGroups(pairs, ctx, jobsOf(opts), { crossCheck: cross.run, onTargetDone: progress });
  const extra = await changeFindings({ config, configRel, baseText, headText: await headText, baseRoots, headRoots });
  const coverage = checkCoverageFindings({
    config,
    changed,
    readBy: inputs.readBy,
    globalFiles: inputs.globalFiles,
    outcomes,
    base: baseFound,
    head: headFound
  });
  const notices = [...warnings, ...headFound.notes, ...submoduleNotices(head), ...cross.notices()];
  return assembleReport({
    mode: "check",
    outcomes,
    extraFindings: [...extra, ...coverage, ...cross.findings()],
    images: cross.images(),
    notices,
    tools: toolsOf(judges),
    base: base.info,
    head: head.info
  });
}
function headConfigTextIfChanged(c, headSha) {
  const rel = c.configRel.split(path2.sep).join("/").replace(/^\.\//, "");
  const touched = c.changed.some((p) => p === rel || p.startsWith(`${rel}/`));
  return touched ? headConfigText(c.repo, headSha, c.configRel) : Promise.resolve(c.loaded.text ?? "");
}
async function pairsOf(c, s, sparse) {
  const { opts, changed } = c;
  const { base, head, config } = s;
  const [baseFound, headFound] = await Promise.all([
    discover(base.root, config, { ...s.where, ...toolPaths(opts) }),
    discover(head.root, config, { ...s.where, ...toolPaths(opts) })
  ]);
  const inputs = await affectedBy(changed, config, base.root, head.root, sparse?.verify);
  const pairs = await pairTargets(
    baseFound.targets,
    headFound.targets,
    (t, side) => !sparse || sparse.candidates.has(targetId(t)) ? inputs.affected(t, side) : notTouched(inputs.readBy, t)
  );
  widenForCrossChecks(pairs, config);
  if (sparse) await verifyWidened(pairs, sparse, { base: base.root, head: head.root, configFile: config.file });
  return { baseFound, headFound, inputs, pairs };
}
async function changeFindings(c) {
  const extra = siteFindings(c.config, c.headRoots.refused);
  if ((c.baseText ?? "") !== c.headText) extra.push(...configChanged(c.config, c.configRel));
  extra.push(...siteFindings(c.config, await crdChangedDrafts(c.baseRoots.crdDirs, c.headRoots.crdDirs)));
  return extra.map((f) => ({ ...f, change: "introduced" }));
}
async function notTouched(readBy, target) {
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
function configChanged(config, file) {
  return siteFindings(config, [
    {
      ruleId: "config/changed",
      message: `${file} is changed by this change; the checks here used the base revision's config, the new one applies after merge`,
      location: { file }
    }
  ]);
}
export {
  runCheck
};
