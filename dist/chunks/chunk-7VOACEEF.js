import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  targetId
} from "./chunk-VXY2SPE6.js";

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

export {
  pairTargets,
  auditPairs,
  groupByApp,
  widenForCrossChecks
};
