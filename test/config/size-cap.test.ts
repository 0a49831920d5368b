// The config size cap admits a repository of 10,000 targets written out the usual way (issue 29),
// and still refuses a file nobody writes by hand; a config that large is also read from a revision.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MAX_CONFIG_BYTES } from '../../src/config/index.js';
import { MAX_READ_BYTES, readFileAt } from '../../src/git/index.js';
import { TempRepo } from '../helpers/git-repo.js';

const ENVIRONMENTS = ['dev', 'staging', 'production', 'eu-west', 'us-east'];

/** One target in block style, as a repository with many teams writes them: Helm, Kustomize or plain manifests. */
function targetLines(i: number): string[] {
  const app = `payments-service-${String(Math.floor(i / ENVIRONMENTS.length)).padStart(4, '0')}`;
  const env = ENVIRONMENTS[i % ENVIRONMENTS.length] ?? 'dev';
  const head = [`  - app: ${app}`, `    environment: ${env}`, `    namespace: team-payments-${env}`];
  if (i % 3 === 1) return [...head, `    kustomize: apps/${app}/overlays/${env}`];
  if (i % 3 === 2) return [...head, `    manifests: manifests/${app}/${env}`];
  return [
    ...head,
    '    helm:',
    `      chart: charts/${app}`,
    `      releaseName: ${app}`,
    '      valueFiles:',
    `        - charts/${app}/values.yaml`,
    `        - envs/${env}/${app}/values.yaml`,
    '      values:',
    `        image: {repository: ghcr.io/acme/${app}, tag: "1.${i % 40}.0"}`,
    `        resources: {requests: {cpu: 100m, memory: 128Mi}, limits: {memory: 256Mi}}`,
  ];
}

function configOfTargets(count: number): string {
  const lines = ['version: 1', 'kubernetesVersion: "1.31"', 'targets:'];
  for (let i = 0; i < count; i++) lines.push(...targetLines(i));
  return `${lines.join('\n')}\n`;
}

const repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.cleanup();
});

describe('config size cap', () => {
  it('loads a config of 10,000 realistic targets', () => {
    const text = configOfTargets(10_000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024); // over the old 1 MiB cap
    const config = loadConfig(text, '.deploy-gate.yaml');
    expect(config.targets).toHaveLength(10_000);
    expect(config.targets?.[9_999]).toMatchObject({ app: 'payments-service-1999', environment: 'us-east' });
  }, 60_000);

  it('refuses a config over the cap before parsing it', () => {
    const absurd = `version: 1\n#${'x'.repeat(MAX_CONFIG_BYTES)}\n`;
    expect(() => loadConfig(absurd, '.deploy-gate.yaml')).toThrow(ConfigError);
    expect(() => loadConfig(absurd, '.deploy-gate.yaml')).toThrow(`larger than ${MAX_CONFIG_BYTES} bytes`);
  });

  it('reads a config as large as the cap from a revision', async () => {
    expect(MAX_READ_BYTES).toBeGreaterThanOrEqual(MAX_CONFIG_BYTES);
    const r = new TempRepo();
    repos.push(r);
    const text = `version: 1\n#${'x'.repeat(MAX_CONFIG_BYTES - 13)}\n`;
    expect(Buffer.byteLength(text)).toBe(MAX_CONFIG_BYTES);
    const sha = r.write({ '.deploy-gate.yaml': text }).commit('big config');
    const read = await readFileAt(r.dir, sha, '.deploy-gate.yaml');
    expect(read?.length).toBe(MAX_CONFIG_BYTES);
    expect(loadConfig(read ?? '', '.deploy-gate.yaml').version).toBe(1);
  }, 60_000);
});
