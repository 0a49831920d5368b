import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  fingerprint
} from "./chunk-YNJHAX7O.js";
import {
  isRenderedResource
} from "./chunk-NEUGZZOX.js";
import {
  require_picomatch
} from "./chunk-M56IX5WU.js";
import {
  defaultSeverities,
  ruleInfo
} from "./chunk-XJGA2I7W.js";
import {
  annotationsOf
} from "./chunk-LYFTJUJU.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/findings/exemptions.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var IGNORE_ANNOTATION = "deploy-gate.io/ignore";
var IGNORE_REASON_ANNOTATION = "deploy-gate.io/ignore-reason";
function ignoreEntryFor(annotations, ruleId) {
  const raw = annotations?.[IGNORE_ANNOTATION];
  if (typeof raw !== "string") return void 0;
  const entries = raw.split(",").map((r) => r.trim()).filter(Boolean);
  return entries.find((r) => r === ruleId) ?? entries.find((r) => r === "*" || r.includes("*") && import_picomatch.default.isMatch(ruleId, r));
}
function isWildcardEntry(entry) {
  return entry.includes("*");
}
function annotationExemption(subject) {
  if (ignoreEntryFor(subject.annotations, subject.ruleId) === void 0) return void 0;
  const reason = subject.annotations?.[IGNORE_REASON_ANNOTATION];
  if (typeof reason !== "string" || reason.trim() === "") return "missing-reason";
  return { by: "annotation", reason: reason.trim() };
}
function configExemption(config, subject) {
  for (const rule of config.exemptions) {
    if (!rule.rules.some((r) => r === subject.ruleId || r === "*")) continue;
    const id = `${subject.app}/${subject.environment}`;
    if (rule.targets?.length && !import_picomatch.default.isMatch(id, rule.targets)) continue;
    const ns = subject.resource?.namespace ?? "";
    if (rule.namespaces?.length && !import_picomatch.default.isMatch(ns, rule.namespaces)) continue;
    return { by: "config", reason: rule.reason };
  }
  return void 0;
}
function knownFailure(config, finding) {
  const id = `${finding.app}/${finding.environment}`;
  const hit = config.knownFailures.find(
    (k) => k.rule === finding.ruleId && (k.target === id || finding.app === "-" && finding.location !== void 0 && k.target === finding.location.file)
  );
  return hit ? { by: "config", reason: `known failure: ${hit.reason}` } : void 0;
}

// src/findings/finalize.ts
function severityOf(draft, config) {
  const configured = config.rules[draft.ruleId];
  if (configured === "off") return "off";
  return draft.severity ?? configured ?? draft.defaultSeverity ?? defaultSeverities()[draft.ruleId] ?? "error";
}
function refOf(draft) {
  if (!draft.resource) return void 0;
  return isRenderedResource(draft.resource) ? draft.resource.ref : draft.resource;
}
function locationOf(draft) {
  if (draft.location) return draft.location;
  if (isRenderedResource(draft.resource)) return draft.resource.locate(draft.path ?? "");
  return void 0;
}
function keyOf(draft, ctx, resource) {
  if (draft.fingerprintKey !== void 0 || resource || draft.path !== void 0 || ctx.app !== "-")
    return draft.fingerprintKey;
  return `${draft.location?.file ?? ""}\0${draft.message}`;
}
function finalizeDraft(draft, ctx) {
  const severity = severityOf(draft, ctx.config);
  if (severity === "off") return void 0;
  const resource = refOf(draft);
  const finding = {
    ruleId: draft.ruleId,
    verdict: draft.verdict ?? ruleInfo(draft.ruleId)?.verdict ?? "fail",
    severity,
    app: ctx.app,
    environment: ctx.environment,
    ...resource ? { resource } : {},
    ...draft.path !== void 0 ? { path: draft.path } : {},
    message: draft.message,
    fingerprint: fingerprint({
      ruleId: draft.ruleId,
      app: ctx.app,
      environment: ctx.environment,
      resource,
      ...resource && ctx.identityOf ? { resourceIdentity: ctx.identityOf(resource) } : {},
      path: draft.path,
      key: keyOf(draft, ctx, resource)
    })
  };
  const location = locationOf(draft);
  if (location) finding.location = location;
  if (draft.remediation) finding.remediation = draft.remediation;
  applyExemption(finding, draft, ctx.config);
  return finding;
}
var NOT_EXEMPTIBLE_BY_ANNOTATION = /^(gate\/|env\/unpromoted-image$|analysis\/loosened$)/;
function applyExemption(finding, draft, config) {
  const rendered = isRenderedResource(draft.resource) ? draft.resource : void 0;
  const subject = { ...finding, annotations: annotationsOf(rendered) };
  const byAnnotation = NOT_EXEMPTIBLE_BY_ANNOTATION.test(finding.ruleId) ? void 0 : annotationExemption(subject);
  if (byAnnotation === "missing-reason") {
    finding.message += " (deploy-gate.io/ignore names this rule but deploy-gate.io/ignore-reason is missing: not exempted)";
  } else if (byAnnotation) {
    finding.exempted = byAnnotation;
    return;
  }
  const byConfig = configExemption(config, subject) ?? knownFailure(config, finding);
  if (byConfig) finding.exempted = byConfig;
}
function finalizeDrafts(drafts, ctx) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const draft of drafts) {
    const finding = finalizeDraft(draft, ctx);
    if (!finding) continue;
    if (seen.has(finding.fingerprint)) continue;
    seen.add(finding.fingerprint);
    out.push(finding);
  }
  return out;
}

export {
  IGNORE_ANNOTATION,
  ignoreEntryFor,
  isWildcardEntry,
  configExemption,
  finalizeDraft,
  finalizeDrafts
};
