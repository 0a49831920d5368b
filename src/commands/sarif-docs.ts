// SARIF help links: they read the checks (the Lua runtime among them), so only the report writers
// load this, after the run, and nothing before a check's first render waits for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../package-root.js';
import { builtInRuleHelp } from '../checks/rule-help.js';
import { sarifDocsAt, type SarifDocs } from '../report/sarif-rules.js';

/** SARIF help links for the installed version (package.json `homepage`, a repository URL, at tag v<version>) and the rule docs. */
export function cliSarifDocs(): SarifDocs {
  const manifest = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as {
    homepage?: string;
    version: string;
  };
  return {
    ...sarifDocsAt(manifest.homepage?.replace(/#.*$/, ''), `v${manifest.version}`),
    ruleHelp: builtInRuleHelp(),
  };
}
