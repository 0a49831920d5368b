import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/sources/unreachable.ts
var FORM = /source <([^<>]+)> could not be fetched: /;
function unreachableMessage(what, detail) {
  return `source <${what}> could not be fetched: ${detail}`;
}
function sourceOf(f) {
  if (f.ruleId !== "render/failed" || f.verdict !== "inconclusive" || !f.message.startsWith("E_SOURCE_UNREACHABLE"))
    return void 0;
  return FORM.exec(f.message)?.[1];
}
function collapseUnreachable(findings) {
  const groups = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const source = sourceOf(f);
    if (source === void 0) continue;
    const key = `${f.change ?? ""} ${f.severity} ${source}`;
    groups.set(key, [...groups.get(key) ?? [], f]);
  }
  const merged = /* @__PURE__ */ new Map();
  for (const group of groups.values()) {
    const targets = [...new Set(group.map((f) => `${f.app}/${f.environment}`))].sort();
    const first = group[0];
    const blocks = `; it blocks ${targets.length} target${targets.length === 1 ? "" : "s"}: ${targets.join(", ")}`;
    merged.set(first, { ...first, message: `${first.message}${blocks}` });
    for (const f of group.slice(1)) merged.set(f, void 0);
  }
  return findings.flatMap((f) => {
    if (!merged.has(f)) return [f];
    const m = merged.get(f);
    return m ? [m] : [];
  });
}

export {
  unreachableMessage,
  collapseUnreachable
};
