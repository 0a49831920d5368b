import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/model/resource.ts
function apiGroup(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? "" : apiVersion.slice(0, slash);
}
function resourceKey(ref) {
  return `${apiGroup(ref.apiVersion)}/${ref.kind}/${ref.namespace ?? ""}/${ref.name}`;
}
function describeRef(ref) {
  const ns = ref.namespace ? `${ref.namespace}/` : "";
  return `${ref.kind} ${ns}${ref.name}`;
}

export {
  apiGroup,
  resourceKey,
  describeRef
};
