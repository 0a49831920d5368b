import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/cache/dir.ts
import os from "node:os";
import path from "node:path";
function toolCacheDir(name, env = process.env) {
  const base = env.RUNNER_TOOL_CACHE || env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(base, "deploy-gate", name);
}
function defaultCacheDir(env = process.env) {
  return toolCacheDir("schemas", env);
}
function compiledCacheDir(cacheDir) {
  return path.join(cacheDir, "validators");
}

export {
  toolCacheDir,
  defaultCacheDir,
  compiledCacheDir
};
