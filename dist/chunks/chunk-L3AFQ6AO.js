import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
var cached;
function packageRoot() {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "deploy-gate") {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error("deploy-gate: cannot find the package root (policies/ and schemas/ live there)");
    dir = parent;
  }
}
function toolVersion() {
  return JSON.parse(readFileSync(path.join(packageRoot(), "package.json"), "utf8")).version;
}

export {
  packageRoot,
  toolVersion
};
