// `deploy-gate validate` on files that are not regular files: a device behind a link that a shell
// glob named (`validate manifests/*.yaml` in CI expands to the pull request's links), and pipes
// (`validate <(helm template ...)`), and stdin (`yes | deploy-gate validate -`, run through the CLI
// bundled here with esbuild as scripts/build.mjs bundles dist/cli.js). None may be read without bound.
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runValidate } from '../../src/engine/validate/run-validate.js';
import type { Report } from '../../src/model/report.js';
import { bundleEntry } from '../helpers/bundle-entry.js';
import { FIXTURES_DIR, OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { NO_CRDS, validateIn } from '../helpers/validate.js';

const GOOD = path.join(FIXTURES_DIR, 'validate', 'manifests', 'good.yaml');

let dir: string;
let cli: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-special-'));
  copyFileSync(GOOD, path.join(dir, 'good.yaml'));
  writeFileSync(path.join(dir, '.deploy-gate.yaml'), 'version: 1\nrender:\n  maxParsedBytes: 65536\n');
  cli = await bundleEntry('src/cli.ts', 'cli.mjs', 'dg-validate-stdin');
}, 120_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.dirname(cli), { recursive: true, force: true });
});

const validate = (paths: string[]): Promise<Report> => validateIn(dir, paths);

/** A shell writing into a new FIFO `name` (its own process group, so the test can end it and its children). */
function fifoWriter(name: string, script: string): ChildProcess {
  execFileSync('mkfifo', [path.join(dir, name)]);
  return spawn('sh', ['-c', script], { cwd: dir, detached: true, stdio: 'ignore' });
}
const end = (child: ChildProcess) => {
  try {
    process.kill(-(child.pid as number), 'SIGKILL');
  } catch {
    // already gone
  }
};

describe('deploy-gate validate: files that are not regular files', () => {
  it('refuses a device named on the command line (a link to /dev/zero), validating the other files', async () => {
    symlinkSync('/dev/zero', path.join(dir, 'zero.yaml'));
    const report = await validate(['good.yaml', 'zero.yaml']);
    expect(report.verdict).toBe('inconclusive');
    expect(report.targets.map((t) => `${t.path} ${t.status} ${t.resources}`)).toEqual([
      'good.yaml rendered 2',
      'zero.yaml skipped 0',
    ]);
    expect(report.findings.map((f) => `${f.ruleId} ${f.verdict} ${f.location?.file}`)).toEqual([
      'targets/not-checked inconclusive zero.yaml',
    ]);
  });

  it('reads a pipe (process substitution) as a file', async () => {
    const writer = fifoWriter('piped.yaml', `cat '${GOOD}' > piped.yaml`);
    try {
      const report = await validate(['piped.yaml']);
      expect(report.verdict).toBe('pass');
      expect(report.targets.map((t) => `${t.path} ${t.status} ${t.resources}`)).toEqual(['piped.yaml rendered 2']);
    } finally {
      end(writer);
    }
  });

  it('stops reading a pipe past render.maxParsedBytes, without waiting for its end (inconclusive)', async () => {
    // 300 KB, then the pipe stays open: reading to its end would wait for the writer.
    const writer = fifoWriter(
      'endless.yaml',
      'exec 3>endless.yaml; head -c 300000 /dev/zero | tr "\\000" "#" >&3; sleep 60',
    );
    try {
      const report = await validate(['endless.yaml']);
      expect(report.verdict).toBe('inconclusive');
      expect(report.findings.map((f) => `${f.ruleId} ${f.verdict}`)).toEqual(['render/failed inconclusive']);
      expect(report.findings[0]?.message).toMatch(/more than 65536 bytes/);
    } finally {
      end(writer);
    }
  }, 20_000);

  it('reads stdin up to render.maxParsedBytes: endless stdin ends inconclusive, not out of memory', () => {
    const args = ['validate', '-', '--offline', '--format', 'json', '--schema-location', OPENAPI_LOCATION];
    const quoted = [cli, ...args, '--crd-schema-location', NO_CRDS].map((a) => `'${a}'`).join(' ');
    const r = spawnSync('sh', ['-c', `yes 'a: b' | node ${quoted}`], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).not.toBeNull();
    expect(r.status).toBe(3);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.targets.map((t) => `${t.path} ${t.status}`)).toEqual(['stdin failed']);
    expect(report.findings.map((f) => `${f.ruleId} ${f.verdict} ${f.message}`)).toEqual([
      'render/failed inconclusive E_PARSED_BYTES_BUDGET: stdin is more than 65536 bytes, over the budget of 65536 (render.maxParsedBytes); it was not parsed',
    ]);
  }, 60_000);
});

describe('deploy-gate validate: nothing checked is never a pass', () => {
  it('zero objects with only warnings (parse errors turned down to warning) is inconclusive', async () => {
    const sub = mkdtempSync(path.join(dir, 'warn-'));
    writeFileSync(path.join(sub, '.deploy-gate.yaml'), 'version: 1\nrules:\n  manifest/parse-error: warning\n');
    writeFileSync(path.join(sub, 'values.yaml'), 'replicaCount: 1\n');
    const report = await validateIn(sub, ['values.yaml'], { cacheDir: path.join(dir, 'cache') });
    expect(report.verdict).toBe('inconclusive');
    expect(report.findings.map((f) => `${f.ruleId} ${f.severity}`).sort()).toEqual([
      'manifest/parse-error warning',
      'render/failed error',
    ]);
  });
});

describe('deploy-gate validate: a file named and met in a folder', () => {
  it('is read once, also when the current folder is reached through a symbolic link', async () => {
    const real = mkdtempSync(path.join(dir, 'real-'));
    mkdirSync(path.join(real, 'm'));
    copyFileSync(GOOD, path.join(real, 'm', 'good.yaml'));
    const link = path.join(dir, 'linked-cwd');
    symlinkSync(real, link);
    const report = await runValidate({
      paths: ['m/good.yaml', 'm'],
      cwd: link,
      schemaLocations: [OPENAPI_LOCATION],
      crdSchemaLocations: [NO_CRDS],
      offline: true,
      jobs: 1,
      cacheDir: path.join(dir, 'cache'),
    });
    expect(report.targets.map((t) => `${t.path} ${t.resources}`)).toEqual(['m/good.yaml 2']);
  });
});
