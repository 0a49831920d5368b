import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  groupByApp
} from "./chunk-P2ST4MNK.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import {
  fingerprint
} from "./chunk-YNJHAX7O.js";
import {
  finishReport
} from "./chunk-GZW4SSYH.js";

// src/engine/shard.ts
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
    // Every shard of one run reads the same config at the same revision.
    ...first.config ? { config: first.config } : {},
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
  shardPairs,
  mergeReports
};
