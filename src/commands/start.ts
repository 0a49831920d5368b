// Both entries' last word on a start that failed before a command could answer: a missing or
// damaged install (dist/cli-main.js or a chunk gone), an import that throws. The gate must never
// pass by not running: that is an internal error and exit 3 (inconclusive, as commands/main.ts
// answers one), whatever Node's unhandled-rejection mode would give (0 under `warn` or `none`,
// which NODE_OPTIONS can set on a runner). Kept free of other modules: the CommonJS bin bundles it.

/** The exit code of an internal error (commands/main.ts): the run is inconclusive, never a pass. */
export const INTERNAL_ERROR_EXIT = 3;

/** Runs `start`; a rejection, or a start that never settles (the event loop ran dry), exits 3. */
export function startFailClosed(start: () => Promise<void>): void {
  let settled = false;
  process.once('exit', () => {
    if (settled) return;
    process.stderr.write('deploy-gate: internal error: the command never finished\n');
    process.exitCode = INTERNAL_ERROR_EXIT;
  });
  start().then(
    () => {
      settled = true;
    },
    (err: unknown) => {
      settled = true;
      process.stderr.write(
        `deploy-gate: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exitCode = INTERNAL_ERROR_EXIT;
    },
  );
}
