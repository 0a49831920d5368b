// The long-lived renderer, measured (issue 18, deliverable 5; docs/performance.md): every kustomize
// target of the corpus and of the generated repo rendered twice, by one `kubectl kustomize`
// process per target (what the gate does) and by one kustomize-renderer helper for all of them
// (bench/renderer-prototype/main.go, built by scripts/build-renderer-prototype.mjs). Outputs must
// be byte-identical (every mismatch is printed); CPU is children CPU from /proc (cutime + cstime,
// 10 ms ticks on the total) plus this process's own CPU for spawning and reading the results.
// Each target is rendered as committed and as the gate renders it (`buildMetadata:
// [originAnnotations]` appended to its kustomization, in a copy). RENDERER_EXTRA_TREES (folders,
// `:`-separated) adds every kustomization found in them, for identity beyond the corpus.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { runExtraCharts } from './renderer-prototype-charts.mjs';
import { helmHelperPath, runGateBench } from './renderer-prototype-gate.mjs';
import { collect, withOriginAnnotations } from './renderer-prototype-sets.mjs';

export const helperPath = (root) => path.join(root, '.tools', 'bin', 'kustomize-renderer');
const RESTRICTOR = 'LoadRestrictionsRootOnly';

/** CPU ms of this process's waited-for children (and theirs) so far; USER_HZ is 100 on Linux. */
function childrenCpuMs() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

const selfCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The child environment of src/render/exec.ts: PATH only, an empty HOME, Go tuned, no network. */
function sandboxEnv(scratch, pathEnv) {
  const home = path.join(scratch, 'home');
  mkdirSync(home, { recursive: true });
  mkdirSync(path.join(scratch, 'tmp'), { recursive: true });
  const proxy = 'http://127.0.0.1:9';
  return {
    PATH: pathEnv,
    HOME: home,
    LANG: 'C',
    LC_ALL: 'C',
    TMPDIR: path.join(scratch, 'tmp'),
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    GOGC: 'off',
    GOMEMLIMIT: '1GiB',
    ...{ HTTP_PROXY: proxy, HTTPS_PROXY: proxy, ALL_PROXY: proxy, http_proxy: proxy, https_proxy: proxy },
    ...{ all_proxy: proxy, NO_PROXY: '', no_proxy: '', GIT_ALLOW_PROTOCOL: 'none' },
  };
}

/** Measures `fn` in children CPU, own CPU and wall time. */
async function measured(fn) {
  const [c0, s0, t0] = [childrenCpuMs(), selfCpuMs(), process.hrtime.bigint()];
  const results = await fn();
  return {
    results,
    childrenMs: childrenCpuMs() - c0,
    selfMs: selfCpuMs() - s0,
    wallMs: Number(process.hrtime.bigint() - t0) / 1e6,
  };
}

/** One `kubectl kustomize DIR --load-restrictor …` per directory, run from that directory. */
function renderCli(kubectl, dirs, env) {
  return dirs.map((dir) => {
    const r = spawnSync(kubectl, ['kustomize', dir, '--load-restrictor', RESTRICTOR], {
      cwd: dir,
      env,
      encoding: 'buffer',
      maxBuffer: 1 << 30,
    });
    return r.status === 0 ? { ok: true, out: r.stdout } : { ok: false, err: kubectlError(r.stderr.toString('utf8')) };
  });
}

/** kubectl's message as the helper reports it: after the warnings, without `error: `; a crash as `panic: …`. */
function kubectlError(stderr) {
  const panic = /^panic: (.*)$/m.exec(stderr);
  if (panic) return `panic: ${panic[1]}`;
  const at = stderr.search(/^error: /m);
  return (at >= 0 ? stderr.slice(at + 'error: '.length) : stderr).trimEnd();
}

