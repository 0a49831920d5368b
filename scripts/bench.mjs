#!/usr/bin/env node
// `npm run bench`: the gate against raw helm/kustomize and (when it is available) kubeconform,
// everything measured in the same run on the same files; repeated figures are medians.
//   node scripts/bench.mjs [--apps 100] [--repeat 3] [--no-corpus] [--no-scale] [--no-validation] [--no-remote] [--only-remote] [--only-validation] [--only-growth] [--only-renderer] [--only-check-growth] [--only-cold-start] [--only-render-cache] [--only-flux-discovery (with the corpus check section)] [--only-go-settings] [--only-audit]
// kubeconform for the validation section: KUBECONFORM=/path, or `node scripts/build-kubeconform.mjs` (.tools/bin).
// The renderer prototype section (--only-renderer) needs `node scripts/build-renderer-prototype.mjs`; the full
// bench runs it only when that helper is in .tools/bin.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, cpSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRepo } from './bench-repo.mjs';
import { median, runValidationBench } from '../bench/validation-bench.mjs';
import { runCheckGrowth, runScaleBench } from '../bench/scale-bench.mjs';
import { runColdStart } from '../bench/cold-start.mjs';
import { runGoSettingsBench, runRenderFloor } from '../bench/render-floor.mjs';
import { benchRemote } from './bench-remote.mjs';
import { runFluxDiscoveryBench } from '../bench/flux-discovery.mjs';
import { runCorpusCheckBench } from '../bench/corpus-check.mjs';
import { helperPath, runRendererBench } from '../bench/renderer-prototype.mjs';
import { GATE_GO_ENV, GATE_GO_ENV_TEXT } from '../bench/go-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsBin = path.join(root, '.tools', 'bin');
const env = { ...process.env, PATH: `${toolsBin}${path.delimiter}${process.env.PATH ?? ''}` };
const shared = path.resolve(root, '..', 'shared');
const argv = process.argv.slice(2);
const apps = Number(argv[argv.indexOf('--apps') + 1]) || 100;
const repeat = Number(argv[argv.indexOf('--repeat') + 1]) || 3;
const hasSchemas = existsSync(path.join(shared, 'data', 'k8s-openapi'));
const schemaArgs = hasSchemas
  ? ['--schema-location', `${shared}/data/k8s-openapi/v{{version}}/{{file}}`]
  : ['--offline'];
/** The values check of the Flux bench validates HelmReleases too: Flux's CRDs from the catalog when there. */
const fluxSchemaArgs = hasSchemas
  ? [...schemaArgs, '--crd-schema-location', `${shared}/data/crds-catalog/{{group}}/{{kind}}_{{version}}.json`]
  : ['--offline'];

