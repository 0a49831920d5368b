// Cold start, measured against `node -e 0` in the same rounds: `deploy-gate --version`, and the time
// from process start to the first render of the example check (the gate says it with
// DEPLOY_GATE_TIMING). Medians of per-round figures; a loaded machine slows node itself too.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './validation-bench.mjs';

/** The example check's first-render mark and the gate's CPU by then, from its timing lines. */
function firstRender(ctx, cli, example, env) {
  const check = ctx.timed(
    process.execPath,
    [cli, 'check', '--repo', example, '--base', 'main', '--head', 'pr', '--no-progress', ...ctx.schemaArgs],
    { env: { ...ctx.env, ...env, DEPLOY_GATE_TIMING: '1' } },
  );
  const said = /first render at (\d+) ms(?: \(cpu (\d+) ms\))?/.exec(check.stderr);
  return { check, at: Number(said?.[1] ?? NaN), cpu: Number(said?.[2] ?? NaN) };
}

/** The same on an empty tool cache (a fresh machine or a CI job without a restored cache): no compile cache yet. */
function firstRenderFresh(ctx, cli, example) {
  const fresh = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-fresh-cache-'));
  try {
    return firstRender(ctx, cli, example, { XDG_CACHE_HOME: fresh, RUNNER_TOOL_CACHE: '' }).at;
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

/** What users start: the package's `deploy-gate` bin (dist/cli.js), relative to the package root. */
function packageBin(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.['deploy-gate'];
  if (!bin) throw new Error('package.json names no deploy-gate bin');
  return path.normalize(bin);
}

/** The fewest rounds of the cold-start rows. */
const COLD_START_ROUNDS = 7;

/** ctx: { root, env, timed, row, repeat, schemaArgs }; example: a repo with `main` and `pr` (scripts/example-repo.mjs). */
export function runColdStart(ctx, example) {
  const binName = packageBin(ctx.root);
  const cli = path.join(ctx.root, binName);
  // One untimed start first: the build just replaced the bundle, so the tool cache holds nothing
  // for it yet (Node 22+'s compile cache). The rounds then measure a start as every later run
  // makes it; a first run is the empty-tool-cache row.
  firstRender(ctx, cli, example, {});
  // A start is a few hundred milliseconds, and one slow start (the machine's own, `node -e 0`
  // varies by 20 ms and more) moves a median of three: at least seven rounds, whatever --repeat says.
  const rounds = Array.from({ length: Math.max(ctx.repeat, COLD_START_ROUNDS) }, () => {
    const node = ctx.timed(process.execPath, ['-e', '0']).ms;
    const version = ctx.timed(process.execPath, [cli, '--version']).ms;
    const { check, at: first, cpu } = firstRender(ctx, cli, example, {});
    const fresh = firstRenderFresh(ctx, cli, example);
    // The mark above is where the first render begins; its tool process starts after the render's
    // own preparation (a helm target's API versions, the inputs' confinement).
    const tool = /first tool process at (\d+) ms \(cpu (\d+) ms\)/.exec(check.stderr);
    const toolAt = Number(tool?.[1] ?? NaN);
    return { node, version, first, cpu, fresh, toolAt, toolCpu: Number(tool?.[2] ?? NaN) };
  });
  const med = (f) => median(rounds.map(f)).toFixed(0);
  // Node 22.1+ keeps the bundle's compiled code in the tool cache (src/commands/compile-cache.ts):
  // after the warm-up every round starts warm there; Node 20 has no such cache.
  ctx.row(
    `node -e 0 on this machine (ms; node ${process.versions.node})`,
    med((r) => r.node),
  );
  ctx.row(
    `bundle cold start: the package bin, node ${binName} --version (ms)`,
    `${med((r) => r.version)} (node -e 0 + ${med((r) => r.version - r.node)})`,
  );
  ctx.row(
    `bundle cold start to the first render, example check, node ${binName} (ms; median of ${rounds.length})`,
    `${med((r) => r.first)} (target <= 300; node -e 0 + ${med((r) => r.first - r.node)})`,
  );
  ctx.row('  ... the same on an empty tool cache (a first run: nothing kept yet)', `${med((r) => r.fresh)} (ms)`);
  ctx.row(
    '  CPU of the gate process by its first render (ms)',
    med((r) => r.cpu),
  );
  ctx.row(
    '  ... its first tool process started (ms; gate CPU by then)',
    `${med((r) => r.toolAt)} (cpu ${med((r) => r.toolCpu)})`,
  );
}
