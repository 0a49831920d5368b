import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  builtInRuleHelp,
  formatReport,
  sarifDocsAt
} from "./chunk-DBPNJTNE.js";
import {
  markdownOptions,
  useColor,
  writeOutput
} from "./chunk-5VPE5DC7.js";
import {
  toolCacheDir
} from "./chunk-QCYFN3UA.js";
import {
  locationFolders
} from "./chunk-URNH3GDA.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";

// src/commands/print-report.ts
import { readFileSync } from "node:fs";
import path from "node:path";
function printReport(report, flags, secrets, schemaLocations) {
  const color = flags.format === "text" && !flags.output && useColor(process.env, process.stdout.isTTY === true);
  writeOutput(
    formatReport(report, flags.format, {
      color,
      markdown: markdownOptions(flags.markdownSize),
      sarif: cliSarifDocs(),
      // The gate's own cache stays readable: a first run offline must say where to put the schemas.
      sanitize: { secrets, keep: [...locationFolders(schemaLocations), toolCacheDir("")] }
    }),
    flags.output
  );
}
function cliSarifDocs() {
  const manifest = JSON.parse(readFileSync(path.join(packageRoot(), "package.json"), "utf8"));
  return {
    ...sarifDocsAt(manifest.homepage?.replace(/#.*$/, ""), `v${manifest.version}`),
    ruleHelp: builtInRuleHelp()
  };
}

export {
  printReport,
  cliSarifDocs
};
