#!/usr/bin/env node
// The catch rate on the API-server fault corpus (test/fixtures/apiserver-faults, docs/validate.md):
// how many create-time and update cases deploy-gate and kubeconform reject, and how many controls
// each wrongly rejects. Needs the built CLI (`npm run build`); kubeconform is optional
// (`node scripts/build-kubeconform.mjs`, or KUBECONFORM=/path) and needs ../shared for its schemas.
//   node scripts/apiserver-catch-rate.mjs [--markdown]
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findKubeconform, kubeconformSchemas, runKubeconform } from '../bench/kubeconform.mjs';
import { CONTROLS } from '../test/apiserver/fault-cases.mjs';
import { FAULTS_DIR } from '../test/apiserver/fault-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli.js');
const openapi = path.join(root, 'test', 'fixtures', 'k8s-openapi', 'v{{version}}', '{{file}}');
const shared = path.resolve(root, '..', 'shared');
const VERSION = '1.31';
const yamlIn = (dir) => readdirSync(path.join(FAULTS_DIR, dir)).filter((f) => f.endsWith('.yaml'));
const versionOf = (file) => CONTROLS.find(([id]) => `${id}.yaml` === file)?.[3] ?? VERSION;

/** Files of `dir` deploy-gate validate rejects (any finding that fails the gate), per Kubernetes version. */
function deployGateRejects(dir) {
  const rejected = new Set();
  const files = yamlIn(dir);
  for (const version of new Set(files.map(versionOf))) {
    const args = [cli, 'validate', ...files.filter((f) => versionOf(f) === version).map((f) => path.join(dir, f))];
    args.push(
      '--kubernetes-version',
      version,
      '--schema-location',
      openapi,
      '--offline',
      '--format',
      'json',
      '--jobs',
      '1',
    );
    const r = spawnSync(process.execPath, args, { cwd: FAULTS_DIR, encoding: 'utf8', maxBuffer: 1 << 28 });
    const report = JSON.parse(r.stdout);
    for (const f of report.findings)
      if (f.verdict === 'fail' && f.location?.file) rejected.add(path.basename(f.location.file));
  }
  return rejected;
}

/** Update cases through `deploy-gate check` on a real git repository: one target per case, base then head. */
function deployGateRefuses(dir) {
  const cases = readdirSync(path.join(FAULTS_DIR, dir));
  const repo = mkdtempSync(path.join(os.tmpdir(), 'dg-faults-repo-'));
  const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'bench@example.com');
  git('config', 'user.name', 'bench');
  const targets = cases.map((c) => `  - {app: ${c}, environment: prod, manifests: cases/${c}}`).join('\n');
  writeFileSync(
    path.join(repo, '.deploy-gate.yaml'),
    `version: 1\nkubernetesVersion: "${VERSION}"\ntargets:\n${targets}\n`,
  );
  const side = (name) => {
    for (const c of cases) {
      mkdirSync(path.join(repo, 'cases', c), { recursive: true });
      cpSync(path.join(FAULTS_DIR, dir, c, `${name}.yaml`), path.join(repo, 'cases', c, 'object.yaml'));
    }
    git('add', '-A');
    git('commit', '-qm', name);
  };
  side('base');
  side('head');
  const args = [cli, 'check', '--repo', repo, '--base', 'HEAD~1', '--schema-location', openapi, '--offline'];
  const r = spawnSync(process.execPath, [...args, '--format', 'json', '--no-progress', '--jobs', '1'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const report = JSON.parse(r.stdout);
  const refused = new Set();
  for (const f of report.findings)
    if (f.ruleId === 'apply/immutable-field' && f.severity === 'error' && f.change === 'introduced') refused.add(f.app);
  return refused;
}

function kubeconformRejects(kc, location, dir) {
  const files = yamlIn(dir).map((f) => path.join(FAULTS_DIR, dir, f));
  const run = runKubeconform(kc, location, VERSION, files, true);
  return new Set(run.resources.filter((x) => x.status !== 'statusValid').map((x) => path.basename(x.filename)));
}

const createFiles = yamlIn('create');
const controlFiles = yamlIn('controls');
const updateCases = readdirSync(path.join(FAULTS_DIR, 'update'));
const updateControls = readdirSync(path.join(FAULTS_DIR, 'update-controls'));
const rate = (hit, all) => `${hit}/${all} (${Math.round((100 * hit) / all)} %)`;

const dgCreate = deployGateRejects('create');
const dgControls = deployGateRejects('controls');
const dgUpdate = deployGateRefuses('update');
const dgUpdateControls = deployGateRefuses('update-controls');
const rows = [
  [
    'deploy-gate',
    rate(createFiles.filter((f) => dgCreate.has(f)).length, createFiles.length),
    rate(updateCases.filter((c) => dgUpdate.has(c)).length, updateCases.length),
    `${controlFiles.filter((f) => dgControls.has(f)).length + updateControls.filter((c) => dgUpdateControls.has(c)).length}/${controlFiles.length + updateControls.length}`,
  ],
];
const missed = createFiles.filter((f) => !dgCreate.has(f)).concat(updateCases.filter((c) => !dgUpdate.has(c)));
const wrong = controlFiles
  .filter((f) => dgControls.has(f))
  .concat(updateControls.filter((c) => dgUpdateControls.has(c)));

const kc = findKubeconform(root);
let kcNote = '';
if (kc.bin && existsSync(shared)) {
  const { location } = kubeconformSchemas(shared, VERSION);
  const kcCreate = kubeconformRejects(kc, location, 'create');
  const kcControls = kubeconformRejects(kc, location, 'controls');
  rows.push([
    `kubeconform ${kc.version}`,
    rate(createFiles.filter((f) => kcCreate.has(f)).length, createFiles.length),
    `0/${updateCases.length} (0 %, compares no revisions)`,
    `${controlFiles.filter((f) => kcControls.has(f)).length}/${controlFiles.length}`,
  ]);
} else
  kcNote = kc.bin
    ? 'kubeconform: not run (its schemas are generated from ../shared/data/k8s-openapi, which is absent)'
    : `kubeconform: not available (looked in ${kc.looked}; node scripts/build-kubeconform.mjs needs Go)`;

console.log(`API-server fault corpus (Kubernetes ${VERSION}; test/fixtures/apiserver-faults)\n`);
console.log('| tool | create-time cases caught | update cases caught | controls wrongly rejected |');
console.log('| --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
if (kcNote) console.log(`\n${kcNote}`);
if (missed.length) console.log(`\ndeploy-gate missed: ${missed.join(', ')}`);
if (wrong.length) console.log(`deploy-gate rejected controls: ${wrong.join(', ')}`);
process.exitCode = missed.length || wrong.length ? 1 : 0;
