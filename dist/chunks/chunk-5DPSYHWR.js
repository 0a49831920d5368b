import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  branchOf,
  changedFiles,
  configPathOf,
  configText,
  remoteUrls,
  resolveSide,
  resolveTools,
  toolVersionCacheDir
} from "./chunk-EI2R5CLB.js";

// src/engine/check-start.ts
import path from "node:path";
function startCheck(opts, configRel) {
  const repo = path.resolve(opts.repo);
  const tools = resolveTools({
    helm: opts.helm,
    kustomize: opts.kustomize,
    versionCacheDir: toolVersionCacheDir(opts.env ?? {})
  });
  const asked = Promise.all([remoteUrls(repo), branchOf(repo, opts.base)]);
  const sides = Promise.all([resolveSide(repo, opts.base), resolveSide(repo, opts.head ?? "HEAD")]);
  const changes = sides.then(([base, head]) => changedFiles(repo, base.sha, head.sha));
  const baseConfigText = sides.then(([base]) => configText(repo, base.sha, configRel));
  for (const p of [tools, asked, sides, changes, baseConfigText]) p.catch(() => void 0);
  return { repo, tools, asked, sides, changes, baseConfigText };
}
function startCheckEarly(opts) {
  if (!opts.base) return void 0;
  try {
    return startCheck({ ...opts, base: opts.base }, configPathOf(opts.configPath));
  } catch {
    return void 0;
  }
}

export {
  startCheck,
  startCheckEarly
};
