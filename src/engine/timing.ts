import { performance } from 'node:perf_hooks';

let marked = false;

/**
 * With DEPLOY_GATE_TIMING set, says on stderr how long after process start the first render
 * began (the benchmark reads it to measure the bundle's cold start). Silent otherwise.
 */
export function markFirstRender(): void {
  if (marked || !process.env.DEPLOY_GATE_TIMING) return;
  marked = true;
  process.stderr.write(`deploy-gate timing: first render at ${performance.now().toFixed(0)} ms\n`);
}
