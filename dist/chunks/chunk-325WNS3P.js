import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  templateNamed
} from "./chunk-X2YJPYQ6.js";
import {
  CODE_RULES,
  PolicyLoadError,
  builtInCheckFiles,
  checkFilesIn,
  describeAjvErrors,
  readCheckFile,
  templateParamsValidator
} from "./chunk-P32HR5QG.js";

// src/checks/load.ts
function checkParams(file, data, problems, override) {
  const template = templateNamed(data.template);
  if (!template) {
    problems.push(`${file}: unknown template "${data.template}"`);
    return void 0;
  }
  const params = { ...structuredClone(data.params ?? {}), ...structuredClone(override ?? {}) };
  const validate = templateParamsValidator(template.name);
  if (!validate(params)) {
    problems.push(
      ...describeAjvErrors(validate.errors, "params").map((m) => `${file}: ${m} (template ${template.name})`)
    );
    return void 0;
  }
  const compileProblems = template.compile?.(params) ?? [];
  if (compileProblems.length > 0) {
    problems.push(...compileProblems.map((m) => `${file}: ${m} (template ${template.name})`));
    return void 0;
  }
  return params;
}
function withDocs(file, data, params, problems) {
  const own = templateNamed(data.template)?.describe?.(params);
  const docs = {
    description: data.description ?? own?.description,
    why: data.why ?? own?.why,
    remediation: data.remediation ?? own?.remediation
  };
  const missing = Object.entries(docs).filter(([, v]) => v === void 0);
  for (const [key] of missing) problems.push(`${file}: (top level) must have required property '${key}'`);
  return missing.length > 0 ? void 0 : docs;
}
function loadOne(id, file, data, builtIn, problems, override) {
  const where = override ? `${file} (with the config's checkParams.${id})` : file;
  const params = checkParams(where, data, problems, override);
  const docs = params && withDocs(file, data, params, problems);
  return params && docs ? { ...data, ...docs, id, file, params, builtIn } : void 0;
}
function packLeftOut(check, packs) {
  if (!check.pack || packs === void 0) return false;
  if (packs.includes(check.pack)) return false;
  return !(check.pack === "pss-baseline" && packs.includes("pss-restricted"));
}
function loadPolicies(opts = {}) {
  const problems = [];
  const checks = [];
  const seen = /* @__PURE__ */ new Map();
  const builtInIds = new Set(CODE_RULES.map((r) => typeof r === "string" ? r : r.id));
  const files = [
    ...builtInCheckFiles().map((f) => ({ ...f, builtIn: true })),
    ...(opts.extraDirs ?? []).flatMap(
      (dir) => checkFilesIn(dir, problems).map(({ id, file }) => ({ id, file, builtIn: false }))
    )
  ];
  for (const { id, file, builtIn, data: read } of files) {
    if (builtIn) builtInIds.add(id);
    else if (builtInIds.has(id)) {
      problems.push(
        `${file}: ${id} is a built-in rule id; pick another id for a custom check (turn the built-in off with rules: { ${id}: off })`
      );
      continue;
    }
    const clash = seen.get(id);
    if (clash) {
      problems.push(`${file}: rule id ${id} is already defined by ${clash}; pick another id`);
      continue;
    }
    seen.set(id, file);
    const data = read ?? readCheckFile(file, problems);
    const check = data && loadOne(id, file, data, builtIn, problems, opts.params?.[id]);
    if (check && !(builtIn && packLeftOut(check, opts.packs))) checks.push(check);
  }
  for (const id of Object.keys(opts.params ?? {})) {
    if (!seen.has(id)) problems.push(`checkParams.${id}: no check has this id`);
  }
  if (problems.length > 0) throw new PolicyLoadError(problems);
  return { checks };
}

export {
  loadPolicies
};
