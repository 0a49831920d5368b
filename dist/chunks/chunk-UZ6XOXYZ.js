import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  SEVERITY_ORDER,
  createSanitizer,
  fingerprint,
  sanitizeDeep,
  targetId
} from "./chunk-XUKYWFPX.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import {
  toolVersion
} from "./chunk-L3AFQ6AO.js";

// src/engine/pairs.ts
async function pairTargets(base, head, affected) {
  const byId = /* @__PURE__ */ new Map();
  for (const t of base) byId.set(targetId(t), { id: targetId(t), base: t, affected: false });
  for (const t of head) {
    const pair = byId.get(targetId(t)) ?? { id: targetId(t), affected: false };
    pair.head = t;
    byId.set(pair.id, pair);
  }
  rejoinRenamed(byId);
  for (const pair of byId.values()) {
    const defChanged = !pair.base || !pair.head || JSON.stringify(pair.base) !== JSON.stringify(pair.head);
    const [atBase, atHead] = await Promise.all([
      pair.base ? affected(pair.base, "base") : false,
      pair.head ? affected(pair.head, "head") : false
    ]);
    pair.affected = defChanged || atBase || atHead;
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}
function rejoinRenamed(byId) {
  const declaredBy = (t) => t?.origin.file ? `${t.origin.file}#${t.origin.detail ?? ""}` : void 0;
  const baseOnly = [...byId.values()].filter((p) => p.base && !p.head);
  for (const headOnly of [...byId.values()].filter((p) => p.head && !p.base)) {
    const head = headOnly.head;
    const key = declaredBy(head);
    const dest = destinationKey(head);
    const match = baseOnly.find(
      (p) => !p.head && (key && declaredBy(p.base) === key || dest && destinationKey(p.base) === dest)
    );
    if (match?.base) {
      match.head = { ...head, app: match.base.app, environment: match.base.environment };
      match.renamedTo = `${head.app}/${head.environment}`;
      byId.delete(headOnly.id);
      continue;
    }
    moveToDestinationEnvironment(byId, headOnly, dest);
  }
}
function moveToDestinationEnvironment(byId, pair, dest) {
  const head = pair.head;
  if (!dest) return;
  const there = [...byId.values()].find(
    (p) => p.base && destinationKey(p.base) === dest && p.base.environment !== head.environment
  );
  if (!there?.base) return;
  const moved = { ...head, environment: there.base.environment };
  const id = targetId(moved);
  if (byId.has(id)) return;
  byId.delete(pair.id);
  byId.set(id, { ...pair, id, head: moved, renamedTo: targetId(head) });
}
function destinationKey(t) {
  const d = t?.destination;
  if (!d || !d.server && !d.name) return void 0;
  return `${d.server ?? `name:${d.name ?? ""}`}|${d.namespace ?? ""}`;
}
function auditPairs(targets, environments) {
  const wanted = environments?.length ? new Set(environments) : void 0;
  return targets.filter((t) => !wanted || wanted.has(t.environment)).map((t) => ({ id: targetId(t), head: t, affected: true })).sort((a, b) => a.id.localeCompare(b.id));
}
function groupByApp(pairs) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of pairs) {
    const app = (p.head ?? p.base)?.app ?? p.id;
    const list = groups.get(app) ?? [];
    list.push(p);
    groups.set(app, list);
  }
  return [...groups.values()];
}
function widenForCrossChecks(pairs, config) {
  const related = /* @__PURE__ */ new Set([...config.envDiff.flatMap((d) => [d.from, d.to]), ...config.promotion ?? []]);
  if (related.size === 0) return;
  for (const group of groupByApp(pairs)) {
    const envOf = (p) => (p.head ?? p.base)?.environment ?? "";
    if (!group.some((p) => p.affected && related.has(envOf(p)))) continue;
    for (const p of group) if (related.has(envOf(p))) p.affected = true;
  }
}

