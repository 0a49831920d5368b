import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  cliSarifDocs
} from "./chunk-QEYBT7TG.js";
import {
  formatReport
} from "./chunk-J4XLNYMA.js";
import {
  markdownOptions,
  useColor,
  writeOutput
} from "./chunk-H7FBISYK.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-NIV5XKAB.js";
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
import {
  toolCacheDir
} from "./chunk-QCYFN3UA.js";
import "./chunk-BJZN5HYM.js";
import "./chunk-XEU3KPTC.js";
import "./chunk-M2ALONYX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-JX7CJN62.js";
import "./chunk-FTSCAVWJ.js";
import "./chunk-RJWGF4QZ.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-YRFEQ6IT.js";
import {
  locationFolders
} from "./chunk-VPIKQEEV.js";
import "./chunk-ZW7IGIY5.js";
import "./chunk-BFI5W2LE.js";
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
      // The gate's own cache stays readable: a first run offline must say where to put the schemas.
      sanitize: { secrets, keep: [...locationFolders(schemaLocations), toolCacheDir("")] }
    }),
    flags.output
  );
}
export {
  printReport
};
