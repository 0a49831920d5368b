import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  EXIT_CODE,
  cliSarifDocs,
  markdownOptions,
  writeOutput
} from "./chunk-K3URZGEI.js";
import "./chunk-UR55HME7.js";
import {
  mergeReports
} from "./chunk-UZ6XOXYZ.js";
import {
  formatReport
} from "./chunk-XUKYWFPX.js";
import "./chunk-JUP4PUIP.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";

// src/commands/merge.ts
import { readFileSync } from "node:fs";
async function mergeCommand(files, flags) {
  const reports = files.map((file) => {
    try {
      return JSON.parse(readFileSync(file, "utf8"));
    } catch (err) {
      throw new UsageError(
        `${file}: not a deploy-gate JSON report (${err instanceof Error ? err.message : String(err)})`
      );
    }
  });
  const merged = mergeReports(reports);
  writeOutput(
    formatReport(merged, flags.format, {
      color: false,
      markdown: markdownOptions(flags.markdownSize),
      sarif: cliSarifDocs()
    }),
    flags.output
  );
  return EXIT_CODE[merged.verdict];
}
export {
  mergeCommand
};
