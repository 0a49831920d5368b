#!/usr/bin/env node
// `npm run demo`: gates the bundled example change with the real helm/kustomize and prints the
// report. Exits 0 once a verdict is produced (the example is meant to fail the gate).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildExampleRepo } from './example-repo.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli.js');
// The Kubernetes OpenAPI documents the example needs are committed (test/fixtures/k8s-openapi, byte
// for byte from upstream): the demo runs offline and finds the same problems everywhere.
const schemas = path.join(root, 'test', 'fixtures', 'k8s-openapi');
const { dir } = buildExampleRepo();

const args = [cli, 'check', '--repo', dir, '--base', 'main', '--head', 'pr', ...process.argv.slice(2)];
if (existsSync(schemas)) args.push('--schema-location', `${schemas}/v{{version}}/{{file}}`);

const env = { ...process.env, PATH: `${path.join(root, '.tools', 'bin')}${path.delimiter}${process.env.PATH ?? ''}` };
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
rmSync(dir, { recursive: true, force: true });
const verdicts = { 0: 'pass', 1: 'fail', 3: 'inconclusive' };
if (result.status !== null && result.status in verdicts) {
  console.error(
    `\ndemo: the gate's verdict on the example change is "${verdicts[result.status]}" (exit code ${result.status}).`,
  );
  process.exit(0);
}
console.error(`demo: deploy-gate did not produce a verdict (exit ${result.status ?? result.signal})`);
process.exit(1);
