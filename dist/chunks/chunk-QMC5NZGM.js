import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/schema/locations.ts
var DEFAULT_K8S_LOCATION = "https://raw.githubusercontent.com/kubernetes/kubernetes/v{{version}}.0/api/openapi-spec/v3/{{file}}";
var DEFAULT_CRD_LOCATION = "https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{group}}/{{kind}}_{{version}}.json";
function openApiFileName(apiVersion) {
  const slash = apiVersion.indexOf("/");
  if (slash < 0) return `api__${apiVersion}_openapi.json`;
  return `apis__${apiVersion.slice(0, slash)}__${apiVersion.slice(slash + 1)}_openapi.json`;
}
function expandTemplate(template, vars) {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name) => {
    const value = vars[name];
    if (value === void 0) throw new Error(`schema location "${template}": unknown variable {{${name}}}`);
    if (!SEGMENT.test(value))
      throw new Error(`schema location "${template}": {{${name}}} = ${JSON.stringify(value)} is not one path segment`);
    return value;
  });
}
var SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
function isRemote(location) {
  return /^https?:\/\//i.test(location);
}
function displayLocation(location) {
  if (!isRemote(location)) return location;
  try {
    const u = new URL(location);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return location;
  }
}

// src/kube/version.ts
function minorVersion(v) {
  const m = /^v?(\d+)\.(\d+)(?:\.\d+)?(?:[-+].*)?$/.exec(v.trim());
  return m ? `${Number(m[1])}.${Number(m[2])}` : void 0;
}
function compareVersions(a, b) {
  const [am = 0, an = 0] = a.split(".").map(Number);
  const [bm = 0, bn = 0] = b.split(".").map(Number);
  return am - bm || an - bn;
}

// src/schema/served-apis.ts
var KNOWN_GROUP_VERSIONS = [
  "v1",
  "admissionregistration.k8s.io/v1",
  "admissionregistration.k8s.io/v1beta1",
  "apiextensions.k8s.io/v1",
  "apiregistration.k8s.io/v1",
  "apps/v1",
  "authentication.k8s.io/v1",
  "authentication.k8s.io/v1beta1",
  "authorization.k8s.io/v1",
  "autoscaling/v1",
  "autoscaling/v2",
  "autoscaling/v2beta2",
  "batch/v1",
  "certificates.k8s.io/v1",
  "certificates.k8s.io/v1beta1",
  "coordination.k8s.io/v1",
  "coordination.k8s.io/v1beta1",
  "discovery.k8s.io/v1",
  "events.k8s.io/v1",
  "flowcontrol.apiserver.k8s.io/v1",
  "flowcontrol.apiserver.k8s.io/v1beta1",
  "flowcontrol.apiserver.k8s.io/v1beta2",
  "flowcontrol.apiserver.k8s.io/v1beta3",
  "networking.k8s.io/v1",
  "networking.k8s.io/v1beta1",
  "node.k8s.io/v1",
  "policy/v1",
  "rbac.authorization.k8s.io/v1",
  "resource.k8s.io/v1",
  "resource.k8s.io/v1beta1",
  "resource.k8s.io/v1beta2",
  "scheduling.k8s.io/v1",
  "storage.k8s.io/v1",
  "storage.k8s.io/v1beta1",
  "storagemigration.k8s.io/v1beta1"
];
function capabilityEntries(groupVersion, kindKeys) {
  const out = /* @__PURE__ */ new Set([groupVersion]);
  for (const key of kindKeys)
    if (key.startsWith(`${groupVersion}/`) && key.split("/").length === groupVersion.split("/").length + 1)
      out.add(key);
  return [...out];
}

export {
  DEFAULT_K8S_LOCATION,
  DEFAULT_CRD_LOCATION,
  openApiFileName,
  expandTemplate,
  isRemote,
  displayLocation,
  minorVersion,
  compareVersions,
  KNOWN_GROUP_VERSIONS,
  capabilityEntries
};
