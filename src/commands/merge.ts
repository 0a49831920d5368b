import { readFileSync } from 'node:fs';
import type { Report } from '../model/report.js';
import { mergeReports } from '../shard/index.js';
import { formatReport } from '../report/index.js';
import { UsageError } from '../engine/options.js';
import type { Format } from './common.js';
import { EXIT_CODE, writeOutput } from './common.js';

export async function mergeCommand(files: string[], flags: { format: Format; output?: string }): Promise<number> {
  const reports = files.map((file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Report;
    } catch (err) {
      throw new UsageError(`${file}: not a deploy-gate JSON report (${err instanceof Error ? err.message : String(err)})`);
    }
  });
  const merged = mergeReports(reports);
  writeOutput(formatReport(merged, flags.format, { color: false }), flags.output);
  return EXIT_CODE[merged.verdict];
}
