import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  mergeReports
} from "./chunk-EWEU65EO.js";
import "./chunk-BXKFOGEM.js";
import "./chunk-NM6OXGNS.js";
import "./chunk-D4CM722U.js";
import "./chunk-NIV5XKAB.js";
import {
  cliSarifDocs
} from "./chunk-4BRCLD2T.js";
import {
  EXIT_CODE,
  markdownOptions,
  writeOutput
} from "./chunk-4K7TQNUK.js";
import {
  formatReport
} from "./chunk-S7C2O637.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-YRFEQ6IT.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import "./chunk-WX2TFLRR.js";
import "./chunk-3RP5KXXG.js";
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
