#!/usr/bin/env node
import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  enableCompileCache,
  hasCompileCacheApi
} from "./chunks/chunk-V5F2MXLM.js";
import "./chunks/chunk-NH7EOKP2.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/cli.ts
import { fileURLToPath } from "node:url";
enableCompileCache();
var script = hasCompileCacheApi() ? void 0 : await scriptMain();
if (script && process.env.DEPLOY_GATE_TIMING) {
  process.stderr.write(`deploy-gate timing: code cache ${script.cached ? "used" : "none yet (kept after this run)"}
`);
}
var main = script?.main ?? (await import("./chunks/main-FT2K4HGS.js")).main;
process.exitCode = await main(process.argv);
script?.save();
async function scriptMain() {
  const { loadScriptMain, wantsScript } = await import("./chunks/code-cache-PQTDTFGU.js");
  if (!wantsScript(process.argv)) return void 0;
  return loadScriptMain(fileURLToPath(new URL("./cli-script.cjs", import.meta.url)), process.argv);
}
