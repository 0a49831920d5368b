// The plain-manifest workload of the validation bench: the corpus charts rendered once with the
// pinned helm, written as plain YAML files (exactly the bytes helm printed), `copies` times over,
// into a git repo whose targets are plain-manifest dirs. Both validators read the same files.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every corpus chart with each of its ci/*.yaml value sets: [name, helm args]. */
function chartRenders(charts) {
  const dirs = ['charts', 'charts-vendored'].flatMap((d) => readdirSync(path.join(charts, d)).sort().map((c) => path.join(charts, d, c)));
  return dirs.flatMap((chart) => {
    const ci = path.join(chart, 'ci');
    const sets = existsSync(ci) ? readdirSync(ci).filter((f) => f.endsWith('.yaml')).sort() : [];
    return [[path.basename(chart), []], ...sets.map((f) => [`${path.basename(chart)}-${path.basename(f, '.yaml')}`, ['-f', path.join(ci, f)]])]
      .map(([name, set]) => ({ name, args: ['template', 'bench', chart, '--kube-version', '1.31.0', ...set] }));
  });
}

/** Rendered streams of the corpus charts (charts that do not render here are left out). */
export function renderCorpus({ shared, helm }) {
  const streams = [];
  for (const r of chartRenders(path.join(shared, 'corpus', 'prometheus-community-charts'))) {
    try {
      streams.push({ name: r.name, text: execFileSync(helm, r.args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 }) });
    } catch {
      // unvendored dependencies: not a plain-manifest workload
    }
  }
  return streams;
}

/**
 * Writes `copies` × every stream as `m/copy-<k>/<render>/manifest.yaml`, one manifests target per
 * render dir (names inside one render are unique; across renders they are not), and commits it.
 * Returns the files written (absolute paths) for the other validator.
 */
export function writeManifestRepo(dir, streams, copies) {
  const files = [];
  const targets = [];
  for (let k = 0; k < copies; k++) {
    for (const s of streams) {
      const rel = `m/copy-${k}/${s.name}`;
      mkdirSync(path.join(dir, rel), { recursive: true });
      const file = path.join(dir, rel, 'manifest.yaml');
      writeFileSync(file, s.text);
      files.push(file);
      targets.push(`  - {app: ${s.name}-${k}, environment: bench, manifests: ${rel}}\n`);
    }
  }
  writeFileSync(path.join(dir, '.deploy-gate.yaml'), `version: 1\nkubernetesVersion: "1.31"\ntargets:\n${targets.join('')}`);
  for (const args of [['init', '-q', '-b', 'main'], ['add', '-A'], ['-c', 'user.name=b', '-c', 'user.email=b@invalid', 'commit', '-q', '-m', 'manifests']]) {
    execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  }
  return files;
}