// src/findings/verdict.ts
function countsTowardVerdict(f) {
  if (f.exempted) return false;
  return f.change === void 0 || f.change === "introduced";
}
function verdictOf(findings) {
  const counted = findings.filter(countsTowardVerdict).filter((f) => f.severity === "error");
  if (counted.some((f) => f.verdict === "fail")) return "fail";
  if (counted.some((f) => f.verdict === "inconclusive")) return "inconclusive";
  return "pass";
}
function summarize(findings, targets, resources) {
  const counted = findings.filter(countsTowardVerdict);
  return {
    targets,
    resources,
    fail: counted.filter((f) => f.severity === "error" && f.verdict === "fail").length,
    inconclusive: counted.filter((f) => f.severity === "error" && f.verdict === "inconclusive").length,
    warning: counted.filter((f) => f.severity === "warning").length,
    note: counted.filter((f) => f.severity === "note").length,
    exempted: findings.filter((f) => f.exempted && f.change !== "fixed").length
  };
}

// src/engine/mask-report.ts
function maskValuesOf(outcomes) {
  const values = /* @__PURE__ */ new Set();
  for (const o of outcomes) for (const v of o.maskValues) values.add(v);
  return [...values];
}
function identifiers(report) {
  const ids = /* @__PURE__ */ new Set();
  for (const t of report.targets) [t.app, t.environment, t.path].forEach((v) => ids.add(v));
  const refs = [
    ...report.changes.map((c) => c.resource),
    ...report.findings.flatMap((f) => f.resource ? [f.resource] : [])
  ];
  for (const r of refs) [r.apiVersion, r.kind, r.name, r.namespace ?? ""].forEach((v) => ids.add(v));
  for (const i of report.images ?? []) ids.add(i.image);
  return ids;
}
function maskReport(report, values) {
  if (values.length === 0) return report;
  const ids = identifiers(report);
  const mask = values.filter((v) => !ids.has(v));
  if (mask.length === 0) return report;
  return sanitizeDeep(report, createSanitizer({ values: mask }));
}

