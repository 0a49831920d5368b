import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/model/finding.ts
function isRenderedResource(r) {
  return r !== void 0 && typeof r.locate === "function";
}

export {
  isRenderedResource
};
