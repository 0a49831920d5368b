import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderOne,
  withTargets
} from "./chunk-RLKIKWC3.js";
import {
  resolveTools
} from "./chunk-FOQ3YNAA.js";
import "./chunk-A4K7KFUI.js";
import {
  writeOutput
} from "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import {
  runHealthSuites
} from "./chunk-2GXB7OQI.js";
import "./chunk-LWAUYT3A.js";
import {
  targetId
} from "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import "./chunk-AEMN7P2B.js";
import {
  customizationsOf
} from "./chunk-VQ6XOWD6.js";
import "./chunk-B7GEDGLJ.js";
import "./chunk-QL7IOEAV.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-E3XLLA4L.js";
import "./chunk-M2ALONYX.js";
import "./chunk-H46FZT4U.js";
import "./chunk-ZQ5WTYB2.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-PNZQSVZR.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import {
  parseYamlFile
} from "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-T4D7B56H.js";
import "./chunk-URNH3GDA.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-LYFTJUJU.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";

// src/commands/health-test.ts
import { existsSync, readFileSync, statSync } from "node:fs";

// src/health/suite-report.ts
var quote = (s) => JSON.stringify(s);
function caseLine(c) {
  const want = `${c.expected.status} ${quote(c.expected.message)}`;
  if (c.ok) return `ok    ${c.kind} ${c.inputPath}: ${want}`;
  const got = c.error !== null ? `error: ${c.error}` : c.actual ? `${c.actual.status} ${quote(c.actual.message)}` : "no health status";
  return `FAIL  ${c.kind} ${c.inputPath}: expected ${want}, got ${got}`;
}
function formatSuiteText(result) {
  const lines = result.cases.map(caseLine);
  if (result.cases.length === 0) lines.push("no health_test.yaml found: nothing was tested");
  lines.push(`${result.passed} passed, ${result.failed} failed`);
  return `${lines.join("\n")}
`;
}
function formatSuiteJson(result) {
  return `${JSON.stringify(result, null, 2)}
`;
}
function suiteExitCode(result) {
  return result.cases.length > 0 && result.failed === 0 ? 0 : 1;
}

// src/commands/health-test.ts
function customizationsInFile(file) {
  if (!existsSync(file)) throw new UsageError(`--argocd-cm ${file}: no such file`);
  const found = [];
  for (const doc of parseYamlFile(readFileSync(file, "utf8")).docs) {
    if (doc.error !== void 0) throw new UsageError(`--argocd-cm ${file} line ${doc.line}: ${doc.error}`);
    found.push(...customizationsOf(doc.value, file));
  }
  if (found.length === 0) throw new UsageError(`--argocd-cm ${file}: no argocd-cm health customization in it`);
  return found;
}
async function renderedCustomizations(flags) {
  return withTargets(flags, async (targets, config, root) => {
    const tools = await resolveTools({ helm: flags.helm, kustomize: flags.kustomize });
    const found = [];
    for (const target of targets) {
      const result = await renderOne(target, { config, root, tools });
      if (!result.ok) {
        process.stderr.write(`deploy-gate: ${targetId(target)}: ${result.code}: ${result.error}
`);
        continue;
      }
      const { parsed } = result;
      for (const r of parsed.resources)
        found.push(...customizationsOf(r.object, `${targetId(target)} ${r.source.file}`));
    }
    return found;
  });
}
async function healthTestCommand(dirs, flags) {
  for (const dir of dirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${dir}: not a directory`);
  }
  const customizations = flags.argocdCm.flatMap(customizationsInFile);
  if (flags.repo) customizations.push(...await renderedCustomizations({ ...flags, repo: flags.repo }));
  const result = runHealthSuites(dirs, customizations);
  writeOutput(flags.format === "json" ? formatSuiteJson(result) : formatSuiteText(result), flags.output);
  return suiteExitCode(result);
}
export {
  healthTestCommand
};
