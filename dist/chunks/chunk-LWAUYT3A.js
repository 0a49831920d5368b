import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  finalizeDrafts
} from "./chunk-PNZQSVZR.js";

// src/engine/run-common.ts
async function withSides(opens, fn) {
  const settled = await Promise.allSettled(opens.map((open) => open()));
  const sides = settled.flatMap((s) => s.status === "fulfilled" ? [s.value] : []);
  try {
    const failed = settled.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    return await fn(sides);
  } finally {
    await Promise.all(sides.map((s) => s.cleanup()));
  }
}
function enterPhase(opts, name) {
  if (opts.phase) opts.phase.name = name;
}
function toolPaths(opts) {
  return { ...opts.helm ? { helm: opts.helm } : {}, ...opts.kustomize ? { kustomize: opts.kustomize } : {} };
}
function toolsOf(judges) {
  return { helm: judges.tools.helm.tool, kustomize: judges.tools.kustomize.tool };
}
function siteFindings(config, drafts) {
  return finalizeDrafts(drafts, { config, app: "-", environment: "-" });
}

export {
  withSides,
  enterPhase,
  toolPaths,
  toolsOf,
  siteFindings
};
