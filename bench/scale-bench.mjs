// Growth with the repository: peak RSS of audits at ~300/1,000/3,000 targets, and the cost of a
// one-app `check` at 300 vs 3,000 targets (it should follow the change, not the repo).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateRepo } from '../scripts/bench-repo.mjs';
import { median } from './validation-bench.mjs';

function withRepo(apps, fn) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-scale-'));
  try {
    const targets = generateRepo(dir, apps);
    return fn(dir, targets);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function check(ctx, repo) {
  const out = path.join(os.tmpdir(), `dg-bench-check-${process.pid}.json`);
  const r = ctx.gate(['check', '--repo', repo, '--base', 'main', '--head', 'pr', '--format', 'json', '--output', out]);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return { ...r, rendered: report.targets.filter((t) => t.status !== 'unchanged').length };
}

/** ctx: { gate, row, repeat }; appCounts: apps per repo (3 targets each). */
export function runScaleBench(ctx, appCounts = [100, 334, 1000]) {
  console.log('\n== growth with the repository (generated repos, apps x 3 environments) ==');
  const checks = new Map();
  for (const apps of appCounts) {
    withRepo(apps, (repo, targets) => {
      const out = path.join(os.tmpdir(), `dg-bench-scale-${process.pid}.json`);
      const a = ctx.gate(['audit', '--repo', repo, '--format', 'json', '--output', out]);
      ctx.row(`audit of ${targets} targets: wall (s), peak RSS (MB)`, `${(a.ms / 1000).toFixed(2)}, ${a.rssMb.toFixed(0)}`);
      if (apps !== appCounts[0] && apps !== appCounts.at(-1)) return;
      const runs = Array.from({ length: ctx.repeat }, () => check(ctx, repo));
      const c = { ms: median(runs.map((r) => r.ms)), rssMb: Math.max(...runs.map((r) => r.rssMb)), rendered: runs[0].rendered, targets };
      checks.set(apps, c);
      ctx.row(`check, one-app change, ${targets} targets (median of ${ctx.repeat})`, `${(c.ms / 1000).toFixed(2)} s, ${c.rendered} target(s) rendered, peak RSS ${c.rssMb.toFixed(0)} MB`);
    });
  }
  const small = checks.get(appCounts[0]);
  const big = checks.get(appCounts.at(-1));
  if (small && big && small !== big) {
    ctx.row(`check at ${big.targets} / at ${small.targets} targets`, `${(big.ms / small.ms).toFixed(2)}x (target <= 1.30)`);
  }
}
