import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-YY2PGE33.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/index.ts
enableCompileCache();
var { run } = await import("./chunks/main-BDVKJ2BK.js");
await run();
