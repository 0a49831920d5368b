import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  cliSarifDocs
} from "./chunk-4BRCLD2T.js";
import {
  markdownOptions,
  useColor,
  writeOutput
} from "./chunk-4K7TQNUK.js";
import {
  formatReport
} from "./chunk-S7C2O637.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-YRFEQ6IT.js";
import {
  locationFolders
} from "./chunk-3RP5KXXG.js";
import "./chunk-UACXBCMR.js";
import "./chunk-I2QINAC7.js";
import "./chunk-XIRJUB3Z.js";
import "./chunk-QMLLB3OF.js";
import "./chunk-VRCUW5JR.js";
import "./chunk-4XXS2LRL.js";
import "./chunk-LBNWAXMZ.js";
import "./chunk-75KVJ63W.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-2AILZK6B.js";
import "./chunk-M56IX5WU.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-KY26WUNC.js";
import "./chunk-ZFROVIZ2.js";
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
