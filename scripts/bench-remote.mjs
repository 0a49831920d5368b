// The remote-chart figure of `npm run bench` (alone: `node scripts/bench.mjs --only-remote`):
// one upstream chart (`helm create`'s chart, packaged with `helm package`) served from a chart
// repository on 127.0.0.1, named by an Argo CD Application. Measured: `helm template` of the same
// chart already on disk, the gate's audit with a cold source cache (index + archive fetched,
// verified, rendered, checked), and with a warm cache (no fetch).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A static file server in its own process: the bench's timed children block this one's event loop. */
async function serve(dir) {
  const code =
    `const http=require('http'),fs=require('fs'),p=require('path');` +
    `const s=http.createServer((q,r)=>{fs.readFile(p.join(${JSON.stringify(dir)},p.basename(q.url.split('?')[0])),(e,b)=>e?r.writeHead(404).end():r.end(b))});` +
    `s.listen(0,'127.0.0.1',()=>console.log(s.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

function helm(env, args, cwd) {
  return execFileSync('helm', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function benchRemote({ env, timed, gate, row }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-remote-'));
  const helmHome = path.join(work, 'helm-home');
  const henv = { ...env, HELM_CONFIG_HOME: helmHome, HELM_CACHE_HOME: helmHome, HELM_DATA_HOME: helmHome };
  let server;
  try {
    helm(henv, ['create', 'webapp'], work);
    const charts = path.join(work, 'charts');
    mkdirSync(charts);
    helm(henv, ['package', path.join(work, 'webapp'), '--version', '1.0.0', '--destination', charts]);
    server = await serve(charts);
    helm(henv, ['repo', 'index', charts, '--url', server.url]);
    const repo = path.join(work, 'deploy');
    mkdirSync(path.join(repo, 'apps'), { recursive: true });
    writeFileSync(path.join(repo, '.deploy-gate.yaml'), `version: 1\nsources:\n  helm: [${server.url}]\n`);
    writeFileSync(
      path.join(repo, 'apps', 'webapp.yaml'),
      [
        'apiVersion: argoproj.io/v1alpha1',
        'kind: Application',
        'metadata:\n  name: webapp',
        'spec:',
        '  destination:\n    namespace: web',
        `  source:\n    repoURL: ${server.url}\n    chart: webapp\n    targetRevision: 1.0.0`,
        '',
      ].join('\n'),
    );
    for (const args of [
      ['init', '-q', '-b', 'main'],
      ['add', '-A'],
      ['-c', 'user.name=b', '-c', 'user.email=b@invalid', 'commit', '-q', '-m', 'deploy'],
    ]) {
      execFileSync('git', args, { cwd: repo });
    }
    console.log('\n== one remote chart (helm create, from a chart repository on 127.0.0.1) ==');
    const raw = timed(
      'helm',
      ['template', 'webapp', path.join(work, 'webapp'), '--namespace', 'web', '--include-crds'],
      { env: henv },
    );
    const cache = path.join(work, 'source-cache');
    const gateEnv = { env: { ...env, DEPLOY_GATE_SOURCE_CACHE: cache } };
    const out = path.join(work, 'report.json');
    const audit = () => {
      const r = gate(['audit', '--repo', repo, '--jobs', '1', '--format', 'json', '--output', out], gateEnv);
      const t = JSON.parse(readFileSync(out, 'utf8')).targets[0];
      if (t?.status !== 'rendered' || !t.sources?.[0])
        throw new Error(`the remote chart did not render: ${JSON.stringify(t)}`);
      return `${t.durationMs} ms for the target (${t.sources[0].cached ? 'from the cache' : 'fetched'}), ${r.ms.toFixed(0)} ms wall`;
    };
    row('helm template of the chart on disk (ms)', raw.ms.toFixed(0));
    row('gate audit, cold cache: fetch + verify + render + checks', audit());
    row('gate audit, warm cache: verify + render + checks', audit());
  } finally {
    server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
