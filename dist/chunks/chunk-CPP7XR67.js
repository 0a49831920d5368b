import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  isObject
} from "./chunk-LYFTJUJU.js";

// src/kube/helm-hooks.ts
var TEST_HOOKS = /* @__PURE__ */ new Set(["test", "test-success", "test-failure"]);
function isHelmTestHook(resource) {
  const annotations = isObject(resource.object.metadata) ? resource.object.metadata.annotations : void 0;
  if (isObject(annotations) && typeof annotations["argocd.argoproj.io/hook"] === "string" && annotations["argocd.argoproj.io/hook"].trim() !== "")
    return false;
  const hook = isObject(annotations) ? annotations["helm.sh/hook"] : void 0;
  if (typeof hook !== "string") return false;
  const hooks = hook.split(",").map((h) => h.trim()).filter(Boolean);
  return hooks.length > 0 && hooks.every((h) => TEST_HOOKS.has(h));
}

export {
  isHelmTestHook
};
