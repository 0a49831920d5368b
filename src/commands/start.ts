// The CLI's last word on a start that failed before a command could answer: a missing or damaged
// install (a chunk of dist/ gone), an import that throws. The gate must never pass by not running:
// that is an internal error and exit 3 (inconclusive, as commands/main.ts answers one), whatever
// Node's unhandled-rejection mode would give (0 under `warn` or `none`, which NODE_OPTIONS can set
// on a runner).
import { enableCompileCache } from './compile-cache.js';
import { INTERNAL_ERROR_EXIT, internalError } from './internal-error.js';

export type Main = (argv: string[]) => Promise<number>;

/**
 * The start of dist/cli.js: the compile cache on before the commands' modules load (Node 22.1+;
 * Node 20 runs the same modules without it), then the command `loadModules` imports.
 */
export function startCli(loadModules: () => Promise<Main>): void {
  enableCompileCache();
  let settled = false;
  process.once('exit', () => {
    if (settled) return;
    process.stderr.write('deploy-gate: internal error: the command never finished\n');
    process.exitCode = INTERNAL_ERROR_EXIT;
  });
  loadModules()
    .then(async (main) => {
      process.exitCode = await main(process.argv);
    })
    .then(
      () => {
        settled = true;
        // A run cut short by its deadline left work running (engine/run-guard.ts): its report is out, so stop.
        if ((globalThis as Record<symbol, unknown>)[Symbol.for('deploy-gate.run-abandoned')] === true)
          process.stdout.write('', () => process.exit());
      },
      (err: unknown) => {
        settled = true;
        process.exitCode = internalError(err);
      },
    );
}
