import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  crdLocationsOf,
  resolveRepoLocations
} from "./chunk-4CYCRRQY.js";
import {
  groupByApp
} from "./chunk-P2ST4MNK.js";
import {
  SourceCache,
  declaredDependencies,
  defaultSourceCacheDir,
  diffTarget,
  inputMaskValues,
  isInside,
  normalizeForDiff,
  pLimit,
  problemsUnder,
  renderTarget,
  scanTree,
  secretInputMaskValues,
  targetInputs,
  touches,
  trustedSourcesOf,
  vendoredNames
} from "./chunk-FOQ3YNAA.js";
import {
  childMemoryLimitBytes
} from "./chunk-A4K7KFUI.js";
import {
  isHelmTestHook
} from "./chunk-CPP7XR67.js";
import {
  appliedIdentityOf,
  compareFindings,
  configuredCrds,
  keepUncheckedIntroduced
} from "./chunk-LWTNYFFW.js";
import {
  siteFindings
} from "./chunk-LWAUYT3A.js";
import {
  defaultNamespaceOf,
  targetParts
} from "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import {
  PROBE_KINDS,
  compileConditions,
  describeContainer,
  measurementPhase,
  metricsOf,
  parseExpr
} from "./chunk-BVFYZUKM.js";
import {
  isRollingWorkload,
  podTemplateOf
} from "./chunk-AEMN7P2B.js";
import {
  containerFieldPointer,
  containersOf,
  podSpecsOf
} from "./chunk-KZXAIZA3.js";
import {
  checkApiVersions,
  guarded,
  renderFailureDrafts
} from "./chunk-D2SDISZR.js";
import {
  CREATED,
  cacheSecret,
  celMap,
  celValueOf,
  crdKey,
  crdRuleDrafts,
  evaluateCel,
  immutableFieldDrafts,
  signatureMatches,
  signatureOf
} from "./chunk-AY36APSX.js";
import {
  parseRendered
} from "./chunk-B7GEDGLJ.js";
import {
  isClusterScoped,
  mergeScopes,
  placementOf,
  readFile,
  readdir,
  realpath,
  stat
} from "./chunk-QL7IOEAV.js";
import {
  KNOWN_GROUP_VERSIONS
} from "./chunk-QMC5NZGM.js";
import {
  toolCacheDir
} from "./chunk-QCYFN3UA.js";
import {
  DEFAULT_POLICY_PACKS,
  environmentOf
} from "./chunk-ZQ5WTYB2.js";
import {
  IGNORE_ANNOTATION,
  configExemption,
  finalizeDrafts,
  ignoreEntryFor,
  isWildcardEntry
} from "./chunk-PNZQSVZR.js";
import {
  isRenderedResource
} from "./chunk-NEUGZZOX.js";
import {
  require_picomatch
} from "./chunk-M56IX5WU.js";
import {
  apiGroup,
  describeRef,
  resourceKey
} from "./chunk-XY7PLT3O.js";
import {
  ruleInfo
} from "./chunk-XJGA2I7W.js";
import {
  verdictOf
} from "./chunk-D4CM722U.js";
import {
  collectMaskValues
} from "./chunk-URNH3GDA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";
import {
  annotationsOf,
  asObject,
  asStrings,
  canonicalJson,
  getAt,
  isObject,
  joinPointer
} from "./chunk-LYFTJUJU.js";
import {
  toolVersion
} from "./chunk-L3AFQ6AO.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/engine/judges.ts
import os from "node:os";
import path6 from "node:path";

// src/engine/render-cache.ts
import { createHash as createHash2 } from "node:crypto";
import { readFile as readFile2 } from "node:fs/promises";
import { lstatSync as lstatSync2, readdirSync as readdirSync2, statSync } from "node:fs";
import path4 from "node:path";
import { fileURLToPath } from "node:url";

// src/engine/render-cache-tree.ts
import { createHash } from "node:crypto";
import { lstatSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import path from "node:path";
var TREE_LIMITS = { maxEntries: 5e4, maxBytes: 64 * 1024 * 1024 };
function entryLine(abs, st) {
  if (st.isSymbolicLink()) return `link ${readlinkSync(abs)}`;
  if (st.isDirectory()) return "dir";
  if (st.isFile())
    return `file ${st.mode & 73 ? "x" : "-"} ${createHash("sha256").update(readFileSync(abs)).digest("hex")}`;
  return `other ${st.mode}`;
}
function describeDir(walk, root, rel) {
  const entries = readdirSync(path.join(root, rel), { withFileTypes: true });
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries) {
    if (walk.paths.length >= walk.limits.maxEntries) return false;
    const child = rel === "" ? entry.name : `${rel}/${entry.name}`;
    const st = lstatSync(path.join(root, child));
    if (st.isFile()) walk.bytes += st.size;
    if (walk.bytes > walk.limits.maxBytes) return false;
    const line = entryLine(path.join(root, child), st);
    walk.hash.update(`${JSON.stringify(child)}	${JSON.stringify(line)}
`);
    walk.paths.push(child);
    walk.lines.push(line);
    if (st.isDirectory() && !describeDir(walk, root, child)) return false;
  }
  return true;
}
function treeSnapshot(root, limits = TREE_LIMITS) {
  const walk = { hash: createHash("sha256"), paths: [], lines: [], bytes: 0, limits };
  try {
    if (!describeDir(walk, root, "")) return void 0;
  } catch {
    return void 0;
  }
  const { paths, lines } = walk;
  const at = new Map(paths.map((p, i) => [p, i]));
  return {
    digest: walk.hash.digest("hex"),
    describe(rel, out) {
      if (rel === ".") {
        out.set(".", "dir");
        for (const [j, p] of paths.entries()) out.set(p, lines[j]);
        return true;
      }
      const i = at.get(rel);
      if (i === void 0) return false;
      out.set(rel, lines[i]);
      for (let j = i + 1; j < paths.length && paths[j].startsWith(`${rel}/`); j++)
        out.set(paths[j], lines[j]);
      return true;
    }
  };
}

// src/engine/render-cache-parse.ts
import { isDeepStrictEqual } from "node:util";
function parseOptionsToStore(opts) {
  const { root: _root, crdScopes, ...rest } = opts;
  if (!crdScopes || crdScopes.size === 0) return rest;
  return { ...rest, crdScopes: [...crdScopes].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0) };
}
function packDraft(draft, index) {
  const { resource, ...rest } = draft;
  if (resource === void 0) return "resource" in draft ? void 0 : rest;
  if (!isRenderedResource(resource)) return { ...rest, resource };
  const at = index.get(resource);
  return at === void 0 ? void 0 : { ...rest, resourceIndex: at };
}
function packParse(parsed, opts) {
  if (parsed.overBudget) return void 0;
  const index = new Map(parsed.resources.map((r, i) => [r, i]));
  const problems = [];
  for (const draft of parsed.problems) {
    const packed = packDraft(draft, index);
    if (!packed) return void 0;
    problems.push(packed);
  }
  const stored = {
    options: parseOptionsToStore(opts),
    resources: parsed.resources.map((r) => ({ ref: r.ref, object: r.object, docIndex: r.docIndex, source: r.source })),
    problems
  };
  return isDeepStrictEqual(JSON.parse(JSON.stringify(stored)), stored) ? stored : void 0;
}
function unpackParse(stored, reparse) {
  let fresh;
  const freshAt = (i, ref) => {
    fresh ??= reparse().resources;
    const resource = fresh[i];
    if (!resource || !isDeepStrictEqual(resource.ref, ref))
      throw new Error(`render cache: the stored parse does not match a parse of the stored render (object ${i})`);
    return resource;
  };
  const resources = stored.resources.map((r, i) => ({
    ...r,
    locate: (pointer) => freshAt(i, r.ref).locate(pointer)
  }));
  const problems = stored.problems.map(
    ({ resourceIndex, ...draft }) => resourceIndex === void 0 ? draft : { ...draft, resource: resources[resourceIndex] }
  );
  return { resources, problems };
}
async function parseOrRestore(rendered, opts) {
  const reparse = () => parseRendered(rendered.chunks, opts);
  if (rendered.parsed && isDeepStrictEqual(rendered.parsed.options, parseOptionsToStore(opts))) {
    try {
      return unpackParse(rendered.parsed, reparse);
    } catch {
    }
  }
  const parsed = reparse();
  await rendered.keep?.(parsed, opts);
  return parsed;
}

// src/engine/render-cache-store.ts
import { readdir as readdir2, rm, stat as stat2 } from "node:fs/promises";
import { readFileSync as readFileSync2, utimesSync } from "node:fs";
import path3 from "node:path";

// src/cache/signed-file.ts
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path2 from "node:path";
function writeWhole(target, text) {
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temp, text);
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    mkdirSync(path2.dirname(target), { recursive: true });
    writeFileSync(temp, text);
  }
  renameSync(temp, target);
}
var macOf = (secret, body) => signatureOf([body], secret).toString("hex");
function signed(secret, body) {
  return `${macOf(secret, body)}
${body}`;
}
function verified(secret, text) {
  const cut = text.indexOf("\n");
  if (cut !== 64) return void 0;
  const body = text.slice(cut + 1);
  return signatureMatches(text.slice(0, cut), signatureOf([body], secret)) ? body : void 0;
}

// src/engine/render-cache-store.ts
var KEPT_TREES = 3;
async function pruneTrees(treesDir, current) {
  try {
    const others = (await readdir2(treesDir)).filter((name) => name !== current);
    const aged = await Promise.all(
      others.map(async (name) => ({ name, mtime: (await stat2(path3.join(treesDir, name))).mtimeMs }))
    );
    aged.sort((a, b) => b.mtime - a.mtime);
    for (const { name } of aged.slice(KEPT_TREES - 1))
      await rm(path3.join(treesDir, name), { recursive: true, force: true });
  } catch {
  }
}
function touch(folder) {
  try {
    const now = /* @__PURE__ */ new Date();
    utimesSync(folder, now, now);
  } catch {
  }
}
function renderCacheAt(dir, secret = cacheSecret()) {
  const treesDir = path3.join(dir, "trees");
  const file = (key, tree) => tree === void 0 ? path3.join(dir, key.slice(0, 2), `${key}.json`) : path3.join(treesDir, tree, `${key}.json`);
  const snapshots = /* @__PURE__ */ new Map();
  const pruned = /* @__PURE__ */ new Map();
  const used = /* @__PURE__ */ new Set();
  return {
    async get(key, tree) {
      try {
        const body = verified(secret, readFileSync2(file(key, tree), "utf8"));
        if (body === void 0) return void 0;
        const stored = JSON.parse(body);
        if (stored.key !== key || stored.result?.ok !== true) return void 0;
        if (tree !== void 0 && !used.has(tree)) {
          used.add(tree);
          touch(path3.join(treesDir, tree));
        }
        return { result: stored.result, ...stored.parsed ? { parsed: stored.parsed } : {} };
      } catch {
        return void 0;
      }
    },
    async put(key, entry, tree) {
      if (!entry.result.ok) return;
      if (tree !== void 0) {
        if (!pruned.has(tree)) pruned.set(tree, pruneTrees(treesDir, tree));
        await pruned.get(tree);
      }
      try {
        writeWhole(file(key, tree), signed(secret, JSON.stringify({ key, ...entry })));
      } catch {
      }
    },
    tree(root) {
      if (!snapshots.has(root)) snapshots.set(root, treeSnapshot(root));
      return snapshots.get(root);
    }
  };
}

