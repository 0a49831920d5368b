import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  builtInRuleHelp,
  sarifDocsAt
} from "./chunk-3LKGWPJL.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";

// src/commands/sarif-docs.ts
import { readFileSync } from "node:fs";
import path from "node:path";
function cliSarifDocs() {
  const manifest = JSON.parse(readFileSync(path.join(packageRoot(), "package.json"), "utf8"));
  return {
    ...sarifDocsAt(manifest.homepage?.replace(/#.*$/, ""), `v${manifest.version}`),
    ruleHelp: builtInRuleHelp()
  };
}

export {
  cliSarifDocs
};
