import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import {
  DEFAULT_CRD_LOCATION,
  isRemote
} from "./chunk-QMC5NZGM.js";

// src/engine/schema-locations.ts
import path from "node:path";
function isRepoRelative(location) {
  return !isRemote(location) && !/^file:/i.test(location) && !path.isAbsolute(location);
}
function resolveRepoLocations(locations, root, field) {
  return locations.map((location) => {
    if (!isRepoRelative(location)) return location;
    const rel = path.posix.normalize(location.split(path.sep).join("/"));
    if (rel === ".." || rel.startsWith("../"))
      throw new UsageError(
        `${field}: ${location} resolves outside the repository; give a path inside it, an absolute path or a URL`
      );
    return path.join(root, rel);
  });
}
function crdLocationsOf(flags, config, root) {
  const configured = [
    ...flags.crdSchemaLocations,
    ...resolveRepoLocations(config.schemas.crdLocations, root, "schemas.crdLocations")
  ];
  return configured.length > 0 ? configured : [DEFAULT_CRD_LOCATION];
}
function repoLocationFolders(config) {
  const versions = /* @__PURE__ */ new Set([
    config.kubernetesVersion,
    ...Object.values(config.environments).map((e) => e.kubernetesVersion)
  ]);
  const fixedParts = [
    ...config.schemas.locations.flatMap((l) => [...versions].map((v) => l.replace(/\{\{\s*version\s*\}\}/g, v))),
    ...config.schemas.crdLocations
  ];
  const folders = /* @__PURE__ */ new Set();
  for (const location of fixedParts) {
    if (!isRepoRelative(location)) continue;
    const open = location.indexOf("{{");
    const fixed = path.posix.normalize((open < 0 ? location : location.slice(0, open)).split(path.sep).join("/"));
    const folder = open >= 0 && fixed.endsWith("/") ? fixed.slice(0, -1) : path.posix.dirname(fixed);
    if (folder !== ".." && !folder.startsWith("../")) folders.add(folder === "" ? "." : folder);
  }
  return [...folders].sort();
}

export {
  resolveRepoLocations,
  crdLocationsOf,
  repoLocationFolders
};
