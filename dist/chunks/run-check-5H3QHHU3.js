import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  buildJudges,
  checkCoverageFindings,
  discoveryApiVersions,
  jobsOf,
  progressReporter,
  readChecksAhead,
  runGroups,
  sideRootsOf,
  validateChecks
} from "./chunk-4IBWBV5R.js";
import "./chunk-4CYCRRQY.js";
import {
  markContextOnly,
  pairTargets,
  widenForCrossChecks
} from "./chunk-P2ST4MNK.js";
import {
  affectedBy,
  branchOf,
  branchRefs,
  changedFiles,
  commitName,
  configOf,
  configUsed,
  discover,
  lookUpNames,
  openResolved,
  pairTrees,
  readConfig,
  readFileAt,
  remoteUrls,
  resolveSide,
  resolveTools,
  submoduleNotices,
  targetInputs,
  touches,
  untouchedBy
} from "./chunk-FOQ3YNAA.js";
import "./chunk-A4K7KFUI.js";
import "./chunk-CPP7XR67.js";
import "./chunk-LWTNYFFW.js";
import {
  enterPhase,
  siteFindings,
  toolPaths,
  toolsOf,
  withSides
} from "./chunk-LWAUYT3A.js";
import "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import "./chunk-BVFYZUKM.js";
import "./chunk-AEMN7P2B.js";
import "./chunk-KZXAIZA3.js";
import "./chunk-D2SDISZR.js";
import {
  readCrdDir
} from "./chunk-AY36APSX.js";
import "./chunk-B7GEDGLJ.js";
import "./chunk-QL7IOEAV.js";
import "./chunk-54GLFIVL.js";
import "./chunk-QMC5NZGM.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-H46FZT4U.js";
import "./chunk-ZQ5WTYB2.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-PNZQSVZR.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import {
  require_picomatch
} from "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import {
  assembleReport
} from "./chunk-GZW4SSYH.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-T4D7B56H.js";
import {
  redactTokens
} from "./chunk-URNH3GDA.js";
import "./chunk-3G6HCZXA.js";
import {
  asStrings,
  canonicalJson,
  isObject
} from "./chunk-LYFTJUJU.js";
import "./chunk-L3AFQ6AO.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/engine/check-start.ts
import path from "node:path";
function startCheck(opts, configPath) {
  const repo = path.resolve(opts.repo);
  readChecksAhead();
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  const head = opts.head ?? "HEAD";
  const names = lookUpNames(repo, [commitName(opts.base), commitName(head), ...branchRefs(opts.base)]);
  const asked = Promise.all([remoteUrls(repo), names.then((known) => branchOf(repo, opts.base, known))]);
  const sides = names.then(
    (known) => Promise.all([resolveSide(repo, opts.base, known), resolveSide(repo, head, known)])
  );
  const changes = sides.then(([base, head2]) => changedFiles(repo, base.sha, head2.sha));
  const config = sides.then(([base, head2]) => readConfig(repo, base.sha, configPath, { headSha: head2.sha }));
  const started = [tools, asked, sides, changes, config];
  for (const p of started) p.catch(() => void 0);
  const idle = async () => {
    await Promise.allSettled(started);
  };
  return { repo, tools, asked, sides, changes, config, idle };
}

// src/engine/change-findings.ts
import path2 from "node:path";

