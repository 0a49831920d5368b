// Plain-manifest validation, measured as a user runs it, on plain YAML files, in the same rounds:
// - `deploy-gate validate m/` — the like-for-like row: what kubeconform does (files → strict
//   schemas, removed APIs, YAML problems, with file:line), whole process, worker threads;
// - `deploy-gate audit` — the whole gate on the same files as plain-manifest targets (git, config,
//   policies, report): more work than kubeconform does, kept as its own row with its own ratio;
// - kubeconform on the same files, when it is available here (bench/kubeconform.mjs).
// No reference figures from elsewhere: a tool that did not run here gets no column and no ratio.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderCorpus, writeManifestRepo } from './manifest-corpus.mjs';
import { FAULTS, faultsYaml } from './faults.mjs';
import {
  findKubeconform,
  KUBECONFORM_WORKERS,
  kubeconformSchemas,
  runKubeconform,
  workersLabel,
} from './kubeconform.mjs';
import {
  gateErrorsByObject,
  kubeconformErrorsByObject,
  printCorpusAgreement,
  printFaultAgreement,
} from './agreement.mjs';

export { findKubeconform };
const KUBERNETES = '1.31';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Both tools read CRD schemas from the same local copy of the CRDs-catalog (no network in the measurement). */
const crdCatalog = (shared) => path.join(shared, 'data', 'crds-catalog');

/** One audit of `repo`: wall, CPU, peak RSS, the report. Throws on exit 2 (the bench is broken, not the repo). */
function audit(ctx, repo) {
  const out = path.join(os.tmpdir(), `dg-bench-val-${process.pid}.json`);
  const crd = ['--crd-schema-location', `${crdCatalog(ctx.shared)}/{{group}}/{{kind}}_{{version}}.json`];
  const r = ctx.gate(['audit', '--repo', repo, '--format', 'json', '--output', out, ...crd]);
  return { ms: r.ms, rssMb: r.rssMb, cpuMs: r.cpuMs, report: JSON.parse(readFileSync(out, 'utf8')) };
}

/** One `deploy-gate validate` of the repo's manifest folder (run from the repo: locations are repo-relative, as kubeconform's are made). */
function validate(ctx, repo, dir = 'm') {
  const out = path.join(os.tmpdir(), `dg-bench-validate-${process.pid}.json`);
  const crd = ['--crd-schema-location', `${crdCatalog(ctx.shared)}/{{group}}/{{kind}}_{{version}}.json`];
  const args = ['validate', dir, '--kubernetes-version', KUBERNETES, '--format', 'json', '--output', out, ...crd];
  const r = ctx.gate(args, { cwd: repo });
  return { ms: r.ms, rssMb: r.rssMb, cpuMs: r.cpuMs, report: JSON.parse(readFileSync(out, 'utf8')) };
}

/** Targets not validated strictly against the OpenAPI documents (embedded fallback or none). */
function notStrict(report) {
  return report.targets.filter((t) => t.validation !== 'openapi');
}

function gitRepo(dir) {
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['-c', 'user.name=b', '-c', 'user.email=b@invalid', 'commit', '-q', '-m', 'bench'],
  ]) {
    spawnSync('git', args, { cwd: dir });
  }
}

function faultTable(ctx, work, kc) {
  const dir = path.join(work, 'faults');
  mkdirSync(path.join(dir, 'm'), { recursive: true });
  const file = path.join(dir, 'm', 'faults.yaml');
  writeFileSync(file, faultsYaml());
  writeFileSync(
    path.join(dir, '.deploy-gate.yaml'),
    `version: 1\nkubernetesVersion: "${KUBERNETES}"\ntargets:\n  - {app: faults, environment: bench, manifests: m}\n`,
  );
  gitRepo(dir);
  const reports = { 'deploy-gate validate': validate(ctx, dir).report, 'deploy-gate audit': audit(ctx, dir).report };
  const kcRun = kc ? runKubeconform(kc.found, kc.location, KUBERNETES, [file], true) : undefined;
  printFaultAgreement(ctx.row, FAULTS, reports, kcRun?.resources);
}

const perSecond = (objects, ms) => Math.round(objects / (ms / 1000));
const mb = (x) => (Number.isNaN(x) ? 'n/a (no GNU time here)' : `${x.toFixed(0)} MB`);

/** kubeconform's medians over the rounds, and its JSON output (one more run) for the agreement table. */
function kubeconformFigures(ctx, kc, files, runs, workers) {
  const ms = median(runs.map((r) => r.ms));
  const cpu = median(runs.map((r) => r.cpuMs));
  const objects = runs[0].objects;
  const rss = Math.max(...runs.map((r) => r.rssMb));
  const cpuText = Number.isNaN(cpu) ? '' : ` (CPU ${perSecond(objects, cpu)}/s)`;
  ctx.row(
    `kubeconform ${kc.found.version} ${workersLabel(workers)}, same files: ${objects} objects`,
    `${(ms / 1000).toFixed(2)} s wall, ${perSecond(objects, ms)} objects/s${cpuText}, peak RSS ${mb(rss)}`,
  );
  return { objects, json: runKubeconform(kc.found, kc.location, KUBERNETES, files, true) };
}