// src/engine/assemble.ts
var CHANGE_ORDER = { introduced: 0, unchanged: 1, fixed: 2 };
function byFinding(a, b) {
  return (CHANGE_ORDER[a.change ?? "introduced"] ?? 0) - (CHANGE_ORDER[b.change ?? "introduced"] ?? 0) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`) || a.ruleId.localeCompare(b.ruleId) || (a.location?.file ?? "").localeCompare(b.location?.file ?? "") || (a.location?.line ?? 0) - (b.location?.line ?? 0) || a.fingerprint.localeCompare(b.fingerprint);
}
function byTarget(a, b) {
  return `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`);
}
function byChange(a, b) {
  const ka = `${a.app}/${a.environment}/${a.resource.kind}/${a.resource.namespace ?? ""}/${a.resource.name}`;
  const kb = `${b.app}/${b.environment}/${b.resource.kind}/${b.resource.namespace ?? ""}/${b.resource.name}`;
  return ka.localeCompare(kb);
}
function assembleReport(input) {
  return maskReport(
    finishReport({
      tool: { name: "deploy-gate", version: toolVersion(), ...pick(input.tools) },
      mode: input.mode,
      ...input.base ? { base: input.base } : {},
      ...input.head ? { head: input.head } : {},
      ...input.ref ? { ref: input.ref } : {},
      targets: input.outcomes.map((o) => o.report),
      findings: [...input.outcomes.flatMap((o) => o.findings), ...input.extraFindings],
      changes: input.outcomes.flatMap((o) => o.changes),
      images: input.images,
      notices: input.notices
    }),
    maskValuesOf(input.outcomes)
  );
}
function finishReport(parts) {
  const { images, notices, ...rest } = parts;
  const targets = [...parts.targets].sort(byTarget);
  const findings = [...parts.findings].sort(byFinding);
  const resources = targets.reduce((n, t) => n + t.resources, 0);
  const report = {
    ...rest,
    verdict: verdictOf(findings),
    summary: summarize(findings, targets.length, resources),
    targets,
    findings,
    changes: [...parts.changes].sort(byChange)
  };
  if (images.length) report.images = [...images].sort(byImage);
  if (notices.length) report.notices = [...new Set(notices)].sort();
  return report;
}
function byImage(a, b) {
  return `${a.app}/${a.environment}/${a.image}`.localeCompare(`${b.app}/${b.environment}/${b.image}`);
}
function pick(tools) {
  const out = {};
  if (tools.helm) out.helm = tools.helm;
  if (tools.kustomize) out.kustomize = tools.kustomize;
  return out;
}

// src/shard/index.ts
var KIND_COST = { helm: 3, kustomize: 2, manifests: 1 };
function expectedCost(group) {
  return group.reduce((n, p) => n + KIND_COST[(p.head ?? p.base)?.kind ?? "manifests"], 0);
}
function shardPairs(pairs, shard) {
  const groups = groupByApp(pairs).map((g) => ({ g, cost: expectedCost(g), key: g[0]?.id ?? "" })).sort((a, b) => b.cost - a.cost || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const load = new Array(shard.count).fill(0);
  const mine = [];
  for (const { g, cost } of groups) {
    let best = 0;
    for (let i = 1; i < load.length; i++) if ((load[i] ?? 0) < (load[best] ?? 0)) best = i;
    load[best] = (load[best] ?? 0) + cost;
    if (best === shard.index - 1) mine.push(...g);
  }
  return mine;
}
var MergeError = class extends UsageError {
  name = "MergeError";
};
function sameRevision(reports) {
  const key = (r) => `${r.mode}:${r.ref?.sha ?? ""}:${r.base?.sha ?? ""}:${r.head?.sha ?? ""}`;
  const first = reports[0];
  if (!first) throw new MergeError("merge needs at least one report");
  const odd = reports.find((r) => key(r) !== key(first));
  if (odd)
    throw new MergeError(
      `reports judge different revisions or modes (${key(first)} vs ${key(odd)}); merge only shards of one run`
    );
}
function shardProblems(reports) {
  const sharded = reports.filter((r) => r.shard);
  if (sharded.length === 0) return [];
  const count = sharded[0]?.shard?.count ?? 0;
  if (sharded.length !== reports.length)
    throw new MergeError("some reports are shards and some are not; merge the shards of one run");
  const odd = sharded.find((r) => r.shard?.count !== count);
  if (odd)
    throw new MergeError(
      `shards of different splits (${sharded[0]?.shard?.index}/${count} and ${odd.shard?.index}/${odd.shard?.count}); merge the shards of one run`
    );
  const seen = /* @__PURE__ */ new Map();
  for (const r of sharded) seen.set(r.shard?.index ?? 0, (seen.get(r.shard?.index ?? 0) ?? 0) + 1);
  const problems = [];
  for (let i = 1; i <= count; i++) {
    if (!seen.has(i)) problems.push(`shard ${i}/${count} is missing from the merge`);
    else if ((seen.get(i) ?? 0) > 1) problems.push(`shard ${i}/${count} was given more than once`);
  }
  return problems;
}
function mergeReports(reports) {
  sameRevision(reports);
  const first = reports[0];
  const problems = shardProblems(reports);
  return finishReport({
    tool: first.tool,
    mode: first.mode,
    ...first.base ? { base: first.base } : {},
    ...first.head ? { head: first.head } : {},
    ...first.ref ? { ref: first.ref } : {},
    targets: reports.flatMap((r) => r.targets),
    changes: reports.flatMap((r) => r.changes),
    images: reports.flatMap((r) => r.images ?? []),
    // Repo-wide findings (a broken Application, say) appear in every shard: keep one of each.
    findings: uniqueFindings([...reports.flatMap((r) => r.findings), ...problems.map(missingShardFinding)]),
    notices: reports.flatMap((r) => r.notices ?? [])
  });
}
function missingShardFinding(message) {
  return {
    ruleId: "shard/missing",
    verdict: "inconclusive",
    severity: "error",
    app: "-",
    environment: "-",
    message,
    fingerprint: fingerprint({ ruleId: "shard/missing", app: "-", environment: "-", key: message })
  };
}
function uniqueFindings(findings) {
  const seen = /* @__PURE__ */ new Set();
  return findings.filter((f) => {
    const key = `${f.fingerprint}:${f.change ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export {
  pairTargets,
  auditPairs,
  groupByApp,
  widenForCrossChecks,
  countsTowardVerdict,
  verdictOf,
  summarize,
  assembleReport,
  shardPairs,
  mergeReports
};
