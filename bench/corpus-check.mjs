// Issue 28's speed targets on the largest corpus repository (../shared/corpus/wikimedia-deployment-charts:
// helmfile releases of local charts): `targets`, a README-only `check` and a check of one values file,
// the last beside its render floor (raw `helm template` of the targets that file feeds, at base and head).
import { cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { median } from './validation-bench.mjs';

const REPO = 'wikimedia-deployment-charts';
const VALUES = 'helmfile.d/services/echostore/values-staging.yaml';

function git(cwd, ...args) {
  const r = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@invalid', ...args], { cwd });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}

/** ctx: { root, shared, env, timed, row, repeat, schemaArgs, rawRenders, targetsOf }. */
export function runCorpusCheckBench(ctx) {
  const repo = mkdtempSync(path.join(os.tmpdir(), `dg-bench-${REPO}-`));
  try {
    cpSync(path.join(ctx.shared, 'corpus', REPO), repo, { recursive: true });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'corpus');
    git(repo, 'checkout', '-q', '-b', 'readme');
    writeFileSync(path.join(repo, 'README.md'), '# deployment charts\n\nHow to deploy.\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'README only');
    git(repo, 'checkout', '-q', '-b', 'values', 'main');
    appendFileSync(path.join(repo, VALUES), '\n# bench: one more setting\nbench_setting: 1\n');
    git(repo, 'commit', '-q', '-am', 'one values file');
    git(repo, 'checkout', '-q', 'main');

    const cli = path.join(ctx.root, 'dist', 'cli.js');
    const times = (args, ok = [0], env = ctx.env) =>
      median(
        Array.from({ length: ctx.repeat }, () => {
          const r = ctx.timed(process.execPath, [cli, ...args, '--repo', repo], { env });
          if (!ok.includes(r.status)) throw new Error(`${args[0]} failed (${r.status}): ${r.stderr.slice(0, 2000)}`);
          return r.ms;
        }),
      );
    const all = ctx.targetsOf(repo);
    const fed = all.filter((t) => t.kind === 'helm' && t.helm.valueFiles.includes(VALUES));
    console.log(`\n== corpus ${REPO} (${all.length} targets; median of ${ctx.repeat}) ==`);
    const out = [
      '--no-progress',
      ...ctx.schemaArgs,
      '--format',
      'json',
      '--output',
      path.join(os.tmpdir(), 'dg-bench-corpus.json'),
    ];
    const targets = times(['targets']);
    ctx.row('targets (s)', `${(targets / 1000).toFixed(2)}  (target <= 5)`);
    const readme = times(['check', '--base', 'main', '--head', 'readme', ...out]);
    ctx.row('check of a README-only change (s)', `${(readme / 1000).toFixed(2)}  (target <= 3)`);
    const floor = median(Array.from({ length: 3 }, () => 2 * ctx.rawRenders(repo, fed)));
    const values = times(['check', '--base', 'main', '--head', 'values', ...out], [0, 1, 3]);
    ctx.row(
      `check of one values file, ${fed.length} target(s) (s)`,
      `${(values / 1000).toFixed(2)}  floor ${(floor / 1000).toFixed(2)} (base + head)  (target <= 2 + floor = ${(2 + floor / 1000).toFixed(2)})`,
    );
    const plainTmp = times(['check', '--base', 'main', '--head', 'values', ...out], [0, 1, 3], {
      ...ctx.env,
      DEPLOY_GATE_PLAIN_TMP: '1',
    });
    ctx.row(
      '  the same, scratch folders in TMPDIR, not on a memory disk (s)',
      `${(plainTmp / 1000).toFixed(2)}  (cache/scratch.ts saves ${(100 * (1 - values / plainTmp)).toFixed(0)}%)`,
    );
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}
