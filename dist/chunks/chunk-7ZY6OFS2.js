import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  crdLocationsOf,
  resolveRepoLocations
} from "./chunk-6IDTVWYR.js";
import {
  SourceCache,
  defaultSourceCacheDir,
  pLimit,
  problemsUnder,
  scanTree,
  targetInputs,
  trustedSourcesOf
} from "./chunk-4GRKFH6V.js";
import {
  childMemoryLimitBytes
} from "./chunk-A4K7KFUI.js";
import {
  defaultNamespaceOf,
  targetParts
} from "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import {
  parseRendered
} from "./chunk-KF6SMGVM.js";
import {
  cacheSecret,
  signatureMatches,
  signatureOf
} from "./chunk-XVAFXA35.js";
import {
  crdScopes,
  placementOf,
  readFile,
  readdir,
  realpath,
  stat
} from "./chunk-QL7IOEAV.js";
import {
  toolCacheDir
} from "./chunk-QCYFN3UA.js";
import {
  DEFAULT_POLICY_PACKS
} from "./chunk-ZQ5WTYB2.js";
import {
  isRenderedResource
} from "./chunk-NEUGZZOX.js";
import {
  resourceKey
} from "./chunk-XY7PLT3O.js";
import {
  ruleInfo
} from "./chunk-RH7IQCQN.js";
import {
  parseYamlFile
} from "./chunk-UOEBEDMF.js";
import {
  isObject
} from "./chunk-LYFTJUJU.js";
import {
  toolVersion
} from "./chunk-L3AFQ6AO.js";

// src/engine/judges.ts
import os from "node:os";
import path7 from "node:path";

// src/engine/crd-api-versions.ts
import path from "node:path";
var MAX_CRD_FILE_BYTES = 8 * 1024 * 1024;
async function crdDocuments(dirs, json = false) {
  const name = json ? /\.(ya?ml|json)$/ : /\.ya?ml$/;
  const docs = [];
  for (const dir of dirs) {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    const files = entries.filter((e) => e.isFile() && name.test(e.name)).map((e) => path.join(e.parentPath, e.name));
    for (const file of files.sort()) {
      const size = await stat(file).then(
        (s) => s.size,
        () => Infinity
      );
      if (size > MAX_CRD_FILE_BYTES) continue;
      docs.push(...parseYamlFile(await readFile(file, "utf8").catch(() => "")).documents);
    }
  }
  return docs;
}
function servedApis(doc) {
  if (!isObject(doc) || doc.kind !== "CustomResourceDefinition" || !isObject(doc.spec)) return [];
  const { group, names, versions } = doc.spec;
  const kind = isObject(names) ? names.kind : void 0;
  if (typeof group !== "string" || !Array.isArray(versions)) return [];
  return versions.flatMap((v) => {
    if (!isObject(v) || typeof v.name !== "string" || v.served === false) return [];
    const gv = `${group}/${v.name}`;
    return typeof kind === "string" ? [gv, `${gv}/${kind}`] : [gv];
  });
}
async function configuredCrds(dirs) {
  const docs = await crdDocuments(dirs);
  const apis = new Set(docs.flatMap(servedApis));
  return { apiVersions: [...apis].sort(), scopes: crdScopes(docs) };
}

// src/engine/render-cache.ts
import { createHash as createHash2 } from "node:crypto";
import { readFile as readFile2 } from "node:fs/promises";
import { lstatSync as lstatSync2, readdirSync as readdirSync2, statSync } from "node:fs";
import path5 from "node:path";
import { fileURLToPath } from "node:url";

