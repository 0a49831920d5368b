#!/usr/bin/env node
import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-MOJ3IMSB.js";
import "./chunks/chunk-NH7EOKP2.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/cli.ts
enableCompileCache();
var { main } = await import("./chunks/main-3UJCC5HH.js");
process.exitCode = await main(process.argv);