/** One helper for every directory: a request, wait for its answer, the next. */
async function renderHelper(helper, dirs, env) {
  const child = spawn(helper, [], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = ''; // kustomize's warnings for every target, mixed: kept only to explain a crash
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const closed = new Promise((resolve) => child.on('close', resolve));
  const results = [];
  for (const [id, dir] of dirs.entries()) {
    child.stdin.write(`${JSON.stringify({ id, dir, options: { loadRestrictor: RESTRICTOR } })}\n`);
    const { value, done } = await lines.next();
    if (done) throw new Error(`kustomize-renderer exited while rendering ${dir}: ${stderr}`);
    const res = JSON.parse(value);
    if (res.id !== id) throw new Error(`kustomize-renderer answered ${res.id} for ${id}`);
    if (res.error !== undefined) results.push({ ok: false, err: res.error });
    else
      results.push({
        ok: true,
        out: res.yaml !== undefined ? Buffer.from(res.yaml) : Buffer.from(res.yamlBase64, 'base64'),
      });
  }
  child.stdin.end();
  await closed;
  return results;
}

/** Why two renders of one target differ, or undefined when they are the same bytes (or both fail alike). */
function difference(cli, helper) {
  if (cli.ok !== helper.ok)
    return cli.ok ? `helper failed: ${helper.err.slice(0, 300)}` : `kubectl failed: ${cli.err.slice(0, 300)}`;
  if (!cli.ok)
    return cli.err === helper.err ? undefined : `errors differ:\n  kubectl: ${cli.err}\n  helper:  ${helper.err}`;
  if (cli.out.equals(helper.out)) return undefined;
  const [a, b] = [cli.out.toString('utf8').split('\n'), helper.out.toString('utf8').split('\n')];
  const line = a.findIndex((l, i) => l !== b[i]);
  return `output differs (${cli.out.length} vs ${helper.out.length} bytes), first at line ${line + 1}:\n  kubectl: ${a[line]}\n  helper:  ${b[line]}`;
}

/** Both ways over one set of directories: identity, mismatches, CPU. */
async function compareBothWays(ctx, label, dirs) {
  const cli = await measured(() => renderCli(ctx.kubectl, dirs, ctx.childEnv));
  const helper = await measured(() => renderHelper(ctx.helper, dirs, ctx.childEnv));
  const diffs = dirs.map((d, i) => [d, difference(cli.results[i], helper.results[i])]).filter(([, d]) => d);
  for (const [dir, why] of diffs) console.log(`  MISMATCH ${label}: ${path.relative(ctx.base, dir)}: ${why}`);
  const failed = cli.results.filter((r) => !r.ok).length;
  // Outputs are dropped: a large bench process makes every later spawn (fork) cost more CPU.
  cli.results = helper.results = undefined;
  ctx.row(
    `${label}: targets / identical / kubectl errors`,
    `${dirs.length} / ${dirs.length - diffs.length} / ${failed}`,
  );
  const per = (m) => (m / Math.max(1, dirs.length)).toFixed(1);
  ctx.row(
    `${label}: CPU per target, kubectl vs helper (ms)`,
    `${per(cli.childrenMs + cli.selfMs)} vs ${per(helper.childrenMs + helper.selfMs)}  ratio ${((cli.childrenMs + cli.selfMs) / Math.max(1, helper.childrenMs + helper.selfMs)).toFixed(1)}x (children ${cli.childrenMs.toFixed(0)} vs ${helper.childrenMs.toFixed(0)} ms, own ${cli.selfMs.toFixed(0)} vs ${helper.selfMs.toFixed(0)} ms, wall ${cli.wallMs.toFixed(0)} vs ${helper.wallMs.toFixed(0)} ms)`,
  );
  return { count: dirs.length, mismatches: diffs.length, cli, helper };
}

/** Every set both ways; the results by set. */
async function comparePass(ctx, sets, pass) {
  const results = new Map();
  for (const s of sets) {
    const label = `${s.label}, ${pass}${s.added === undefined ? '' : ` (${s.added} edited)`}`;
    results.set(s, await compareBothWays({ ...ctx, base: s.repo }, label, s.dirs));
  }
  return results;
}

/** Children CPU (ms) of one audit at --jobs 1 (the gate and every render it started), and of its helm renders alone. */
function measureAudit(ctx, gen) {
  const c0 = childrenCpuMs();
  const out = path.join(os.tmpdir(), 'dg-bench-rp.json');
  ctx.gate(['audit', '--repo', gen.repo, '--jobs', '1', '--format', 'json', '--output', out]);
  const c1 = childrenCpuMs();
  for (const t of gen.helm) {
    const values = t.helm.valueFiles.flatMap((f) => ['-f', path.join(gen.repo, f)]);
    const args = ['template', t.helm.releaseName ?? t.app, path.join(gen.repo, t.helm.chart), '--include-crds'];
    spawnSync(ctx.helmBin, [...args, '--namespace', t.namespace ?? 'default', ...values], { env: ctx.childEnv });
  }
  return { audit: c1 - c0, helm: childrenCpuMs() - c1 };
}

/** The audit's CPU with its kustomize renders by kubectl, projected with the helper's instead, and a bound for both halves. */
function projectAudit(ctx, { audit, helm }, gen) {
  const saved = gen.cli.childrenMs + gen.cli.selfMs - (gen.helper.childrenMs + gen.helper.selfMs);
  const s = (ms) => (ms / 1000).toFixed(2);
  ctx.row(
    'audit --jobs 1 CPU: kustomize by kubectl vs by the helper (s)',
    `${s(audit)} vs ~${s(audit - saved)} (projected)  ratio ${(audit / (audit - saved)).toFixed(2)}x (adopt only if >= 2x)`,
  );
  ctx.row(
    'bound: helm renders free as well (raw helm CPU removed) (s)',
    `~${s(audit - saved - helm)} (raw helm ${s(helm)} for ${gen.helmCount} charts)  ratio ${(audit / (audit - saved - helm)).toFixed(2)}x`,
  );
}

/** The kustomize helper against kubectl on every kustomization (the sets of renderer-prototype-sets.mjs). */
async function runSetsBench(ctx) {
  const helper = helperPath(ctx.root);
  console.log('\n== long-lived kustomize renderer prototype vs one kubectl kustomize per target ==');
  if (!existsSync(helper)) {
    console.log(
      `skipped: ${helper} is not built (RENDERER_MIRRORS=<git mirrors> node scripts/build-renderer-prototype.mjs)`,
    );
    return;
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-renderer-'));
  try {
    const bin = (name) => path.join(ctx.root, '.tools', 'bin', name);
    const childEnv = sandboxEnv(path.join(scratch, 'sandbox'), ctx.env.PATH);
    const run = { ...ctx, helper, kubectl: bin('kubectl'), helmBin: bin('helm'), base: scratch, childEnv };
    const sets = collect(run, path.join(scratch, 'repos'));
    const gen = sets.find((s) => s.helm);
    await comparePass(run, sets, 'as committed');
    // The audit reads the committed repo: measured before the pass that edits the copies, and
    // right before that pass renders the generated repo, so both see the same machine load.
    const auditCpu = measureAudit(run, gen);
    for (const s of sets) s.added = withOriginAnnotations(s.dirs);
    const results = await comparePass(run, sets, 'with originAnnotations');
    // The gate renders with origin annotations: this pass is the one to project with.
    projectAudit(run, auditCpu, { ...results.get(gen), helmCount: gen.helm.length });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Both helpers on the gate's own renders: the generated repo, then every corpus repository. */
async function runAuditBench(ctx) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-renderer-gate-'));
  try {
    const bin = (name) => path.join(ctx.root, '.tools', 'bin', name);
    const helperEnv = sandboxEnv(path.join(scratch, 'sandbox'), ctx.env.PATH);
    const gen = path.join(scratch, 'gen');
    ctx.generateRepo(gen, ctx.apps);
    const repos = [{ label: `generated repo (${ctx.apps} apps)`, repo: gen }];
    const corpus = path.join(ctx.shared, 'corpus');
    for (const name of existsSync(corpus) ? ctx.corpusNames(corpus) : []) {
      if (process.env.RENDERER_GATE_GENERATED_ONLY) break;
      const repo = ctx.corpusRepo(name);
      ctx.cleanup.push(repo);
      repos.push({ label: `corpus ${name}`, repo });
    }
    const run = { ...ctx, real: { helm: bin('helm'), kubectl: bin('kubectl') }, helperEnv, scratch };
    await runGateBench(run, repos);
    if (existsSync(helmHelperPath(ctx.root)))
      await runExtraCharts({ ...run, helm: run.real.helm, helmHelper: helmHelperPath(ctx.root) });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * ctx: { root, shared, apps, env, row, gate, targetsOf, corpusRepo, corpusNames, generateRepo, cleanup }.
 * RENDERER_BENCH=sets or =audit runs one of the two parts. Each prints why it did nothing when
 * its helpers are not built.
 */
export async function runRendererBench(ctx) {
  const only = process.env.RENDERER_BENCH;
  if (only !== 'audit') await runSetsBench(ctx);
  if (only !== 'sets') await runAuditBench(ctx);
}
