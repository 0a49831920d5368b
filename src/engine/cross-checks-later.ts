// The checks across an app's environments (gate records, env drift, promotion order, health) are
// first needed once an app's targets are rendered. Their modules (the registry and record-store
// clients, the drift rules, the health tables) load after the first render's tool has started,
// while it runs, instead of before it (docs/performance.md, cold start).
import { afterNextProcess } from './after-next-process.js';
import type { CrossCheckInput, CrossChecks } from './cross-checks.js';

/** `crossChecks(input)`, made when the next child process has started or when first used. */
export function crossChecksLater(input: CrossCheckInput): CrossChecks {
  let made: Promise<CrossChecks> | undefined;
  const load = () => (made ??= import('./cross-checks.js').then((m) => m.crossChecks(input)));
  const stopWaiting = afterNextProcess(() => void load().catch(() => undefined));
  const loaded = () => {
    stopWaiting();
    return load();
  };
  return {
    run: async (outcomes) => (await loaded()).run(outcomes),
    settle: async () => (await loaded()).settle(),
  };
}
