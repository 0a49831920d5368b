import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  cliSarifDocs
} from "./chunk-KKPF4JMK.js";
import {
  formatReport
} from "./chunk-3LKGWPJL.js";
import {
  markdownOptions,
  useColor,
  writeOutput
} from "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-JPYC7ZPS.js";
import "./chunk-4UTMRZTU.js";
import "./chunk-YNQTJFVJ.js";
import "./chunk-OCYF6E2S.js";
import "./chunk-7RMRESGU.js";
import "./chunk-4EY6NFE4.js";
import "./chunk-J7JL2GM7.js";
import "./chunk-RVE5JPXE.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import {
  toolCacheDir
} from "./chunk-QCYFN3UA.js";
import "./chunk-6424FULD.js";
import "./chunk-XEU3KPTC.js";
import "./chunk-M2ALONYX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-OUAN73NT.js";
import "./chunk-QIVPUIGI.js";
import "./chunk-SZMUBOMR.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-YRFEQ6IT.js";
import {
  locationFolders
} from "./chunk-5E7SO422.js";
import "./chunk-DMYT3QAX.js";
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
