import pLimit from 'p-limit';
import { runPair, unaffectedOutcome, type TargetOutcome, type TargetPair, type PairContext } from './target-run.js';
import { groupByApp } from './pairs.js';

export interface GroupHooks {
  /** Cross-environment checks of one app (drift, gate records); outcomes still hold their resources here. */
  crossCheck?: (outcomes: TargetOutcome[]) => Promise<void>;
  /** After each affected target, with the id of the one just done. */
  onTargetDone?: (done: number, total: number, target: string) => void;
}

/**
 * Runs every app's targets; renders are limited by ctx.limit. Each app's rendered objects are
 * dropped once its cross-environment checks are done, so memory follows the jobs in flight,
 * not the size of the repo.
 */
export async function runGroups(
  pairs: TargetPair[],
  ctx: PairContext,
  jobs: number,
  hooks: GroupHooks = {},
): Promise<TargetOutcome[]> {
  const groupLimit = pLimit(Math.max(2, jobs));
  const total = pairs.filter((p) => p.affected).length;
  let done = 0;
  const perGroup = await Promise.all(
    groupByApp(pairs).map((group) =>
      groupLimit(async () => {
        // Most apps of a big repo are untouched: their outcomes need no promise per target.
        const outcomes = group.some((pair) => pair.affected)
          ? await Promise.all(
              group.map(async (pair) => {
                const outcome = await runPair(pair, ctx);
                if (pair.affected) hooks.onTargetDone?.(++done, total, pair.id);
                return outcome;
              }),
            )
          : group.map(unaffectedOutcome);
        await hooks.crossCheck?.(outcomes);
        for (const o of outcomes) {
          delete o.base;
          delete o.head;
        }
        return outcomes;
      }),
    ),
  );
  return perGroup.flat();
}
