import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  WORKING,
  claim,
  fileContext,
  markProgress,
  settle,
  validateFile
} from "./chunks/chunk-EGS7XZ7E.js";
import "./chunks/chunk-D2SDISZR.js";
import "./chunks/chunk-NC3WZ3E6.js";
import "./chunks/chunk-AY36APSX.js";
import "./chunks/chunk-G6UY35R2.js";
import "./chunks/chunk-B7GEDGLJ.js";
import "./chunks/chunk-QL7IOEAV.js";
import "./chunks/chunk-54GLFIVL.js";
import "./chunks/chunk-BNZOBEEZ.js";
import "./chunks/chunk-6RG2LXPG.js";
import "./chunks/chunk-QMC5NZGM.js";
import "./chunks/chunk-HDPDJ77Q.js";
import "./chunks/chunk-YVKPGPZK.js";
import "./chunks/chunk-QCYFN3UA.js";
import "./chunks/chunk-W4UYNDBW.js";
import "./chunks/chunk-PNZQSVZR.js";
import "./chunks/chunk-YNJHAX7O.js";
import "./chunks/chunk-NEUGZZOX.js";
import "./chunks/chunk-M56IX5WU.js";
import "./chunks/chunk-XY7PLT3O.js";
import "./chunks/chunk-XJGA2I7W.js";
import "./chunks/chunk-P32HR5QG.js";
import "./chunks/chunk-YSHXME3I.js";
import "./chunks/chunk-ZD4QIQZI.js";
import "./chunks/chunk-ZFROVIZ2.js";
import "./chunks/chunk-URNH3GDA.js";
import "./chunks/chunk-3G6HCZXA.js";
import "./chunks/chunk-LYFTJUJU.js";
import "./chunks/chunk-L3AFQ6AO.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/engine/validate/serve-batches.ts
import { parentPort, workerData } from "node:worker_threads";
function serveBatches(validate = validateFile) {
  const port = parentPort;
  if (!port) throw new Error("validate-worker: not started as a worker thread");
  const start = workerData;
  const counter = new Int32Array(start.claims);
  const work = async (plan) => {
    if (!settle(counter, start.slot, WORKING)) return;
    const ctx = fileContext(plan.setup);
    for (let b = claim(counter); b < plan.batches.length; b = claim(counter)) {
      const results = [];
      for (const [i, file] of plan.batches[b] ?? []) {
        markProgress(start, i);
        results.push([i, await validate(ctx, file)]);
      }
      markProgress(start, void 0);
      port.postMessage({ batch: b, results });
    }
    port.postMessage({ done: true });
  };
  port.once("message", (plan) => {
    work(plan).catch((err) => {
      setImmediate(() => {
        throw err;
      });
    });
  });
}

// src/engine/validate/worker.ts
serveBatches();
