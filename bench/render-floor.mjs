// The render floor: how much of a small render is the tool starting up. A long-lived renderer (one
// process rendering many targets) could remove at most the start-up share; this measures it with
// the real binaries, as the gate runs them (GOGC=off GOMEMLIMIT=1GiB), in children CPU time.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './validation-bench.mjs';

/** CPU time (ms) of this process's waited-for children so far (Linux /proc; undefined elsewhere). */
function childrenCpuMs() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // cutime + cstime, in USER_HZ (100)
}

/** Mean CPU ms over `count` runs of one command (the clock ticks in 10 ms; wall median when /proc is absent). */
function cpuPerRun(cmd, args, env, count) {
  const walls = [];
  const c0 = childrenCpuMs();
  for (let i = 0; i < count; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(cmd, args, { env, encoding: 'utf8', maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
    walls.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return c0 === undefined ? median(walls) : (childrenCpuMs() - c0) / count;
}

/** ctx: { env, row, repo (a generated repo), count }. */
export function runRenderFloor(ctx) {
  const env = { ...ctx.env, GOGC: 'off', GOMEMLIMIT: '1GiB' };
  const n = ctx.count ?? 20;
  const helmStart = cpuPerRun('helm', ['version'], env, n);
  const helmRender = cpuPerRun('helm', ['template', 'app0000', path.join(ctx.repo, 'charts', 'app0000'), '-f', path.join(ctx.repo, 'envs', 'dev', 'app0000.yaml')], env, n);
  const kubectlStart = cpuPerRun('kubectl', ['version', '--client'], env, n);
  const kustomizeRender = cpuPerRun('kubectl', ['kustomize', path.join(ctx.repo, 'apps', 'app0001', 'overlays', 'dev')], env, n);
  console.log(`\n== render floor (children CPU per process, mean of ${n}; what a long-lived renderer could save at most) ==`);
  ctx.row('helm version / helm template of a small chart (ms CPU)', `${helmStart.toFixed(0)} / ${helmRender.toFixed(0)}  start-up share ${(helmStart / helmRender).toFixed(2)}`);
  const big = ctx.shared && path.join(ctx.shared, 'corpus', 'prometheus-community-charts', 'charts-vendored', 'prometheus');
  if (big && existsSync(big)) {
    const bigRender = cpuPerRun('helm', ['template', 'prom', big], env, Math.ceil(n / 4));
    ctx.row('helm template of the prometheus chart (corpus) (ms CPU)', `${bigRender.toFixed(0)}  start-up share ${(helmStart / bigRender).toFixed(2)}`);
  }
  ctx.row('kubectl version --client / kubectl kustomize overlay (ms CPU)', `${kubectlStart.toFixed(0)} / ${kustomizeRender.toFixed(0)}  start-up share ${(kubectlStart / kustomizeRender).toFixed(2)}`);
}
