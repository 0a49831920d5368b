import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  summarize,
  verdictOf
} from "./chunk-D4CM722U.js";
import {
  SEVERITY_ORDER
} from "./chunk-YRFEQ6IT.js";
import {
  unreachableSourceOf
} from "./chunk-T4D7B56H.js";
import {
  createSanitizer,
  sanitizeDeep
} from "./chunk-URNH3GDA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";
import {
  toolVersion
} from "./chunk-L3AFQ6AO.js";

// src/engine/mask-report.ts
function maskValuesOf(outcomes) {
  return [...new Set(outcomes.flatMap((o) => o.maskValues))];
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

// src/engine/per-source.ts
var UNREACHABLE_DOCUMENT = /offline and not in the cache \(|after \d+ attempt\(s\)/;
var MISSING_OPENAPI = /: (no OpenAPI document for Kubernetes .*); only the embedded kubernetes-models schemas ran/s;
function blockedBy(f) {
  if (f.verdict !== "inconclusive") return void 0;
  const render = unreachableSourceOf(f);
  if (render !== void 0) return { source: `render ${render}`, says: "it blocks" };
  if (f.ruleId === "schema/unknown-field") {
    const missing = MISSING_OPENAPI.exec(f.message)?.[1];
    if (missing !== void 0) return { source: `openapi ${missing}`, says: "the same for" };
  }
  if (f.ruleId === "schema/not-found" && UNREACHABLE_DOCUMENT.test(f.message))
    return { source: `crd ${f.message}`, says: "the same for" };
  return void 0;
}
function collapsePerSource(findings) {
  const groups = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const by = blockedBy(f);
    if (by === void 0) continue;
    const key = `${f.change ?? ""} ${f.severity} ${by.source}`;
    memoised(groups, key, () => ({ says: by.says, members: [] })).members.push(f);
  }
  const merged = /* @__PURE__ */ new Map();
  for (const { says, members } of groups.values()) {
    const targets = [...new Set(members.map((f) => `${f.app}/${f.environment}`))].sort();
    const first = members[0];
    const objects = members.length > targets.length ? ` (${members.length} objects)` : "";
    const named = `; ${says} ${targets.length} target${targets.length === 1 ? "" : "s"}${objects}: ${targets.join(", ")}`;
    merged.set(first, { ...first, message: `${first.message}${named}` });
    for (const f of members.slice(1)) merged.set(f, void 0);
  }
  return findings.flatMap((f) => merged.has(f) ? merged.get(f) ?? [] : [f]);
}

// src/engine/assemble.ts
var CHANGE_ORDER = { introduced: 0, unchanged: 1, fixed: 2 };
function byFinding(a, b) {
  return (CHANGE_ORDER[a.change ?? "introduced"] ?? 0) - (CHANGE_ORDER[b.change ?? "introduced"] ?? 0) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`) || a.ruleId.localeCompare(b.ruleId) || (a.location?.file ?? "").localeCompare(b.location?.file ?? "") || (a.location?.line ?? 0) - (b.location?.line ?? 0) || a.fingerprint.localeCompare(b.fingerprint);
}
function byChange(a, b) {
  const ka = `${a.app}/${a.environment}/${a.resource.kind}/${a.resource.namespace ?? ""}/${a.resource.name}`;
  const kb = `${b.app}/${b.environment}/${b.resource.kind}/${b.resource.namespace ?? ""}/${b.resource.name}`;
  return ka.localeCompare(kb);
}
function assembleReport(input) {
  return maskReport(
    finishReport({
      // A tool that did not run has no version: JSON leaves its key out.
      tool: { name: "deploy-gate", version: toolVersion(), ...input.tools },
      ...input.config ? { config: input.config } : {},
      mode: input.mode,
      ...input.base ? { base: input.base } : {},
      ...input.head ? { head: input.head } : {},
      ...input.ref ? { ref: input.ref } : {},
      targets: input.outcomes.map((o) => o.report),
      // An unreachable source blocks every target that uses it: one finding per source, naming them.
      findings: collapsePerSource([...input.outcomes.flatMap((o) => o.findings), ...input.extraFindings]),
      changes: input.outcomes.flatMap((o) => o.changes),
      images: input.images,
      notices: input.notices
    }),
    maskValuesOf(input.outcomes)
  );
}
function finishReport(parts) {
  const { images, notices, ...rest } = parts;
  const targets = [...parts.targets].sort(
    (a, b) => `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`)
  );
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

export {
  maskValuesOf,
  maskReport,
  assembleReport,
  finishReport
};
