import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  isHelmTestHook
} from "./chunk-CPP7XR67.js";
import {
  templateNamed
} from "./chunk-X2YJPYQ6.js";
import {
  containersOf,
  podSpecsOf
} from "./chunk-KZXAIZA3.js";
import {
  isRenderedResource
} from "./chunk-NEUGZZOX.js";

// src/checks/run.ts
function allPodSpecs(ctx) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const resource of ctx.resources) {
    if (isHelmTestHook(resource)) continue;
    for (const site of podSpecsOf(resource, ctx.resources, ctx.podTemplatePaths)) {
      const pointers = seen.get(site.resource) ?? /* @__PURE__ */ new Set();
      seen.set(site.resource, pointers);
      if (pointers.has(site.pointer)) continue;
      pointers.add(site.pointer);
      out.push(site);
    }
  }
  return out;
}
function decorate(draft, check) {
  if (draft.ruleId !== check.id || check.builtIn) return draft;
  return { verdict: "fail", ...draft, defaultSeverity: check.severity ?? "error" };
}
function dedupe(drafts) {
  const ids = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  return drafts.filter((d) => {
    const r = d.resource;
    const rid = r === void 0 ? "" : isRenderedResource(r) ? ids.get(r) ?? ids.set(r, ids.size).size - 1 : JSON.stringify(r);
    const key = JSON.stringify([d.ruleId, rid, d.path ?? "", d.fingerprintKey ?? "", d.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function runPolicies(set, ctx) {
  const pods = allPodSpecs(ctx);
  const tctx = {
    resources: ctx.resources,
    env: ctx.env,
    pods,
    containers: pods.flatMap(containersOf),
    gpuResources: ctx.gpuResources ?? [],
    ignoreDifferences: ctx.ignoreDifferences ?? []
  };
  const drafts = [];
  for (const check of set.checks) {
    const template = templateNamed(check.template);
    if (!template) throw new Error(`check ${check.id}: unknown template ${check.template}`);
    const meta = { id: check.id, remediation: check.remediation.trim() };
    drafts.push(...template.run(tctx, check.params, meta).map((d) => decorate(d, check)));
  }
  return dedupe(drafts);
}

export {
  runPolicies
};
