import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/engine/options.ts
var UsageError = class extends Error {
  name = "UsageError";
};
var DEFAULT_CONFIG_PATH = ".deploy-gate.yaml";

export {
  UsageError,
  DEFAULT_CONFIG_PATH
};
