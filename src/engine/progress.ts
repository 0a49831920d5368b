/** "rendered n/N targets (elapsed)" on the caller's channel (stderr for the CLI), at most every ~second. */
export function progressReporter(
  sink: ((msg: string) => void) | undefined,
): ((done: number, total: number) => void) | undefined {
  if (!sink) return undefined;
  const started = Date.now();
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (done !== total && now - last < 1000) return;
    last = now;
    sink(`rendered ${done}/${total} targets (${((now - started) / 1000).toFixed(1)}s)`);
  };
}
