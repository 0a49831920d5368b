// The render floor: how much of a small render is the tool starting up. A long-lived renderer (one
// process rendering many targets) could remove at most the start-up share; this measures it with
// the real binaries, under the Go settings the gate gives them (bench/go-env.mjs), in children CPU time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './validation-bench.mjs';
import { GATE_GO_ENV, GATE_GO_ENV_TEXT } from './go-env.mjs';

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
  const env = { ...ctx.env, ...GATE_GO_ENV };
  const n = ctx.count ?? 20;
  const helmStart = cpuPerRun('helm', ['version'], env, n);
  const helmRender = cpuPerRun(
    'helm',
    [
      'template',
      'app0000',
      path.join(ctx.repo, 'charts', 'app0000'),
      '-f',
      path.join(ctx.repo, 'envs', 'dev', 'app0000.yaml'),
    ],
    env,
    n,
  );
  const kubectlStart = cpuPerRun('kubectl', ['version', '--client'], env, n);
  const kustomizeRender = cpuPerRun(
    'kubectl',
    ['kustomize', path.join(ctx.repo, 'apps', 'app0001', 'overlays', 'dev')],
    env,
    n,
  );
  console.log(
    `\n== render floor (children CPU per process, mean of ${n}; what a long-lived renderer could save at most) ==`,
  );
  ctx.row(
    'helm version / helm template of a small chart (ms CPU)',
    `${helmStart.toFixed(0)} / ${helmRender.toFixed(0)}  start-up share ${(helmStart / helmRender).toFixed(2)}`,
  );
  const big =
    ctx.shared && path.join(ctx.shared, 'corpus', 'prometheus-community-charts', 'charts-vendored', 'prometheus');
  if (big && existsSync(big)) {
    const bigRender = cpuPerRun('helm', ['template', 'prom', big], env, Math.ceil(n / 4));
    ctx.row(
      'helm template of the prometheus chart (corpus) (ms CPU)',
      `${bigRender.toFixed(0)}  start-up share ${(helmStart / bigRender).toFixed(2)}`,
    );
  }
  ctx.row(
    'kubectl version --client / kubectl kustomize overlay (ms CPU)',
    `${kubectlStart.toFixed(0)} / ${kustomizeRender.toFixed(0)}  start-up share ${(kubectlStart / kustomizeRender).toFixed(2)}`,
  );
}

const GNU_TIME = ['/usr/bin/time', '/bin/time'].find((t) => existsSync(t));

/** A chart that renders `count` ConfigMaps: the big-chart case GOGC is decided on. */
function writeBigChart(dir, count) {
  mkdirSync(path.join(dir, 'templates'), { recursive: true });
  writeFileSync(path.join(dir, 'Chart.yaml'), 'apiVersion: v2\nname: big\nversion: 0.1.0\n');
  writeFileSync(path.join(dir, 'values.yaml'), `count: ${count}\n`);
  writeFileSync(
    path.join(dir, 'templates', 'cm.yaml'),
    '{{- range $i := until (int .Values.count) }}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n' +
      '  name: cm-{{ $i }}\n  labels:\n    index: "{{ $i }}"\ndata:\n  key: value-{{ $i }}\n' +
      '  other: {{ printf "%s-%d" $.Release.Name $i | quote }}\n{{- end }}\n',
  );
}

/**
 * `helm template` of a 40,000-object chart under the gate's Go settings, Go's defaults and
 * GOGC=off: CPU and peak RSS (GNU time), medians of `rounds`, run alternately. ctx: { env, row }.
 */
export function runGoSettingsBench(ctx, rounds = 3) {
  console.log('\n== Go settings of the children: helm template of a 40,000-object chart ==');
  if (!GNU_TIME) {
    ctx.row('helm under each Go setting', 'not measured: no GNU time here (peak RSS needs it)');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-bigchart-'));
  try {
    writeBigChart(dir, 40_000);
    const settings = [
      [`the gate's (${GATE_GO_ENV_TEXT})`, GATE_GO_ENV],
      ["Go's defaults", { GOGC: '100', GOMEMLIMIT: 'off' }],
      ['GOGC=off GOMEMLIMIT=1GiB', { GOGC: 'off', GOMEMLIMIT: '1GiB' }],
    ];
    const runs = settings.map(() => []);
    for (let i = 0; i < rounds; i++)
      for (const [k, [, goEnv]] of settings.entries()) {
        const r = spawnSync(GNU_TIME, ['-f', 'BENCH_TIME %e %U %S %M', 'helm', 'template', 'big', dir], {
          env: { ...ctx.env, ...goEnv },
          encoding: 'utf8',
          maxBuffer: 1 << 30,
        });
        const t = /BENCH_TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr ?? '');
        if (r.status !== 0 || !t) throw new Error(`helm template of the big chart: ${r.stderr}`);
        runs[k].push({ cpu: Number(t[2]) + Number(t[3]), rss: Number(t[4]) / 1024 });
      }
    for (const [k, [label]] of settings.entries())
      ctx.row(
        `helm, 40k objects, ${label}: CPU (s), peak RSS (MB)`,
        `${median(runs[k].map((r) => r.cpu)).toFixed(2)}, ${median(runs[k].map((r) => r.rss)).toFixed(0)}`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
