import { readFileSync } from 'node:fs';
import type { Report } from '../model/report.js';
import { mergeReports } from '../engine/shard.js';
import { formatReport } from '../report/index.js';
import { UsageError } from '../engine/options.js';
import { cliSarifDocs, type PrintFlags } from './print-report.js';
import { EXIT_CODE, markdownOptions, writeOutput } from './common.js';

export async function mergeCommand(files: string[], flags: PrintFlags): Promise<number> {
  const reports = files.map((file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Report;
    } catch (err) {
      throw new UsageError(
        `${file}: not a deploy-gate JSON report (${err instanceof Error ? err.message : String(err)})`,
      );
    }
  });
  const merged = mergeReports(reports);
  writeOutput(
    formatReport(merged, flags.format, {
      color: false,
      markdown: markdownOptions(flags.markdownSize),
      sarif: cliSarifDocs(),
    }),
    flags.output,
  );
  return EXIT_CODE[merged.verdict];
}
