// Identity of the helm helper beyond the corpus: every chart in RENDERER_EXTRA_CHARTS (folders,
// `:`-separated; copied to a temp dir, nothing committed) rendered by the pinned `helm template`
// and by one helm-renderer, with `--include-crds --kube-version=v1.31.0` and release name `rel`.
// A dependency named in Chart.yaml and found as another chart of the same tree is linked into
// `charts/` (monorepos such as bitnami/charts keep `common` beside the charts), as the gate links
// `file://` dependencies. Charts that call helm's random functions differ from themselves between
// two CLI runs; those lines are masked (after a second CLI run) and the rest must be identical.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { difference, startHelper } from './renderer-prototype-broker.mjs';
import { toolError } from './renderer-prototype-requests.mjs';

const ARGS = ['template', '--include-crds', '--kube-version=v1.31.0', '--', 'rel'];
const REQUEST = { releaseName: 'rel', kubeVersion: 'v1.31.0', includeCrds: true };

/** Chart folders of a tree (not descending into a chart's own charts/). */
function chartDirs(tree) {
  const dirs = [];
  const walk = (dir) => {
    const isChart = existsSync(path.join(dir, 'Chart.yaml'));
    if (isChart) dirs.push(dir);
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== '.git' && !(isChart && e.name === 'charts')) walk(path.join(dir, e.name));
    }
  };
  walk(tree);
  return dirs;
}

const chartName = (dir) => /^name:\s*["']?([^"'\s]+)/m.exec(readFileSync(path.join(dir, 'Chart.yaml'), 'utf8'))?.[1];

/** Links each missing dependency that is another chart of the tree; how many were linked. */
function linkSiblings(dirs) {
  const byName = new Map(dirs.map((d) => [chartName(d), d]));
  let linked = 0;
  for (const dir of dirs) {
    const deps = readFileSync(path.join(dir, 'Chart.yaml'), 'utf8').split(/^dependencies:/m)[1] ?? '';
    for (const [, raw] of deps.matchAll(/^\s*-?\s*name:\s*["']?([^"'\s]+)/gm)) {
      const [target, link] = [byName.get(raw), path.join(dir, 'charts', raw)];
      if (!target || target === dir || existsSync(link)) continue;
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(target, link);
      linked++;
    }
  }
  return linked;
}

const cli = (helm, dir, env) => spawnSync(helm, [...ARGS, dir], { cwd: dir, env, maxBuffer: 1 << 30 });

/** Undefined when `helper` equals the CLI outside the lines two CLI runs disagree on; else why not. */
function randomOnly(first, second, helper) {
  const [a, b, c] = [first, second, helper].map((x) => x.toString('utf8').split('\n'));
  if (a.length !== b.length || a.every((l, i) => l === b[i])) return 'not explained by random lines';
  const mask = (x) => x.map((l, i) => (a[i] === b[i] ? l : '<random>')).join('\n');
  return c.length === a.length && mask(c) === mask(a) ? undefined : 'differs outside the random lines';
}

/** One tree: counts and the differences, printed as rows. */
async function compareTree(run, tree) {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'dg-extra-charts-'));
  try {
    cpSync(tree, copy, { recursive: true, verbatimSymlinks: true });
    const dirs = chartDirs(copy);
    const linked = linkSiblings(dirs);
    const helper = startHelper(run.helmHelper, run.helperEnv);
    const n = { same: 0, failed: 0, random: 0, diffs: [] };
    for (const dir of dirs) {
      const r = cli(run.helm, dir, run.helperEnv);
      const fromCli = r.status === 0 ? { ok: true, out: r.stdout } : { ok: false, err: toolError('helm', r.stderr) };
      const fromHelper = await helper.request({ ...REQUEST, chartDir: dir });
      let why = difference(fromCli, fromHelper);
      if (why && fromCli.ok && fromHelper.ok) {
        const random = randomOnly(fromCli.out, cli(run.helm, dir, run.helperEnv).stdout, fromHelper.out);
        if (random === undefined) n.random++;
        why = random && `${why} (${random})`;
      }
      if (why) n.diffs.push(`${path.relative(copy, dir)}: ${why}`);
      else n.same++;
      if (!why && !fromCli.ok) n.failed++;
    }
    await helper.stop();
    for (const d of n.diffs) console.log(`  MISMATCH ${path.basename(tree)}: ${d}`);
    run.row(
      `extra charts ${path.basename(tree)}: charts / identical (failing alike, random lines masked)`,
      `${dirs.length} / ${n.same} (${n.failed}, ${n.random}); ${linked} sibling dependencies linked`,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** run: { helm, helmHelper, helperEnv, row }. Nothing when RENDERER_EXTRA_CHARTS is unset. */
export async function runExtraCharts(run) {
  const trees = (process.env.RENDERER_EXTRA_CHARTS ?? '').split(path.delimiter).filter(Boolean);
  if (trees.length === 0) return;
  console.log('\n== helm-renderer against helm template on RENDERER_EXTRA_CHARTS ==');
  for (const tree of trees) await compareTree(run, tree);
}