function timed(cmd, args, opts = {}) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { env, encoding: 'utf8', maxBuffer: 1 << 30, ...opts });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { ms, status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

function gate(args, opts = {}) {
  const r = timed(
    process.execPath,
    [path.join(root, 'scripts', 'bench-rss.mjs'), ...args, '--no-progress', ...schemaArgs],
    opts,
  );
  const rss = Number(/BENCH_MAX_RSS_KB=(\d+)/.exec(r.stderr)?.[1] ?? 0) / 1024;
  // The gate with its helm/kubectl children (scripts/bench-rss.mjs samples the process tree); NaN off Linux.
  const treeRssMb = Number(/BENCH_TREE_RSS_KB=(\d+)/.exec(r.stderr)?.[1] ?? NaN) / 1024;
  const cpuMs = Number(/BENCH_CPU_US=(\d+)/.exec(r.stderr)?.[1] ?? 0) / 1000;
  if (r.status === 2 || r.status === null) throw new Error(`deploy-gate failed: ${r.stderr.slice(0, 2000)}`);
  return { ...r, rssMb: rss, treeRssMb, cpuMs };
}

/** The same renders the gate does, one process at a time, with nothing else. */
function rawRenders(repo, targets, extraEnv = {}) {
  let ms = 0;
  for (const t of targets) {
    const args =
      t.kind === 'helm'
        ? [
            'template',
            t.helm.releaseName ?? t.app,
            path.join(repo, t.helm.chart),
            '--namespace',
            t.namespace ?? 'default',
            '--include-crds',
            ...t.helm.valueFiles.flatMap((f) => ['-f', path.join(repo, f)]),
          ]
        : t.kind === 'kustomize'
          ? ['kustomize', path.join(repo, t.path)]
          : null;
    if (!args) continue;
    ms += timed(t.kind === 'helm' ? 'helm' : 'kubectl', args, { env: { ...env, ...extraEnv } }).ms;
  }
  return ms;
}

function targetsOf(repo) {
  const r = timed(process.execPath, [path.join(root, 'dist', 'cli.js'), 'targets', '--repo', repo, '--format', 'json']);
  if (r.status !== 0) throw new Error(`targets failed: ${r.stderr}`);
  // `targets --format json` is {targets, notChecked, excluded}; every target here is rendered.
  return JSON.parse(r.stdout).targets;
}

function row(label, value) {
  console.log(`${label.padEnd(58)} ${value}`);
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const mbOrNa = (mb) => (Number.isNaN(mb) ? 'not measured: no /proc here' : mb.toFixed(0));

/**
 * One round: raw renders under the Go settings the gate gives its children (the floor the ratios
 * use) and under Go's defaults, the gate at --jobs 1 and at the default jobs.
 */
function benchRound(repo, targets) {
  const raw = rawRenders(repo, targets, GATE_GO_ENV);
  const rawDefaults = rawRenders(repo, targets);
  const one = gate([
    'audit',
    '--repo',
    repo,
    '--jobs',
    '1',
    '--format',
    'json',
    '--output',
    path.join(os.tmpdir(), 'dg-bench-1.json'),
  ]);
  const par = gate([
    'audit',
    '--repo',
    repo,
    '--format',
    'json',
    '--output',
    path.join(os.tmpdir(), 'dg-bench-n.json'),
  ]);
  return {
    raw,
    rawDefaults,
    one: one.ms,
    par: par.ms,
    rss: Math.max(one.rssMb, par.rssMb),
    treeRss: Math.max(one.treeRssMb, par.treeRssMb),
  };
}

function benchRepo(label, repo) {
  const targets = targetsOf(repo);
  console.log(`\n== ${label}: ${targets.length} targets (median of ${repeat} rounds; ratios within a round) ==`);
  const rounds = Array.from({ length: repeat }, () => benchRound(repo, targets));
  const med = (f) => median(rounds.map(f));
  const report = JSON.parse(readFileSync(path.join(os.tmpdir(), 'dg-bench-n.json'), 'utf8'));
  row(`raw helm/kustomize, one by one, ${GATE_GO_ENV_TEXT} as the gate (s)`, seconds(med((r) => r.raw)));
  row(
    'raw, with Go defaults (s)',
    `${seconds(med((r) => r.rawDefaults))}  ratio ${med((r) => r.rawDefaults / r.raw).toFixed(2)}`,
  );
  row(
    'gate audit --jobs 1 (s)',
    `${seconds(med((r) => r.one))}  ratio ${med((r) => r.one / r.raw).toFixed(2)} (target <= 1.20)`,
  );
  row(
    `gate audit --jobs ${os.availableParallelism()} (s)`,
    `${seconds(med((r) => r.par))}  ratio ${med((r) => r.par / r.raw).toFixed(2)} (target < 1.00)`,
  );
  row('objects rendered / verdict', `${report.summary.resources} / ${report.verdict}`);
  row('peak RSS audit, gate process (MB)', `${Math.max(...rounds.map((r) => r.rss)).toFixed(0)} (target < 300)`);
  row('peak RSS audit, gate + children (MB)', mbOrNa(Math.max(...rounds.map((r) => r.treeRss))));
  return targets;
}

/** The same audit split into shards run one after another: each shard's share of the time. */
function benchShards(repo, count) {
  console.log(`\n== the generated repo in ${count} shards (run one after another here; in CI they run in parallel) ==`);
  for (let i = 1; i <= count; i++) {
    const s = gate([
      'audit',
      '--repo',
      repo,
      '--shard',
      `${i}/${count}`,
      '--format',
      'json',
      '--output',
      path.join(os.tmpdir(), `dg-bench-s${i}.json`),
    ]);
    const report = JSON.parse(readFileSync(path.join(os.tmpdir(), `dg-bench-s${i}.json`), 'utf8'));
    row(
      `shard ${i}/${count}: targets, wall (s), peak RSS gate / + children (MB)`,
      `${report.targets.length}, ${(s.ms / 1000).toFixed(2)}, ${s.rssMb.toFixed(0)} / ${mbOrNa(s.treeRssMb)}`,
    );
  }
}

function corpusRepo(name) {
  const src = path.join(shared, 'corpus', name);
  const dir = mkdtempSync(path.join(os.tmpdir(), `dg-bench-${name}-`));
  cpSync(src, dir, { recursive: true });
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['-c', 'user.name=b', '-c', 'user.email=b@invalid', 'commit', '-q', '-m', 'corpus'],
  ]) {
    spawnSync('git', args, { cwd: dir });
  }
  return dir;
}

