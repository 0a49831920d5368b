import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  mergeReports
} from "./chunk-BDCI2KIB.js";
import "./chunk-IND55HAG.js";
import {
  cliSarifDocs
} from "./chunk-ALC552HE.js";
import {
  formatReport
} from "./chunk-25D4HPA3.js";
import "./chunk-M5YIHGDH.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import {
  EXIT_CODE,
  markdownOptions,
  writeOutput
} from "./chunk-4K7TQNUK.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-2QFZOUGO.js";
import "./chunk-OCJMIONV.js";
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
