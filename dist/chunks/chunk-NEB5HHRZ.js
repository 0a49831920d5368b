import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  branchOf,
  branchRefs,
  changedPaths,
  commitName,
  diffTrees,
  listTree,
  lookUpNames,
  readConfig,
  remoteUrls,
  resolveSide,
  resolveTools
} from "./chunk-UEK253SU.js";

// src/engine/check-start.ts
import path from "node:path";
function startCheck(opts, configPath) {
  const repo = path.resolve(opts.repo);
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  const head = opts.head ?? "HEAD";
  const names = lookUpNames(repo, [commitName(opts.base), commitName(head), ...branchRefs(opts.base)]);
  const asked = Promise.all([remoteUrls(repo), names.then((known) => branchOf(repo, opts.base, known))]);
  const sides = names.then(
    (known) => Promise.all([resolveSide(repo, opts.base, known), resolveSide(repo, head, known)])
  );
  const diff = sides.then(([base, head2]) => diffTrees(repo, base.sha, head2.sha));
  const changes = diff.then(changedPaths);
  const config = sides.then(([base, head2]) => readConfig(repo, base.sha, configPath, { headSha: head2.sha }));
  const baseConfigText = config.then((c) => c.text);
  const headListing = opts.wholeTrees ? Promise.resolve(void 0) : sides.then(
    ([, head2]) => baseConfigText.then(
      (text) => text !== void 0 && looksTargetsOnly(text) ? { listing: listTree(repo, head2.sha) } : void 0
    )
  );
  headListing.then((l) => l?.listing.catch(() => void 0)).catch(() => void 0);
  for (const p of [tools, asked, sides, diff, changes, config, baseConfigText]) p.catch(() => void 0);
  const idle = async () => {
    await Promise.allSettled([tools, asked, sides, diff, config, headListing.then((l) => l?.listing)]);
  };
  return { repo, tools, asked, sides, diff, changes, baseConfigText, config, headListing, idle };
}
function looksTargetsOnly(text) {
  return /^targets[ \t]*:/m.test(text) && !/withTargets[ \t]*:[ \t]*true/.test(text);
}
function startCheckEarly(opts) {
  if (!opts.base) return void 0;
  try {
    return startCheck({ ...opts, base: opts.base }, opts.configPath);
  } catch {
    return void 0;
  }
}

export {
  startCheck,
  looksTargetsOnly,
  startCheckEarly
};
