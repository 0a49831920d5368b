import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  mergeReports
} from "./chunk-4TKW75L2.js";
import "./chunk-7VOACEEF.js";
import "./chunk-VXY2SPE6.js";
import {
  formatReport
} from "./chunk-XITYQJ2J.js";
import "./chunk-GJ3BFOOD.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import {
  EXIT_CODE,
  cliSarifDocs,
  markdownOptions,
  writeOutput
} from "./chunk-VM3LB4YH.js";
import "./chunk-VR3MMMXA.js";
import "./chunk-CPMSFLAO.js";
import "./chunk-X3EAQZ3P.js";
import "./chunk-QJRHJSAI.js";
import "./chunk-E4M4FSKL.js";
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