// src/engine/render-cache-tree.ts
import { createHash } from "node:crypto";
import { lstatSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import path2 from "node:path";
var TREE_LIMITS = { maxEntries: 5e4, maxBytes: 64 * 1024 * 1024 };
function entryLine(abs, st) {
  if (st.isSymbolicLink()) return `link ${readlinkSync(abs)}`;
  if (st.isDirectory()) return "dir";
  if (st.isFile())
    return `file ${st.mode & 73 ? "x" : "-"} ${createHash("sha256").update(readFileSync(abs)).digest("hex")}`;
  return `other ${st.mode}`;
}
function describeDir(walk, root, rel) {
  const entries = readdirSync(path2.join(root, rel), { withFileTypes: true });
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries) {
    if (walk.paths.length >= walk.limits.maxEntries) return false;
    const child = rel === "" ? entry.name : `${rel}/${entry.name}`;
    const st = lstatSync(path2.join(root, child));
    if (st.isFile()) walk.bytes += st.size;
    if (walk.bytes > walk.limits.maxBytes) return false;
    const line = entryLine(path2.join(root, child), st);
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
  const { root: _root, crdScopes: crdScopes2, ...rest } = opts;
  if (!crdScopes2 || crdScopes2.size === 0) return rest;
  return { ...rest, crdScopes: [...crdScopes2].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0) };
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
import path4 from "node:path";

// src/cache/signed-file.ts
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path3 from "node:path";
function writeWhole(target, text) {
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temp, text);
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    mkdirSync(path3.dirname(target), { recursive: true });
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
      others.map(async (name) => ({ name, mtime: (await stat2(path4.join(treesDir, name))).mtimeMs }))
    );
    aged.sort((a, b) => b.mtime - a.mtime);
    for (const { name } of aged.slice(KEPT_TREES - 1))
      await rm(path4.join(treesDir, name), { recursive: true, force: true });
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
  const treesDir = path4.join(dir, "trees");
  const file = (key, tree) => tree === void 0 ? path4.join(dir, key.slice(0, 2), `${key}.json`) : path4.join(treesDir, tree, `${key}.json`);
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
          touch(path4.join(treesDir, tree));
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
    const siblings = readdirSync2(path5.dirname(self)).sort().join("\n");
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
  const abs = path5.join(root, rel);
  let st;
  try {
    st = lstatSync2(abs);
  } catch {
    st = void 0;
  }
  out.set(rel, st ? entryLine(abs, st) : "absent");
  if (st?.isDirectory())
    for (const name of readdirSync2(abs).sort()) describeInput(root, path5.posix.join(rel, name), out);
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
  for (const rel of [...new Set(inputs.map((i) => path5.posix.normalize(i.replace(/\/+$/, "") || ".")))].sort()) {
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
import path6 from "node:path";
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
      const text = await readFile3(path6.join(trustedRoot, file), "utf8");
      const parsed = parseRendered([{ text, file }], { kind: "manifests", targetPath: rel, root: trustedRoot });
      const problem = parsed.overBudget?.message ?? parsed.problems[0]?.message;
      if (problem) throw new UsageError(`admission.policies: ${file}: ${problem}`);
      out.push(...parsed.resources);
    }
  }
  return out;
}
async function filesUnder(root, rel) {
  const st = await lstat(path6.join(root, rel)).catch(() => void 0);
  if (!st || st.isSymbolicLink() || !(st.isFile() || st.isDirectory())) return void 0;
  if (st.isFile()) return st.size <= MAX_FILE_BYTES ? [rel] : [];
  const entries = await readdir3(path6.join(root, rel), { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && YAML_FILE.test(e.name)).map((e) => path6.relative(root, path6.join(e.parentPath, e.name)).split(path6.sep).join("/")).sort();
  const sizes = await Promise.all(files.map((f) => lstat(path6.join(root, f)).then((s) => s.size)));
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
var checksCode = () => import("./load-KXOZJRYQ.js");
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
    extraDirs: config.checks.map((dir) => path7.join(trustedRoot, dir)),
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
  const baseOf = () => base ??= import("./schema-base-BHTB2NQG.js").then((m) => m.createSchemaBase(opts));
  const validator = () => made ??= Promise.all([baseOf(), import("./validator-5AEJ5A7X.js")]).then(
    ([b, m]) => m.createSchemaValidator(opts, b)
  );
  return {
    servedApiVersions: async (env) => (await baseOf()).servedApiVersions(env),
    validateTarget: async (resources, env, per) => (await validator()).validateTarget(resources, env, per)
  };
}
async function sideRootsOf(config, root) {
  const { crdDirs, refused } = await acceptedCrdDirs(config, root);
  const crds = await configuredCrds(crdDirs);
  return { root, crdDirs, crdApiVersions: crds.apiVersions, crdScopes: crds.scopes, refused };
}
async function acceptedCrdDirs(config, root) {
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
    crdDirs.push(path7.join(root, dir));
  }
  return { crdDirs, refused };
}
async function outsideRoot(root, dir) {
  const [realRoot, realDir] = await Promise.all([
    realpath(root),
    realpath(path7.join(root, dir)).catch(() => void 0)
  ]);
  if (realDir === void 0) return false;
  const inside = realDir === realRoot || realDir.startsWith(`${realRoot}${path7.sep}`);
  return !inside || realDir.split(path7.sep).includes(".git");
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

// src/findings/compare.ts
function compareFindings(base, head) {
  const baseByPrint = new Map(base.map((f) => [f.fingerprint, f]));
  const headPrints = new Set(head.map((f) => f.fingerprint));
  const out = head.map((f) => ({
    ...f,
    change: baseByPrint.has(f.fingerprint) ? "unchanged" : "introduced"
  }));
  for (const f of base) {
    if (!headPrints.has(f.fingerprint)) out.push({ ...f, change: "fixed" });
  }
  return out;
}
function couldNotCheck(f) {
  return f.verdict === "inconclusive" || f.ruleId === "render/failed" || f.ruleId === "manifest/parse-error" || f.ruleId === "internal/check-error";
}
function keepUncheckedIntroduced(findings, changedKeys) {
  return findings.map((f) => {
    if (f.change !== "unchanged" || !couldNotCheck(f)) return f;
    if (f.resource && !changedKeys.has(resourceKey(f.resource))) return f;
    if (f.verdict === "fail")
      return {
        ...f,
        change: "introduced",
        verdict: "inconclusive",
        message: `${f.message} (the same at base: this change could not be checked)`
      };
    return { ...f, change: "introduced" };
  });
}

// src/findings/name-stem.ts
var KUSTOMIZE_HASH = /^[2456789bcdfghkmt]{10}$/;
var HEX_HASH = /^(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}$/;
var RANDOM_5 = /^(?=[a-z0-9]*[0-9])(?=[a-z0-9]*[a-z])[a-z0-9]{5}$/;
var WORD_NUMBER = /^([a-z]+[0-9]+|[0-9]+[a-z]+)$/;
function generated(segment) {
  if (KUSTOMIZE_HASH.test(segment) || HEX_HASH.test(segment)) return true;
  return RANDOM_5.test(segment) && !WORD_NUMBER.test(segment);
}
function nameStem(name) {
  let stem = name;
  for (let i = 0; i < 2; i++) {
    const dash = stem.lastIndexOf("-");
    if (dash <= 0 || !generated(stem.slice(dash + 1))) break;
    stem = stem.slice(0, dash);
  }
  return stem === name ? void 0 : `${stem}-*`;
}

// src/engine/applied-identity.ts
function appliedIdentityOf(target, objects = []) {
  if (!target) return void 0;
  const defaultNamespace = defaultNamespaceOf(target);
  const stemmed = (ref) => {
    const stem = nameStem(ref.name);
    return stem === void 0 ? void 0 : placementOf({ ...ref, name: stem }, defaultNamespace).key;
  };
  const counts = /* @__PURE__ */ new Map();
  for (const ref of objects) {
    const key = stemmed(ref);
    if (key !== void 0) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (ref) => {
    const key = stemmed(ref);
    return key !== void 0 && counts.get(key) === 1 ? key : placementOf(ref, defaultNamespace).key;
  };
}

export {
  crdDocuments,
  parseOrRestore,
  renderKey,
  cachedRender,
  buildJudges,
  validateChecks,
  sideRootsOf,
  acceptedCrdDirs,
  jobsOf,
  compareFindings,
  keepUncheckedIntroduced,
  appliedIdentityOf
};
