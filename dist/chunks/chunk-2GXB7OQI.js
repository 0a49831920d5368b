import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  customizationFor,
  readYaml11
} from "./chunk-VQ6XOWD6.js";
import {
  runHealthScript
} from "./chunk-E3XLLA4L.js";
import {
  asObject
} from "./chunk-LYFTJUJU.js";

// src/health/suite.ts
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
var TEST_FILE = "health_test.yaml";
var SCRIPT_FILE = "health.lua";
var MAX_TEST_FILE_BYTES = 8 * 1024 * 1024;
function readTestFile(root, file) {
  const real = realpathSync(file);
  const top = realpathSync(root);
  if (real !== top && !real.startsWith(top + path.sep)) throw new Error("it resolves outside the health tests folder");
  const stat = statSync(real);
  if (!stat.isFile()) throw new Error("it is not a regular file");
  if (stat.size > MAX_TEST_FILE_BYTES) throw new Error("it is larger than 8 MB");
  return readFileSync(real, "utf8");
}
function* testDirs(root) {
  if (existsSync(path.join(root, TEST_FILE))) yield root;
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith("."))
      yield* testDirs(path.join(root, entry.name));
  }
}
function kindOf(dir) {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  return parts.slice(-2).join("/");
}
function field(value, name) {
  const object = asObject(value);
  if (name in object) return object[name];
  const key = Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === void 0 ? void 0 : object[key];
}
function parseCases(root, dir, kind, text) {
  const doc = readYaml11(text);
  if (!doc || !Array.isArray(doc.tests)) throw new Error(`${TEST_FILE} has no tests list`);
  return doc.tests.map((t, i) => {
    const inputPath = field(t, "inputPath");
    if (typeof inputPath !== "string") throw new Error(`tests[${i}] has no inputPath`);
    const hs = field(t, "healthStatus");
    const text2 = (v) => v === void 0 || v === null ? "" : String(v);
    return {
      kind,
      root,
      dir,
      inputPath,
      expected: { status: text2(field(hs, "status")), message: text2(field(hs, "message")) }
    };
  });
}
function discoverHealthTests(root) {
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new Error(`${root} is not a directory`);
  const out = [];
  for (const dir of testDirs(root)) {
    const kind = kindOf(dir);
    const scriptPath = path.join(dir, SCRIPT_FILE);
    let script;
    let file = scriptPath;
    try {
      script = existsSync(scriptPath) ? readTestFile(root, scriptPath) : void 0;
      file = path.join(dir, TEST_FILE);
      out.push({ kind, dir, script, cases: parseCases(root, dir, kind, readTestFile(root, file)) });
    } catch (e) {
      const error = `${file}: ${e instanceof Error ? e.message : String(e)}`;
      out.push({ kind, dir, script, cases: [], error });
    }
  }
  return out;
}
function customizationKeyOf(kind) {
  return kind.replace(/_/g, "*");
}

// src/health/suite-run.ts
import path2 from "node:path";
function scriptFor(dir, customizations) {
  if (dir.script !== void 0) return { text: dir.script, openLibs: true, name: path2.join(dir.dir, "health.lua") };
  const custom = customizationFor(customizations, customizationKeyOf(dir.kind));
  if (custom) return { text: custom.script, openLibs: custom.openLibs, name: custom.source };
  return `no health.lua beside the tests and no argocd-cm health customization for ${customizationKeyOf(dir.kind)}`;
}
function runCase(c, script) {
  const base = { kind: c.kind, inputPath: path2.join(c.dir, c.inputPath), expected: c.expected };
  const failed = (error) => ({ ...base, actual: null, error, ok: false });
  if (typeof script === "string") return failed(script);
  let object;
  try {
    object = readYaml11(readTestFile(c.root, base.inputPath));
  } catch (e) {
    return failed(`cannot read the input: ${e instanceof Error ? e.message : String(e)}`);
  }
  const run = runHealthScript(script.text, object, { openLibs: script.openLibs, name: script.name });
  if (run.kind === "error") return failed(run.error);
  if (run.kind === "none") return failed("the script returned no health status");
  const ok = run.health.status === c.expected.status && run.health.message === c.expected.message;
  return { ...base, actual: run.health, error: null, ok };
}
function runHealthSuites(dirs, customizations = []) {
  const cases = [];
  for (const root of dirs) {
    for (const dir of discoverHealthTests(root)) {
      if (dir.error !== void 0) {
        const inputPath = path2.join(dir.dir, "health_test.yaml");
        const expected = { status: "", message: "" };
        cases.push({ kind: dir.kind, inputPath, expected, actual: null, error: dir.error, ok: false });
        continue;
      }
      const script = scriptFor(dir, customizations);
      for (const c of dir.cases) cases.push(runCase(c, script));
    }
  }
  const passed = cases.filter((c) => c.ok).length;
  return { passed, failed: cases.length - passed, cases };
}

export {
  readTestFile,
  discoverHealthTests,
  runHealthSuites
};
