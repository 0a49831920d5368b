import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  checkApiVersions,
  guarded,
  renderFailureDrafts
} from "./chunk-D2SDISZR.js";
import {
  createSchemaValidator
} from "./chunk-NC3WZ3E6.js";
import {
  parseRendered
} from "./chunk-B7GEDGLJ.js";
import {
  finalizeDrafts
} from "./chunk-PNZQSVZR.js";
import {
  collectMaskValues
} from "./chunk-URNH3GDA.js";

// src/engine/validate/batches.ts
var WAITING = 0;
var WORKING = 1;
var CANCELLED = 2;
var BATCH_BYTES = 128 << 10;
var MIN_BATCH_BYTES = 8 << 10;
var BATCH_FILES = 16;
function planBatches(files) {
  const out = [];
  let left = files.reduce((n, f) => n + f.size, 0);
  let current = [];
  let size = 0;
  files.forEach((f, i) => {
    current.push([i, f]);
    size += f.size;
    const limit = Math.max(MIN_BATCH_BYTES, Math.min(BATCH_BYTES, left / 16));
    if (size >= limit || current.length >= BATCH_FILES) {
      out.push(current);
      left -= size;
      current = [];
      size = 0;
    }
  });
  if (current.length) out.push(current);
  return out;
}
function settle(claims, slot, to) {
  return Atomics.compareExchange(claims, slot, WAITING, to) === WAITING;
}
function markProgress(start, file) {
  if (start.progress) Atomics.store(new Int32Array(start.progress), start.slot, file === void 0 ? 0 : file + 1);
}
function fileInProgress(progress, slot) {
  const v = Atomics.load(new Int32Array(progress), slot);
  return v > 0 ? v - 1 : void 0;
}
function claim(counter) {
  return Atomics.add(counter, 0, 1);
}

// src/engine/validate/validate-file.ts
import { closeSync, fstatSync, openSync, readFileSync } from "node:fs";

// src/engine/validate/bounded-read.ts
import { readSync } from "node:fs";
var CHUNK = 1 << 20;
var pause = new Int32Array(new SharedArrayBuffer(4));
function readBounded(fd, maxBytes) {
  const chunks = [];
  let total = 0;
  for (; ; ) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
    const n = readOnce(fd, chunk);
    if (n === 0) return Buffer.concat(chunks).toString("utf8");
    chunks.push(chunk.subarray(0, n));
    total += n;
    if (total > maxBytes) return void 0;
  }
}
function readOnce(fd, chunk) {
  for (; ; ) {
    try {
      return readSync(fd, chunk, 0, chunk.length, null);
    } catch (err) {
      if (err.code !== "EAGAIN") throw err;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}

// src/engine/validate/validate-file.ts
var VALIDATE_ENVIRONMENT = "-";
function fileTarget(display, status, reason) {
  return {
    app: display,
    environment: VALIDATE_ENVIRONMENT,
    kind: "manifests",
    path: display,
    status,
    ...reason === void 0 ? {} : { reason },
    resources: 0,
    durationMs: 0
  };
}
function fileFindings(config, display, drafts) {
  return finalizeDrafts(drafts, { config, app: display, environment: VALIDATE_ENVIRONMENT });
}
function fileContext(setup) {
  return { setup, schema: createSchemaValidator(setup.schema) };
}
var ReadRefused = class extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
  code;
};
function readText(input, maxBytes) {
  if (input.overBudget) throw overBudget(`${input.display} is more than ${maxBytes} bytes`, maxBytes);
  if (input.text !== void 0) return input.text;
  const fd = openSync(input.abs, "r");
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) {
      const text = readBounded(fd, maxBytes);
      if (text === void 0) throw overBudget(`the stream is more than ${maxBytes} bytes`, maxBytes);
      return text;
    }
    if (stat.size > maxBytes) throw overBudget(`the file is ${stat.size} bytes`, maxBytes);
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}
var overBudget = (what, maxBytes) => new ReadRefused(
  "E_PARSED_BYTES_BUDGET",
  `${what}, over the budget of ${maxBytes} (render.maxParsedBytes); it was not parsed`
);
async function validateFile(ctx, input) {
  const started = Date.now();
  const { config, env } = ctx.setup;
  const finalize = (drafts2) => fileFindings(config, input.display, drafts2);
  const target = fileTarget(input.display, "rendered");
  const failed = (drafts2, reason) => ({
    target: { ...target, status: "failed", reason, durationMs: Date.now() - started },
    findings: finalize(drafts2),
    maskValues: []
  });
  let text;
  try {
    text = readText(input, config.render.maxParsedBytes);
  } catch (err) {
    if (err instanceof ReadRefused) return failed(renderFailureDrafts(err.code, err.message, input.display), err.code);
    const message = `${input.display} could not be read: ${err.message}`;
    return failed([{ ruleId: "targets/not-checked", message, location: { file: input.display } }], "unreadable");
  }
  const parsed = parseRendered([{ text, file: input.display }], {
    kind: "manifests",
    targetPath: input.display,
    maxObjects: config.render.maxObjects,
    maxParsedBytes: config.render.maxParsedBytes
  });
  if (parsed.overBudget)
    return failed(
      renderFailureDrafts(parsed.overBudget.code, parsed.overBudget.message, input.display),
      parsed.overBudget.code
    );
  const drafts = [...parsed.problems];
  await guarded(drafts, "schema validation", async () => {
    const result = await ctx.schema.validateTarget(parsed.resources, env, {
      crdDirs: ctx.setup.schema.crdDirs,
      ...ctx.setup.configRoot ? { repoRoot: ctx.setup.configRoot } : {}
    });
    target.validation = result.reason ? `${result.level} (${result.reason})` : result.level;
    Object.assign(target, result.counts);
    if (result.notes.length) target.notes = result.notes;
    drafts.push(...result.drafts);
  });
  await guarded(drafts, "API version checks", async () => {
    drafts.push(...checkApiVersions(parsed.resources, env));
  });
  target.resources = parsed.resources.length;
  target.durationMs = Date.now() - started;
  return {
    target,
    findings: finalize(drafts),
    maskValues: collectMaskValues(parsed.resources.map((r) => r.object))
  };
}

export {
  readBounded,
  WORKING,
  CANCELLED,
  planBatches,
  settle,
  markProgress,
  fileInProgress,
  claim,
  VALIDATE_ENVIRONMENT,
  fileTarget,
  fileFindings,
  fileContext,
  validateFile
};
