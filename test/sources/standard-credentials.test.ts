// Issue 28, Deliver 1: credentials are the standard Helm/OCI/git ones from the environment (the
// files `helm repo add`, `helm registry login` / `docker login` and git's credential store write),
// sent only to the repository or host they were stored for, and never echoed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteChart } from '../../src/render/remote-chart.js';
import { sourceCredentials } from '../../src/render/standard-credentials.js';
import { resolveTools, type ToolStatus } from '../../src/render/tools.js';
import { SourceCache } from '../../src/sources/cache.js';
import { emptySources } from '../../src/model/sources.js';
import { startChartRepo, type ChartRepoServer } from './chart-server.js';

let home: string;
beforeAll(() => {
  home = mkdtempSync(path.join(os.tmpdir(), 'dg-std-creds-'));
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

const write = (rel: string, body: string): string => {
  const file = path.join(home, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  return file;
};

describe('where the tools keep credentials', () => {
  it("reads helm's repositories.yaml for the same canonical repository URL only", async () => {
    write(
      '.config/helm/repositories.yaml',
      'apiVersion: ""\nrepositories:\n  - name: corp\n    url: https://Charts.Corp.example:443/stable/\n    username: robot\n    password: s3cret-pw\n',
    );
    const env = { HOME: home };
    expect(await sourceCredentials('helm', 'https://charts.corp.example/stable', env)).toEqual({
      username: 'robot',
      password: 's3cret-pw',
    });
    expect(await sourceCredentials('helm', 'https://charts.corp.example/other', env)).toBeUndefined();
    expect(await sourceCredentials('helm', 'https://charts.corp.example.evil/stable', env)).toBeUndefined();
  });

  it('reads helm registry login, then docker login, by registry host', async () => {
    const helmRegistry = write(
      'helm-registry.json',
      JSON.stringify({ auths: { 'ghcr.io': { auth: Buffer.from('bot:ghp_x1').toString('base64') } } }),
    );
    write(
      '.docker/config.json',
      JSON.stringify({ auths: { 'https://registry.corp.example': { username: 'dk', password: 'dk-pw' } } }),
    );
    const env = { HOME: home, HELM_REGISTRY_CONFIG: helmRegistry };
    expect(await sourceCredentials('oci', 'oci://ghcr.io/acme/charts/web', env)).toEqual({
      username: 'bot',
      password: 'ghp_x1',
    });
    expect(await sourceCredentials('oci', 'oci://registry.corp.example/c/x', env)).toEqual({
      username: 'dk',
      password: 'dk-pw',
    });
    expect(await sourceCredentials('oci', 'oci://other.example/c/x', env)).toBeUndefined();
  });

  it("reads git's credential store by scheme and host", async () => {
    write('.git-credentials', 'https://x-access-token:tok%40en@git.corp.example\nhttp://plain:pw@git.corp.example\n');
    const env = { HOME: home };
    expect(await sourceCredentials('git', 'https://git.corp.example/org/bases.git', env)).toEqual({
      username: 'x-access-token',
      password: 'tok@en',
    });
    expect(await sourceCredentials('git', 'https://git.other.example/org/bases.git', env)).toBeUndefined();
  });

  it('DEPLOY_GATE_SOURCE_AUTH_<HOST> comes first', async () => {
    const env = { HOME: home, DEPLOY_GATE_SOURCE_AUTH_GIT_CORP_EXAMPLE: 'own:own-pw' };
    expect(await sourceCredentials('git', 'https://git.corp.example/org/bases.git', env)).toEqual({
      username: 'own',
      password: 'own-pw',
    });
  });
});

describe('a private Helm repository on 127.0.0.1 with the credentials of `helm repo add`', () => {
  let charts: ChartRepoServer;
  let helm: ToolStatus;
  beforeAll(async () => {
    helm = (await resolveTools()).helm;
    charts = await startChartRepo([{ name: 'demo', version: '1.0.0' }]);
    charts.faults.basicAuth = { username: 'robot', password: 'hunter2-pw' };
  });
  afterAll(async () => charts?.stop());

  const fetchWith = (repositories: string) => {
    const file = write(`repos-${Math.random().toString(36).slice(2)}.yaml`, repositories);
    return fetchRemoteChart({ repoURL: charts.url, chart: 'demo', version: '1.0.0' }, helm, {
      sources: { ...emptySources(), helm: [charts.url] },
      configFile: '.deploy-gate.yaml',
      offline: false,
      cache: new SourceCache(mkdtempSync(path.join(home, 'cache-'))),
      env: { HOME: home, HELM_REPOSITORY_CONFIG: file },
    });
  };

  it('fetches with them', async () => {
    const r = await fetchWith(
      `repositories:\n  - {name: c, url: "${charts.url}", username: robot, password: hunter2-pw}\n`,
    );
    expect(r).toMatchObject({ ok: true, record: { name: 'demo', version: '1.0.0' } });
  });

  it('wrong ones are unreachable (inconclusive), and the password is not in the message', async () => {
    const r = await fetchWith(
      `repositories:\n  - {name: c, url: "${charts.url}", username: robot, password: wrong-secret-pw}\n`,
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
    expect(!r.ok && r.message).not.toContain('wrong-secret-pw');
  });
});
