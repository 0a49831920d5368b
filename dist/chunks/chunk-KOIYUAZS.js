import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  formatReport
} from "./chunk-XITYQJ2J.js";
import {
  cliSarifDocs,
  markdownOptions,
  useColor,
  writeOutput
} from "./chunk-PUWQGXLU.js";
import {
  locationFolders
} from "./chunk-QJRHJSAI.js";

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
