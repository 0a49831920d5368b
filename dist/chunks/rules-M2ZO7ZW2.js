import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderRulesDoc,
  renderRulesTable
} from "./chunk-KUYTRWGY.js";
import "./chunk-NEUGZZOX.js";
import {
  loadPolicies
} from "./chunk-JUP4PUIP.js";
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
