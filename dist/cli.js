#!/usr/bin/env node
import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-YY2PGE33.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/cli.ts
enableCompileCache();
var { main } = await import("./chunks/main-2G3ZCQL4.js");
process.exitCode = await main(process.argv);
