// Both entries' last word on a start that failed before a command could answer: a missing or
// damaged install (dist/cli-main.js or a chunk gone), an import that throws. The gate must never
// pass by not running: that is an internal error and exit 3 (inconclusive, as commands/main.ts
// answers one), whatever Node's unhandled-rejection mode would give (0 under `warn` or `none`,
// which NODE_OPTIONS can set on a runner). The CommonJS bin bundles this file: it imports only the
// compile cache here, and the code cache (crypto, vm, the cache secret) when Node 20 needs it.
import type { Main } from './code-cache.js';
import { enableCompileCache, hasCompileCacheApi } from './compile-cache.js';
import { INTERNAL_ERROR_EXIT, internalError } from './internal-error.js';

/**
 * The start both entries make (dist/cli.js, and the bin dist/cli.cjs): the compile cache on before
 * any ES module loads (Node 22.1+), then the command, on Node 20 from `scriptFile` with its code
 * cache when it serves (commands/code-cache.ts), else from the ES modules `loadModules` imports.
 */
export function startCli(scriptFile: string, loadModules: () => Promise<Main>): void {
  enableCompileCache();
  startFailClosed(async () => {
    if (hasCompileCacheApi()) {
      process.exitCode = await (await loadModules())(process.argv);
      return;
    }
    const { runCli } = await import('./code-cache.js');
    await runCli(scriptFile, loadModules);
  });
}

/** Runs `start`; a rejection, or a start that never settles (the event loop ran dry), exits 3. */
function startFailClosed(start: () => Promise<void>): void {
  let settled = false;
  process.once('exit', () => {
    if (settled) return;
    process.stderr.write('deploy-gate: internal error: the command never finished\n');
    process.exitCode = INTERNAL_ERROR_EXIT;
  });
  start().then(
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
