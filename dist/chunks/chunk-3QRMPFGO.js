import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  checkApiVersions,
  createSchemaValidator,
  renderFailureDrafts
} from "./chunk-CEFV272H.js";
import {
  finalizeDrafts,
  parseRendered
} from "./chunk-K2GBJIOP.js";
import {
  collectMaskValues
} from "./chunk-BRSATP5O.js";

// src/engine/validate/validate-file.ts
import { closeSync, fstatSync, openSync, readFileSync } from "node:fs";
var VALIDATE_ENVIRONMENT = "-";
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
  if (input.text !== void 0) return input.text;
  const fd = openSync(input.abs, "r");
  try {
    const size = fstatSync(fd).size;
    if (size > maxBytes)
      throw new ReadRefused(
        "E_PARSED_BYTES_BUDGET",
        `the file is ${size} bytes, over the budget of ${maxBytes} (render.maxParsedBytes); it was not parsed`
      );
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}
async function validateFile(ctx, input) {
  const started = Date.now();
  const { config, env } = ctx.setup;
  const finalize = (drafts2) => finalizeDrafts(drafts2, { config, app: input.display, environment: VALIDATE_ENVIRONMENT });
  const target = {
    app: input.display,
    environment: VALIDATE_ENVIRONMENT,
    kind: "manifests",
    path: input.display,
    status: "rendered",
    resources: 0,
    durationMs: 0
  };
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
async function guarded(drafts, what, fn) {
  try {
    await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    drafts.push({ ruleId: "internal/check-error", message: `${what} could not run: ${message}` });
  }
}

export {
  VALIDATE_ENVIRONMENT,
  fileContext,
  validateFile
};
