import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  apiGroup
} from "./chunk-XY7PLT3O.js";
import {
  canonicalJson,
  getAt,
  isObject
} from "./chunk-LYFTJUJU.js";

// src/kube/workloads.ts
var ROLLING_KINDS = /* @__PURE__ */ new Set([
  "apps/Deployment",
  "apps/StatefulSet",
  "apps/DaemonSet",
  "extensions/Deployment",
  "extensions/DaemonSet",
  "argoproj.io/Rollout"
]);
function isRollingWorkload(resource) {
  return ROLLING_KINDS.has(`${apiGroup(resource.ref.apiVersion)}/${resource.ref.kind}`);
}
function podTemplatePointer(site) {
  return site.pointer.replace(/\/spec$/, "");
}
function podTemplateOf(resource) {
  const template = getAt(resource.object, "/spec/template");
  return isObject(template) ? template : void 0;
}
function stringMap(value) {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e) => typeof e[1] === "string"));
}
function podLabels(site) {
  return stringMap(getAt(site.resource.object, `${podTemplatePointer(site)}/metadata/labels`));
}
function isService(r) {
  return r.ref.kind === "Service" && apiGroup(r.ref.apiVersion) === "";
}
function serviceSelector(service) {
  return stringMap(getAt(service.object, "/spec/selector"));
}
function serviceSelects(service, site) {
  if ((service.ref.namespace ?? "") !== (site.resource.ref.namespace ?? "")) return false;
  const selector = Object.entries(serviceSelector(service));
  if (selector.length === 0) return false;
  const labels = podLabels(site);
  return selector.every(([k, v]) => labels[k] === v);
}
function servicesSelecting(site, resources) {
  return resources.filter((r) => isService(r) && serviceSelects(r, site));
}
function servicesOf(resources) {
  return resources.filter(isService);
}
function rollsPods(before, after) {
  if (!after || !isRollingWorkload(after)) return void 0;
  const template = podTemplateOf(after);
  if (!template) return void 0;
  if (!before) return true;
  return canonicalJson(podTemplateOf(before)) !== canonicalJson(template);
}

export {
  isRollingWorkload,
  podTemplatePointer,
  podTemplateOf,
  serviceSelects,
  servicesSelecting,
  servicesOf,
  rollsPods
};