// src/engine/render-cache.ts
var FORMAT = "deploy-gate render cache 3";
function defaultRenderCacheDir(env = process.env) {
  return toolCacheDir("renders", env);
}
var sha256 = (data) => createHash2("sha256").update(data).digest("hex");
var codeHash;
function ownCode() {
  const self = fileURLToPath(import.meta.url);
  codeHash ??= readFile2(self).then((b) => {
    const siblings = readdirSync2(path4.dirname(self)).sort().join("\n");
    return `${toolVersion()} ${sha256(b)} ${sha256(siblings)}`;
  });
  return codeHash;
}
function toolKey(status) {
  if (!status.ok) return status;
  let s;
  try {
    s = statSync(status.bin);
  } catch {
    s = void 0;
  }
  return {
    tool: status.tool,
    bin: status.bin,
    renderArgs: status.renderArgs,
    size: s?.size,
    mtime: s?.mtimeMs,
    ino: s?.ino
  };
}
function describeInput(root, rel, out) {
  if (out.has(rel)) return;
  const abs = path4.join(root, rel);
  let st;
  try {
    st = lstatSync2(abs);
  } catch {
    st = void 0;
  }
  out.set(rel, st ? entryLine(abs, st) : "absent");
  if (st?.isDirectory())
    for (const name of readdirSync2(abs).sort()) describeInput(root, path4.posix.join(rel, name), out);
}
async function requestMaterial(req) {
  return {
    format: FORMAT,
    code: await ownCode(),
    target: req.target,
    env: req.env,
    helm: toolKey(req.tools.helm),
    kustomize: toolKey(req.tools.kustomize),
    // Not the timeout: only successes are kept, and the run's deadline shortens it from target to target.
    extraApiVersions: req.extraApiVersions ?? [],
    maxOutputBytes: req.maxOutputBytes
  };
}
async function renderKey(req, configFile, snapshot, request) {
  let inputs;
  try {
    inputs = await targetInputs(req.root, req.target, configFile, { complete: true });
  } catch {
    return void 0;
  }
  const files = /* @__PURE__ */ new Map();
  for (const rel of [...new Set(inputs.map((i) => path4.posix.normalize(i.replace(/\/+$/, "") || ".")))].sort()) {
    if (!snapshot?.describe(rel, files)) describeInput(req.root, rel, files);
  }
  const material = {
    ...request ?? await requestMaterial(req),
    files: [...files].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)
  };
  return sha256(JSON.stringify(material));
}
async function treeKey(req, digest, request) {
  return sha256(JSON.stringify({ ...request ?? await requestMaterial(req), tree: digest }));
}
async function cachedRender(cache, req, configFile, render) {
  if (targetParts(req.target).every((p) => p.kind === "manifests")) return render();
  const snapshot = cache.tree(req.root);
  const request = await requestMaterial(req);
  const tree = snapshot === void 0 ? void 0 : await treeKey(req, snapshot.digest, request);
  const whole = tree === void 0 ? void 0 : await cache.get(tree, snapshot?.digest);
  if (whole) return { ...whole.result, cached: true, ...whole.parsed ? { parsed: whole.parsed } : {} };
  const key = await renderKey(req, configFile, snapshot, request);
  if (key === void 0) return render();
  const keepAt = (result2) => tree === void 0 ? {} : {
    keep: (parsed, opts) => cache.put(tree, withParse(result2, parsed, opts), snapshot?.digest)
  };
  const hit = await cache.get(key);
  if (hit) return { ...hit.result, cached: true, ...keepAt(hit.result) };
  const result = await render();
  const remote = "sources" in result && Array.isArray(result.sources) && result.sources.length > 0;
  if (!result.ok || remote) return result;
  const rendered = result;
  await cache.put(key, { result: rendered });
  return { ...rendered, ...keepAt(rendered) };
}
function withParse(result, parsed, opts) {
  let stored;
  try {
    stored = packParse(parsed, opts);
  } catch {
    stored = void 0;
  }
  return { result, ...stored ? { parsed: stored } : {} };
}

