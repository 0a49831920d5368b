import { loadPolicies, renderRulesDoc, renderRulesTable } from '../checks/index.js';

/** The rule reference generated from the same registry the program runs (docs/rules.md, README table). */
export function rulesCommand(flags: { table?: boolean }): number {
  process.stdout.write(flags.table ? renderRulesTable() : renderRulesDoc(loadPolicies()));
  return 0;
}
