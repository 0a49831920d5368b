// The config's repo-relative schema locations (`schemas.locations: [schemas/k8s/v{{version}}/{{file}}]`)
// name files of the repository. They used to be read relative to the process's working directory —
// in CI the PR's checkout, so a PR could loosen the schemas its own objects were validated against,
// and from anywhere else nothing was found. They are read from the base revision (check) or the
// audited revision (audit), inside the repository.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { TempRepo } from '../helpers/git-repo.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
const extra: string[] = [];
afterEach(() => {
  repo?.cleanup();
  for (const d of extra.splice(0)) rmSync(d, { recursive: true, force: true });
});

const OPENAPI = path.join(FIXTURES_DIR, 'k8s-openapi', 'v1.31');
const LOCATION = 'schemas/k8s/v{{version}}/{{file}}';

/** The 1.31 documents as the repository vendors them; `loose`: DeploymentSpec takes any field. */
function vendored(loose = false): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(OPENAPI)) {
    let text = readFileSync(path.join(OPENAPI, f), 'utf8');
    if (loose && f === 'apis__apps__v1_openapi.json') {
      const doc = JSON.parse(text) as { components: { schemas: Record<string, Record<string, unknown>> } };
      const spec = doc.components.schemas['io.k8s.api.apps.v1.DeploymentSpec'] as Record<string, unknown>;
      spec['x-kubernetes-preserve-unknown-fields'] = true;
      spec['additionalProperties'] = true;
      text = JSON.stringify(doc);
    }
    out[`schemas/k8s/v1.31/${f}`] = text;
  }
  return out;
}

const config = (location = LOCATION, declared = true) =>
  `version: 1\nkubernetesVersion: "1.31"\nschemas: {locations: [${JSON.stringify(location)}]}\n` +
  (declared ? 'targets:\n  - {app: web, environment: dev, kustomize: apps/web}\n' : '');

const deployment = (extraSpec = '') => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: web}
spec:
  replicas: 1${extraSpec}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: app
          image: ghcr.io/acme/web@sha256:${'a'.repeat(64)}
          resources: {requests: {cpu: 10m, memory: 16Mi}, limits: {memory: 32Mi}}
`;

function baseRepo(cfg = config()): TempRepo {
  const r = new TempRepo();
  r.write({
    '.deploy-gate.yaml': cfg,
    ...vendored(),
    'apps/web/kustomization.yaml': 'resources: [deploy.yaml]\n',
    'apps/web/deploy.yaml': deployment(),
  }).commit('base');
  return r;
}

const unknownFieldOn = (report: Report, kind: string) =>
  report.findings.filter((f) => f.ruleId === 'schema/unknown-field' && f.resource?.kind === kind);

describe('schema locations of the config are files of the trusted revision', () => {
  it("a PR that loosens the vendored schema is still judged by the base's", async () => {
    repo = baseRepo();
    repo.write({ ...vendored(true), 'apps/web/deploy.yaml': deployment('\n  bogus: 1') }).commit('loosen and use it');
    const report = await checkLastCommit(repo, { offline: true, schemaLocations: [] });
    const unknown = unknownFieldOn(report, 'Deployment');
    expect(unknown.map((f) => [f.path, f.change, f.severity])).toEqual([['/spec/bogus', 'introduced', 'error']]);
    expect(report.targets.every((t) => t.validation === 'openapi')).toBe(true);
    expect(report.verdict).toBe('fail');
  });

  it('an unchanged schema folder validates from wherever the gate runs (not the working directory)', async () => {
    repo = baseRepo();
    repo.write({ 'apps/web/deploy.yaml': deployment('\n  bogus: 1') }).commit('use an unknown field');
    const report = await checkLastCommit(repo, { offline: true, schemaLocations: [] });
    expect(unknownFieldOn(report, 'Deployment')).toHaveLength(1);
    expect(report.targets.every((t) => t.validation === 'openapi')).toBe(true);
  });

  it('audit reads them from the audited revision', async () => {
    repo = baseRepo(config(LOCATION, false));
    repo.write({ 'apps/web/deploy.yaml': deployment('\n  bogus: 1') }).commit('unknown field');
    const report = await auditHead(repo, { offline: true, schemaLocations: [] });
    expect(unknownFieldOn(report, 'Deployment')).toHaveLength(1);
    expect(report.targets.every((t) => t.validation === 'openapi')).toBe(true);
  });

  it('a location that steps out of the repository is a usage error', async () => {
    repo = baseRepo();
    repo.write({ '.deploy-gate.yaml': config('../outside/v{{version}}/{{file}}') }).commit('config');
    // The config comes from the base: commit it there too.
    repo.git('commit', '-q', '--allow-empty', '-m', 'head');
    await expect(checkLastCommit(repo, { offline: true, schemaLocations: [] })).rejects.toThrow(
      /schemas.locations: \.\.\/outside\/v\{\{version\}\}\/\{\{file\}\} resolves outside the repository/,
    );
  });

  it('a vendored folder that is a link out of the repository is not read: never a pass', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'dg-outside-schemas-'));
    extra.push(outside);
    cpSync(OPENAPI, path.join(outside, 'v1.31'), { recursive: true });
    repo = new TempRepo();
    repo.write({
      '.deploy-gate.yaml': config(),
      'apps/web/kustomization.yaml': 'resources: [deploy.yaml]\n',
      'apps/web/deploy.yaml': deployment(),
    });
    mkdirSync(path.join(repo.dir, 'schemas'), { recursive: true });
    symlinkSync(outside, path.join(repo.dir, 'schemas', 'k8s'), 'dir');
    repo.commit('base');
    repo.write({ 'apps/web/deploy.yaml': deployment('\n  bogus: 1') }).commit('head');
    const report = await checkLastCommit(repo, { offline: true, schemaLocations: [] });
    expect(report.targets.some((t) => t.validation === 'openapi')).toBe(false);
    expect(report.verdict).not.toBe('pass');
  });
});
