import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { ImageReport } from '../model/report.js';
import type { RunOptions } from './options.js';
import type { TargetOutcome } from './target-run.js';

export interface CrossCheckInput {
  mode: 'check' | 'audit';
  config: Config;
  opts: RunOptions;
  baseRoot?: string;
  headRoot: string;
}

/** Checks across the environments of one app: env drift, gate records, promotion order. */
export function crossChecks(_input: CrossCheckInput) {
  const findings: Finding[] = [];
  const images: ImageReport[] = [];
  const notices: string[] = [];
  return {
    run: async (_outcomes: TargetOutcome[]): Promise<void> => {},
    findings: () => findings,
    images: () => images,
    notices: () => notices,
  };
}
