import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/model/report.ts
var SEVERITY_ORDER = { error: 0, warning: 1, note: 2 };

export {
  SEVERITY_ORDER
};
