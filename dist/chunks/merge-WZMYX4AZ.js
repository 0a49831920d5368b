import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  mergeReports
} from "./chunk-QZVZSHUV.js";
import "./chunk-P2ST4MNK.js";
import {
  cliSarifDocs
} from "./chunk-ZNHPXNKB.js";
import {
  formatReport
} from "./chunk-DBPNJTNE.js";
import {
  EXIT_CODE,
  markdownOptions,
  writeOutput
} from "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import "./chunk-325WNS3P.js";
import "./chunk-X2YJPYQ6.js";
import "./chunk-BVFYZUKM.js";
import "./chunk-AEMN7P2B.js";
import "./chunk-2RMB7KEH.js";
import "./chunk-4EY6NFE4.js";
import "./chunk-KZXAIZA3.js";
import "./chunk-VQ6XOWD6.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-LYETZ6Z3.js";
import "./chunk-E3XLLA4L.js";
import "./chunk-M2ALONYX.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-GZW4SSYH.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-T4D7B56H.js";
import "./chunk-URNH3GDA.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-LYFTJUJU.js";
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
