import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderRulesDoc,
  renderRulesTable
} from "./chunk-L2STNDQH.js";
import {
  loadPolicies
} from "./chunk-CQW5JIIJ.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-7ZCOOZ7V.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";

// src/commands/rules.ts
function rulesCommand(flags) {
  process.stdout.write(flags.table ? renderRulesTable() : renderRulesDoc(loadPolicies()));
  return 0;
}
export {
  rulesCommand
};
