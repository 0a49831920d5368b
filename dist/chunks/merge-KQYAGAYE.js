import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  mergeReports
} from "./chunk-WSLM26UO.js";
import "./chunk-ES2N7FWD.js";
import "./chunk-NIV5XKAB.js";
import {
  cliSarifDocs
} from "./chunk-VCEXF2FF.js";
import {
  formatReport
} from "./chunk-FLJN3G5B.js";
import {
  EXIT_CODE,
  markdownOptions,
  writeOutput
} from "./chunk-H7FBISYK.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-BN4MWWQ2.js";
import "./chunk-OQXLKPNV.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-YCTU6FRC.js";
import "./chunk-3XEZECRO.js";
import "./chunk-4R2EC7DG.js";
import "./chunk-4XXS2LRL.js";
import "./chunk-S2FNWFA4.js";
import "./chunk-3WNTS5BZ.js";
import "./chunk-LBNWAXMZ.js";
import "./chunk-TLQHDJBO.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-U7PAFMXP.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-BJZN5HYM.js";
import "./chunk-JVJ3X7LH.js";
import "./chunk-M2ALONYX.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-4MGYVCT7.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-UBNQVZ2E.js";
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
