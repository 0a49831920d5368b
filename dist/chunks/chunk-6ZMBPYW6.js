import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  toolCacheDir
} from "./chunk-QCYFN3UA.js";

// src/commands/compile-cache.ts
import module from "node:module";
function compileCacheDir(env = process.env) {
  return toolCacheDir("compile-cache", env);
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
