import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/engine/options.ts
var UsageError = class extends Error {
  name = "UsageError";
};

export {
  UsageError
};
