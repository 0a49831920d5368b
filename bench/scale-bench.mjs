// Growth with the repository: peak RSS of audits at ~300/1,000/3,000 targets, and the cost of a
// one-app `check` at 300 vs 3,000 targets (it should follow the change, not the repo). The two
// checks run alternately, round after round, and the ratio is taken within each round: on a
// shared machine the load changes between rounds, not within one.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateRepo } from '../scripts/bench-repo.mjs';
import { median } from './validation-bench.mjs';

function check(ctx, repo) {
  const out = path.join(os.tmpdir(), `dg-bench-check-${process.pid}.json`);
  const r = ctx.gate(['check', '--repo', repo, '--base', 'main', '--head', 'pr', '--format', 'json', '--output', out], {
    env: ctx.env,
  });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return { ...r, rendered: report.targets.filter((t) => t.status !== 'unchanged').length };
}

/** ctx: { gate, row, repeat, env }; appCounts: apps per repo (3 targets each). */
export function runScaleBench(ctx, appCounts = [100, 334, 1000]) {
  console.log('\n== growth with the repository (generated repos, apps x 3 environments) ==');
  const kept = [];
  try {
    for (const apps of appCounts) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-scale-'));
      const targets = generateRepo(dir, apps);
      const out = path.join(os.tmpdir(), `dg-bench-scale-${process.pid}.json`);
      const a = ctx.gate(['audit', '--repo', dir, '--format', 'json', '--output', out]);
      ctx.row(
        `audit of ${targets} targets: wall (s), peak RSS gate / + children (MB)`,
        `${(a.ms / 1000).toFixed(2)}, ${a.rssMb.toFixed(0)} / ${a.treeRssMb.toFixed(0)}`,
      );
      if (apps === appCounts[0] || apps === appCounts.at(-1)) kept.push({ dir, targets });
      else rmSync(dir, { recursive: true, force: true });
    }
    if (kept.length === 2) checkRounds(ctx, kept[0], kept[1]);
  } finally {
    for (const k of kept) rmSync(k.dir, { recursive: true, force: true });
  }
}

/** Only the one-app checks at `apps` and 10 × `apps` apps (no audits): `--only-check-growth`. */
export function runCheckGrowth(ctx, apps = 100) {
  console.log('\n== one-app check, small vs big generated repo (cold: a new process each time, no cache) ==');
  const repos = [apps, apps * 10].map((n) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-scale-'));
    return { dir, targets: generateRepo(dir, n) };
  });
  try {
    checkRounds(ctx, repos[0], repos[1]);
  } finally {
    for (const r of repos) rmSync(r.dir, { recursive: true, force: true });
  }
}

/** The fewest rounds of the one-app checks. */
const CHECK_ROUNDS = 7;

/** The same one-app change checked in the small and the big repo, alternately, at least CHECK_ROUNDS rounds. */
function checkRounds(ctx, small, big) {
  // Each check is about half a second, so one slow start moves a median of three rounds by 0.2x of
  // ratio: at least seven rounds, whatever --repeat says.
  const count = Math.max(ctx.repeat, CHECK_ROUNDS);
  const rounds = Array.from({ length: count }, () => ({ small: check(ctx, small.dir), big: check(ctx, big.dir) }));
  for (const [side, repo] of [
    [(r) => r.small, small],
    [(r) => r.big, big],
  ]) {
    const runs = rounds.map(side);
    ctx.row(
      `check, one-app change, ${repo.targets} targets (median of ${count})`,
      `${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s wall, ${(median(runs.map((r) => r.cpuMs)) / 1000).toFixed(2)} s CPU, ` +
        `${runs[0].rendered} target(s) rendered, peak RSS ${Math.max(...runs.map((r) => r.rssMb)).toFixed(0)} MB (+ children ${Math.max(...runs.map((r) => r.treeRssMb)).toFixed(0)} MB)`,
    );
  }
  const ratio = (f) => median(rounds.map((r) => f(r.big) / f(r.small))).toFixed(2);
  ctx.row(
    `check at ${big.targets} / at ${small.targets} targets (per-round ratio)`,
    // No target since issue 29 removed the partial checkout (it did not pay on real repositories):
    // both revisions are written out whole, so the check grows with the repository.
    `${ratio((r) => r.ms)}x wall, ${ratio((r) => r.cpuMs)}x CPU`,
  );
}
