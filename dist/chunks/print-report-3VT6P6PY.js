import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  cliSarifDocs
} from "./chunk-ALC552HE.js";
import {
  formatReport
} from "./chunk-25D4HPA3.js";
import "./chunk-YRFEQ6IT.js";
import {
  markdownOptions,
  useColor,
  writeOutput
} from "./chunk-4K7TQNUK.js";
import "./chunk-VE7QBNXC.js";
import {
  locationFolders
} from "./chunk-OCJMIONV.js";
import "./chunk-P3DHC6MY.js";
import "./chunk-WBZRO3XQ.js";
import "./chunk-XIRJUB3Z.js";
import "./chunk-QMLLB3OF.js";
import "./chunk-AOISIRRH.js";
import "./chunk-4XXS2LRL.js";
import "./chunk-6UJQ7GKV.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-UFBSXLJ5.js";
import "./chunk-M56IX5WU.js";
import "./chunk-DRA3KSIM.js";
import "./chunk-EBPD5RX4.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-ZFROVIZ2.js";
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
