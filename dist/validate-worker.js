import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  WORKING,
  claim,
  fileContext,
  settle,
  validateFile
} from "./chunks/chunk-OKMYC4RY.js";
import "./chunks/chunk-T6BE4ME3.js";
import "./chunks/chunk-HALTSKUL.js";
import "./chunks/chunk-X3EAQZ3P.js";
import "./chunks/chunk-NEUGZZOX.js";
import "./chunks/chunk-QJRHJSAI.js";
import "./chunks/chunk-E4M4FSKL.js";
import "./chunks/chunk-L3AFQ6AO.js";
import "./chunks/chunk-NH7EOKP2.js";
import "./chunks/chunk-YVKPGPZK.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/engine/validate/worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (!port) throw new Error("validate-worker: not started as a worker thread");
var start = workerData;
var counter = new Int32Array(start.claims);
async function work(plan) {
  if (!settle(counter, start.slot, WORKING)) return;
  const ctx = fileContext(plan.setup);
  for (let b = claim(counter); b < plan.batches.length; b = claim(counter)) {
    const results = [];
    for (const [i, file] of plan.batches[b] ?? []) results.push([i, await validateFile(ctx, file)]);
    port?.postMessage({ batch: b, results });
  }
  port?.postMessage({ done: true });
}
port.once("message", (plan) => {
  work(plan).catch((err) => {
    setImmediate(() => {
      throw err;
    });
  });
});