/** kubeconform and its schemas, or undefined (and the reason printed). */
function prepareKubeconform(ctx) {
  const found = findKubeconform(ctx.root);
  if (!found.bin) {
    for (const workers of KUBECONFORM_WORKERS)
      ctx.row(`kubeconform ${workersLabel(workers)}`, `not measured: ${found.reason}; no ratio printed`);
    return undefined;
  }
  const schemas = kubeconformSchemas(ctx.shared, KUBERNETES);
  ctx.row(
    'kubeconform schemas',
    `${Number.isNaN(schemas.count) ? 'KUBECONFORM_SCHEMA_LOCATION' : `${schemas.count} strict standalone per-kind schemas from k8s-openapi v${KUBERNETES}`} + CRDs-catalog copy`,
  );
  const location = [
    schemas.location,
    `${crdCatalog(ctx.shared)}/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json`,
  ];
  return { found, location, dir: schemas.dir };
}

/** One deploy-gate row: medians over the rounds. */
function printGate(ctx, label, objects, files, runs) {
  const ms = median(runs.map((r) => r.ms));
  const cpu = median(runs.map((r) => r.cpuMs));
  const rss = Math.max(...runs.map((r) => r.rssMb));
  ctx.row(
    `${label}: ${objects} objects in ${files.length} files`,
    `${(ms / 1000).toFixed(2)} s wall, ${perSecond(objects, ms)} objects/s (CPU ${perSecond(objects, cpu)}/s), peak RSS ${mb(rss)}`,
  );
}

/**
 * Both deploy-gate rows against kubeconform at one worker count (`kc` picks its run from a round):
 * the median of the ratios within each round (the load drifts).
 */
function printRatios(ctx, rounds, objects, kcObjects, kc, workers) {
  const perRound = 'median of the ratios within each round';
  for (const [which, label, target] of [
    ['validate', 'validate', '; target >= 2'],
    ['gate', 'audit', ''],
  ]) {
    const ratio = (pick) => median(rounds.map((r) => objects / pick(r[which]) / (kcObjects / pick(kc(r))))).toFixed(2);
    const vs = `deploy-gate ${label} / kubeconform ${workersLabel(workers)} objects/s`;
    ctx.row(`${vs}, wall`, `${ratio((r) => r.ms)}x (${perRound}${target})`);
    if (!Number.isNaN(kc(rounds[0]).cpuMs)) ctx.row(`${vs}, CPU`, `${ratio((r) => r.cpuMs)}x`);
  }
}

/**
 * `npm run bench`'s validation section. ctx: { root, shared, helm, gate, row, repeat }.
 * gate(args) runs dist/cli.js once and returns { ms, rssMb, cpuMs }.
 */
export async function runValidationBench(ctx) {
  console.log('\n== plain-manifest validation: whole processes on the same YAML files, same run ==');
  if (!existsSync(path.join(ctx.shared, 'data', 'k8s-openapi')) || !existsSync(path.join(ctx.shared, 'corpus'))) {
    ctx.row(
      'validation bench',
      'SKIPPED: ../shared (OpenAPI documents, corpus) is absent, so deploy-gate would validate',
    );
    ctx.row('', 'with the embedded non-strict fallback; no figures and no ratio are printed');
    return;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-val-'));
  const kc = prepareKubeconform(ctx);
  try {
    const streams = renderCorpus({ shared: ctx.shared, helm: ctx.helm });
    for (const copies of [1, 10]) {
      const repo = path.join(work, `x${copies}`);
      mkdirSync(repo);
      const files = writeManifestRepo(repo, streams, copies);
      // Each round runs both tools back to back: the ratio is taken within a round (the load drifts).
      const withKc = copies === 10 && kc !== undefined;
      const rounds = Array.from({ length: ctx.repeat }, () => ({
        validate: validate(ctx, repo),
        gate: audit(ctx, repo),
        kc: withKc
          ? KUBECONFORM_WORKERS.map((n) => runKubeconform(kc.found, kc.location, KUBERNETES, files, false, n))
          : undefined,
      }));
      const runs = rounds.map((r) => r.gate);
      const validates = rounds.map((r) => r.validate);
      const bad = [...notStrict(validates[0].report), ...notStrict(runs[0].report)];
      const objects = runs[0].report.summary.resources;
      if (validates[0].report.summary.resources !== objects)
        throw new Error(
          `validate read ${validates[0].report.summary.resources} objects, audit ${objects}: bench broken`,
        );
      if (bad.length > 0) {
        ctx.row(
          `corpus x${copies}`,
          `NOT MEASURED: ${bad.length} target(s) validated at level "${bad[0].validation}" (${bad[0].reason ?? 'fallback'}), not strict OpenAPI`,
        );
        continue;
      }
      printGate(ctx, `deploy-gate validate m/ (like-for-like), corpus x${copies}`, objects, files, validates);
      printGate(ctx, `deploy-gate audit (whole gate), corpus x${copies}`, objects, files, runs);
      if (copies !== 10 || !kc) continue;
      let k;
      for (const [i, workers] of KUBECONFORM_WORKERS.entries()) {
        const pick = (r) => r.kc[i];
        k = kubeconformFigures(ctx, kc, files, rounds.map(pick), workers);
        printRatios(ctx, rounds, objects, k.objects, pick, workers);
      }
      printCorpusAgreement(
        ctx.row,
        gateErrorsByObject(validates[0].report),
        kubeconformErrorsByObject(k.json.resources, repo),
        { gate: validates[0].report.summary.resources, kubeconform: k.objects },
        gateErrorsByObject(runs[0].report),
      );
    }
    faultTable(ctx, work, kc);
  } finally {
    rmSync(work, { recursive: true, force: true });
    if (kc?.dir) rmSync(kc.dir, { recursive: true, force: true });
  }
}
