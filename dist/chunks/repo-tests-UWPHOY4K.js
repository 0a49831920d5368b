import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  discoverHealthTests,
  readTestFile,
  runHealthSuites
} from "./chunk-2GXB7OQI.js";
import {
  generationProbes,
  healthyProbe
} from "./chunk-2RMB7KEH.js";
import {
  readYaml11
} from "./chunk-VQ6XOWD6.js";
import "./chunk-E3XLLA4L.js";
import "./chunk-M2ALONYX.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-URNH3GDA.js";
import "./chunk-3G6HCZXA.js";
import {
  isObject
} from "./chunk-LYFTJUJU.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";

// src/health/repo-tests.ts
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
var FIX_TEST = "Make the script return what the test expects, or correct the test; run `deploy-gate health-test <dir>` locally.";
var FIX_ERROR = "Fix the script so it returns a status for this input (guard nil fields before indexing them).";
var FIX_GENERATION = "Return Progressing while status or status.observedGeneration is missing, or observedGeneration < metadata.generation.";
var NOT_SCRIPT = /^(cannot read the input|no health\.lua|the script returned no health status)/;
function fileDraft(ruleId, file, remediation, message) {
  return { ruleId, location: { file }, fingerprintKey: file, remediation, message };
}
function caseDraft(root, c) {
  const file = path.relative(root, c.inputPath);
  if (c.error !== null && !NOT_SCRIPT.test(c.error)) {
    const message2 = `the health check for ${c.kind} errors on ${file}: ${c.error}`;
    return fileDraft("health/script-error", file, FIX_ERROR, message2);
  }
  const got = c.error ?? (c.actual ? `${c.actual.status} "${c.actual.message}"` : "no health status");
  const message = `health test ${c.kind} ${file}: expected ${c.expected.status} "${c.expected.message}", got ${got}`;
  return fileDraft("health/test-failed", file, FIX_TEST, message);
}
function healthyInputs(dir) {
  return dir.cases.filter((c) => c.expected.status === "Healthy").flatMap((c) => {
    try {
      const o = readYaml11(readTestFile(c.root, path.join(dir.dir, c.inputPath)));
      return isObject(o) ? [o] : [];
    } catch {
      return [];
    }
  });
}
function probeDrafts(root, dir) {
  const bases = healthyInputs(dir);
  if (dir.script === void 0 || bases.length === 0) return [];
  const probe = healthyProbe(dir.script, true, generationProbes(bases, false));
  if (!probe) return [];
  const file = path.relative(root, path.join(dir.dir, "health.lua"));
  const message = `the health check for ${dir.kind} (${file}) says Healthy for ${probe.name}, built from its own healthy test input`;
  return [fileDraft("health/no-generation-check", file, FIX_GENERATION, message)];
}
function resolveDir(root, rel) {
  const abs = path.resolve(root, rel);
  const fix = "Fix argocd.healthTests in the config.";
  const problem = (why) => fileDraft("health/test-failed", rel, fix, `argocd.healthTests: ${rel} ${why}; its tests did not run`);
  if (!existsSync(abs)) return problem("does not exist");
  const real = realpathSync(abs);
  if (real !== realpathSync(root) && !real.startsWith(realpathSync(root) + path.sep))
    return problem("leaves the repository");
  return abs;
}
function repoHealthDrafts(root, dirs, customizations) {
  const drafts = [];
  for (const rel of dirs) {
    const abs = resolveDir(root, rel);
    if (typeof abs !== "string") {
      drafts.push(abs);
      continue;
    }
    const result = runHealthSuites([abs], customizations);
    drafts.push(...result.cases.filter((c) => !c.ok).map((c) => caseDraft(root, c)));
    for (const dir of discoverHealthTests(abs)) drafts.push(...probeDrafts(root, dir));
  }
  return drafts;
}
export {
  repoHealthDrafts
};
