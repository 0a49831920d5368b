import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-MOJ3IMSB.js";
import "./chunks/chunk-NH7EOKP2.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/index.ts
enableCompileCache();
var { run } = await import("./chunks/main-O6XS5GF3.js");
await run();
if (globalThis[/* @__PURE__ */ Symbol.for("deploy-gate.run-abandoned")] === true)
  process.stdout.write("", () => process.exit());