// src/engine/admission-policies.ts
import { lstat, readdir as readdir3, readFile as readFile3 } from "node:fs/promises";
import path5 from "node:path";
var YAML_FILE = /\.(ya?ml|json)$/i;
var MAX_FILE_BYTES = 4 * 1024 * 1024;
async function loadAdmissionPolicies(config, trustedRoot) {
  const out = [];
  for (const rel of config.admission?.policies ?? []) {
    const files = await filesUnder(trustedRoot, rel);
    if (files === void 0)
      throw new UsageError(
        `admission.policies: ${rel} is neither a folder nor a file at the revision the config was read at`
      );
    for (const file of files) {
      const text = await readFile3(path5.join(trustedRoot, file), "utf8");
      const parsed = parseRendered([{ text, file }], { kind: "manifests", targetPath: rel, root: trustedRoot });
      const problem = parsed.overBudget?.message ?? parsed.problems[0]?.message;
      if (problem) throw new UsageError(`admission.policies: ${file}: ${problem}`);
      out.push(...parsed.resources);
    }
  }
  return out;
}
async function filesUnder(root, rel) {
  const st = await lstat(path5.join(root, rel)).catch(() => void 0);
  if (!st || st.isSymbolicLink() || !(st.isFile() || st.isDirectory())) return void 0;
  if (st.isFile()) return st.size <= MAX_FILE_BYTES ? [rel] : [];
  const entries = await readdir3(path5.join(root, rel), { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && YAML_FILE.test(e.name)).map((e) => path5.relative(root, path5.join(e.parentPath, e.name)).split(path5.sep).join("/")).sort();
  const sizes = await Promise.all(files.map((f) => lstat(path5.join(root, f)).then((s) => s.size)));
  return files.filter((_, i) => (sizes[i] ?? 0) <= MAX_FILE_BYTES);
}

// src/engine/judges.ts
function onceOnly(fn) {
  if (!fn) return void 0;
  let called = false;
  return () => {
    if (called) return;
    called = true;
    fn();
  };
}
var checksCode = () => import("./load-WU44IAFX.js");
function readChecksAhead() {
  checksCode().then((code) => code.builtInCheckFiles()).catch(() => void 0);
}
async function buildJudges(config, opts, trustedRoot, tools) {
  const policies = await loadChecks(config, trustedRoot);
  return { ...await judgesWith(config, opts, trustedRoot, tools), policies };
}
async function loadChecks(config, trustedRoot) {
  const { loadPolicies, PolicyLoadError } = await checksCode();
  let policies;
  try {
    policies = loadPolicies(checksOf(config, trustedRoot));
  } catch (err) {
    throw err instanceof PolicyLoadError ? new UsageError(err.message) : err;
  }
  unknownRuleIds(config, policies);
  return policies;
}
async function validateChecks(config, trustedRoot) {
  await loadChecks(config, trustedRoot);
}
function checksOf(config, trustedRoot) {
  return {
    extraDirs: config.checks.map((dir) => path6.join(trustedRoot, dir)),
    params: checkParamsOf(config),
    packs: config.policies ?? DEFAULT_POLICY_PACKS
  };
}
async function judgesWith(config, opts, trustedRoot, tools) {
  const schema = schemaOnDemand({
    locations: [
      ...opts.schemaLocations,
      ...resolveRepoLocations(config.schemas.locations, trustedRoot, "schemas.locations")
    ],
    crdLocations: crdLocationsOf(opts, config, trustedRoot),
    crdDirs: [],
    offline: opts.offline,
    strict: config.schemas.strict,
    confineTo: trustedRoot
  });
  const remote = {
    sources: config.sources,
    configFile: config.file,
    offline: opts.offline,
    // The engine reads no process.env: the source cache dir and credentials come from the caller's env.
    cache: new SourceCache(opts.sourceCacheDir ?? defaultSourceCacheDir(opts.env ?? {})),
    env: opts.env ?? {},
    ...trustedSourcesOf(config.sources, trustedRoot)
  };
  const renderCache = opts.mode === "audit" && opts.renderCache === true ? renderCacheAt(opts.renderCacheDir ?? defaultRenderCacheDir()) : void 0;
  return {
    config,
    tools: await tools,
    schema,
    renderSlots: pLimit(jobsOf(opts)),
    childMemoryBytes: childMemoryOf(config, opts),
    remote,
    onRender: onceOnly(opts.onFirstRender),
    ...opts.deadline ? { deadline: opts.deadline } : {},
    ...renderCache ? { renderCache } : {},
    admissionPolicies: config.admission?.policies.length ? await loadAdmissionPolicies(config, trustedRoot) : void 0
  };
}
function schemaOnDemand(opts) {
  let base;
  let made;
  const baseOf = () => base ??= import("./schema-base-TJ3TFQRE.js").then((m) => m.createSchemaBase(opts));
  const validator = () => made ??= Promise.all([baseOf(), import("./validator-4GJYMUZU.js")]).then(
    ([b, m]) => m.createSchemaValidator(opts, b)
  );
  return {
    servedApiVersions: async (env) => (await baseOf()).servedApiVersions(env),
    validateTarget: async (resources, env, per) => (await validator()).validateTarget(resources, env, per)
  };
}
async function sideRootsOf(config, root) {
  const scan = await scanTree(root);
  const refused = [];
  const crdDirs = [];
  for (const dir of config.schemas.crds) {
    const problems = problemsUnder(scan, [dir]);
    const escapes = await outsideRoot(root, dir);
    if (problems.length || escapes) {
      refused.push({
        ruleId: "render/failed",
        message: `schemas.crds dir ${dir} was not read: ${escapes ? "it resolves outside the repository" : problems.map((p) => `${p.code}: ${p.message}`).join("; ")}`,
        location: { file: dir }
      });
      continue;
    }
    crdDirs.push(path6.join(root, dir));
  }
  const crds = await configuredCrds(crdDirs);
  return { root, crdDirs, crdApiVersions: crds.apiVersions, crdScopes: crds.scopes, refused };
}
async function outsideRoot(root, dir) {
  const [realRoot, realDir] = await Promise.all([
    realpath(root),
    realpath(path6.join(root, dir)).catch(() => void 0)
  ]);
  if (realDir === void 0) return false;
  const inside = realDir === realRoot || realDir.startsWith(`${realRoot}${path6.sep}`);
  return !inside || realDir.split(path6.sep).includes(".git");
}
function childMemoryOf(config, opts) {
  const mib = config.render.maxMemoryMiB;
  return mib === void 0 ? childMemoryLimitBytes(os.totalmem(), jobsOf(opts)) : mib * 1024 * 1024;
}
function jobsOf(opts) {
  return opts.jobs > 0 ? opts.jobs : Math.max(1, os.availableParallelism());
}
function unknownRuleIds(config, policies) {
  const custom = new Set(policies.checks.map((c) => c.id));
  const unknown = Object.keys(config.rules).filter((id) => !ruleInfo(id) && !custom.has(id));
  if (unknown.length) {
    throw new UsageError(
      `${config.file}: rules: ${unknown.join(", ")} ${unknown.length === 1 ? "is" : "are"} not a rule id (see \`deploy-gate rules\`) nor a check in ${config.checks.join(", ") || "the checks dirs"}`
    );
  }
}
function checkParamsOf(config) {
  const out = structuredClone(config.checkParams ?? {});
  if (config.analysis?.minWindow !== void 0)
    out["analysis/short-window"] = { ...out["analysis/short-window"], minWindow: config.analysis.minWindow };
  return out;
}

// src/engine/chart-capabilities.ts
import path7 from "node:path";
import { gunzipSync } from "node:zlib";
var ASKS = /Capabilities(?!\.(?:KubeVersion|HelmVersion)\b)/;
var MAX_FILE_BYTES2 = 8 * 1024 * 1024;
async function chartMayAskApiVersions(root, chartDir) {
  let asks = false;
  const complete = await scanChart(root, chartDir, /* @__PURE__ */ new Set(), (text) => {
    asks ||= ASKS.test(text);
    return asks;
  });
  return asks || !complete;
}
var HAS_LITERAL = /Capabilities\.APIVersions\.Has\s+(?:"([^"\\\n]{1,253})"|`([^`\n]{1,253})`)/g;
var HAS_COMPUTED = /Capabilities\.APIVersions\.Has\s+(?!["`])\S/;
async function chartAskedApis(root, chartDir) {
  const names = /* @__PURE__ */ new Set();
  let computed = false;
  const complete = await scanChart(root, chartDir, /* @__PURE__ */ new Set(), (text) => {
    for (const m of text.matchAll(HAS_LITERAL)) names.add((m[1] ?? m[2] ?? "").trim());
    computed ||= HAS_COMPUTED.test(text);
    return false;
  });
  return { names: [...names].filter(Boolean).sort(), computed, unread: !complete };
}
async function archiveAskedApis(file) {
  const names = /* @__PURE__ */ new Set();
  let computed = false;
  let unread = false;
  try {
    const text = gunzipSync(await readFile(file), { maxOutputLength: MAX_FILE_BYTES2 }).toString("latin1");
    for (const m of text.matchAll(HAS_LITERAL)) names.add((m[1] ?? m[2] ?? "").trim());
    computed = HAS_COMPUTED.test(text);
  } catch {
    unread = true;
  }
  return { names: [...names].filter(Boolean).sort(), computed, unread };
}
async function scanChart(root, chartDir, seen, visit) {
  const dir = path7.resolve(root, chartDir);
  if (seen.has(dir)) return true;
  seen.add(dir);
  if (!isInside(path7.resolve(root), dir)) return false;
  try {
    const files = await scanFiles(dir, visit);
    if (files !== "read") return files === "stopped";
    const deps = await localDependencyDirs(dir);
    if (deps === void 0) return false;
    for (const dep of deps) if (!await scanChart(root, path7.relative(root, dep), seen, visit)) return false;
    return true;
  } catch {
    return false;
  }
}
async function scanFiles(dir, visit) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const e of entries) {
    const file = path7.join(e.parentPath, e.name);
    if (!e.isFile() && !(e.isSymbolicLink() && (await stat(file)).isFile())) continue;
    if ((await stat(file)).size > MAX_FILE_BYTES2) return "too-big";
    const bytes = await readFile(file);
    const text = e.name.endsWith(".tgz") ? gunzipSync(bytes, { maxOutputLength: MAX_FILE_BYTES2 }) : bytes;
    if (visit(text.toString("latin1"))) return "stopped";
  }
  return "read";
}
async function localDependencyDirs(dir) {
  const { names, archives } = await vendoredNames(dir);
  const out = [];
  for (const d of await declaredDependencies(dir)) {
    const repo = d.repository ?? "";
    if (repo.startsWith("file://")) out.push(path7.resolve(dir, repo.slice("file://".length)));
    else if (!names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`))) return void 0;
  }
  return out;
}

// src/engine/served-apis.ts
async function servedForRender(target, env, schema, root) {
  const parts = targetParts(target).filter((p) => p.kind === "helm" && (p.helm?.apiVersions ?? []).length === 0);
  if (parts.length === 0) return { apis: [] };
  const served = await schema.servedApiVersions(env).catch((e) => ({ reason: e instanceof Error ? e.message : String(e) }));
  if ("apis" in served) return { apis: served.apis };
  for (const part of parts) {
    const asks = part.helm?.remote !== void 0 || await chartMayAskApiVersions(root, part.path);
    if (asks) return { apis: [], gap: apiVersionsGapDraft(part, served.reason) };
  }
  return { apis: [] };
}
function apiVersionsGapDraft(target, gap) {
  return {
    ruleId: "render/api-versions-unknown",
    verdict: "inconclusive",
    message: `helm rendered ${target.path} with its built-in API versions, not the ${target.environment} cluster's: ${gap}. The chart asks .Capabilities (beyond KubeVersion): it may have rendered other objects than the cluster would get`,
    location: { file: target.path }
  };
}
function discoveryApiVersions(schema, crdApiVersions) {
  return async (env) => {
    const [served, crds] = await Promise.all([
      schema.servedApiVersions(env).catch(() => ({ reason: "unreadable" })),
      crdApiVersions.catch(() => [])
    ]);
    return [.../* @__PURE__ */ new Set([..."apis" in served ? served.apis : [], ...crds])];
  };
}

// src/engine/target-run.ts
import { access } from "node:fs/promises";
import path9 from "node:path";

// src/findings/added-exemptions.ts
function refusal(finding, entry, env) {
  if (isWildcardEntry(entry))
    return `\`${entry}\` names no rule; an annotation this change adds must name the rules it waives`;
  if (finding.verdict === "inconclusive")
    return "an inconclusive finding means nothing was checked; an annotation this change adds cannot waive it";
  if (finding.ruleId === "image/not-pinned" && env.requireDigests)
    return `environment "${env.name}" requires digests; an annotation this change adds cannot waive an environment requirement`;
  if (finding.ruleId === "probes/readiness-missing" && env.requireReadinessProbes)
    return `environment "${env.name}" requires readiness probes; an annotation this change adds cannot waive an environment requirement`;
  return void 0;
}
function revokeAddedExemptions(findings, ctx) {
  const byKey2 = (list2) => new Map(list2.map((r) => [resourceKey(r.ref), r]));
  const head = byKey2(ctx.head);
  const base = byKey2(ctx.base);
  return findings.map((finding) => {
    if (finding.exempted?.by !== "annotation" || !finding.resource) return finding;
    const key = resourceKey(finding.resource);
    const entry = ignoreEntryFor(annotationsOf(head.get(key)), finding.ruleId);
    if (entry === void 0 || ignoreEntryFor(annotationsOf(base.get(key)), finding.ruleId) === entry) return finding;
    const why = refusal(finding, entry, ctx.env);
    if (!why) return finding;
    const { exempted: _dropped, ...rest } = finding;
    const revoked = { ...rest, message: `${finding.message} (${IGNORE_ANNOTATION} not applied: ${why})` };
    const byConfig = configExemption(ctx.config, revoked);
    return byConfig ? { ...revoked, exempted: byConfig } : revoked;
  });
}

// src/engine/submodule-inputs.ts
async function submoduleFindings(root, target, submodules, config) {
  if (submodules.length === 0) return [];
  let inputs;
  try {
    inputs = await targetInputs(root, target, config.file);
  } catch {
    inputs = targetParts(target).map((part) => part.helm?.chart ?? part.path);
  }
  const inside = submodules.filter(
    (dir) => inputs.some((input) => input !== config.file && input !== target.origin.file && touches(dir, input))
  );
  return finalizeDrafts(
    inside.map((dir) => ({
      ruleId: "render/failed",
      verdict: "inconclusive",
      message: `E_SUBMODULE_INPUT: ${dir} is a git submodule inside the inputs of ${target.path}; deploy-gate does not check submodules out, but Argo CD does and deploys their content, so what it renders from there was not checked`,
      location: { file: dir },
      fingerprintKey: `submodule:${dir}`
    })),
    { config, app: target.app, environment: target.environment }
  );
}

// src/schema/cel/admission.ts
var list = (v) => Array.isArray(v) ? v.filter(isObject) : [];
var specOf = (o) => asObject(o["spec"]);
var ADMISSION = "admissionregistration.k8s.io";
var ACTIONS = ["Deny", "Warn", "Audit"];
function admissionDrafts(resources, cluster = []) {
  const rendered = new Set(resources.map((r) => resourceKey(r.ref)));
  const context = [...resources, ...cluster.filter((r) => !rendered.has(resourceKey(r.ref)))];
  const bindings = bindingsOf(context);
  if (bindings.length === 0) return [];
  const namespaces = new Map(
    context.filter((r) => r.ref.kind === "Namespace" && r.ref.apiVersion === "v1").map((r) => [r.ref.name, r.object])
  );
  return bindings.flatMap((binding) => resources.flatMap((object) => admit(binding, object, context, namespaces)));
}
function bindingsOf(resources) {
  const ofKind = (kind) => resources.filter((r) => apiGroup(r.ref.apiVersion) === ADMISSION && r.ref.kind === kind);
  const policies = new Map(ofKind("ValidatingAdmissionPolicy").map((r) => [r.ref.name, r]));
  return ofKind("ValidatingAdmissionPolicyBinding").flatMap((r) => {
    const spec = specOf(r.object);
    const policy = policies.get(String(spec["policyName"] ?? ""));
    return policy ? [{ name: r.ref.name, policy, actions: asStrings(spec["validationActions"]), spec }] : [];
  });
}
function admit(binding, object, resources, namespaces) {
  const policySpec = specOf(binding.policy.object);
  const policyName = binding.policy.ref.name;
  const notChecked = (why) => [
    {
      ruleId: "schema/not-checked",
      message: `ValidatingAdmissionPolicy ${policyName} (binding ${binding.name}) could not be evaluated for this object: ${why}`,
      resource: object,
      path: "/",
      fingerprintKey: `vap:${policyName}:${binding.name}`
    }
  ];
  const namespaceName = namespaceOf(object);
  const namespaceObject = namespaceName === void 0 ? void 0 : namespaces.get(namespaceName);
  for (const constraints of [policySpec["matchConstraints"], binding.spec["matchResources"]]) {
    if (!isObject(constraints)) continue;
    const match = matches(constraints, object, namespaceName, namespaceObject);
    if (match === false) return [];
    if (typeof match === "string") return notChecked(match);
  }
  const params = paramsFor(policySpec, binding.spec, object, resources);
  if (params.status === "unknown") return notChecked(params.why);
  const expressions = [
    ...list(policySpec["matchConditions"]).map((c) => String(c["expression"] ?? "")),
    ...list(policySpec["variables"]).map((v) => String(v["expression"] ?? "")),
    ...list(policySpec["validations"]).flatMap((v) => [
      String(v["expression"] ?? ""),
      String(v["messageExpression"] ?? "")
    ])
  ];
  const unknown = unknownInputs(expressions, namespaceName !== void 0 && namespaceObject === void 0);
  if (unknown) return notChecked(unknown);
  const [group, version] = groupVersion(object.ref.apiVersion);
  const vars = {
    object: celValueOf(object.object),
    oldObject: null,
    params: params.status === "found" ? celValueOf(params.object) : null,
    namespaceObject: namespaceObject ? celValueOf(namespaceObject) : null,
    request: celValueOf({
      operation: "CREATE",
      kind: { group, version, kind: object.ref.kind },
      resource: { group, version, resource: resourceOf(object.ref.kind) },
      name: object.ref.name,
      namespace: namespaceName ?? "",
      dryRun: false
    })
  };
  const failOnError = policySpec["failurePolicy"] !== "Ignore";
  for (const condition of list(policySpec["matchConditions"])) {
    const out = evaluateCel(String(condition["expression"] ?? ""), vars);
    if (out.kind === "value" && out.value === false) return [];
    if (out.kind === "value" && out.value === true) continue;
    if (out.kind === "error" && !failOnError) return [];
    return notChecked(
      `match condition ${String(condition["name"])}: ${out.kind === "value" ? "not a bool" : out.message}`
    );
  }
  const variables = /* @__PURE__ */ new Map();
  for (const v of list(policySpec["variables"])) {
    const out = evaluateCel(String(v["expression"] ?? ""), { ...vars, variables: celMap(variables) });
    if (out.kind !== "value") return notChecked(`variable ${String(v["name"])}: ${out.message}`);
    variables.set(String(v["name"]), out.value);
  }
  vars["variables"] = celMap(variables);
  const drafts = [];
  for (const validation of list(policySpec["validations"])) {
    const expression = String(validation["expression"] ?? "");
    const out = evaluateCel(expression, vars);
    if (out.kind === "value" && out.value === true) continue;
    if (out.kind === "error" && !failOnError) continue;
    if (out.kind !== "value" || out.value !== false) {
      drafts.push(...notChecked(`validation \`${expression}\`: ${out.kind === "value" ? "not a bool" : out.message}`));
      continue;
    }
    if (!binding.actions.some((a) => ACTIONS.includes(a))) continue;
    const severity = binding.actions.includes("Deny") ? void 0 : "warning";
    drafts.push({
      ruleId: "admission/denied",
      message: `ValidatingAdmissionPolicy ${policyName} (binding ${binding.name}, ${binding.actions.join("/")}) ${severity ? "warns" : "denies"}: ${messageOf(validation, vars, expression)}`,
      resource: object,
      path: "/",
      remediation: `change the object so the policy's validation \`${expression}\` holds, or change the policy or its binding in a reviewed change of their own`,
      fingerprintKey: `vap:${policyName}:${binding.name}:${expression}`,
      ...severity ? { severity } : {}
    });
  }
  return drafts;
}
function groupVersion(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? ["", apiVersion] : [apiVersion.slice(0, slash), apiVersion.slice(slash + 1)];
}
function messageOf(validation, vars, expression) {
  const messageExpression = validation["messageExpression"];
  if (typeof messageExpression === "string" && messageExpression !== "") {
    const out = evaluateCel(messageExpression, vars);
    if (out.kind === "value" && typeof out.value === "string" && out.value.trim() !== "") return out.value;
  }
  return typeof validation["message"] === "string" ? validation["message"] : `failed expression: ${expression}`;
}
function unknownInputs(expressions, namespaceUnknown) {
  const all = expressions.join("\n");
  if (/\bauthorizer\b/.test(all)) return "it asks the authorizer, which only the cluster has";
  if (/\brequest\s*\.\s*userInfo\b/.test(all))
    return "it reads request.userInfo: who applies the object is known only at sync";
  if (/\boldObject\b/.test(all)) return "it compares with oldObject, the live object";
  if (namespaceUnknown && /\bnamespaceObject\b/.test(all))
    return "it reads namespaceObject, and the object's namespace is not rendered in this target";
  return void 0;
}
function namespaceOf(object) {
  if (isClusterScoped(`${apiGroup(object.ref.apiVersion)}/${object.ref.kind}`)) return void 0;
  return object.ref.namespace ?? "default";
}
function matches(constraints, object, namespaceName, namespaceObject) {
  if ("resourceRules" in constraints && !list(constraints["resourceRules"]).some((r) => ruleMatches(r, object)))
    return false;
  if (list(constraints["excludeResourceRules"]).some((r) => ruleMatches(r, object))) return false;
  const objectSelector = constraints["objectSelector"];
  if (isObject(objectSelector) && !selects(objectSelector, labelsOf(object.object))) return false;
  const namespaceSelector = constraints["namespaceSelector"];
  if (namespaceName !== void 0 && isObject(namespaceSelector) && !emptySelector(namespaceSelector)) {
    if (!namespaceObject)
      return `its namespaceSelector needs the labels of namespace ${namespaceName}, which is not rendered in this target`;
    if (!selects(namespaceSelector, labelsOf(namespaceObject))) return false;
  }
  return true;
}
function ruleMatches(rule, object) {
  const [group, version] = groupVersion(object.ref.apiVersion);
  const any = (values, v) => values.includes("*") || values.includes(v);
  const operations = asStrings(rule["operations"]);
  return any(asStrings(rule["apiGroups"]), group) && any(asStrings(rule["apiVersions"]), version) && (operations.length === 0 || any(operations, "CREATE")) && any(asStrings(rule["resources"]), resourceOf(object.ref.kind));
}
function resourceOf(kind) {
  const lower = kind.toLowerCase();
  if (lower === "endpoints") return "endpoints";
  if (lower.endsWith("s")) return `${lower}es`;
  if (lower.endsWith("y")) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}
function labelsOf(object) {
  const metadata = isObject(object["metadata"]) ? object["metadata"] : {};
  return isObject(metadata["labels"]) ? metadata["labels"] : {};
}
function emptySelector(selector) {
  const matchLabels = isObject(selector["matchLabels"]) ? selector["matchLabels"] : {};
  return Object.keys(matchLabels).length === 0 && list(selector["matchExpressions"]).length === 0;
}
function selects(selector, labels) {
  const matchLabels = isObject(selector["matchLabels"]) ? selector["matchLabels"] : {};
  if (!Object.entries(matchLabels).every(([k, v]) => labels[k] === v)) return false;
  return list(selector["matchExpressions"]).every((e) => {
    const key = String(e["key"]);
    const has = Object.hasOwn(labels, key);
    const values = asStrings(e["values"]);
    switch (e["operator"]) {
      case "In":
        return has && values.includes(labels[key]);
      case "NotIn":
        return !has || !values.includes(labels[key]);
      case "Exists":
        return has;
      case "DoesNotExist":
        return !has;
      default:
        return false;
    }
  });
}
function paramsFor(policySpec, bindingSpec, object, resources) {
  const paramKind = policySpec["paramKind"];
  if (!isObject(paramKind)) return { status: "none" };
  const ref = bindingSpec["paramRef"];
  if (!isObject(ref)) return { status: "unknown", why: "the policy has a paramKind and its binding no paramRef" };
  if (isObject(ref["selector"]))
    return { status: "unknown", why: "its paramRef selects params by label, which the cluster looks up" };
  const namespace = typeof ref["namespace"] === "string" ? ref["namespace"] : namespaceOf(object);
  const found = resources.find(
    (r) => r.ref.apiVersion === paramKind["apiVersion"] && r.ref.kind === paramKind["kind"] && r.ref.name === ref["name"] && (namespace === void 0 || (r.ref.namespace ?? "default") === namespace)
  );
  if (found) return { status: "found", object: found.object };
  const where = namespace ? `${namespace}/` : "";
  return {
    status: "unknown",
    why: `its param ${String(paramKind["kind"])} ${where}${String(ref["name"])} is not rendered in this target`
  };
}

// src/engine/capability-branches.ts
var BUILTIN_GROUPS = /* @__PURE__ */ new Set([
  ...KNOWN_GROUP_VERSIONS.map((gv) => gv.includes("/") ? gv.slice(0, gv.indexOf("/")) : ""),
  "extensions",
  "internal.apiserver.k8s.io"
]);
var CORE_VERSION = /^v\d+(?:(?:alpha|beta)\d+)?$/;
function groupOf(name) {
  const first = name.split("/")[0] ?? "";
  return CORE_VERSION.test(first) ? "" : first;
}
function presenceUnknown(name, known) {
  if (known.has(name)) return false;
  const gv = name.split("/").length === 3 || groupOf(name) === "" && name.includes("/") ? name.slice(0, name.lastIndexOf("/")) : name;
  if (known.has(gv)) return false;
  return !BUILTIN_GROUPS.has(groupOf(name));
}
async function unknownAskedApis(target, root, known, archives = []) {
  const knownSet = new Set(known);
  const names = /* @__PURE__ */ new Set();
  const computedIn = [];
  const add = (asked, where) => {
    for (const n of asked.names) if (presenceUnknown(n, knownSet)) names.add(n);
    if (asked.computed) computedIn.push(where);
  };
  const parts = targetParts(target).filter((p) => p.kind === "helm" && (p.helm?.apiVersions ?? []).length === 0);
  for (const part of parts.filter((p) => !p.helm?.remote))
    add(await chartAskedApis(root, part.helm?.chart ?? part.path), part.path);
  if (parts.length > 0) for (const file of archives) add(await archiveAskedApis(file), parts[0]?.path ?? target.path);
  return { names: [...names].sort(), computedIn };
}
async function otherBranchDrafts(input) {
  const { target, unknown } = input;
  const drafts = unknown.computedIn.map((chart) => ({
    ruleId: "render/api-versions-unknown",
    verdict: "inconclusive",
    message: `${chart} asks .Capabilities.APIVersions.Has about a name computed in the template: whether the ${input.environment} cluster serves it is unknown, so only the branch helm's list takes was judged`,
    location: { file: chart }
  }));
  if (unknown.names.length === 0) return drafts;
  const apis = unknown.names.join(", ");
  const other = await input.renderWith(unknown.names);
  if ("error" in other) {
    drafts.push({
      ruleId: "render/api-versions-unknown",
      verdict: "inconclusive",
      message: `the render where the ${input.environment} cluster serves ${apis} failed, so that branch was not judged: ${other.error}`,
      location: { file: target.path }
    });
    return drafts;
  }
  if (sameObjects(input.main.resources, other.resources)) return drafts;
  const seen = new Set(input.main.drafts.map(draftKey));
  const assumed = ` (in the render where the ${input.environment} cluster serves ${apis}: not in its Kubernetes version, not a CRD in the repository, not in the environment's apiVersions, so it may be served)`;
  for (const d of await input.check(other.resources)) {
    if (seen.has(draftKey(d))) continue;
    drafts.push({ ...d, message: `${d.message}${assumed}` });
  }
  return drafts;
}
function sameObjects(a, b) {
  return a.length === b.length && JSON.stringify(a.map((r) => r.object)) === JSON.stringify(b.map((r) => r.object));
}
function draftKey(d) {
  const ref = d.resource ? "ref" in d.resource ? d.resource.ref : d.resource : void 0;
  return [d.ruleId, ref ? resourceKey(ref) : "", d.path ?? "", d.fingerprintKey ?? ""].join("\0");
}

// src/sources/written-at.ts
import path8 from "node:path";
var MAX_SEARCH_BYTES = 2 * 1024 * 1024;
async function writtenLocation(root, fallback, written) {
  if (!written || written.text.trim() === "") return { file: fallback };
  const abs = path8.resolve(root, written.file);
  const rel = path8.relative(root, abs);
  if (rel.split(path8.sep)[0] === ".." || path8.isAbsolute(rel)) return { file: fallback };
  try {
    if ((await stat(abs)).size > MAX_SEARCH_BYTES) return { file: written.file };
    const lines = (await readFile(abs, "utf8")).split("\n");
    const i = lines.findIndex((l) => l.includes(written.text.trim()));
    return i < 0 ? { file: written.file } : { file: written.file, line: i + 1 };
  } catch {
    return { file: fallback };
  }
}

// src/engine/evaluate.ts
async function renderAndParse(input, judges) {
  const { target } = input;
  const served = await servedForRender(target, input.env, judges.schema, input.root);
  const extraApiVersions = [.../* @__PURE__ */ new Set([...served.apis, ...input.crdApiVersions])];
  const req = {
    target,
    root: input.root,
    env: input.env,
    tools: judges.tools,
    timeoutMs: judges.config.render.timeoutSeconds * 1e3,
    maxOutputBytes: judges.config.render.maxOutputBytes,
    ...judges.childMemoryBytes === void 0 ? {} : { memoryLimitBytes: judges.childMemoryBytes },
    extraApiVersions
  };
  const render = () => judges.renderSlots(async () => {
    const left = (judges.deadline ?? Infinity) - Date.now();
    if (left <= 0) return DEADLINE_PASSED;
    const result = await renderTarget({
      ...req,
      timeoutMs: Math.min(req.timeoutMs, left),
      ...judges.remote ? { remote: judges.remote } : {}
    });
    return !result.ok && Date.now() >= (judges.deadline ?? Infinity) ? { ...DEADLINE_PASSED, tool: result.tool } : result;
  });
  const rendered = judges.renderCache ? await cachedRender(judges.renderCache, req, judges.config.file, render) : await render();
  if (!rendered.ok) return rendered;
  const parsed = await parseOrRestore(rendered, {
    kind: target.kind,
    targetPath: rendered.builtPath ?? target.path,
    root: input.root,
    maxObjects: judges.config.render.maxObjects,
    maxParsedBytes: judges.config.render.maxParsedBytes,
    ...defaultNamespaceOption(target),
    ...input.crdScopes ? { crdScopes: input.crdScopes } : {},
    ...rendered.originAnnotationsAdded !== void 0 ? { originAnnotationsAdded: rendered.originAnnotationsAdded } : {}
  });
  if (parsed.overBudget)
    return { ok: false, code: parsed.overBudget.code, error: parsed.overBudget.message, tool: rendered.tool };
  const cached = "cached" in rendered && rendered.cached ? { cached: true } : {};
  return {
    ok: true,
    parsed,
    ...served.gap ? { apiVersionsGap: served.gap } : {},
    tool: rendered.tool,
    ...rendered.sources ? { sources: rendered.sources } : {},
    ...cached
  };
}
function defaultNamespaceOption(target) {
  const namespace = defaultNamespaceOf(target);
  return namespace ? { defaultNamespace: namespace } : {};
}
var DEADLINE_PASSED = {
  ok: false,
  code: "E_RUN_DEADLINE",
  durationMs: 0,
  error: "the run deadline (--timeout) passed before this target was rendered; it was not checked"
};
async function evaluateSide(input, judges) {
  const started = Date.now();
  const { target } = input;
  const finalizer = (identityOf) => (drafts2) => finalizeDrafts(drafts2, { config: judges.config, app: target.app, environment: target.environment, identityOf });
  judges.onRender?.();
  const rendered = await renderAndParse(input, judges);
  if (!rendered.ok) {
    const at = await writtenLocation(input.root, target.path, rendered.written);
    const drafts2 = renderFailureDrafts(rendered.code, rendered.error, at);
    const maskValues = [...await inputMaskValues(input.root, target), ...target.secretValues ?? []];
    return {
      status: "failed",
      resources: [],
      findings: finalizer()(drafts2),
      durationMs: Date.now() - started,
      tool: rendered.tool,
      reason: rendered.code,
      maskValues
    };
  }
  const { parsed } = rendered;
  const checked = await runChecks(parsed.resources, input, judges);
  const branch = await capabilityBranch(input, judges, parsed.resources, checked.drafts, rendered.sources);
  const drafts = [
    ...parsed.problems,
    ...rendered.apiVersionsGap ? [rendered.apiVersionsGap] : [],
    ...checked.drafts,
    ...branch.drafts
  ];
  const findings = renderedFindings(
    drafts,
    target,
    parsed.resources,
    finalizer(
      appliedIdentityOf(
        target,
        parsed.resources.map((r) => r.ref)
      )
    )
  );
  return {
    status: "rendered",
    resources: parsed.resources,
    findings,
    durationMs: Date.now() - started,
    tool: rendered.tool,
    validation: checked.validation,
    counts: checked.counts,
    notes: checked.notes,
    maskValues: [
      ...collectMaskValues([...parsed.resources, ...branch.resources].map((r) => r.object)),
      ...await secretInputMaskValues(input.root, target),
      ...branch.failed ? await inputMaskValues(input.root, target) : [],
      ...target.secretValues ?? []
    ],
    ...rendered.sources ? { sources: rendered.sources } : {},
    ...rendered.cached ? { cached: true } : {},
    ...checked.transitionRules ? { transitionRules: checked.transitionRules } : {}
  };
}
async function capabilityBranch(input, judges, resources, drafts, sources) {
  const out = { drafts: [], resources: [], failed: false };
  if (!targetParts(input.target).some((p) => p.kind === "helm")) return out;
  const served = await judges.schema.servedApiVersions(input.env).catch(() => void 0);
  if (!served || !("apis" in served)) return out;
  const known = [...served.apis, ...input.crdApiVersions, ...input.env.apiVersions];
  const archives = (sources ?? []).flatMap((s) => {
    const hex = s.type === "git" ? void 0 : /^sha256:([0-9a-f]{64})$/.exec(s.digest)?.[1];
    return hex && judges.remote ? [judges.remote.cache.blobFile(hex)] : [];
  });
  const unknown = await unknownAskedApis(input.target, input.root, known, archives);
  out.drafts = await otherBranchDrafts({
    target: input.target,
    environment: input.env.name,
    unknown,
    main: { resources, drafts },
    renderWith: async (apis) => {
      const r = await renderAndParse({ ...input, crdApiVersions: [...input.crdApiVersions, ...apis] }, judges);
      if (!r.ok) {
        out.failed = true;
        return { error: `${r.code}: ${r.error}` };
      }
      out.resources = r.parsed.resources;
      return { resources: r.parsed.resources };
    },
    check: async (other) => (await runChecks(other, input, judges)).drafts
  });
  return out;
}
function renderedFindings(drafts, target, resources, finalize) {
  const findings = finalize(drafts);
  if (resources.length > 0 || verdictOf(findings) !== "pass") return findings;
  return finalize([...drafts, emptyRenderDraft(target)]);
}
function emptyRenderDraft(target) {
  return {
    ruleId: "render/failed",
    verdict: "inconclusive",
    message: target.sources ? `the sources ${target.sources.map((s) => s.path).join(" + ")} rendered no objects: nothing could be checked` : `${target.kind} rendered no objects for ${target.path}: nothing could be checked`,
    location: { file: target.path }
  };
}
async function runChecks(resources, input, judges) {
  const checked = { drafts: [], validation: "none", notes: [] };
  const { drafts } = checked;
  await guarded(drafts, "schema validation", async () => {
    const result = await judges.schema.validateTarget(resources, input.env, {
      crdDirs: input.crdDirs,
      repoRoot: input.root,
      trustedCrdDirs: input.trustedCrdDirs ?? []
    });
    checked.validation = result.reason ? `${result.level} (${result.reason})` : result.level;
    checked.counts = result.counts;
    checked.notes.push(...result.notes);
    if (result.transitionRules) checked.transitionRules = result.transitionRules;
    drafts.push(...result.drafts);
  });
  await guarded(drafts, "admission policies", async () => {
    drafts.push(...admissionDrafts(resources, judges.admissionPolicies));
  });
  await guarded(drafts, "API version checks", async () => {
    drafts.push(...checkApiVersions(resources, input.env));
  });
  await guarded(drafts, "policies", async () => {
    const { runPolicies } = await import("./run-WTS77WFB.js");
    drafts.push(
      ...runPolicies(judges.policies, {
        resources,
        env: input.env,
        podTemplatePaths: judges.config.podTemplatePaths,
        ignoreDifferences: input.target.ignoreDifferences
      })
    );
  });
  return checked;
}

// src/engine/determinism.ts
var fingerprintOf = (r) => JSON.stringify(normalizeForDiff(r.object));
async function unstableObjects(input, judges, first) {
  const again = await renderAndParse(input, judges);
  if (!again.ok) return [];
  const second = fingerprintsByKey(again.parsed.resources);
  const firstByKey = fingerprintsByKey(first);
  return first.filter(
    (r) => !sameMultiset(firstByKey.get(resourceKey(r.ref)) ?? [], second.get(resourceKey(r.ref)) ?? [])
  );
}
function fingerprintsByKey(resources) {
  const out = /* @__PURE__ */ new Map();
  for (const r of resources) memoised(out, resourceKey(r.ref), () => []).push(fingerprintOf(r));
  return out;
}
function sameMultiset(a, b) {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}
function unstableDrafts(unstable) {
  return unstable.filter((resource) => !isHelmTestHook(resource)).map((resource) => ({
    ruleId: "render/non-deterministic",
    resource,
    message: `${describeRef(resource.ref)} renders differently each time (randAlphaNum, lookup, now, \u2026): its changes are left out of the diff and what the cluster will get cannot be checked`,
    remediation: "make the chart deterministic (take generated values from the values files or an external secret), or switch the rule off for this chart in the base config"
  }));
}

// src/checks/analysis/loosened.ts
var LOOSENED = "analysis/loosened";
var LIMITS = [
  ["failureLimit", 0],
  ["consecutiveErrorLimit", 4],
  ["inconclusiveLimit", 0]
];
function numbersIn(node, out) {
  if (!node || typeof node !== "object") return;
  if (node.t === "lit" && typeof node.value === "number") out.add(node.value);
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) child.forEach((c) => numbersIn(c, out));
    else if (child && typeof child === "object") numbersIn(child, out);
  }
}
function probes(sources) {
  const found = /* @__PURE__ */ new Set([0]);
  for (const s of sources) {
    if (typeof s !== "string" || s.trim() === "") continue;
    try {
      numbersIn(parseExpr(s), found);
    } catch {
    }
  }
  const out = /* @__PURE__ */ new Set();
  for (const n of found) for (const d of [-1e-6, 0, 1e-6]) out.add(n + d * Math.max(1, Math.abs(n)));
  return [...out].sort((a, b) => a - b);
}
function acceptedNow(base, head, values) {
  for (const v of values) {
    for (const result of [[v], v]) {
      const was = measurementPhase(base, result);
      const now = measurementPhase(head, result);
      if (was === "Error" || now === "Error") continue;
      if (now === "Successful" && was !== "Successful" || was === "Failed" && now !== "Failed")
        return { value: v, was, now };
    }
  }
  return void 0;
}
function conditionChange(b, h) {
  const conds = (s) => compileConditions(s.metric.successCondition, s.metric.failureCondition);
  const [base, head] = [conds(b), conds(h)];
  if (typeof base === "string" || typeof head === "string") return void 0;
  const values = probes([b, h].flatMap((s) => [s.metric.successCondition, s.metric.failureCondition]));
  const hit = acceptedNow(base, head, values);
  if (!hit) return void 0;
  const show2 = (s) => `success \`${String(s.metric.successCondition ?? "-")}\`, failure \`${String(s.metric.failureCondition ?? "-")}\``;
  return `a measurement of ${hit.value} was ${hit.was} and is now ${hit.now} (${show2(b)} \u2192 ${show2(h)})`;
}
function limitChanges(b, h) {
  const out = [];
  for (const [field, fallback] of LIMITS) {
    const was = typeof b.metric[field] === "number" ? b.metric[field] : fallback;
    const now = typeof h.metric[field] === "number" ? h.metric[field] : fallback;
    if (now > was) out.push(`${field} ${was} \u2192 ${now}`);
  }
  const [bc, hc] = [b.metric.count, h.metric.count];
  if (typeof bc === "number" && (hc === void 0 ? h.metric.interval === void 0 && bc > 1 : typeof hc === "number" && hc < bc)) {
    out.push(`count ${bc} \u2192 ${hc === void 0 ? 1 : String(hc)}`);
  }
  return out;
}
var metricKey = (s, defaultNamespace) => `${placementOf(s.resource.ref, defaultNamespace).key}#${s.name}`;
var nameKey = (s) => {
  const { apiVersion, kind, name } = s.resource.ref;
  return `${apiGroup(apiVersion)}/${kind}/${name}#${s.name}`;
};
function baseMetrics(base, head, namespaces) {
  const sites = base.flatMap(metricsOf);
  const byPlace = new Map(sites.map((s) => [metricKey(s, namespaces.base), s]));
  const byName = /* @__PURE__ */ new Map();
  for (const s of sites) byName.set(nameKey(s), [...byName.get(nameKey(s)) ?? [], s]);
  const headByName = /* @__PURE__ */ new Map();
  for (const h of head.flatMap(metricsOf)) headByName.set(nameKey(h), (headByName.get(nameKey(h)) ?? 0) + 1);
  return (h) => {
    const same = byPlace.get(metricKey(h, namespaces.head));
    if (same) return same;
    const named = byName.get(nameKey(h));
    return named?.length === 1 && headByName.get(nameKey(h)) === 1 ? named[0] : void 0;
  };
}
function loosenedAnalyses(base, head, remediation, namespaces = {}) {
  const before = baseMetrics(base, head, namespaces);
  const drafts = [];
  for (const h of head.flatMap(metricsOf)) {
    const b = before(h);
    if (!b) continue;
    const changes = [...limitChanges(b, h)];
    const cond = conditionChange(b, h);
    if (cond) changes.unshift(cond);
    if (changes.length === 0) continue;
    drafts.push({
      ruleId: LOOSENED,
      resource: h.resource,
      path: h.pointer,
      fingerprintKey: h.name,
      remediation,
      message: `${describeRef(h.resource.ref)} metric "${h.name}" is looser than on the base: ${changes.join("; ")}`
    });
  }
  return drafts;
}

