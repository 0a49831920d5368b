import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/commands/internal-error.ts
var INTERNAL_ERROR_EXIT = 3;
function internalError(err) {
  process.stderr.write(
    `deploy-gate: internal error: ${err instanceof Error ? err.stack ?? err.message : String(err)}
`
  );
  return INTERNAL_ERROR_EXIT;
}

export {
  INTERNAL_ERROR_EXIT,
  internalError
};
