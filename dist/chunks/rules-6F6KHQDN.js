import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderRulesDoc,
  renderRulesTable
} from "./chunk-OETNPVV7.js";
import {
  loadPolicies
} from "./chunk-CPMSFLAO.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-E4M4FSKL.js";
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
