// `deploy-gate validate` end to end on the committed fixtures (test/fixtures/validate, the committed
// OpenAPI documents): findings with file:line, exit codes, stdin, folders with broken files and
// symbolic links. The worker-thread path is in validate-workers.test.ts.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { FormatsPlugin } from 'ajv-formats';
import { main } from '../../src/commands/main.js';
import { formatReport } from '../../src/report/index.js';
import { type ValidateOptions } from '../../src/engine/validate/run-validate.js';
import type { Report } from '../../src/model/report.js';
import { FIXTURES_DIR, OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { NO_CRDS, validateIn } from '../helpers/validate.js';

// CommonJS: require() gives the plugin itself under NodeNext.
const addFormats = createRequire(import.meta.url)('ajv-formats') as FormatsPlugin;
const FIXTURE = path.join(FIXTURES_DIR, 'validate');

let cache: string;
beforeAll(() => {
  cache = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-cache-'));
});
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const validate = (paths: string[], extra: Partial<ValidateOptions> = {}): Promise<Report> =>
  validateIn(FIXTURE, paths, { cacheDir: cache, ...extra });

const brief = (r: Report) =>
  r.findings.map((f) => `${f.ruleId} ${f.verdict} ${f.location?.file}:${f.location?.line} ${f.path ?? ''}`);

describe('deploy-gate validate', () => {
  it('reports every problem of a folder with file:line, one bad file hiding none of the others', async () => {
    const report = await validate(['manifests']);
    expect(report.mode).toBe('validate');
    expect(report.verdict).toBe('fail');
    expect(brief(report).sort()).toEqual(
      [
        'schema/invalid fail manifests/bad.yaml:6 /spec/replicas',
        'schema/unknown-field fail manifests/bad.yaml:18 /spec/template/spec/containers/0/imagePullPolicee',
        'manifest/parse-error fail manifests/nested/broken.yml:7 ',
        'api/removed fail manifests/nested/removed.yaml:1 /apiVersion',
        'schema/not-found inconclusive manifests/widget.json:1 /apiVersion',
      ].sort(),
    );
    // README.md is not a manifest; every *.yaml, *.yml and *.json is one target, in name order.
    expect(report.targets.map((t) => `${t.path} ${t.status} ${t.resources}`)).toEqual([
      'manifests/bad.yaml rendered 1',
      'manifests/good.yaml rendered 2',
      'manifests/nested/broken.yml rendered 0',
      'manifests/nested/removed.yaml rendered 1',
      'manifests/widget.json rendered 1',
    ]);
    expect(report.findings.find((f) => f.ruleId === 'schema/unknown-field')?.location?.column).toBe(11);
    expect(report.targets.every((t) => t.validation === 'openapi')).toBe(true);
  });

  it('writes a report every format can print; the JSON one is valid against docs/report.schema.json', async () => {
    const report = await validate(['manifests']);
    const ajv = new Ajv({ strict: true, allErrors: true });
    addFormats(ajv);
    const schemaFile = path.resolve(import.meta.dirname, '..', '..', 'docs', 'report.schema.json');
    const check = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
    expect(check(JSON.parse(formatReport(report, 'json'))), JSON.stringify(check.errors)).toBe(true);
    const text = formatReport(report, 'text', { color: false });
    expect(text).toMatch(/^deploy-gate validate: FAIL/);
    expect(text).toContain('manifests/bad.yaml:18');
    expect(text).not.toMatch(/^Changes/m);
    for (const format of ['sarif', 'markdown', 'junit'] as const)
      expect(formatReport(report, format)).toContain('schema/unknown-field');
  });

  it('passes a clean folder, and a file named on the command line is read whatever its name', async () => {
    const clean = await validate(['clean']);
    expect(clean.verdict).toBe('pass');
    expect(clean.summary.resources).toBe(3);
    const named = await validate(['manifests/README.md']);
    expect(named.findings.map((f) => f.ruleId)).toEqual(['manifest/parse-error']);
  });

  it('validates stdin (-) as a file named stdin', async () => {
    const text = readFileSync(path.join(FIXTURE, 'manifests', 'bad.yaml'), 'utf8');
    const report = await validate(['-'], { stdin: () => text });
    expect(report.targets.map((t) => t.path)).toEqual(['stdin']);
    expect(brief(report)).toContain('schema/invalid fail stdin:6 /spec/replicas');
  });

  it('uses the Kubernetes version asked for', async () => {
    const old = await validate(['manifests/nested/removed.yaml'], { kubernetesVersion: '1.29' });
    expect(old.findings.map((f) => f.ruleId)).toEqual(['api/removed']);
    await expect(validate(['clean'], { kubernetesVersion: 'latest' })).rejects.toThrow(/not a Kubernetes version/);
  });

  it('an empty folder checked nothing: inconclusive, never a pass', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-empty-'));
    try {
      const report = await validate([dir]);
      expect(report.verdict).toBe('inconclusive');
      expect(report.findings[0]?.message).toMatch(/nothing was checked/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the config beside it: kubernetesVersion, rules, strict', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-config-'));
    try {
      cpSync(path.join(FIXTURE, 'manifests'), path.join(dir, 'm'), { recursive: true });
      writeFileSync(
        path.join(dir, '.deploy-gate.yaml'),
        'version: 1\nkubernetesVersion: "1.31"\nrules:\n  api/removed: "off"\nschemas:\n  strict: false\n',
      );
      const report = await validate(['m'], { cwd: dir });
      const rules = report.findings.map((f) => f.ruleId);
      expect(rules).not.toContain('api/removed');
      expect(rules).not.toContain('schema/unknown-field');
      expect(rules).toContain('schema/invalid');
      expect(report.notices).toContain('config: .deploy-gate.yaml');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const WIDGET_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                size: {type: integer}
`;

describe('deploy-gate validate: CRDs from the config', () => {
  it('validates a custom resource against a CRD in a schemas.crds folder (relative to the config)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-crds-'));
    try {
      mkdirSync(path.join(dir, 'crds'));
      mkdirSync(path.join(dir, 'm'));
      writeFileSync(path.join(dir, 'crds', 'widget.yaml'), WIDGET_CRD);
      writeFileSync(path.join(dir, '.deploy-gate.yaml'), 'version: 1\nschemas:\n  crds: [crds]\n');
      writeFileSync(
        path.join(dir, 'm', 'w.yaml'),
        'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n  size: 3\n  colour: red\n',
      );
      const report = await validate(['m'], { cwd: dir });
      expect(brief(report)).toEqual(['schema/unknown-field fail m/w.yaml:6 /spec/colour']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy-gate validate: symbolic links in a folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-links-'));
    mkdirSync(path.join(dir, 'outside'));
    writeFileSync(
      path.join(dir, 'outside', 'secret.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\nbad: [1\n',
    );
    cpSync(path.join(FIXTURE, 'clean'), path.join(dir, 'repo'), { recursive: true });
    symlinkSync(path.join(dir, 'outside', 'secret.yaml'), path.join(dir, 'repo', 'escape.yaml'));
    symlinkSync(path.join(dir, 'outside'), path.join(dir, 'repo', 'linked-folder'));
    symlinkSync('service.yml', path.join(dir, 'repo', 'alias.yaml'));
    symlinkSync('missing.yaml', path.join(dir, 'repo', 'dangling.yaml'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses links out of the folder (reported, inconclusive), follows links inside it once', async () => {
    const report = await validate(['repo'], { cwd: dir });
    expect(report.verdict).toBe('inconclusive');
    const skipped = report.targets.filter((t) => t.status === 'skipped').map((t) => `${t.path}: ${t.reason}`);
    expect(skipped.sort()).toEqual([
      'repo/dangling.yaml: a symbolic link that resolves to nothing: not read',
      'repo/escape.yaml: a symbolic link to outside the folder being validated: not read',
      'repo/linked-folder: a symbolic link to a folder outside the folder being validated: not read',
    ]);
    expect(report.findings.map((f) => `${f.ruleId} ${f.verdict}`)).toEqual(
      Array(3).fill('targets/not-checked inconclusive'),
    );
    // alias.yaml → service.yml is read once (under the first name met); nothing from outside is read.
    expect(report.summary.resources).toBe(3);
    expect(JSON.stringify(report)).not.toMatch(/secret\.yaml|bad: \[1/);
  });

  it('reads a link named on the command line: the user chose it', async () => {
    const report = await validate(['repo/escape.yaml'], { cwd: dir });
    expect(report.findings.map((f) => f.ruleId)).toEqual(['manifest/parse-error']);
  });
});

describe('deploy-gate validate: exit codes', () => {
  const run = (...args: string[]) => {
    const out = path.join(cache, `report-${Math.random()}.json`);
    const common = ['--schema-location', OPENAPI_LOCATION, '--crd-schema-location', NO_CRDS, '--offline'];
    return main(['node', 'deploy-gate', 'validate', ...args, ...common, '--format', 'json', '--output', out]);
  };

  it('0 pass, 1 fail, 3 inconclusive, 2 for a wrong invocation', async () => {
    expect(await run(path.join(FIXTURE, 'clean'))).toBe(0);
    expect(await run(path.join(FIXTURE, 'manifests'))).toBe(1);
    expect(await run(path.join(FIXTURE, 'manifests', 'widget.json'))).toBe(3);
    expect(await run(path.join(FIXTURE, 'no-such-folder'))).toBe(2);
    expect(await run(path.join(FIXTURE, 'clean'), '--kubernetes-version', 'x')).toBe(2);
    expect(await run(path.join(FIXTURE, 'clean'), '--config', 'no-such.yaml')).toBe(2);
    expect(await main(['node', 'deploy-gate', 'validate'])).toBe(2);
  });
});
