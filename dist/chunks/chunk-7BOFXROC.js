import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  branchOf,
  branchRefs,
  changedFiles,
  commitName,
  lookUpNames,
  readConfig,
  remoteUrls,
  resolveSide,
  resolveTools
} from "./chunk-XYQ2ODKG.js";

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
  const changes = sides.then(([base, head2]) => changedFiles(repo, base.sha, head2.sha));
  const config = sides.then(([base, head2]) => readConfig(repo, base.sha, configPath, { headSha: head2.sha }));
  for (const p of [tools, asked, sides, changes, config]) p.catch(() => void 0);
  const idle = async () => {
    await Promise.allSettled([tools, asked, sides, changes, config]);
  };
  return { repo, tools, asked, sides, changes, config, idle };
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
  startCheckEarly
};
