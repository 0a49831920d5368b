import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  formatReport
} from "./chunk-XITYQJ2J.js";
import "./chunk-YRFEQ6IT.js";
import {
  cliSarifDocs,
  markdownOptions,
  useColor,
  writeOutput
} from "./chunk-VM3LB4YH.js";
import "./chunk-VR3MMMXA.js";
import "./chunk-CPMSFLAO.js";
import {
  locationFolders
} from "./chunk-QJRHJSAI.js";
import "./chunk-E4M4FSKL.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";

// src/commands/print-report.ts
function printReport(report, flags, secrets, schemaLocations) {
  const color = flags.format === "text" && !flags.output && useColor(process.env, process.stdout.isTTY === true);
  writeOutput(
    formatReport(report, flags.format, {
      color,
      markdown: markdownOptions(flags.markdownSize),
      sarif: cliSarifDocs(),
      sanitize: { secrets, keep: locationFolders(schemaLocations) }
    }),
    flags.output
  );
}
export {
  printReport
};