// src/kube/config-refs.ts
var asList = (v) => Array.isArray(v) ? v : [];
function envReads(c, container, pointer) {
  const out = [];
  asList(c.env).forEach((e, i) => {
    const from = isObject(e) && isObject(e.valueFrom) ? e.valueFrom : void 0;
    const name = isObject(e) && typeof e.name === "string" ? e.name : `#${i}`;
    for (const [key, kind] of [
      ["configMapKeyRef", "ConfigMap"],
      ["secretKeyRef", "Secret"]
    ]) {
      const ref = from?.[key];
      if (isObject(ref) && typeof ref.name === "string")
        out.push({ kind, name: ref.name, container, how: `env ${name}`, pointer: joinPointer(pointer, "env", i) });
    }
  });
  asList(c.envFrom).forEach((e, i) => {
    for (const [key, kind] of [
      ["configMapRef", "ConfigMap"],
      ["secretRef", "Secret"]
    ]) {
      const ref = isObject(e) ? e[key] : void 0;
      if (isObject(ref) && typeof ref.name === "string")
        out.push({ kind, name: ref.name, container, how: "envFrom", pointer: joinPointer(pointer, "envFrom", i) });
    }
  });
  return out;
}
function volumeSources(spec) {
  const out = /* @__PURE__ */ new Map();
  for (const v of asList(spec.volumes)) {
    if (!isObject(v) || typeof v.name !== "string") continue;
    const found = [];
    if (isObject(v.configMap) && typeof v.configMap.name === "string")
      found.push({ kind: "ConfigMap", name: v.configMap.name });
    if (isObject(v.secret) && typeof v.secret.secretName === "string")
      found.push({ kind: "Secret", name: v.secret.secretName });
    const projected = isObject(v.projected) ? asList(v.projected.sources) : [];
    for (const s of projected) {
      if (!isObject(s)) continue;
      if (isObject(s.configMap) && typeof s.configMap.name === "string")
        found.push({ kind: "ConfigMap", name: s.configMap.name });
      if (isObject(s.secret) && typeof s.secret.name === "string") found.push({ kind: "Secret", name: s.secret.name });
    }
    out.set(v.name, found);
  }
  return out;
}
function startupConfigReads(site) {
  const volumes = volumeSources(site.spec);
  const out = [];
  for (const c of containersOf(site)) {
    out.push(...envReads(c.container, c.name, c.pointer));
    asList(c.container.volumeMounts).forEach((m, i) => {
      if (!isObject(m) || typeof m.name !== "string" || typeof m.subPath !== "string" || m.subPath === "") return;
      for (const source of volumes.get(m.name) ?? [])
        out.push({
          ...source,
          container: c.name,
          how: `subPath mount ${typeof m.mountPath === "string" ? m.mountPath : m.name}`,
          pointer: joinPointer(c.pointer, "volumeMounts", i)
        });
    });
  }
  return out;
}

