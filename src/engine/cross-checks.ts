import type { TargetOutcome } from './target-run.js';
import { gateRunner, type GateContext, type GateOutput } from './cross-gate.js';
import { driftFindings, promotionFindings } from './cross-drift.js';
import { healthCollector } from './cross-health.js';

/** What the checks across an app's environments are given: the gate records' context. */
export interface CrossCheckInput extends GateContext {
  /** The `schemas.crds` folders each revision's CRDs are read from (judges.ts sideRootsOf: links out refused). */
  crdDirs: { base?: readonly string[]; head: readonly string[] };
}

export interface CrossChecks {
  /** Runs after each app's targets are rendered and checked. */
  run(outcomes: TargetOutcome[]): Promise<void>;
  /** Called once every app is done (what the cross checks found): the repository-wide health findings join here. */
  settle(): Promise<GateOutput>;
}

/** Checks across the environments of one app: gate records, env drift, promotion order. */
export function crossChecks(input: CrossCheckInput): CrossChecks {
  const out: GateOutput = { findings: [], images: [], notices: [] };
  const gate = gateRunner(input);
  const health = healthCollector(
    input.config,
    input.mode,
    { base: input.baseRoot, head: input.headRoot },
    input.crdDirs,
  );
  return {
    run: async (outcomes: TargetOutcome[]): Promise<void> => {
      await gate(outcomes, out);
      out.findings.push(...driftFindings(outcomes, input.config, input.mode));
      out.findings.push(...promotionFindings(outcomes, input.config, input.mode));
      health.collect(outcomes);
    },
    settle: async () => {
      // The notices as the apps left them: health's findings add none.
      const notices = [...out.notices];
      return { findings: [...out.findings, ...(await health.findings())], images: out.images, notices };
    },
  };
}
