/** "n/N targets done (elapsed, last app/env)" on the caller's channel (stderr for the CLI), at most every ~second. */
export function progressReporter(
  sink: ((msg: string) => void) | undefined,
): ((done: number, total: number, target?: string) => void) | undefined {
  if (!sink) return undefined;
  const started = Date.now();
  let last = 0;
  return (done, total, target) => {
    const now = Date.now();
    if (done !== total && now - last < 1000) return;
    last = now;
    const current = target && done !== total ? `, last ${target}` : '';
    sink(`${done}/${total} targets done (${((now - started) / 1000).toFixed(1)}s${current})`);
  };
}
