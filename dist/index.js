import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-6ZMBPYW6.js";
import "./chunks/chunk-QCYFN3UA.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/index.ts
enableCompileCache();
var { run } = await import("./chunks/main-4FKQUB3H.js");
await run();
if (globalThis[/* @__PURE__ */ Symbol.for("deploy-gate.run-abandoned")] === true)
  process.stdout.write("", () => process.exit());