/**
 * A nightly audit: cold (empty render cache) vs warm on the unchanged repo (found by the tree key,
 * parse included), then warm after a commit that changes no target's input (the tree key misses:
 * found by each target's input key, parsed again). Each round its own cache and its own clone.
 */
function benchRenderCache(repo) {
  const ratios = Array.from({ length: repeat }, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-rcache-'));
    const clone = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-rclone-'));
    try {
      spawnSync('git', ['clone', '-q', repo, clone]);
      const out = path.join(os.tmpdir(), 'dg-bench-rc.json');
      const args = ['audit', '--repo', clone, '--render-cache', dir, '--format', 'json', '--output', out];
      const cold = gate(args);
      const warm = gate(args);
      const cached = JSON.parse(readFileSync(out, 'utf8')).targets.filter((t) => t.renderCached).length;
      writeFileSync(path.join(clone, 'NOTES.md'), 'read by no target\n');
      const commit = ['-c', 'user.name=b', '-c', 'user.email=b@invalid', 'commit', '-q', '-m', 'notes'];
      spawnSync('git', ['add', 'NOTES.md'], { cwd: clone });
      spawnSync('git', commit, { cwd: clone });
      const changed = gate(args);
      return { cold: cold.ms, warm: warm.ms, changed: changed.ms, coldCpu: cold.cpuMs, warmCpu: warm.cpuMs, cached };
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(clone, { recursive: true, force: true });
    }
  });
  const med = (f) => median(ratios.map(f));
  row(
    'audit --render-cache: cold / warm, unchanged repo (s)',
    `${seconds(med((r) => r.cold))} / ${seconds(med((r) => r.warm))}  warm/cold ${med((r) => r.warm / r.cold).toFixed(2)} (target <= 0.20); ${ratios[0].cached} targets from the cache`,
  );
  row(
    'audit --render-cache: CPU of the gate process (not helm/kustomize), cold / warm (s)',
    `${seconds(med((r) => r.coldCpu))} / ${seconds(med((r) => r.warmCpu))}  warm/cold ${med((r) => r.warmCpu / r.coldCpu).toFixed(2)}`,
  );
  row(
    'audit --render-cache: warm after a commit no target reads (s)',
    `${seconds(med((r) => r.changed))}  /cold ${med((r) => r.changed / r.cold).toFixed(2)}`,
  );
}

/** Cold start against `node -e 0` (bench/cold-start.mjs), on the example repo. */
async function benchColdStart(cleanup) {
  const { dir: example } = (await import('./example-repo.mjs')).buildExampleRepo();
  cleanup.push(example);
  runColdStart({ root, env, timed, row, repeat, schemaArgs }, example);
}

/** Only what follows the repository's size: cold start, audits at three sizes, one-app checks. */
async function benchGrowth(cleanup) {
  await benchColdStart(cleanup);
  runScaleBench({ gate, row, repeat, env }, [apps, Math.ceil((apps * 10) / 3), apps * 10]);
}

/** The long-lived kustomize renderer against kubectl (bench/renderer-prototype.mjs). */
async function benchRenderer(cleanup) {
  const corpusNames = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  const ctx = { root, shared, apps, env, row, gate, targetsOf, corpusRepo, corpusNames, generateRepo, cleanup };
  await runRendererBench(ctx);
}

