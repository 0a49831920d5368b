import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
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

export {
  resolveRepoLocations,
  crdLocationsOf
};
