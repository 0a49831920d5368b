// Discovery speed on two generated Flux repositories (scripts/bench-flux-repo.mjs):
// - the flux2-kustomize-helm-example layout: 300 HelmReleases of local charts in 100 Flux
//   Kustomizations, each release's values from a configMapGenerator;
// - the onedr0p/home-ops layout: 100 apps, one Flux Kustomization each, all adding a shared
//   component whose objects are named `${APP}`, ten apps to a namespace.
// For each: `targets`, a README-only `check` and a one-values-file `check`, each beside its render
// floor (the kustomize builds discovery itself runs, one process each, measured on the same files;
// for the values check, the renders of the two targets it touches at base and head). The values
// check and `targets` run twice: as shipped (the builds discovery asks for together made by one
// kustomize process, targets/kustomize-batch.ts; discovery's tree linked, not copied; base and head
// sharing builds whose inputs are the same, engine/discovery-renders.ts) and with
// DEPLOY_GATE_PLAIN_DISCOVERY=1 (one process per build, a copied tree, each side building its own):
// the speed paths' saving, measured in the same run. The values check of the first runs a third
// time with DEPLOY_GATE_PLAIN_TMP=1: scratch folders in TMPDIR instead of a memory disk
// (cache/scratch.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateFluxRepo, generateHomeOpsRepo } from '../scripts/bench-flux-repo.mjs';
import { median } from './validation-bench.mjs';

const SHAPES = [
  {
    title: (n) => `generated Flux repo (${n.releases} HelmReleases, ${n.kustomizations} Kustomizations)`,
    generate: (repo) => generateFluxRepo(repo, 300, 100),
    builds: (n) => n.kustomizations + 1,
    oneBuild: 'apps/ns000',
    touched: { release: 'app0000', chart: 'charts/app0000', build: 'apps/ns000' },
    plainTmp: true,
  },
  {
    title: (n) => `generated home-ops repo (${n.apps} apps, one Flux Kustomization each, a shared \${APP} component)`,
    generate: (repo) => generateHomeOpsRepo(repo, 100, 10),
    builds: (n) => n.apps + 2,
    oneBuild: 'kubernetes/apps/ns00/app000/app',
    touched: { release: 'app000', chart: 'kubernetes/charts/app', build: 'kubernetes/apps/ns00/app000/app' },
    plainTmp: false,
  },
];

/** ctx: { root, env, timed, gate, row, repeat, schemaArgs }. */
export function runFluxDiscoveryBench(ctx) {
  for (const shape of SHAPES) benchShape(ctx, shape);
}

function benchShape(ctx, shape) {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-flux-'));
  try {
    const made = shape.generate(repo);
    console.log(`\n== ${shape.title(made)}; median of ${ctx.repeat} ==`);
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
    const plainEnv = { ...ctx.env, DEPLOY_GATE_PLAIN_DISCOVERY: '1' };
    const one = median(
      Array.from({ length: 5 }, () => ctx.timed('kubectl', ['kustomize', path.join(repo, shape.oneBuild)]).ms),
    );
    const builds = shape.builds(made);
    const floor = one * builds;
    const targets = times(['targets']);
    const plainTargets = times(['targets'], plainEnv);
    ctx.row(
      'render floor: one kustomize build (ms) x builds',
      `${one.toFixed(0)} x ${builds} = ${(floor / 1000).toFixed(2)} s`,
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
    const { release, chart, build } = shape.touched;
    const touched = median(
      Array.from({ length: 5 }, () => {
        const helm = ctx.timed('helm', ['template', release, path.join(repo, chart)]).ms;
        return helm + ctx.timed('kubectl', ['kustomize', path.join(repo, build)]).ms;
      }),
    );
    const valuesFloor = 2 * touched;
    const valuesArgs = ['check', '--base', 'main', '--head', 'values', '--no-progress', ...ctx.schemaArgs];
    const valuesOut = ['--format', 'json', '--output', path.join(os.tmpdir(), 'dg-bench-flux-values.json')];
    const values = times([...valuesArgs, ...valuesOut], ctx.env, [0, 3]);
    const plain = times([...valuesArgs, ...valuesOut], plainEnv, [0, 3]);
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
    if (!shape.plainTmp) return;
    const plainTmp = times([...valuesArgs, ...valuesOut], { ...ctx.env, DEPLOY_GATE_PLAIN_TMP: '1' }, [0, 3]);
    ctx.row(
      '  the same, scratch folders in TMPDIR, not on a memory disk (s)',
      `${(plainTmp / 1000).toFixed(2)}  (cache/scratch.ts saves ${(100 * (1 - values / plainTmp)).toFixed(0)}%)`,
    );
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}
