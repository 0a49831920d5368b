// An internal error is never a verdict: the command says so and fails closed as inconclusive, from a
// command (commands/main.ts) and from a start that failed before one could answer (start.ts) alike.

/** The exit code of an internal error: the run is inconclusive, never a pass. */
export const INTERNAL_ERROR_EXIT = 3;

/** Says what went wrong on stderr and gives the exit code. */
export function internalError(err: unknown): number {
  process.stderr.write(
    `deploy-gate: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  return INTERNAL_ERROR_EXIT;
}