const cleanup = [];
/** Runs one section alone (`--only-…`), removing what it made, then ends the bench. */
async function only(section) {
  try {
    await section(cleanup);
  } finally {
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}
if (argv.includes('--only-renderer')) await only(benchRenderer);
if (argv.includes('--only-validation')) {
  await runValidationBench({ root, shared, helm: path.join(toolsBin, 'helm'), gate, row, repeat });
  process.exit(0);
}
if (argv.includes('--only-cold-start')) await only(benchColdStart);
if (argv.includes('--only-check-growth')) {
  runCheckGrowth({ gate, row, repeat, env }, apps);
  process.exit(0);
}
if (argv.includes('--only-growth')) await only(benchGrowth);
if (argv.includes('--only-render-cache')) {
  // The warm/cold row alone, on the same generated repo as the full bench (--apps, --repeat apply).
  const gen = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-gen-'));
  try {
    generateRepo(gen, apps);
    benchRenderCache(gen);
  } finally {
    rmSync(gen, { recursive: true, force: true });
  }
  process.exit(0);
}
if (argv.includes('--only-audit')) {
  // The generated repo's audit against its raw floor (--apps, --repeat apply), with peak RSS.
  const gen = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-gen-'));
  try {
    generateRepo(gen, apps);
    benchRepo(`generated repo (${apps} apps x 3 environments)`, gen);
  } finally {
    rmSync(gen, { recursive: true, force: true });
  }
  process.exit(0);
}
if (argv.includes('--only-go-settings')) {
  runGoSettingsBench({ env, row }, repeat);
  process.exit(0);
}
if (argv.includes('--only-flux-discovery')) {
  runFluxDiscoveryBench({ root, env, timed, gate, row, repeat, schemaArgs: fluxSchemaArgs });
  if (existsSync(path.join(shared, 'corpus')))
    runCorpusCheckBench({ root, shared, env, timed, row, repeat, schemaArgs, rawRenders, targetsOf });
  process.exit(0);
}
if (argv.includes('--only-remote')) {
  await benchRemote({ env, timed, gate, row });
  process.exit(0);
}
try {
  if (!hasSchemas)
    console.log(
      'NOTE: ../shared is absent: audits validate with the embedded non-strict fallback (--offline); schema figures are not printed',
    );
  await benchColdStart(cleanup);
  const gen = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-gen-'));
  cleanup.push(gen);
  generateRepo(gen, apps);
  benchRepo(`generated repo (${apps} apps x 3 environments)`, gen);
  benchRenderCache(gen);
  runRenderFloor({ env, row, repo: gen, shared });
  runGoSettingsBench({ env, row }, repeat);
  benchShards(gen, 4);
  if (!argv.includes('--no-scale'))
    runScaleBench({ gate, row, repeat, env }, [apps, Math.ceil((apps * 10) / 3), apps * 10]);
  if (!argv.includes('--no-validation'))
    await runValidationBench({ root, shared, helm: path.join(toolsBin, 'helm'), gate, row, repeat });
  if (!argv.includes('--no-corpus') && existsSync(path.join(shared, 'corpus'))) {
    for (const name of ['wikimedia-deployment-charts', 'flux2-kustomize-helm-example', 'kustomize-examples']) {
      const dir = corpusRepo(name);
      cleanup.push(dir);
      benchRepo(`corpus ${name}`, dir);
    }
  }
  runFluxDiscoveryBench({ root, env, timed, gate, row, repeat, schemaArgs: fluxSchemaArgs });
  if (existsSync(path.join(shared, 'corpus')))
    runCorpusCheckBench({ root, shared, env, timed, row, repeat, schemaArgs, rawRenders, targetsOf });
  if (!argv.includes('--no-remote')) await benchRemote({ env, timed, gate, row });
  if (existsSync(helperPath(root))) {
    console.log(`\nNOTE: ${helperPath(root)} is present: the renderer prototype section runs too`);
    await benchRenderer(cleanup);
  }
  const schemaBench = path.join(root, 'bench', 'schema-bench.mjs');
  if (hasSchemas && existsSync(path.join(shared, 'corpus'))) await (await import(schemaBench)).runSchemaBench({ row });
} finally {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
}
