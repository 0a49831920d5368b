import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  targetId
} from "./chunk-NIV5XKAB.js";

// src/engine/same-json.ts
function sameJson(a, b) {
  return plainlyIdentical(a, b, 0) || JSON.stringify(a) === JSON.stringify(b);
}
var MAX_DEPTH = 64;
function plainlyIdentical(a, b, depth) {
  if (typeof a !== "object" || a === null) return a === b && jsonPrimitive(a);
  if (depth > MAX_DEPTH || !plainContainer(a) || !plainContainer(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysA.length; i++) {
    const key = keysA[i];
    if (key !== keysB[i]) return false;
    if (!plainlyIdentical(a[key], b[key], depth + 1)) return false;
  }
  return true;
}
function jsonPrimitive(v) {
  return v === null || v === void 0 || typeof v === "string" || typeof v === "boolean" || typeof v === "number";
}
function plainContainer(v) {
  if (typeof v !== "object" || v === null) return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v);
  return (proto === Object.prototype || proto === null) && !("toJSON" in v);
}

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
    const defChanged = !pair.base || !pair.head || !sameJson(pair.base, pair.head);
    const atBase = pair.base ? affected(pair.base, "base") : false;
    const atHead = pair.head ? affected(pair.head, "head") : false;
    const answers = typeof atBase === "boolean" && typeof atHead === "boolean" ? [atBase, atHead] : await Promise.all([atBase, atHead]);
    pair.affected = defChanged || answers[0] || answers[1];
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
  for (const p of pairs) {
    const app = (p.head ?? p.base)?.app ?? p.id;
    const list = groups.get(app) ?? [];
    list.push(p);
    groups.set(app, list);
  }
  return [...groups.values()];
}
function markContextOnly(pairs, readsChange) {
  for (const p of pairs) {
    if (!p.affected || !p.base || !p.head || p.renamedTo) continue;
    if (readsChange(p.base) || readsChange(p.head) || !sameJson(p.base, p.head)) continue;
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
