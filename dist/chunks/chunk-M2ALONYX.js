import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/health/lua-job.ts
var SCRIPT_BUDGET_MS = 1e3;
var MAX_STRING_BYTES = 64 * 1024 * 1024;
var WORKER_HEAP_MB = 256;
var JOB_WAITING = 0;
var JOB_RUNNING = 1;
var JOB_DONE = 2;

export {
  SCRIPT_BUDGET_MS,
  MAX_STRING_BYTES,
  WORKER_HEAP_MB,
  JOB_WAITING,
  JOB_RUNNING,
  JOB_DONE
};
