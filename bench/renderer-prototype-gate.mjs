// The audit with and without the renderer prototypes (docs/performance.md, "The long-lived
// renderer"). For each repository (the generated repo, then each corpus repository):
//   1. `audit --jobs 1` as shipped: its CPU (the gate and every render it starts) and its report;
//   2. the same audit with `helm`/`kubectl` wrappers on PATH (renderer-prototype-broker.mjs): every
//      `helm template` and `kubectl kustomize` the gate runs is also rendered by the helpers and
//      compared byte for byte; CPU per render both ways;
//   3. the same audit answered from the helpers: its report against (1)'s, byte for byte.
// The audit's CPU with helpers is given twice: (1) minus the CLI renders' CPU plus the helpers'
// whole CPU (start-up included), both measured in (2); and (3) timed whole (the gate, the
// wrappers, the broker's serving, the helpers). The wrappers are a Go program (renderer-client)
// that starts in about a millisecond; the broker's JSON forwarding is overhead an in-process
// client would not have, so (3) is if anything an upper bound.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childrenCpuMs, startBroker, startHelper } from './renderer-prototype-broker.mjs';

export const helmHelperPath = (root) => path.join(root, '.tools', 'bin', 'helm-renderer');
const kustomizeHelperPath = (root) => path.join(root, '.tools', 'bin', 'kustomize-renderer');
const clientPath = (root) => path.join(root, '.tools', 'bin', 'renderer-client');

/** The gate's CLI, asynchronously (the broker must keep serving), its report written to `out`. */
function audit(ctx, repo, out, pathEnv) {
  const shared = path.join(ctx.shared, 'data', 'k8s-openapi');
  const schema = existsSync(shared) ? ['--schema-location', `${shared}/v{{version}}/{{file}}`] : ['--offline'];
  const args = [path.join(ctx.root, 'dist', 'cli.js'), 'audit', '--repo', repo, '--jobs', '1'];
  args.push('--format', 'json', '--output', out, '--no-progress', ...schema);
  const child = spawn(process.execPath, args, {
    env: { ...ctx.env, PATH: pathEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-3000)));
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 || code === 1 ? resolve(readFileSync(out)) : reject(new Error(`audit ${repo}: ${code} ${stderr}`)),
    ),
  );
}

const selfCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * One audit with renderer-client copies as helm and kubectl on PATH, a broker in `mode` and a
 * fresh pair of helpers. `cpuMs` is the audit's whole CPU: the gate and its children (clients, and
 * the real tools the broker ran for them: children of this process too), this process's own CPU
 * while serving, and the helpers' (start-up included), read before they exit.
 */
async function withBroker(run, mode, repo) {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'dg-broker-'));
  for (const tool of ['helm', 'kubectl']) copyFileSync(clientPath(run.root), path.join(bin, tool));
  const helpers = {
    helm: startHelper(helmHelperPath(run.root), run.helperEnv),
    kubectl: startHelper(kustomizeHelperPath(run.root), run.helperEnv),
  };
  const broker = await startBroker(path.join(bin, 'broker.sock'), { real: run.real, helpers, mode });
  try {
    const [c0, s0] = [childrenCpuMs(), selfCpuMs()];
    const report = await audit(
      run,
      repo,
      path.join(run.scratch, 'report.json'),
      `${bin}${path.delimiter}${run.env.PATH}`,
    );
    const [gateMs, brokerMs] = [childrenCpuMs() - c0, selfCpuMs() - s0];
    const peakMb = { helm: helpers.helm.peakMb(), kubectl: helpers.kubectl.peakMb() };
    const totals = { helm: await helpers.helm.stop(), kubectl: await helpers.kubectl.stop() };
    return {
      report,
      stats: broker.stats,
      totals,
      peakMb,
      wrappers: bin,
      cpuMs: gateMs + brokerMs + totals.helm + totals.kubectl,
      gateMs,
      brokerMs,
    };
  } finally {
    await broker.close();
    rmSync(bin, { recursive: true, force: true });
  }
}

