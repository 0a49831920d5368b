#!/usr/bin/env node
// The real-repository suite: pull requests written as a repository's contributors would write
// them, applied to pinned commits of public GitOps repositories, each gated with `deploy-gate
// check` as a new user would run it (no config file). Prints expected vs got and the seconds.
//
//   node scripts/real-repos.mjs [--mirror DIR] [--shared-data DIR] [--only NAME] [--reports DIR] [--write docs/real-repos.md]
//
// The repositories are read from local git mirrors, DIR/<owner>+<name>/repo (bare or not), at the
// pinned commit of each case; nothing is fetched from the network by this script. The gate itself
// runs with --offline unless DEPLOY_GATE_SUITE_ONLINE=1, so a chart or base that lives elsewhere
// is inconclusive with its reason, never a pass or a fail. Schemas come from ../shared/data (the
// upstream OpenAPI documents and the CRD catalog), as a CI job with a warmed schema cache has them.
// Cases: scripts/real-repos-cases.mjs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPOS } from './real-repos-cases.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const mirror = resolve(opt('--mirror', process.env.REAL_REPOS_MIRROR ?? '/work/.mirror'));
const only = opt('--only');
const writeTo = opt('--write');
const reportsDir = opt('--reports');
const cli = join(root, 'dist', 'cli.js');
const shared = resolve(opt('--shared-data', join(root, '..', 'shared', 'data')));
const caseTimeoutMs = Number(process.env.REAL_REPOS_TIMEOUT_MS ?? 300_000);

