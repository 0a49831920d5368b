import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  mergeReports
} from "./chunk-BZD26TJG.js";
import "./chunk-7NRTGCBB.js";
import {
  cliSarifDocs
} from "./chunk-QEYBT7TG.js";
import {
  formatReport
} from "./chunk-J4XLNYMA.js";
import {
  EXIT_CODE,
  markdownOptions,
  writeOutput
} from "./chunk-H7FBISYK.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import "./chunk-NUOAC2TT.js";
import "./chunk-22IAX7RT.js";
import "./chunk-MQ3XPTY3.js";
import "./chunk-OCYF6E2S.js";
import "./chunk-7RMRESGU.js";
import "./chunk-LBNWAXMZ.js";
import "./chunk-QSRH54A5.js";
import "./chunk-4XXS2LRL.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-BJZN5HYM.js";
import "./chunk-XEU3KPTC.js";
import "./chunk-M2ALONYX.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-JX7CJN62.js";
import "./chunk-FTSCAVWJ.js";
import "./chunk-RJWGF4QZ.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-A3UQTKGY.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-T4D7B56H.js";
import "./chunk-VPIKQEEV.js";
import "./chunk-ZW7IGIY5.js";
import "./chunk-BFI5W2LE.js";
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
