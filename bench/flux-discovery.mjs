// Discovery speed on a generated Flux repository (scripts/bench-flux-repo.mjs: 300 HelmReleases, 100
// Flux Kustomizations): `targets` and a README-only `check`, each beside its render floor (the
// kustomize builds discovery itself runs, one process each, measured on the same files).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateFluxRepo } from '../scripts/bench-flux-repo.mjs';
import { median } from './validation-bench.mjs';

/** ctx: { root, env, timed, gate, row, repeat }. */
export function runFluxDiscoveryBench(ctx) {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-flux-'));
  try {
    const { releases, kustomizations } = generateFluxRepo(repo, 300, 100);
    console.log(
      `\n== generated Flux repo (${releases} HelmReleases, ${kustomizations} Kustomizations; median of ${ctx.repeat}) ==`,
    );
    const cli = path.join(ctx.root, 'dist', 'cli.js');
    const times = (args) =>
      median(
        Array.from({ length: ctx.repeat }, () => {
          const r = ctx.timed(process.execPath, [cli, ...args, '--repo', repo]);
          if (r.status !== 0) throw new Error(`${args[0]} failed (${r.status}): ${r.stderr.slice(0, 2000)}`);
          return r.ms;
        }),
      );
    const one = median(
      Array.from({ length: 5 }, () => ctx.timed('kubectl', ['kustomize', path.join(repo, 'apps', 'ns000')]).ms),
    );
    const floor = one * (kustomizations + 1);
    const targets = times(['targets']);
    ctx.row(
      'render floor: one kustomize build (ms) x builds',
      `${one.toFixed(0)} x ${kustomizations + 1} = ${(floor / 1000).toFixed(2)} s`,
    );
    ctx.row(
      'targets (s)',
      `${(targets / 1000).toFixed(2)}  (target <= 5)  ratio to floor ${(targets / floor).toFixed(2)}`,
    );
    const readme = times([
      'check',
      '--base',
      'main',
      '--head',
      'readme',
      '--no-progress',
      '--offline',
      '--format',
      'json',
      '--output',
      path.join(os.tmpdir(), 'dg-bench-flux.json'),
    ]);
    ctx.row(
      'check of a README-only change (s)',
      `${(readme / 1000).toFixed(2)}  (target <= 3)  ratio to floor ${(readme / floor).toFixed(2)}`,
    );
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}