// src/checks/changes/sides.ts
function byKey(resources) {
  return new Map(resources.map((r) => [resourceKey(r.ref), r]));
}

// src/checks/changes/config-not-rolled.ts
var CONFIG_NOT_ROLLED = "rollout/config-not-rolled";
var REMEDIATION = 'Make the pod template change with the data: a checksum annotation of the config on the pod template (Helm: `checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}`), a generated name with a content hash (kustomize configMapGenerator/secretGenerator), or a reload controller\'s annotation (stakater Reloader, with `rollout.reloader: true` in the config once it runs in the clusters). Mounting the whole volume instead of a subPath also updates files in place (the process must re-read them).';
var DATA_FIELDS = ["data", "binaryData", "stringData"];
function isConfig(r) {
  return apiGroup(r.ref.apiVersion) === "" && (r.ref.kind === "ConfigMap" || r.ref.kind === "Secret");
}
function dataOf(r) {
  return canonicalJson(DATA_FIELDS.map((f) => r.object[f] ?? null));
}
function reloaderWatches(workload, config) {
  const kind = config.ref.kind;
  const name = config.ref.name;
  const a = annotationsOf(workload);
  const on = (key) => String(a[key] ?? "").trim() === "true";
  const listed = (key) => String(a[key] ?? "").split(",").map((s) => s.trim()).includes(name);
  const prefix = kind === "ConfigMap" ? "configmap" : "secret";
  return on("reloader.stakater.com/auto") || on(`${prefix}.reloader.stakater.com/auto`) || listed(`${prefix}.reloader.stakater.com/reload`) || on("reloader.stakater.com/search") && String(annotationsOf(config)["reloader.stakater.com/match"]) === "true";
}
function changedConfigs(sides) {
  const base = byKey(sides.base);
  return sides.head.filter((h) => {
    if (!isConfig(h)) return false;
    const b = base.get(resourceKey(h.ref));
    return b !== void 0 && dataOf(b) !== dataOf(h);
  });
}
function configNotRolled(sides) {
  const configs = changedConfigs(sides);
  if (configs.length === 0) return [];
  const base = byKey(sides.base);
  const drafts = [];
  for (const workload of sides.head) {
    if (!isRollingWorkload(workload)) continue;
    const before = base.get(resourceKey(workload.ref));
    if (!before || canonicalJson(podTemplateOf(before)) !== canonicalJson(podTemplateOf(workload))) continue;
    const reads = podSpecsOf(workload, sides.head).filter((s) => s.resource === workload).flatMap(startupConfigReads);
    for (const config of configs) {
      const ns = config.ref.namespace ?? "";
      if ((workload.ref.namespace ?? "") !== ns) continue;
      const uses = reads.filter((r) => r.kind === config.ref.kind && r.name === config.ref.name);
      if (uses.length === 0) continue;
      if (sides.reloader && reloaderWatches(workload, config)) continue;
      const how = [...new Set(uses.map((u) => `container "${u.container}" ${u.how}`))].join(", ");
      drafts.push({
        ruleId: CONFIG_NOT_ROLLED,
        resource: workload,
        path: uses[0]?.pointer,
        fingerprintKey: resourceKey(config.ref),
        remediation: REMEDIATION,
        message: `${describeRef(config.ref)} changes its data, but ${describeRef(workload.ref)} reads it only at container start (${how}) and its pod template does not change: no pod restarts, so the running pods keep the old values after the sync`
      });
    }
  }
  return drafts;
}

