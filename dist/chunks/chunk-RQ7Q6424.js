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

export {
  DEFAULT_K8S_LOCATION,
  DEFAULT_CRD_LOCATION,
  openApiFileName,
  expandTemplate,
  isRemote,
  displayLocation
};
