// Printing a finished report the way check, audit and validate all do: the chosen format, colour
// only on a terminal, held secrets masked, the schema locations' folders kept readable. The SARIF
// help links read the checks (the Lua runtime among them): only the report writers load them,
// after the run, so nothing before a check's first render waits for them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../package-root.js';
import { builtInRuleHelp } from '../checks/rule-help.js';
import { sarifDocsAt, type SarifDocs } from '../report/sarif-rules.js';
import type { Report } from '../model/report.js';
import { locationFolders } from '../redact/index.js';
import { formatReport } from '../report/index.js';
import { markdownOptions, useColor, writeOutput, type CommonFlags } from './common.js';
import { toolCacheDir } from '../cache/dir.js';

export type PrintFlags = Pick<CommonFlags, 'format' | 'output' | 'markdownSize'>;

export function printReport(report: Report, flags: PrintFlags, secrets: string[], schemaLocations: string[]): void {
  const color = flags.format === 'text' && !flags.output && useColor(process.env, process.stdout.isTTY === true);
  writeOutput(
    formatReport(report, flags.format, {
      color,
      markdown: markdownOptions(flags.markdownSize),
      sarif: cliSarifDocs(),
      // The gate's own cache stays readable: a first run offline must say where to put the schemas.
      sanitize: { secrets, keep: [...locationFolders(schemaLocations), toolCacheDir('')] },
    }),
    flags.output,
  );
}

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
