// Printing a finished report the way check, audit and validate all do: the chosen format, colour
// only on a terminal, held secrets masked, the schema locations' folders kept readable.
import type { Report } from '../model/report.js';
import { locationFolders } from '../redact/index.js';
import { formatReport } from '../report/index.js';
import { markdownOptions, useColor, writeOutput, type CommonFlags } from './common.js';
import { cliSarifDocs } from './sarif-docs.js';
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
