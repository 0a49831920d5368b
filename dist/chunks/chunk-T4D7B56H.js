import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/sources/unreachable.ts
var FORM = /source <([^<>]+)> could not be fetched: /;
function sourceUnreachable(what, detail) {
  return { ok: false, code: "E_SOURCE_UNREACHABLE", message: `source <${what}> could not be fetched: ${detail}` };
}
function unreachableSourceOf(f) {
  if (f.ruleId !== "render/failed" || f.verdict !== "inconclusive" || !f.message.startsWith("E_SOURCE_UNREACHABLE"))
    return void 0;
  return FORM.exec(f.message)?.[1];
}

export {
  sourceUnreachable,
  unreachableSourceOf
};
