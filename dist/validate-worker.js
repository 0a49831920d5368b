import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  fileContext,
  validateFile
} from "./chunks/chunk-3QRMPFGO.js";
import "./chunks/chunk-CEFV272H.js";
import "./chunks/chunk-K2GBJIOP.js";
import "./chunks/chunk-SGTUZLFZ.js";
import "./chunks/chunk-NEUGZZOX.js";
import "./chunks/chunk-BRSATP5O.js";
import "./chunks/chunk-7ZCOOZ7V.js";
import "./chunks/chunk-L3AFQ6AO.js";
import "./chunks/chunk-YVKPGPZK.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/engine/validate/worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (!port) throw new Error("validate-worker: not started as a worker thread");
var ctx = fileContext(workerData);
var chain = Promise.resolve();
port.on("message", (msg) => {
  chain = chain.then(async () => {
    const results = [];
    for (const [i, file] of msg.batch) results.push([i, await validateFile(ctx, file)]);
    port.postMessage({ results });
  });
  chain = chain.catch((err) => {
    setImmediate(() => {
      throw err;
    });
  });
});
