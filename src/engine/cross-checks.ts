import type { Config } from '../model/config.js';
import type { RunOptions } from './options.js';
import type { TargetOutcome } from './target-run.js';
import { gateRunner } from './cross-gate.js';
import type { GateOutput } from './cross-gate.js';
import { driftFindings, promotionFindings } from './cross-drift.js';
import { healthCollector } from './cross-health.js';

export interface CrossCheckInput {
  mode: 'check' | 'audit';
  config: Config;
  opts: RunOptions;
  baseRoot?: string;
  headRoot: string;
}

/** Checks across the environments of one app: gate records, env drift, promotion order. */
export function crossChecks(input: CrossCheckInput) {
  const out: GateOutput = { findings: [], images: [], notices: [] };
  const gate = gateRunner(input);
  const health = healthCollector(input.config, input.mode, { base: input.baseRoot, head: input.headRoot });
  return {
    run: async (outcomes: TargetOutcome[]): Promise<void> => {
      await gate(outcomes, out);
      out.findings.push(...driftFindings(outcomes, input.config, input.mode));
      out.findings.push(...promotionFindings(outcomes, input.config, input.mode));
      health.collect(outcomes);
    },
    /** Called once every app is done: the repository-wide health findings join here. */
    findings: async () => [...out.findings, ...(await health.findings())],
    images: () => out.images,
    notices: () => out.notices,
  };
}
