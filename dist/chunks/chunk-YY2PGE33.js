import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/commands/compile-cache.ts
import module from "node:module";
import os from "node:os";
import path from "node:path";
function compileCacheDir(env = process.env) {
  const base = env.RUNNER_TOOL_CACHE || env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(base, "deploy-gate", "compile-cache");
}
function enableCompileCache(env = process.env) {
  const enable = module.enableCompileCache;
  if (typeof enable !== "function" || env.NODE_DISABLE_COMPILE_CACHE) return void 0;
  try {
    return enable(compileCacheDir(env)).directory;
  } catch {
    return void 0;
  }
}

export {
  enableCompileCache
};
