// Plain-manifest validation, measured as a user runs it: whole `deploy-gate audit` processes on
// plain YAML files (start-up, YAML parsing with line numbers, strict schemas, policies, report),
// beside kubeconform on the same files when kubeconform is available in this run. No reference
// figures from elsewhere: a tool that did not run here gets no column and no ratio.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderCorpus, writeManifestRepo } from './manifest-corpus.mjs';
import { FAULTS, faultsYaml } from './faults.mjs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** kubeconform from KUBECONFORM, .tools/bin or PATH; undefined (with where it looked) when absent. */
export function findKubeconform(root) {
  const candidates = [process.env.KUBECONFORM, path.join(root, '.tools', 'bin', 'kubeconform'),
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((d) => path.join(d, 'kubeconform'))].filter(Boolean);
  const bin = candidates.find((c) => spawnSync(c, ['-v'], { encoding: 'utf8' }).status === 0);
  return { bin, looked: 'KUBECONFORM, .tools/bin, PATH' };
}

/** One audit of `repo`: wall, peak RSS, the report. Throws on exit 2 (the bench is broken, not the repo). */
function audit(ctx, repo) {
  const out = path.join(os.tmpdir(), `dg-bench-val-${process.pid}.json`);
  const r = ctx.gate(['audit', '--repo', repo, '--format', 'json', '--output', out]);
  return { ms: r.ms, rssMb: r.rssMb, cpuMs: r.cpuMs, report: JSON.parse(readFileSync(out, 'utf8')) };
}

/** Targets not validated strictly against the OpenAPI documents (embedded fallback or none). */
function notStrict(report) {
  return report.targets.filter((t) => t.validation !== 'openapi');
}

function faultTable(ctx, work) {
  const dir = path.join(work, 'faults');
  mkdirSync(path.join(dir, 'm'), { recursive: true });
  writeFileSync(path.join(dir, 'm', 'faults.yaml'), faultsYaml());
  writeFileSync(path.join(dir, '.deploy-gate.yaml'), 'version: 1\nkubernetesVersion: "1.31"\ntargets:\n  - {app: faults, environment: bench, manifests: m}\n');
  for (const args of [['init', '-q', '-b', 'main'], ['add', '-A'], ['-c', 'user.name=b', '-c', 'user.email=b@invalid', 'commit', '-q', '-m', 'faults']]) {
    spawnSync('git', args, { cwd: dir });
  }
  const { report } = audit(ctx, dir);
  console.log('\ninjected faults (schema findings on each object; kubeconform column only when it ran here):');
  console.log(`  ${'object'.padEnd(26)} ${'expected'.padEnd(22)} deploy-gate`);
  let agreed = 0;
  for (const f of FAULTS) {
    const rules = [...new Set(report.findings.filter((x) => x.resource?.name === f.name && x.ruleId.startsWith('schema/')).map((x) => x.ruleId))];
    const ok = f.expect === null ? rules.length === 0 : rules.includes(f.expect);
    if (ok) agreed++;
    console.log(`  ${f.name.padEnd(26)} ${(f.expect ?? 'no error').padEnd(22)} ${rules.join(', ') || 'no error'}${ok ? '' : '   <-- MISSED'}`);
  }
  ctx.row('injected faults judged as expected by deploy-gate', `${agreed}/${FAULTS.length}`);
}

/**
 * `npm run bench`'s validation section. ctx: { root, shared, helm, gate, row, repeat }.
 * gate(args) runs dist/cli.js once and returns { ms, rssMb, cpuMs }.
 */
export async function runValidationBench(ctx) {
  console.log('\n== plain-manifest validation: whole processes on the same YAML files ==');
  if (!existsSync(path.join(ctx.shared, 'data', 'k8s-openapi')) || !existsSync(path.join(ctx.shared, 'corpus'))) {
    ctx.row('validation bench', 'SKIPPED: ../shared (OpenAPI documents, corpus) is absent, so deploy-gate would validate');
    ctx.row('', 'with the embedded non-strict fallback; no figures and no ratio are printed');
    return;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-val-'));
  try {
    const streams = renderCorpus({ shared: ctx.shared, helm: ctx.helm });
    for (const copies of [1, 10]) {
      const repo = path.join(work, `x${copies}`);
      mkdirSync(repo);
      const files = writeManifestRepo(repo, streams, copies);
      const runs = Array.from({ length: ctx.repeat }, () => audit(ctx, repo));
      const bad = notStrict(runs[0].report);
      const objects = runs[0].report.summary.resources;
      if (bad.length > 0) {
        ctx.row(`corpus x${copies}`, `NOT MEASURED: ${bad.length} target(s) validated at level "${bad[0].validation}" (${bad[0].reason ?? 'fallback'}), not strict OpenAPI`);
        continue;
      }
      const ms = median(runs.map((r) => r.ms));
      const cpu = median(runs.map((r) => r.cpuMs));
      const rss = Math.max(...runs.map((r) => r.rssMb));
      ctx.row(`deploy-gate, corpus x${copies}: ${objects} objects in ${files.length} files`,
        `${(ms / 1000).toFixed(2)} s wall, ${Math.round(objects / (ms / 1000))} objects/s (CPU ${Math.round(objects / (cpu / 1000))}/s), peak RSS ${rss.toFixed(0)} MB`);
      if (copies === 10) kubeconformRow(ctx, files, objects / (ms / 1000));
    }
    faultTable(ctx, work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function kubeconformRow(ctx, files, gatePerSecond) {
  const kc = findKubeconform(ctx.root);
  if (!kc.bin) {
    ctx.row('kubeconform, same files', `NOT AVAILABLE here (looked in ${kc.looked}): no ratio printed`);
    return;
  }
  const location = process.env.KUBECONFORM_SCHEMA_LOCATION;
  if (!location) {
    ctx.row('kubeconform, same files', `found ${kc.bin} but KUBECONFORM_SCHEMA_LOCATION (strict per-kind schemas) is unset: no ratio printed`);
    return;
  }
  const runs = Array.from({ length: ctx.repeat }, () => {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(kc.bin, ['-strict', '-summary', '-schema-location', location, ...files], { encoding: 'utf8', maxBuffer: 1 << 30 });
    return { ms: Number(process.hrtime.bigint() - t0) / 1e6, summary: /Valid: (\d+), Invalid: (\d+), Errors: (\d+)/.exec(r.stdout ?? '') };
  });
  const times = runs.map((r) => r.ms);
  const objects = (runs[0].summary?.slice(1) ?? []).reduce((a, b) => a + Number(b), 0);
  const perSecond = objects / (median(times) / 1000);
  ctx.row('kubeconform, same files (median)', `${(median(times) / 1000).toFixed(2)} s, ${Math.round(perSecond)} objects/s`);
  ctx.row('deploy-gate / kubeconform objects/s', `${(gatePerSecond / perSecond).toFixed(2)}x (target >= 2)`);
}
