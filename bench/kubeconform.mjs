// kubeconform in the validation bench: found (KUBECONFORM, .tools/bin, PATH — `node scripts/build-kubeconform.mjs`
// puts one in .tools/bin), fed strict per-kind schemas generated from the same OpenAPI documents
// deploy-gate uses (scripts/kubeconform-schemas.mjs), run as a whole process on the same files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeKubeconformSchemas } from '../scripts/kubeconform-schemas.mjs';

/** kubeconform's worker counts the bench runs: its default (`-n 4`) and one worker, each its own row. */
export const KUBECONFORM_WORKERS = [undefined, 1];

/** A row's name for a worker count. */
export function workersLabel(workers) {
  return workers === undefined ? 'default workers (-n 4)' : `-n ${workers}`;
}

/**
 * kubeconform from KUBECONFORM, .tools/bin or PATH, with its version; `bin` undefined when absent,
 * with `reason` saying why (and whether it could be built here: scripts/build-kubeconform.mjs needs Go).
 */
export function findKubeconform(root) {
  const candidates = [
    process.env.KUBECONFORM,
    path.join(root, '.tools', 'bin', 'kubeconform'),
    ...(process.env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((d) => path.join(d, 'kubeconform')),
  ].filter(Boolean);
  for (const c of candidates) {
    const r = spawnSync(c, ['-v'], { encoding: 'utf8' });
    if (r.status === 0) return { bin: c, version: r.stdout.trim(), looked: 'KUBECONFORM, .tools/bin, PATH' };
  }
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  const build = go.status === 0 ? 'node scripts/build-kubeconform.mjs builds it' : 'no Go toolchain here to build it';
  return {
    looked: 'KUBECONFORM, .tools/bin, PATH',
    reason: `no kubeconform in KUBECONFORM, .tools/bin or PATH; ${build}`,
  };
}

/** Strict standalone schemas for `kubernetesVersion`, written once per bench run; the -schema-location template. */
export function kubeconformSchemas(shared, kubernetesVersion) {
  if (process.env.KUBECONFORM_SCHEMA_LOCATION) return { location: process.env.KUBECONFORM_SCHEMA_LOCATION, count: NaN };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-kcschemas-'));
  const count = writeKubeconformSchemas(path.join(shared, 'data', 'k8s-openapi', `v${kubernetesVersion}`), dir);
  return { location: `${dir}/{{ .ResourceKind }}{{ .KindSuffix }}.json`, count, dir };
}

const GNU_TIME = ['/usr/bin/time', '/bin/time'].find((t) => existsSync(t));

/**
 * One kubeconform process over `files`: wall ms, CPU ms and peak RSS (from GNU time when the
 * machine has it; otherwise NaN, and the bench says so), and its JSON output when `json`.
 */
export function runKubeconform(kc, location, kubernetesVersion, files, json = false, workers = undefined) {
  const locations = (Array.isArray(location) ? location : [location]).flatMap((l) => ['-schema-location', l]);
  const args = ['-strict', '-kubernetes-version', `${kubernetesVersion}.0`, ...locations];
  if (workers !== undefined) args.push('-n', String(workers));
  args.push(...(json ? ['-output', 'json'] : ['-summary']), ...files);
  const [cmd, cmdArgs] = GNU_TIME ? [GNU_TIME, ['-f', 'BENCH_TIME %e %U %S %M', kc.bin, ...args]] : [kc.bin, args];
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, cmdArgs, { encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const time = /BENCH_TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr ?? '');
  const summary = /Valid: (\d+), Invalid: (\d+), Errors: (\d+), Skipped: (\d+)/.exec(r.stdout ?? '');
  return {
    ms,
    cpuMs: time ? (Number(time[2]) + Number(time[3])) * 1000 : NaN,
    rssMb: time ? Number(time[4]) / 1024 : NaN,
    objects: summary ? summary.slice(1, 5).reduce((a, b) => a + Number(b), 0) : NaN,
    resources: json ? (JSON.parse(r.stdout || '{"resources":[]}').resources ?? []) : [],
    status: r.status,
    stderr: r.stderr ?? '',
  };
}
