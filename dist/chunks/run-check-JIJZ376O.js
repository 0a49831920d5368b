import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  checkCoverageFindings,
  crossChecksLater,
  discoveryApiVersions,
  jobsOf,
  judgesLoadingChecksLater,
  progressReporter,
  renderKey,
  runGroups,
  sideRootsOf,
  validateChecks
} from "./chunk-NYJ5DFR5.js";
import {
  startCheck
} from "./chunk-NEB5HHRZ.js";
import {
  afterNextProcess
} from "./chunk-TIUOTVBG.js";
import {
  repoLocationFolders
} from "./chunk-LFOEVP5P.js";
import {
  HEALTH_CUSTOMIZATIONS_MARKER,
  affectedBy,
  attributesScope,
  configOf,
  configUsed,
  declaresTargetsOnly,
  discover,
  enterPhase,
  fromConfig,
  isAttributesFile,
  missing,
  needsHealthCustomizations,
  openResolved,
  siteFindings,
  submoduleNotices,
  targetInputs,
  toolPaths,
  toolsOf,
  touches,
  withSides
} from "./chunk-OVIKFOGR.js";
import {
  baseListing,
  filesContaining,
  listTree,
  oddEntry,
  readBlobs,
  readFileAt
} from "./chunk-UEK253SU.js";
import "./chunk-PQK2GXZ7.js";
import {
  markContextOnly,
  pairTargets,
  widenForCrossChecks
} from "./chunk-VOVAYY2D.js";
import "./chunk-VISEUKLH.js";
import "./chunk-GPHPRAWK.js";
import {
  targetId
} from "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import "./chunk-YNQTJFVJ.js";
import "./chunk-OCYF6E2S.js";
import "./chunk-J7JL2GM7.js";
import "./chunk-WSCGBALH.js";
import {
  KUSTOMIZATION_FILES
} from "./chunk-GYBYBRZP.js";
import {
  readCrdDir
} from "./chunk-572HAQIM.js";
import "./chunk-3KVACT7E.js";
import "./chunk-M6BRCHIR.js";
import "./chunk-54GLFIVL.js";
import "./chunk-QMC5NZGM.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-DYXIUYOZ.js";
import "./chunk-ADW2EP4Y.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-PK5OONDX.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import {
  require_picomatch
} from "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-OUAN73NT.js";
import "./chunk-QIVPUIGI.js";
import "./chunk-SZMUBOMR.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import {
  assembleReport
} from "./chunk-P6LZR6JC.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-T4D7B56H.js";
import {
  redactTokens
} from "./chunk-5E7SO422.js";
import "./chunk-DMYT3QAX.js";
import {
  isObject
} from "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/engine/git-tree.ts
import path from "node:path";
var GIT_ROOT = path.resolve("/", "deploy-gate-git-tree");
var ROOT_PREFIX = GIT_ROOT + path.sep;
function gitTree(listing, blob) {
  const relOf = (abs) => abs === GIT_ROOT ? "." : abs.startsWith(ROOT_PREFIX) ? abs.slice(ROOT_PREFIX.length) : void 0;
  const kindOf = (abs) => {
    const rel = relOf(abs);
    if (rel === void 0) return void 0;
    return rel === "." || listing.dirs.has(rel) ? "dir" : listing.files.has(rel) ? "file" : void 0;
  };
  let scan;
  return {
    realRoot: () => Promise.resolve(GIT_ROOT),
    realpath: (abs) => kindOf(abs) ? Promise.resolve(abs) : Promise.reject(missing(abs)),
    kind: (abs) => Promise.resolve(kindOf(abs)),
    async readText(abs) {
      const rel = relOf(abs);
      const entry = rel === void 0 ? void 0 : listing.files.get(rel);
      if (!entry) throw missing(abs);
      const text = await blob(entry.oid);
      if (typeof text === "string") return text;
      throw new Error(`${rel ?? abs}: ${text === void 0 ? "not UTF-8" : `git could not read it: ${text.unread}`}`);
    },
    scan: () => scan ??= Promise.resolve(listedScan(listing)),
    memo: /* @__PURE__ */ new Map()
  };
}
function listedScan(listing) {
  const dirs = /* @__PURE__ */ new Map([[".", []]]);
  const add = (rel, type) => {
    const slash = rel.lastIndexOf("/");
    const parent = slash < 0 ? "." : rel.slice(0, slash);
    let entries = dirs.get(parent);
    if (!entries) dirs.set(parent, entries = []);
    entries.push({ name: rel.slice(slash + 1), type });
  };
  for (const dir of listing.dirs) add(dir, "dir");
  for (const file of listing.files.keys()) add(file, "file");
  return { root: GIT_ROOT, problems: [], symlinks: /* @__PURE__ */ new Map(), dirs };
}
var READ_NAMES = /* @__PURE__ */ new Set([...KUSTOMIZATION_FILES, "Chart.yaml", "requirements.yaml"]);
var MAX_PREFETCH_FILE = 512 * 1024;
var MAX_PREFETCH_TOTAL = 32 * 1024 * 1024;
function blobReader(repo, listing) {
  const asked = /* @__PURE__ */ new Set();
  let total = 0;
  for (const [file, entry] of listing.files) {
    if (!READ_NAMES.has(file.slice(file.lastIndexOf("/") + 1)) || entry.size > MAX_PREFETCH_FILE) continue;
    if (asked.has(entry.oid)) continue;
    if (total + entry.size > MAX_PREFETCH_TOTAL) break;
    total += entry.size;
    asked.add(entry.oid);
  }
  const ahead = readBlobs(repo, asked).catch(() => void 0);
  const onDemand = batchedReader(repo);
  const cache = /* @__PURE__ */ new Map();
  const load = (oid) => asked.has(oid) ? ahead.then((texts) => texts ? texts.get(oid) : onDemand(oid)) : onDemand(oid);
  return (oid) => {
    let t = cache.get(oid);
    if (!t) cache.set(oid, t = load(oid));
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

// src/engine/path-sets.ts
import path2 from "node:path";
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
function normalizeRel(p) {
  const n = path2.posix.normalize(p.replace(/\\/g, "/")).replace(/\/+$/, "");
  return n === "" ? "." : n;
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
  return { marked, of: async (heads) => holdersOf(await marked, heads) };
}
function holdersOf(marked, heads) {
  if (marked.length === 0) return [];
  const holds = touchIndex(marked);
  return heads.filter((r) => holds(r.paths)).map((r) => targetId(r.target));
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
  const chosen = await whatToWrite(input, listings);
  if ("reason" in chosen) return chosen;
  return partialPlan(listings, chosen.candidates, chosen.wanted);
}
function inputsAt(listing, blob, configFile) {
  const tree = gitTree(listing, blob);
  return (t) => targetInputs(tree, t, configFile).catch((err) => ({
    reason: `the inputs of ${targetId(t)} cannot be read from git: ${err instanceof Error ? err.message : String(err)}`
  }));
}
async function whatToWrite(input, listings) {
  const { config, changed } = input;
  const holders = healthHolders(input);
  const targets = (config.targets ?? []).map((t) => fromConfig(t, config.file));
  const [baseListing2, headListing] = listings;
  const touched = touchIndex(changed);
  const blob = blobReader(input.repo, headListing);
  const atHead = inputsAt(headListing, blob, config.file);
  const heads = [];
  for (const [i, found] of (await Promise.all(targets.map(atHead))).entries()) {
    if (!Array.isArray(found)) return found;
    heads.push({ target: targets[i], paths: found, hit: touched(found) });
  }
  const candidates = new Set(heads.filter((r) => r.hit).map((r) => targetId(r.target)));
  for (const id of await holders.of(heads)) candidates.add(id);
  const apps = new Set(targets.filter((t) => candidates.has(targetId(t))).map((t) => t.app));
  const written = heads.filter((r) => apps.has(r.target.app));
  const atBase = inputsAt(baseListing2, blob, config.file);
  const bases = await Promise.all(written.map((r) => atBase(r.target)));
  const wanted = new Set(globalPaths(config));
  for (const paths of [...written.map((r) => r.paths), ...bases]) {
    if (!Array.isArray(paths)) return paths;
    for (const p of paths) wanted.add(normalizeRel(p));
  }
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
      const missing2 = inputs === void 0 ? ["(unknown)"] : inputs.filter((p) => !covered(listing, wanted, p));
      if (missing2.length > 0)
        throw new SparseDoubt(
          `${targetId(target)} reads ${missing2.slice(0, 3).join(", ")}, not written out at ${side}`
        );
    }
  };
}

