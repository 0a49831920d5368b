#!/usr/bin/env node
// `npm run bench`: the gate against raw helm/kustomize, measured in the same run.
//   node scripts/bench.mjs [--apps 100] [--no-corpus] [--no-remote] [--only-remote]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRepo } from './bench-repo.mjs';
import { benchRemote } from './bench-remote.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsBin = path.join(root, '.tools', 'bin');
const env = { ...process.env, PATH: `${toolsBin}${path.delimiter}${process.env.PATH ?? ''}` };
const shared = path.resolve(root, '..', 'shared');
const argv = process.argv.slice(2);
const apps = Number(argv[argv.indexOf('--apps') + 1]) || 100;
const schemaArgs = existsSync(path.join(shared, 'data'))
  ? ['--schema-location', `${shared}/data/k8s-openapi/v{{version}}/{{file}}`] : ['--offline'];

function timed(cmd, args, opts = {}) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { env, encoding: 'utf8', maxBuffer: 1 << 30, ...opts });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { ms, status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

function gate(args, opts = {}) {
  const r = timed(process.execPath, [path.join(root, 'scripts', 'bench-rss.mjs'), ...args, '--no-progress', ...schemaArgs], opts);
  const rss = Number(/BENCH_MAX_RSS_KB=(\d+)/.exec(r.stderr)?.[1] ?? 0) / 1024;
  if (r.status === 2 || r.status === null) throw new Error(`deploy-gate failed: ${r.stderr.slice(0, 2000)}`);
  return { ...r, rssMb: rss };
}

/** The same renders the gate does, one process at a time, with nothing else. */
function rawRenders(repo, targets) {
  let ms = 0;
  for (const t of targets) {
    const args = t.kind === 'helm'
      ? ['template', t.helm.releaseName ?? t.app, path.join(repo, t.helm.chart), '--namespace', t.namespace ?? 'default', '--include-crds',
        ...t.helm.valueFiles.flatMap((f) => ['-f', path.join(repo, f)])]
      : t.kind === 'kustomize' ? ['kustomize', path.join(repo, t.path)] : null;
    if (!args) continue;
    ms += timed(t.kind === 'helm' ? 'helm' : 'kubectl', args).ms;
  }
  return ms;
}

function targetsOf(repo) {
  const r = timed(process.execPath, [path.join(root, 'dist', 'cli.js'), 'targets', '--repo', repo, '--format', 'json']);
  if (r.status !== 0) throw new Error(`targets failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

function row(label, value) {
  console.log(`${label.padEnd(58)} ${value}`);
}

function benchRepo(label, repo, { check } = {}) {
  const targets = targetsOf(repo);
  console.log(`\n== ${label}: ${targets.length} targets ==`);
  const raw = rawRenders(repo, targets);
  const one = gate(['audit', '--repo', repo, '--jobs', '1', '--format', 'json', '--output', path.join(os.tmpdir(), 'dg-bench-1.json')]);
  const par = gate(['audit', '--repo', repo, '--format', 'json', '--output', path.join(os.tmpdir(), 'dg-bench-n.json')]);
  const report = JSON.parse(readFileSync(path.join(os.tmpdir(), 'dg-bench-n.json'), 'utf8'));
  row('raw helm/kustomize, one by one (s)', (raw / 1000).toFixed(2));
  row('gate audit --jobs 1 (s)', `${(one.ms / 1000).toFixed(2)}  ratio ${(one.ms / raw).toFixed(2)} (target <= 1.20)`);
  row(`gate audit --jobs ${os.availableParallelism()} (s)`, `${(par.ms / 1000).toFixed(2)}  ratio ${(par.ms / raw).toFixed(2)} (target < 1.00)`);
  row('objects rendered / verdict', `${report.summary.resources} / ${report.verdict}`);
  row('peak RSS audit (MB)', `${Math.max(one.rssMb, par.rssMb).toFixed(0)} (target < 300)`);
  if (check) {
    const c = gate(['check', '--repo', repo, '--base', 'main', '--head', 'pr', '--format', 'json', '--output', path.join(os.tmpdir(), 'dg-bench-c.json')]);
    const cr = JSON.parse(readFileSync(path.join(os.tmpdir(), 'dg-bench-c.json'), 'utf8'));
    const rendered = cr.targets.filter((t) => t.status !== 'unchanged').length;
    const perRender = raw / targets.length;
    row('check, one-app change (s)', `${(c.ms / 1000).toFixed(2)}  = ${(c.ms / perRender).toFixed(1)} raw target renders; ${rendered} target(s) rendered (x2 sides)`);
    row('peak RSS check (MB)', c.rssMb.toFixed(0));
  }
}

/** The same audit split into shards run one after another: each shard's share of the time. */
function benchShards(repo, count) {
  console.log(`\n== the generated repo in ${count} shards (run one after another here; in CI they run in parallel) ==`);
  for (let i = 1; i <= count; i++) {
    const s = gate(['audit', '--repo', repo, '--shard', `${i}/${count}`, '--format', 'json', '--output', path.join(os.tmpdir(), `dg-bench-s${i}.json`)]);
    const report = JSON.parse(readFileSync(path.join(os.tmpdir(), `dg-bench-s${i}.json`), 'utf8'));
    row(`shard ${i}/${count}: targets, wall (s), peak RSS (MB)`, `${report.targets.length}, ${(s.ms / 1000).toFixed(2)}, ${s.rssMb.toFixed(0)}`);
  }
}

/** Peak memory must not grow with the repo: targets are streamed app by app. */
function benchScale(apps) {
  const big = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-big-'));
  try {
    generateRepo(big, apps);
    const r = gate(['audit', '--repo', big, '--format', 'json', '--output', path.join(os.tmpdir(), 'dg-bench-big.json')]);
    const report = JSON.parse(readFileSync(path.join(os.tmpdir(), 'dg-bench-big.json'), 'utf8'));
    console.log(`\n== memory as the repo grows ==`);
    row(`audit of ${report.targets.length} targets: wall (s), peak RSS (MB)`, `${(r.ms / 1000).toFixed(2)}, ${r.rssMb.toFixed(0)}`);
  } finally {
    rmSync(big, { recursive: true, force: true });
  }
}

function corpusRepo(name) {
  const src = path.join(shared, 'corpus', name);
  const dir = mkdtempSync(path.join(os.tmpdir(), `dg-bench-${name}-`));
  cpSync(src, dir, { recursive: true });
  for (const args of [['init', '-q', '-b', 'main'], ['add', '-A'], ['-c', 'user.name=b', '-c', 'user.email=b@invalid', 'commit', '-q', '-m', 'corpus']]) {
    spawnSync('git', args, { cwd: dir });
  }
  return dir;
}

const cleanup = [];
if (argv.includes('--only-remote')) {
  await benchRemote({ env, timed, gate, row });
  process.exit(0);
}
try {
  const cold = timed(process.execPath, [path.join(root, 'dist', 'cli.js'), '--version']);
  row('bundle cold start: node dist/cli.js --version (ms)', cold.ms.toFixed(0));
  const { dir: example } = (await import('./example-repo.mjs')).buildExampleRepo();
  cleanup.push(example);
  const first = timed(process.execPath, [path.join(root, 'dist', 'cli.js'), 'check', '--repo', example, '--base', 'main', '--head', 'pr', '--no-progress', ...schemaArgs],
    { env: { ...env, DEPLOY_GATE_TIMING: '1' } });
  const firstMs = /first render at (\d+) ms/.exec(first.stderr)?.[1] ?? '?';
  row('bundle cold start to the first render, example check (ms)', `${firstMs} (target < 300)`);
  const gen = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-gen-'));
  cleanup.push(gen);
  generateRepo(gen, apps);
  benchRepo(`generated repo (${apps} apps x 3 environments)`, gen, { check: true });
  benchShards(gen, 4);
  if (!argv.includes('--no-scale')) benchScale(apps * 3 + 1);
  if (!argv.includes('--no-corpus') && existsSync(path.join(shared, 'corpus'))) {
    for (const name of ['wikimedia-deployment-charts', 'flux2-kustomize-helm-example', 'kustomize-examples']) {
      const dir = corpusRepo(name);
      cleanup.push(dir);
      benchRepo(`corpus ${name}`, dir);
    }
  }
  if (!argv.includes('--no-remote')) await benchRemote({ env, timed, gate, row });
  const schemaBench = path.join(root, 'bench', 'schema-bench.mjs');
  if (existsSync(schemaBench) && existsSync(path.join(shared, 'corpus'))) await (await import(schemaBench)).runSchemaBench?.({ root, shared, row });
} finally {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
}
