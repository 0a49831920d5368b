import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  targetId
} from "./chunk-NIV5XKAB.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";

// src/engine/pairs.ts
async function pairTargets(base, head, affected) {
  const byId = /* @__PURE__ */ new Map();
  for (const t of base) {
    const id = targetId(t);
    byId.set(id, { id, base: t, affected: false });
  }
  for (const t of head) {
    const id = targetId(t);
    const pair = byId.get(id) ?? { id, affected: false };
    pair.head = t;
    byId.set(id, pair);
  }
  rejoinRenamed(byId);
  for (const pair of byId.values()) {
    const defChanged = !pair.base || !pair.head || !sameDefinition(pair.base, pair.head);
    const [atBase, atHead] = await Promise.all([
      pair.base ? affected(pair.base, "base") : false,
      pair.head ? affected(pair.head, "head") : false
    ]);
    pair.affected = defChanged || atBase || atHead;
  }
  return [...byId.values()].sort(inReportOrder);
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
function sameDefinition(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function destinationKey(t) {
  const d = t?.destination;
  if (!d || !d.server && !d.name) return void 0;
  return `${d.server ?? `name:${d.name ?? ""}`}|${d.namespace ?? ""}`;
}
function auditPairs(targets, environments) {
  const wanted = environments?.length ? new Set(environments) : void 0;
  const pairs = targets.filter((t) => !wanted || wanted.has(t.environment)).map((t) => ({ id: targetId(t), head: t, affected: true }));
  return pairs.sort(inReportOrder);
}
function groupByApp(pairs) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of pairs) memoised(groups, (p.head ?? p.base)?.app ?? p.id, () => []).push(p);
  return [...groups.values()];
}
function markContextOnly(pairs, readsChange) {
  for (const p of pairs) {
    if (!p.affected || !p.base || !p.head || p.renamedTo) continue;
    if (readsChange(p.base) || readsChange(p.head) || !sameDefinition(p.base, p.head)) continue;
    p.contextOnly = true;
  }
}
function widenForCrossChecks(pairs, config) {
  const related = /* @__PURE__ */ new Set([...config.envDiff.flatMap((d) => [d.from, d.to]), ...config.promotion ?? []]);
  if (related.size === 0) return;
  for (const group of groupByApp(pairs)) {
    const envOf = (p) => (p.head ?? p.base)?.environment ?? "";
    if (!group.some((p) => p.affected && related.has(envOf(p)))) continue;
    for (const p of group) {
      if (!related.has(envOf(p)) || p.affected) continue;
      p.affected = true;
      p.contextOnly = true;
    }
  }
}
function inReportOrder(a, b) {
  return a.id.localeCompare(b.id);
}

export {
  pairTargets,
  auditPairs,
  groupByApp,
  markContextOnly,
  widenForCrossChecks
};