// src/engine/change-findings.ts
import path3 from "node:path";

// src/schema/crd-loosening.ts
function stringList(v) {
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}
function here(path4) {
  return path4 === "" ? "the top level" : path4;
}
function compareNode(base, head, path4, out) {
  if (!isObject(base)) return;
  if (!isObject(head)) {
    out.push(`${here(path4)}: the schema was removed`);
    return;
  }
  const removed = stringList(base.required).filter((r) => !stringList(head.required).includes(r));
  if (removed.length) out.push(`${here(path4)}: required field(s) ${removed.join(", ")} no longer required`);
  if (typeof base.type === "string" && head.type !== base.type)
    out.push(`${here(path4)}: type ${base.type} widened to ${typeof head.type === "string" ? head.type : "any"}`);
  if (head["x-kubernetes-preserve-unknown-fields"] === true && base["x-kubernetes-preserve-unknown-fields"] !== true) {
    out.push(`${here(path4)}: x-kubernetes-preserve-unknown-fields added (any field is now accepted)`);
  }
  if (head["x-kubernetes-int-or-string"] === true && base["x-kubernetes-int-or-string"] !== true)
    out.push(`${here(path4)}: x-kubernetes-int-or-string added`);
  if (Array.isArray(base.enum)) {
    const baseEnum = new Set(base.enum.map((e) => JSON.stringify(e)));
    const wider = !Array.isArray(head.enum) || head.enum.some((e) => !baseEnum.has(JSON.stringify(e)));
    if (wider) out.push(`${here(path4)}: enum widened`);
  }
  if (isObject(base.properties)) {
    const headProps = isObject(head.properties) ? head.properties : {};
    for (const [name, sub] of Object.entries(base.properties)) {
      if (!(name in headProps) && head["x-kubernetes-preserve-unknown-fields"] !== true) continue;
      compareNode(sub, headProps[name], `${path4}.${name}`, out);
    }
  }
  if (isObject(base.items)) compareNode(base.items, head.items, `${path4}[]`, out);
  if (base.additionalProperties === false && head.additionalProperties !== false)
    out.push(`${here(path4)}: additionalProperties allowed`);
  else if (isObject(base.additionalProperties))
    compareNode(base.additionalProperties, head.additionalProperties, `${path4}.*`, out);
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
  const rel = path3.posix.normalize(c.configRel.split(path3.sep).join("/"));
  const touched = c.changed.some((p) => touches(p, rel));
  if (!touched) return Promise.resolve(c.baseText ?? "");
  return readFileAt(c.repo, headSha, c.configRel).then(
    (t) => t ?? "",
    (err) => `<unreadable: ${err instanceof Error ? err.message : String(err)}>`
  );
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
  try {
    return await checkFrom(opts, s);
  } catch (err) {
    await s.idle();
    throw err;
  }
}
async function checkFrom(opts, s) {
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
    async ([base, head]) => checkSides(c, { base, head }, sparse)
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
  const discoverAt = (side, apiVersionsFor) => discover(side.root, config, { ...s.where, ...toolPaths(opts), deadline: opts.deadline, apiVersionsFor, ...shared });
  const [baseFound, headFound] = await Promise.all([
    discoverAt(base, s.apiVersions.base),
    discoverAt(head, s.apiVersions.head)
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