// src/checks/changes/deletions.ts
var PVC_DELETED = "gitops/pvc-deleted";
var NAMESPACE_DELETED = "gitops/namespace-deleted";
var CRD_DELETED = "gitops/crd-deleted";
function keptWhenRemoved(resource) {
  const a = annotationsOf(resource);
  const options = String(a["argocd.argoproj.io/sync-options"] ?? "").split(",").map((o) => o.trim());
  return options.includes("Prune=false") || options.includes("Delete=false") || String(a["kustomize.toolkit.fluxcd.io/prune"] ?? "").trim() === "disabled";
}
var firstFew = (rs) => `${rs.slice(0, 3).map((r) => describeRef(r.ref)).join(", ")}${rs.length > 3 ? ", \u2026" : ""}`;
var isCore = (r, kind) => r.ref.kind === kind && apiGroup(r.ref.apiVersion) === "";
var isCrd = (r) => r.ref.kind === "CustomResourceDefinition" && apiGroup(r.ref.apiVersion) === "apiextensions.k8s.io";
function claimTemplateNames(statefulSet) {
  const list2 = getAt(statefulSet.object, "/spec/volumeClaimTemplates");
  if (!Array.isArray(list2)) return [];
  return list2.flatMap((t) => {
    const name = isObject(t) ? getAt(t, "/metadata/name") : void 0;
    return typeof name === "string" ? [name] : [];
  });
}
function pvcDrafts(sides) {
  const head = byKey(sides.head);
  const severity = sides.prunes ? "error" : "warning";
  const consequence = sides.prunes ? "the target prunes, so the sync deletes the claim and, with a Delete reclaim policy, its data" : "the target does not prune now, but the next sync with pruning (or a manual prune) deletes the claim and its data";
  const remediation = "Keep the claim in the render, or keep it in the cluster when it leaves: `argocd.argoproj.io/sync-options: Prune=false` (Argo CD) or `kustomize.toolkit.fluxcd.io/prune: disabled` (Flux) on it in the base first, and back up the volume.";
  const drafts = [];
  const loss = (at, fingerprintKey, message) => drafts.push({ ruleId: PVC_DELETED, severity, ...at, fingerprintKey, remediation, message });
  for (const before of sides.base) {
    const after = head.get(resourceKey(before.ref));
    const gone = { resource: before.ref, location: before.source };
    if (isCore(before, "PersistentVolumeClaim") && !after && !keptWhenRemoved(before))
      loss(gone, resourceKey(before.ref), `${describeRef(before.ref)} leaves the render: ${consequence}`);
    if (before.ref.kind !== "StatefulSet" || apiGroup(before.ref.apiVersion) !== "apps" || keptWhenRemoved(before))
      continue;
    const kept = new Set(after ? claimTemplateNames(after) : []);
    const deletesClaims = !after && getAt(before.object, "/spec/persistentVolumeClaimRetentionPolicy/whenDeleted") === "Delete";
    if (!after && !deletesClaims) continue;
    for (const name of claimTemplateNames(before)) {
      if (kept.has(name)) continue;
      const message = after ? `${describeRef(before.ref)} drops volumeClaimTemplates entry "${name}": the field cannot change in place, so the sync must replace the StatefulSet, and the pods lose the claims "${name}-*" (and their data, when they are deleted)` : `${describeRef(before.ref)} leaves the render with persistentVolumeClaimRetentionPolicy.whenDeleted: Delete: its claims "${name}-*" and their data are deleted with it`;
      const at = after ? { resource: after, path: "/spec/volumeClaimTemplates" } : gone;
      loss(at, `${resourceKey(before.ref)} ${name}`, message);
    }
  }
  return drafts;
}
function namespaceDrafts(sides) {
  const head = byKey(sides.head);
  const drafts = [];
  for (const before of sides.base) {
    if (!isCore(before, "Namespace") || head.has(resourceKey(before.ref)) || keptWhenRemoved(before)) continue;
    const inside = sides.head.filter((r) => !isCore(r, "Namespace") && r.ref.namespace === before.ref.name);
    if (inside.length === 0) continue;
    drafts.push({
      ruleId: NAMESPACE_DELETED,
      resource: before.ref,
      location: before.source,
      fingerprintKey: before.ref.name,
      remediation: "Keep the Namespace in the render while anything still lives in it (or move those objects first); to stop managing it without deleting it, mark it `argocd.argoproj.io/sync-options: Delete=false` / `kustomize.toolkit.fluxcd.io/prune: disabled` in the base first.",
      message: `Namespace ${before.ref.name} leaves the render while ${inside.length} of its objects stay (${firstFew(inside)}): deleting the namespace deletes them with everything else in it`
    });
  }
  return drafts;
}
function crdVersions(crd) {
  const group = getAt(crd.object, "/spec/group");
  const kind = getAt(crd.object, "/spec/names/kind");
  if (typeof group !== "string" || typeof kind !== "string") return void 0;
  const versions = getAt(crd.object, "/spec/versions");
  const served = new Set(
    (Array.isArray(versions) ? versions : []).flatMap(
      (v) => isObject(v) && typeof v.name === "string" && v.served !== false ? [v.name] : []
    )
  );
  return { group, kind, served };
}
var versionOf = (r) => r.ref.apiVersion.slice(r.ref.apiVersion.indexOf("/") + 1);
var CRD_REMEDIATION = "Move the objects that use the CRD (or that version) first, in an earlier change; keep the CRD and the version served until nothing rendered uses it. To stop managing a CRD without deleting it, mark it `argocd.argoproj.io/sync-options: Delete=false` / `kustomize.toolkit.fluxcd.io/prune: disabled` in the base first.";
function crdDrafts(sides) {
  const head = byKey(sides.head);
  return sides.base.flatMap((before) => {
    const crd = isCrd(before) ? crdVersions(before) : void 0;
    if (!crd) return [];
    const using = sides.head.filter((r) => r.ref.kind === crd.kind && apiGroup(r.ref.apiVersion) === crd.group);
    if (using.length === 0) return [];
    const afterObject = head.get(resourceKey(before.ref));
    const at = afterObject ? { resource: afterObject, path: joinPointer("/spec", "versions") } : { resource: before.ref, location: before.source };
    const name = `${crd.kind}.${crd.group}`;
    const loss = (fingerprintKey, message2) => [
      { ruleId: CRD_DELETED, ...at, fingerprintKey, remediation: CRD_REMEDIATION, message: message2 }
    ];
    const after = afterObject && crdVersions(afterObject);
    if (!after) {
      if (keptWhenRemoved(before)) return [];
      const message2 = `the CRD of ${name} is deleted while ${using.length} rendered object(s) still use it (${firstFew(using)}): deleting a CRD deletes every object of its kind`;
      return loss(name, message2);
    }
    const lost = using.filter((r) => !after.served.has(versionOf(r)));
    if (lost.length === 0) return [];
    const versions = [...new Set(lost.map((r) => r.ref.apiVersion))].join(", ");
    const message = `the CRD of ${name} no longer serves ${versions} (removed from versions or served: false) while ${lost.length} rendered object(s) use it (${firstFew(lost)}): the API server refuses them`;
    return loss(`${name} ${versions}`, message);
  });
}
function deletionDrafts(sides) {
  return [...pvcDrafts(sides), ...namespaceDrafts(sides), ...crdDrafts(sides)];
}