function git(cwd, ...argv) {
  const r = spawnSync('git', ['-c', 'user.name=suite', '-c', 'user.email=suite@localhost', ...argv], {
    cwd,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`git ${argv.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

function applyEdit(dir, edit) {
  const file = join(dir, edit.file);
  switch (edit.op) {
    case 'replace': {
      const text = readFileSync(file, 'utf8');
      const n = text.split(edit.from).length - 1;
      if (n !== 1) throw new Error(`${edit.file}: expected one '${edit.from}', found ${n}`);
      writeFileSync(
        file,
        text.replace(edit.from, () => edit.to),
      );
      return;
    }
    case 'append':
      writeFileSync(file, readFileSync(file, 'utf8') + edit.text);
      return;
    case 'write':
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, edit.text);
      return;
    case 'delete':
      if (!existsSync(file)) throw new Error(`${edit.file}: no such file to delete`);
      unlinkSync(file);
      return;
    default:
      throw new Error(`unknown edit op ${edit.op}`);
  }
}

/** Clones the mirror at the pinned commit as `main`, applies the PR's edits on `pr`. */
function buildCase(repo, pr) {
  const source = join(mirror, repo.name.replace('/', '+'), 'repo');
  if (!existsSync(source)) return { error: `no mirror at ${source} (fetch github:${repo.name})` };
  const dir = mkdtempSync(join(tmpdir(), 'real-repo-'));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'fetch', '-q', '--no-tags', source, repo.commit);
  git(dir, 'checkout', '-q', '-B', 'main', 'FETCH_HEAD');
  git(dir, 'checkout', '-q', '-b', 'pr');
  for (const edit of pr.edits) applyEdit(dir, edit);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', pr.title);
  return { dir };
}

function runGate(dir, name) {
  const out = join(dir, '..', `${dir.split('/').pop()}.json`);
  const argv = [cli, 'check', '--repo', dir, '--base', 'main', '--head', 'pr', '--format', 'json', '--output', out];
  if (process.env.DEPLOY_GATE_SUITE_ONLINE !== '1') argv.push('--offline');
  // A CI job with a warmed schema cache: the upstream OpenAPI documents and the CRD catalog, local.
  if (existsSync(join(shared, 'k8s-openapi')))
    argv.push('--schema-location', `${shared}/k8s-openapi/v{{version}}/{{file}}`);
  if (existsSync(join(shared, 'crds-catalog'))) {
    argv.push('--crd-schema-location', `${shared}/crds-catalog/{{group}}/{{kind}}_{{version}}.json`);
  }
  const started = performance.now();
  const env = { ...process.env, PATH: `${join(root, '.tools', 'bin')}:${process.env.PATH}` };
  const r = spawnSync(process.execPath, argv, { encoding: 'utf8', timeout: caseTimeoutMs, env });
  const seconds = (performance.now() - started) / 1000;
  let report;
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    report = undefined;
  }
  if (reportsDir && existsSync(out)) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(join(reportsDir, `${name}.json`), readFileSync(out));
  }
  rmSync(out, { force: true });
  const verdict = report?.verdict ?? (r.status === 2 ? 'usage-error' : r.signal ? 'timeout' : `exit ${r.status}`);
  return { verdict, seconds, report, stderr: r.stderr };
}

/** The introduced failing or inconclusive findings, as `rule (target)`, for the table. */
function why(report, verdict) {
  if (!report) return '';
  const wanted = verdict === 'fail' ? 'fail' : verdict === 'inconclusive' ? 'inconclusive' : undefined;
  if (!wanted) return '';
  const seen = new Map();
  for (const f of report.findings ?? []) {
    if (f.change !== 'introduced' || f.verdict !== wanted || f.severity !== 'error') continue;
    const key = f.ruleId;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].map(([rule, n]) => (n > 1 ? `${rule} ×${n}` : rule)).join(', ');
}

const rows = [];
for (const repo of REPOS) {
  for (const pr of repo.prs) {
    if (only && !`${repo.name} ${pr.id}`.includes(only)) continue;
    let row;
    try {
      const built = buildCase(repo, pr);
      if (built.error) {
        row = { repo: repo.name, pr, got: 'not run', seconds: 0, why: built.error };
      } else {
        const run = runGate(built.dir, `${repo.name.replace('/', '+')}--${pr.id}`);
        row = { repo: repo.name, pr, got: run.verdict, seconds: run.seconds, why: why(run.report, run.verdict) };
        if (!run.report) row.why = run.stderr.trim().split('\n').slice(-2).join(' ');
        rmSync(built.dir, { recursive: true, force: true });
      }
    } catch (error) {
      row = { repo: repo.name, pr, got: 'setup error', seconds: 0, why: String(error.message ?? error) };
    }
    const ok = [pr.expected].flat().includes(row.got);
    row.ok = ok;
    rows.push(row);
    process.stderr.write(
      `${ok ? 'ok  ' : 'DIFF'} ${repo.name} ${pr.id}: expected ${[pr.expected].flat().join('|')}, got ${row.got} (${row.seconds.toFixed(1)} s) ${row.why}\n`,
    );
  }
}

const cell = (s) => String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');
const table = [
  '| repository | PR | expected | got | seconds | right | why (introduced errors) |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.repo} | ${cell(r.pr.id)}: ${cell(r.pr.title)} | ${[r.pr.expected].flat().join(' or ')} | ${r.got} | ${r.seconds.toFixed(1)} | ${r.ok ? 'yes' : '**no**'} | ${cell(r.why)} |`,
  ),
].join('\n');
const wrong = rows.filter((r) => !r.ok);
const summary = `${rows.length} pull requests, ${rows.length - wrong.length} right, ${wrong.length} wrong (false fail: ${wrong.filter((r) => r.got === 'fail').length}, false pass: ${wrong.filter((r) => r.got === 'pass').length}).`;
process.stdout.write(`${table}\n\n${summary}\n`);
if (writeTo) {
  const doc = readFileSync(join(root, writeTo), 'utf8');
  const start = doc.indexOf('<!-- table -->');
  const end = doc.indexOf('<!-- /table -->');
  if (start < 0 || end < 0) throw new Error(`${writeTo} has no <!-- table --> markers`);
  writeFileSync(join(root, writeTo), `${doc.slice(0, start)}<!-- table -->\n${table}\n\n${summary}\n${doc.slice(end)}`);
}
process.exitCode = wrong.length ? 1 : 0;