/** The three audits of one repository and their rows. */
async function measureRepo(run, label, repo) {
  const out = path.join(run.scratch, 'report.json');
  const c0 = childrenCpuMs();
  const shipped = await audit(run, repo, out, run.env.PATH);
  const auditMs = childrenCpuMs() - c0;
  const compared = await withBroker(run, 'compare', repo);
  const served = await withBroker(run, 'helper', repo);
  const { stats, totals, peakMb } = compared;
  for (const m of stats.mismatches) console.log(`  MISMATCH ${label}: ${m}`);
  const per = (ms, n) => (n > 0 ? (ms / n).toFixed(1) : '-');
  for (const tool of ['helm', 'kubectl']) {
    const s = stats[tool];
    const startup = totals[tool] - s.helperMs;
    run.row(
      `${label}: ${tool} renders (CLI errors) / CPU per render CLI vs helper (ms)`,
      `${s.count} (${s.failed}) / ${per(s.cliMs, s.count)} vs ${per(s.helperMs, s.count)} (+${startup.toFixed(0)} ms start-up, peak ${peakMb[tool].toFixed(0)} MB)  ratio ${s.count > 0 ? (s.cliMs / Math.max(1, totals[tool])).toFixed(1) : '-'}x`,
    );
  }
  const cli = stats.helm.cliMs + stats.kubectl.cliMs;
  const substituted = auditMs - cli + totals.helm + totals.kubectl;
  const sec = (ms) => (ms / 1000).toFixed(2);
  const x = (ms) => `${(auditMs / ms).toFixed(2)}x`;
  run.row(
    `${label}: audit --jobs 1 CPU, as shipped / CLI renders replaced by the helpers' / answered by the helpers (s)`,
    `${sec(auditMs)} / ${sec(substituted)} / ${sec(served.cpuMs)}  ratios ${x(substituted)} / ${x(served.cpuMs)} (adopt only if >= 2x; renders by CLIs ${sec(cli)}, by helpers ${sec(totals.helm + totals.kubectl)})`,
  );
  run.row(
    `${label}: answered by the helpers: gate and stand-ins / broker / helpers (s)`,
    `${sec(served.gateMs)} / ${sec(served.brokerMs)} / ${sec(served.totals.helm + served.totals.kubectl)}`,
  );
  const identical = stats.mismatches.length === 0 ? 'all identical' : `${stats.mismatches.length} MISMATCHES`;
  const reports = [compared, served].map((r) =>
    comparable(r) === comparable({ report: shipped, wrappers: path.join(run.root, '.tools', 'bin') })
      ? 'same'
      : 'DIFFERENT',
  );
  run.row(`${label}: renders both ways / report via wrappers, via helpers`, `${identical} / ${reports.join(', ')}`);
  if (reports[1] !== 'same')
    console.log(`  report via helpers differs: see ${keep(run, label, served.report, shipped)}`);
  return { auditMs, substituted, served: served.cpuMs, mismatches: stats.mismatches.length };
}

/**
 * A report as text, with what differs between any two runs taken out: every `durationMs`, and the
 * tool paths (`wrappers` is the folder the run's helm and kubectl came from; same binaries behind).
 */
function comparable({ report, wrappers }) {
  let text = report.toString('utf8').replace(/"durationMs":\s*[\d.]+/g, '"durationMs":0');
  // The report shows a tool path inside the repository's root, and `<outside-root>` for the rest.
  for (const tool of ['helm', 'kubectl'])
    text = text.split(JSON.stringify(path.join(wrappers, tool))).join('"<outside-root>"');
  return text;
}

/** Keeps both reports of a differing repository for reading; returns where. */
function keep(run, label, served, shipped) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dg-report-${label.replace(/\W+/g, '-')}-`));
  for (const [name, body] of [
    ['shipped.json', shipped],
    ['helpers.json', served],
  ]) {
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

/**
 * run: the renderer bench's context plus { real: {helm, kubectl}, helperEnv, scratch }.
 * Prints why it did nothing when a helper is not built.
 */
export async function runGateBench(run, repos) {
  console.log('\n== the audit with its renders through the long-lived helpers (helm and kustomize) ==');
  const missing = [helmHelperPath, kustomizeHelperPath, clientPath]
    .map((f) => f(run.root))
    .filter((p) => !existsSync(p));
  if (missing.length > 0) {
    console.log(`skipped: ${missing.join(', ')} not built (node scripts/build-renderer-prototype.mjs)`);
    return;
  }
  for (const { label, repo } of repos) await measureRepo(run, label, repo);
}
