// The action's entry point (action.yml: runs.main = dist/index.js).
import { enableCompileCache } from './commands/compile-cache.js';

// Before the action loads: on Node 22+ (the action runs on node24) its compiled code is kept in the
// runner's tool cache for the next start.
enableCompileCache();
const { run } = await import('./main.js');
await run();
// A run cut short by its deadline left work running (engine/run-guard.ts): its report is published, so stop.
if ((globalThis as Record<symbol, unknown>)[Symbol.for('deploy-gate.run-abandoned')] === true)
  process.stdout.write('', () => process.exit());