// src/schema/crd-loosening.ts
function here(path3) {
  return path3 === "" ? "the top level" : path3;
}
function compareNode(base, head, path3, out) {
  if (!isObject(base)) return;
  if (!isObject(head)) {
    out.push(`${here(path3)}: the schema was removed`);
    return;
  }
  const removed = asStrings(base.required).filter((r) => !asStrings(head.required).includes(r));
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
  const rel = path2.posix.normalize(c.configRel.split(path2.sep).join("/"));
  const touched = c.changed.some((p) => touches(p, rel));
  if (!touched) return Promise.resolve(c.baseText ?? "");
  return readFileAt(c.repo, headSha, c.configRel).then(
    (t) => t ?? "",
    (err) => `<unreadable: ${err instanceof Error ? err.message : String(err)}>`
  );
}
async function changeFindings(c) {
  const drafts = [...c.headRoots.refused];
  if ((c.baseText ?? "") !== c.headText) {
    const message = `${c.configRel} is changed by this change; the checks here used the base revision's config, the new one applies after merge`;
    drafts.push({ ruleId: "config/changed", message, location: { file: c.configRel } });
  }
  drafts.push(...await crdChangedDrafts(c.baseRoots.crdDirs, c.headRoots.crdDirs, c.crdKindsUsed));
  return siteFindings(c.config, drafts).map((f) => ({ ...f, change: "introduced" }));
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
function sharedDiscoveryRenders(configFile, changed) {
  const made = /* @__PURE__ */ new Map();
  return async (pristine, render) => {
    const inputs = await targetInputs(pristine.root, pristine.target, configFile, { complete: true }).catch(
      () => void 0
    );
    if (inputs === void 0) return render();
    const key = canonicalJson([{ ...pristine, root: untouchedBy(inputs, changed) ? "" : pristine.root }, configFile]);
    let result = made.get(key);
    if (!result) {
      result = render();
      made.set(key, result);
    }
    return result;
  };
}

// src/engine/run-check.ts
async function runCheck(opts) {
  if (!opts.base) throw new UsageError("check needs --base (the revision the change starts from)");
  enterPhase(opts, "reading the revisions and the changed files");
  const s = startCheck({ ...opts, base: opts.base }, opts.configPath);
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
  const choice = await s.config;
  const configRel = choice.rel;
  const loaded = { ...configOf(choice.text, configRel), used: configUsed(choice, "base") };
  const changed = await s.changes;
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
async function checkOn(c) {
  const { opts, repo } = c;
  enterPhase(opts, "writing the revision trees");
  return withSides(
    [() => openResolved(repo, c.base), () => openResolved(repo, c.head)],
    async ([base, head]) => checkSides(c, { base, head })
  );
}
async function checkSides(c, sides) {
  const { opts, configRel, tools, changed } = c;
  const { base, head } = sides;
  const { config, text: baseText, warnings } = c.loaded;
  const roots = Promise.all([sideRootsOf(config, base.root), sideRootsOf(config, head.root)]);
  roots.catch(() => void 0);
  const judges = await buildJudges(config, opts, base.root, tools);
  const [repoUrls, branch] = await c.asked;
  const where = { repoUrls, branch: opts.baseBranch ?? branch };
  const sideApis = (side) => discoveryApiVersions(
    judges.schema,
    roots.then((r) => r[side].crdApiVersions)
  );
  const apiVersions = { base: sideApis(0), head: sideApis(1) };
  enterPhase(opts, "discovery (targets, ApplicationSet expansion, affected targets)");
  const { baseFound, headFound, inputs, pairs } = await pairsOf(c, { base, head, config, where, apiVersions });
  const [baseRoots, headRoots] = await roots;
  const ctx = {
    mode: "check",
    judges,
    base: baseRoots,
    head: { ...headRoots, trustedCrdDirs: baseRoots.crdDirs, submodules: head.submodules }
  };
  const { crossChecks } = await import("./cross-checks-HHWDSX5Z.js");
  const cross = crossChecks({
    mode: "check",
    config,
    opts,
    baseRoot: base.root,
    headRoot: head.root,
    crdDirs: { base: baseRoots.crdDirs, head: headRoots.crdDirs }
  });
  const progress = progressReporter(opts.onProgress);
  enterPhase(opts, "rendering and checks");
  const outcomes = await runGroups(pairs, ctx, jobsOf(opts), { crossCheck: cross.run, onTargetDone: progress });
  enterPhase(opts, "change findings");
  const extra = await changeFindings({
    config,
    configRel,
    baseText,
    // Read only when the change touches the config's path: otherwise it is the base's text.
    headText: await headConfigTextIfChanged({ ...c, baseText }, head.info.sha),
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
async function pairsOf(c, s) {
  const { opts, changed } = c;
  const { base, head, config } = s;
  const shared = opts.separateDiscovery ? {} : { renderThrough: sharedDiscoveryRenders(config.file, changed) };
  pairTrees(base.root, head.root, changed);
  const discoverAt = (side, apiVersionsFor) => discover(side.root, config, {
    ...s.where,
    ...toolPaths(opts),
    tools: c.tools,
    deadline: opts.deadline,
    apiVersionsFor,
    ...shared
  });
  const [baseFound, headFound] = await Promise.all([
    discoverAt(base, s.apiVersions.base),
    discoverAt(head, s.apiVersions.head)
  ]);
  const inputs = await affectedBy(changed, config, base.root, head.root);
  const pairs = await pairTargets(baseFound.targets, headFound.targets, inputs.affected);
  markContextOnly(pairs, inputs.readsChange);
  widenForCrossChecks(pairs, config);
  return { baseFound, headFound, inputs, pairs };
}
export {
  runCheck
};
