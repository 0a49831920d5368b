// Discovery speed on a generated Flux repository (scripts/bench-flux-repo.mjs: 300 HelmReleases, 100
// Flux Kustomizations): `targets`, a README-only `check` and a one-values-file `check`, each beside
// its render floor (the kustomize builds discovery itself runs, one process each, measured on the
// same files; for the values check, the renders of the two targets it touches at base and head).
// The values check and `targets` run twice: as shipped (the builds discovery asks for together
// made by one kustomize process, targets/kustomize-batch.ts; discovery's tree linked, not copied;
// base and head sharing builds whose inputs are the same, engine/discovery-renders.ts) and with
// DEPLOY_GATE_PLAIN_DISCOVERY=1 (one process per build, a copied tree, each side building its
// own): the speed paths' saving, measured in the same run. The values check runs a third time with
// DEPLOY_GATE_PLAIN_TMP=1: scratch folders in TMPDIR instead of a memory disk (cache/scratch.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateFluxRepo } from '../scripts/bench-flux-repo.mjs';
import { median } from './validation-bench.mjs';

/** ctx: { root, env, timed, gate, row, repeat, schemaArgs }. */
export function runFluxDiscoveryBench(ctx) {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-flux-'));
  try {
    const { releases, kustomizations } = generateFluxRepo(repo, 300, 100);
    console.log(
      `\n== generated Flux repo (${releases} HelmReleases, ${kustomizations} Kustomizations; median of ${ctx.repeat}) ==`,
    );
    const cli = path.join(ctx.root, 'dist', 'cli.js');
    // Exit 3 (inconclusive) is a verdict too: the catalog has no Flux CRD schemas, so a HelmRelease is not-found.
    const times = (args, env = ctx.env, ok = [0]) =>
      median(
        Array.from({ length: ctx.repeat }, () => {
          const r = ctx.timed(process.execPath, [cli, ...args, '--repo', repo], { env });
          if (!ok.includes(r.status)) throw new Error(`${args[0]} failed (${r.status}): ${r.stderr.slice(0, 2000)}`);
          return r.ms;
        }),
      );
    const one = median(
      Array.from({ length: 5 }, () => ctx.timed('kubectl', ['kustomize', path.join(repo, 'apps', 'ns000')]).ms),
    );
    const floor = one * (kustomizations + 1);
    const targets = times(['targets']);
    const plainTargets = times(['targets'], { ...ctx.env, DEPLOY_GATE_PLAIN_DISCOVERY: '1' });
    ctx.row(
      'render floor: one kustomize build (ms) x builds',
      `${one.toFixed(0)} x ${kustomizations + 1} = ${(floor / 1000).toFixed(2)} s`,
    );
    ctx.row(
      'targets (s)',
      `${(targets / 1000).toFixed(2)}  (target <= 5)  ratio to floor ${(targets / floor).toFixed(2)}`,
    );
    ctx.row(
      '  the same, plain discovery (s)',
      `${(plainTargets / 1000).toFixed(2)}  (the speed paths save ${(100 * (1 - targets / plainTargets)).toFixed(0)}%)`,
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
    // The floor of the values change: the HelmRelease's chart and its Flux Kustomization, at base and head.
    const touched = median(
      Array.from({ length: 5 }, () => {
        const helm = ctx.timed('helm', ['template', 'app0000', path.join(repo, 'charts', 'app0000')]).ms;
        return helm + ctx.timed('kubectl', ['kustomize', path.join(repo, 'apps', 'ns000')]).ms;
      }),
    );
    const valuesFloor = 2 * touched;
    const valuesArgs = ['check', '--base', 'main', '--head', 'values', '--no-progress', ...ctx.schemaArgs];
    const valuesOut = ['--format', 'json', '--output', path.join(os.tmpdir(), 'dg-bench-flux-values.json')];
    const values = times([...valuesArgs, ...valuesOut], ctx.env, [0, 3]);
    const plain = times([...valuesArgs, ...valuesOut], { ...ctx.env, DEPLOY_GATE_PLAIN_DISCOVERY: '1' }, [0, 3]);
    const plainTmp = times([...valuesArgs, ...valuesOut], { ...ctx.env, DEPLOY_GATE_PLAIN_TMP: '1' }, [0, 3]);
    ctx.row(
      'render floor of the values change (s)',
      `${(valuesFloor / 1000).toFixed(2)}  (helm + kustomize, base and head)`,
    );
    ctx.row(
      'check of one values file (s)',
      `${(values / 1000).toFixed(2)}  (target <= 2 + floor = ${(2 + valuesFloor / 1000).toFixed(2)})  ratio to discovery floor ${(values / floor).toFixed(2)}`,
    );
    ctx.row(
      '  the same, plain discovery (s)',
      `${(plain / 1000).toFixed(2)}  (the speed paths save ${(100 * (1 - values / plain)).toFixed(0)}%)`,
    );
    ctx.row(
      '  the same, scratch folders in TMPDIR, not on a memory disk (s)',
      `${(plainTmp / 1000).toFixed(2)}  (cache/scratch.ts saves ${(100 * (1 - values / plainTmp)).toFixed(0)}%)`,
    );
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}