// src/checks/changes/probes-changed.ts
var PROBES_CHANGED = "probes/changed";
var REMEDIATION2 = "Make sure the new build answers the new probe (path, port, timing) before this merges: a probe the pods cannot pass keeps the rollout from finishing (readiness) or restarts them (liveness).";
function leaves(value, prefix = "", out = /* @__PURE__ */ new Map()) {
  if (isObject(value)) for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${prefix}[${i}]`, out));
  else out.set(prefix, JSON.stringify(value));
  return out;
}
function describeEdit(before, after) {
  if (before === void 0) return "is added";
  if (after === void 0) return "is removed";
  const [b, a] = [leaves(before), leaves(after)];
  const keys = [.../* @__PURE__ */ new Set([...b.keys(), ...a.keys()])].sort();
  const edits = keys.filter((k) => b.get(k) !== a.get(k)).map((k) => `${k} ${b.get(k) ?? "(unset)"} \u2192 ${a.get(k) ?? "(unset)"}`);
  return `changes: ${edits.join(", ")}`;
}
function containersByName(resource, all) {
  const sites = podSpecsOf(resource, all).filter((s) => s.resource === resource);
  return new Map(sites.flatMap(containersOf).map((c) => [`${c.pod.pointer} ${c.name}`, c]));
}
function probeChanges(sides) {
  const base = byKey(sides.base);
  const drafts = [];
  for (const head of sides.head) {
    if (!isRollingWorkload(head)) continue;
    const before = base.get(resourceKey(head.ref));
    if (!before) continue;
    const old = containersByName(before, sides.base);
    for (const [key, c] of containersByName(head, sides.head)) {
      const was = old.get(key);
      if (!was) continue;
      for (const probe of PROBE_KINDS) {
        const [b, a] = [was.container[probe], c.container[probe]];
        if (canonicalJson(b) === canonicalJson(a)) continue;
        drafts.push({
          ruleId: PROBES_CHANGED,
          resource: head,
          path: a === void 0 ? c.pointer : containerFieldPointer(c, probe),
          fingerprintKey: `${c.name} ${probe}`,
          remediation: REMEDIATION2,
          message: `${describeContainer(c)} ${probe} ${describeEdit(b, a)}`
        });
      }
    }
  }
  return drafts;
}

// src/engine/pair-checks.ts
var LOOSENED_REMEDIATION = "Keep the base thresholds and limits; to loosen them on purpose, exempt analysis/loosened in the base config first (an annotation in the change cannot).";
function pairDrafts(base, head, namespaces = {}, options = {}) {
  if (base?.status !== "rendered" || head?.status !== "rendered") return [];
  const sides = { base: base.resources, head: head.resources, ...options };
  return [
    ...loosenedAnalyses(base.resources, head.resources, LOOSENED_REMEDIATION, namespaces).filter(
      (d) => d.ruleId === LOOSENED
    ),
    ...immutableFieldDrafts(base.resources, head.resources, namespaces),
    ...transitionDrafts(base.resources, head.transitionRules ?? [], namespaces),
    ...probeChanges(sides),
    ...configNotRolled(sides),
    ...deletionDrafts(sides)
  ];
}
function transitionDrafts(base, rules, namespaces) {
  if (rules.length === 0) return [];
  const byPlace = new Map(base.map((r) => [placementOf(r.ref, namespaces.base).key, r]));
  return rules.flatMap(({ resource, schema, from }) => {
    const old = byPlace.get(placementOf(resource.ref, namespaces.head).key);
    return crdRuleDrafts(resource, schema, from, old ? old.object : CREATED);
  });
}

// src/engine/target-run.ts
function sideOf(target, roots, config) {
  return { target, env: environmentOf(config, target.environment), ...roots };
}
async function deletedByChange(pair, ctx) {
  if (ctx.mode !== "check" || !pair.base || !pair.head || !ctx.base) return false;
  const exists = (root, rel) => access(path9.join(root, rel)).then(
    () => true,
    () => false
  );
  return await exists(ctx.base.root, pair.base.path) && !await exists(ctx.head.root, pair.head.path);
}
async function runPair(input, ctx) {
  if (!input.affected) return unaffectedOutcome(input);
  const pair = await deletedByChange(input, ctx) ? { ...input, head: void 0 } : input;
  const main = pair.head ?? pair.base;
  const { config } = ctx.judges;
  const [base, head] = await Promise.all([
    pair.base && ctx.base ? evaluateSide(sideOf(pair.base, ctx.base, config), ctx.judges) : void 0,
    pair.head ? evaluateSide(sideOf(pair.head, ctx.head, config), ctx.judges) : void 0
  ]);
  if (ctx.mode === "check" && head && pair.head) {
    const env = environmentOf(config, pair.head.environment);
    head.findings = revokeAddedExemptions(head.findings, {
      config,
      env,
      head: head.resources,
      base: base?.resources ?? []
    });
  }
  const unstable = await headUnstable(pair, head, ctx);
  const changes = ctx.mode === "check" ? withoutUnstable(diffOf(pair, ctx, { base, head }, config.render.diffIgnore), unstable) : [];
  const changed = config.render.diffIgnore.length > 0 && ctx.mode === "check" ? changedKeys(diffOf(pair, ctx, { base, head }, [])) : changedKeys(changes);
  const findings = ctx.mode === "check" ? judgedChange(compareFindings(base?.findings ?? [], head?.findings ?? []), changed, pair.contextOnly).filter((f) => !(f.change === "fixed" && head?.status === "failed")) : head?.findings ?? [];
  const changeDrafts = [
    ...unstableDrafts(unstable),
    ...ctx.mode === "check" ? pairDrafts(base, head, sideNamespaces(pair), {
      prunes: pair.head?.prunes === true || pair.base?.prunes === true,
      reloader: config.rollout?.reloader === true
    }) : [],
    ...pair.renamedTo ? [renamedDraft(main, pair.renamedTo, lowersRules(config, main.environment, pair.renamedTo))] : []
  ];
  findings.push(
    ...finalizeDrafts(changeDrafts, { config, app: main.app, environment: main.environment }).map((f) => ({
      ...f,
      change: "introduced"
    }))
  );
  if (pair.head) {
    const sub = await submoduleFindings(ctx.head.root, pair.head, ctx.head.submodules ?? [], config);
    findings.push(...sub.map((f) => ctx.mode === "check" ? { ...f, change: "introduced" } : f));
  }
  const maskValues = [...base?.maskValues ?? [], ...head?.maskValues ?? []];
  const kindsUsed = head?.status === "rendered" ? customKindsOf(head.resources) : [];
  return { pair, report: targetReport(main, head, base), findings, changes, base, head, maskValues, kindsUsed };
}
function customKindsOf(resources) {
  const keys = resources.flatMap(({ ref }) => {
    const group = apiGroup(ref.apiVersion);
    return group.includes(".") ? [crdKey(group, ref.apiVersion.slice(group.length + 1), ref.kind)] : [];
  });
  return [...new Set(keys)];
}
function judgedChange(findings, changed, contextOnly) {
  if (!contextOnly) return keepUncheckedIntroduced(findings, changed);
  return findings.map(
    (f) => f.change === "introduced" && !(f.resource && changed.has(resourceKey(f.resource))) ? { ...f, change: "unchanged" } : f
  );
}
function lowersRules(config, judgedAs, renamedTo) {
  const to = renamedTo.slice(renamedTo.lastIndexOf("/") + 1);
  if (to === judgedAs) return false;
  const rank = { off: 0, optional: 1, required: 2 };
  const strict = environmentOf(config, judgedAs);
  const loose = environmentOf(config, to);
  return strict.requireDigests && !loose.requireDigests || rank[strict.gateRecords] > rank[loose.gateRecords];
}
function renamedDraft(target, to, lowers) {
  return {
    ...lowers ? { severity: "error" } : {},
    ruleId: "targets/identity-changed",
    message: `this change turns ${target.app}/${target.environment} (declared in ${target.origin.file ?? target.path}) into ${to}; it was judged as ${target.app}/${target.environment}, and the new identity applies after merge${lowers ? " \u2014 with weaker rules (digests or gate records no longer required): review it as a change of production" : ""}`,
    location: { file: target.origin.file ?? target.path }
  };
}
async function headUnstable(pair, head, ctx) {
  const target = pair.head;
  if (ctx.mode !== "check" || !target || !targetParts(target).some((p) => p.kind === "helm") || head?.status !== "rendered")
    return [];
  return unstableObjects(sideOf(target, ctx.head, ctx.judges.config), ctx.judges, head.resources);
}
function withoutUnstable(changes, unstable) {
  if (unstable.length === 0) return changes;
  const keys = new Set(unstable.map((r) => resourceKey(r.ref)));
  return changes.filter((c) => !keys.has(resourceKey(c.resource)));
}
function sideNamespaces(pair) {
  const base = pair.base && defaultNamespaceOf(pair.base);
  const head = pair.head && defaultNamespaceOf(pair.head);
  return { ...base ? { base } : {}, ...head ? { head } : {} };
}
function diffOf(pair, ctx, { base, head }, ignore) {
  if (base?.status === "failed" || head?.status === "failed") return [];
  const main = pair.head ?? pair.base;
  const namespaces = sideNamespaces(pair);
  const deployed = (resources) => resources?.filter((r) => !isHelmTestHook(r));
  return diffTarget({
    app: main.app,
    environment: main.environment,
    base: deployed(base?.resources),
    head: deployed(head?.resources),
    ignore,
    ...namespaces.base ? { baseNamespace: namespaces.base } : {},
    ...namespaces.head ? { headNamespace: namespaces.head } : {},
    crdScopes: mergeScopes(ctx.base?.crdScopes, ctx.head.crdScopes)
  });
}
function changedKeys(changes) {
  return new Set(changes.filter((c) => c.action !== "removed").map((c) => resourceKey(c.resource)));
}
function unaffectedOutcome(pair) {
  const report = reportBase(pair.head ?? pair.base);
  report.status = "unchanged";
  report.resources = 0;
  report.durationMs = 0;
  return { pair, findings: [], changes: [], maskValues: [], report };
}
function reportBase(t) {
  const base = {
    app: t.app,
    environment: t.environment,
    kind: t.kind,
    path: t.path,
    origin: t.origin.how
  };
  if (t.sources) base.paths = t.sources.map((s) => s.path);
  return base;
}
function targetReport(main, head, base) {
  const out = { ...reportBase(main), status: "rendered", resources: 0, durationMs: 0 };
  if (!head) {
    return { ...out, status: "skipped", reason: "removed by the change", durationMs: base?.durationMs ?? 0 };
  }
  out.status = head.status;
  out.resources = head.resources.length;
  out.durationMs = head.durationMs + (base?.durationMs ?? 0);
  if (head.validation) out.validation = head.validation;
  if (head.counts) Object.assign(out, head.counts);
  if (head.notes?.length) out.notes = head.notes;
  if (head.reason) out.reason = head.reason;
  if (head.sources?.length) out.sources = head.sources;
  if (head.cached) out.renderCached = true;
  return out;
}

// src/engine/groups.ts
async function runGroups(pairs, ctx, jobs, hooks = {}) {
  const groupLimit = pLimit(Math.max(2, jobs));
  const total = pairs.filter((p) => p.affected).length;
  let done = 0;
  const perGroup = await Promise.all(
    groupByApp(pairs).map(
      (group) => groupLimit(async () => {
        const outcomes = group.some((pair) => pair.affected) ? await Promise.all(
          group.map(async (pair) => {
            const outcome = await runPair(pair, ctx);
            if (pair.affected) hooks.onTargetDone?.(++done, total, pair.id);
            return outcome;
          })
        ) : group.map(unaffectedOutcome);
        await hooks.crossCheck?.(outcomes);
        for (const o of outcomes) {
          delete o.base;
          delete o.head;
        }
        return outcomes;
      })
    )
  );
  return perGroup.flat();
}

// src/engine/coverage.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var withChange = (change) => (f) => ({ ...f, change });
function checkCoverageFindings(c) {
  const { config } = c;
  const out = compareFindings(c.base.findings, c.head.findings);
  for (const unit of c.head.notChecked) {
    const change = unitChangedBy(unit, c.base.notChecked, c.changed) ? "introduced" : "unchanged";
    out.push(...siteFindings(config, [notCheckedDraft(unit)]).map(withChange(change)));
  }
  out.push(...siteFindings(config, uncheckedChangeDrafts(c)).map(withChange("introduced")));
  out.push(...siteFindings(config, sourceChangeDrafts(c.base.applications, c.head.applications)).map(withChange("introduced")));
  const excludedBefore = new Set(c.base.excluded);
  for (const f of siteFindings(config, excludedDrafts(c.head)))
    out.push({ ...f, change: excludedBefore.has(f.location?.file ?? "") ? "unchanged" : "introduced" });
  if (c.base.targets.length === 0 && c.head.targets.length === 0)
    out.push(...siteFindings(config, [noTargetsDraft()]).map(withChange("introduced")));
  return out;
}
function auditCoverageFindings(config, found, targetCount) {
  const drafts = [...found.notChecked.map(notCheckedDraft), ...excludedDrafts(found)];
  if (targetCount === 0) drafts.push(noTargetsDraft());
  return siteFindings(config, drafts);
}
function excludedDrafts(found) {
  return found.excluded.map((rel) => ({
    ruleId: "targets/excluded",
    message: `${rel} is excluded from discovery by the config's \`exclude:\`; nothing in it was looked for or checked`,
    location: { file: rel },
    fingerprintKey: rel
  }));
}
function noTargetsDraft() {
  return {
    ruleId: "targets/none-found",
    message: "no targets were found (no config targets, Argo CD Applications, leaf overlays or charts with values) \u2014 nothing was checked"
  };
}
function renderedEverywhere(o) {
  return o.base?.status !== "failed" && o.head?.status !== "failed";
}
function uncoveredFiles(input) {
  const ignored = input.config.ignore.length > 0 ? (0, import_picomatch.default)(input.config.ignore, { dot: true }) : () => false;
  const covered = new Set(input.globalFiles);
  const failedBy = /* @__PURE__ */ new Map();
  for (const o of input.outcomes) {
    const files = [o.pair.base, o.pair.head].flatMap((t) => t ? input.readBy.get(t) ?? [] : []);
    for (const file of files) {
      if (renderedEverywhere(o)) covered.add(file);
      else failedBy.set(file, o.pair.id);
    }
  }
  const why = /* @__PURE__ */ new Map();
  const units = [...input.head.notChecked, ...input.base.notChecked];
  for (const file of input.changed) {
    const unit = units.find((u) => u.inputs.some((i) => touches(file, i)));
    if (unit) why.set(file, `read by ${unit.unit} (${unit.file}), which is not checked: ${unit.reason}`);
    else if (covered.has(file) || ignored(file)) continue;
    else if (failedBy.has(file)) why.set(file, `read by ${failedBy.get(file) ?? ""}, which did not render`);
    else if (units.some((u) => u.file === file)) why.set(file, "it declares units that are not checked");
    else why.set(file, "no target reads it and no `ignore:` glob matches it");
  }
  return why;
}
function uncheckedChangeDrafts(input) {
  const byReason = /* @__PURE__ */ new Map();
  for (const [file, reason] of uncoveredFiles(input)) memoised(byReason, reason, () => []).push(file);
  return [...byReason].map(([reason, files]) => ({
    ruleId: "targets/unchecked-change",
    message: `changed file(s) ${listOf(files)} were not checked: ${reason}`,
    location: { file: files[0] },
    fingerprintKey: `${reason}\0${files.join("\0")}`,
    remediation: "declare a target that reads these files, add a glob to `ignore:` in the base config if they never affect a deployment, or fix the target that could not be rendered"
  }));
}
function listOf(files) {
  const shown = files.slice(0, 10).join(", ");
  return files.length > 10 ? `${shown} and ${files.length - 10} more` : shown;
}
function notCheckedDraft(unit) {
  return {
    ruleId: "targets/not-checked",
    message: unit.message ?? `${unit.unit} in ${unit.file} was not checked: ${unit.reason}`,
    location: { file: unit.file, ...unit.line ? { line: unit.line } : {} },
    fingerprintKey: unitKey(unit)
  };
}
function unitKey(unit) {
  return unit.key ?? `${unit.file}#${unit.unit}`;
}
function unitChangedBy(unit, baseUnits, changed) {
  const same = baseUnits.filter((u) => unitKey(u) === unitKey(unit));
  if (!same.some((u) => u.declaration === unit.declaration)) return true;
  return changed.some((file) => unit.inputs.some((i) => touches(file, i)));
}
function sourceChangeDrafts(base, head) {
  const byKey2 = new Map(base.map((a) => [a.key, a]));
  const out = [];
  for (const app of head) {
    const before = byKey2.get(app.key);
    if (!before) continue;
    const diffs = app.sources.flatMap(
      (src, i) => (src.chart !== void 0 ? [] : ["repoURL", "targetRevision", "chart"]).filter((field) => (before.sources[i]?.[field] ?? "") !== (src[field] ?? "")).map(
        (field) => `${app.sources.length > 1 ? `source ${i + 1} ` : ""}${field} ${show(before.sources[i]?.[field])} \u2192 ${show(src[field])}`
      )
    );
    if (diffs.length === 0) continue;
    out.push({
      ruleId: "targets/source-changed",
      message: `Application ${app.name} (${app.file}): the change repoints its source: ${diffs.join("; ")}; what it deploys from there was not rendered in this check`,
      location: { file: app.file },
      fingerprintKey: app.key,
      remediation: "review what the new source deploys; after merge, an audit renders it from there if it is this repository"
    });
  }
  return out;
}
function show(v) {
  return v === void 0 || v === "" ? "(unset)" : JSON.stringify(v);
}

// src/engine/progress.ts
function progressReporter(sink) {
  if (!sink) return void 0;
  const started = Date.now();
  let last = 0;
  return (done, total, target) => {
    const now = Date.now();
    if (done !== total && now - last < 1e3) return;
    last = now;
    const current = target && done !== total ? `, last ${target}` : "";
    sink(`${done}/${total} targets done (${((now - started) / 1e3).toFixed(1)}s${current})`);
  };
}

export {
  readChecksAhead,
  buildJudges,
  validateChecks,
  sideRootsOf,
  jobsOf,
  discoveryApiVersions,
  runGroups,
  checkCoverageFindings,
  auditCoverageFindings,
  progressReporter
};
