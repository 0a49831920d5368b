// `validate` on the same two mistakes written in many YAML shapes (literals, quoted flow sequences,
// comments, several documents, CRLF, a folded scalar, a BOM, anchors). Each shape must give the
// same findings, each at the line the mistake is on in that file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateIn } from '../helpers/validate.js';

const CONFIG_MAP = `apiVersion: v1
kind: ConfigMap
metadata:
  name: conf
  labels: {app: web}
data:
  app.conf: |
    key: value

      indented: 1
  empty:
`;

const deployment = (extra = '') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  annotations:
    note: "a \\"quoted\\" note" # comment
spec:
  replicas: many
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
      - name: app
        image: nginx:1.27
        args: ["--a", '--b']
        imagePullPolicee: Always${extra}
`;

const SHAPES: Record<string, string> = {
  'line-reader.yaml': `---\n# Source: chart/templates/cm.yaml\n${CONFIG_MAP}---\n# Source: chart/templates/deploy.yaml\n${deployment()}`,
  'crlf.yaml': `${CONFIG_MAP}---\n${deployment()}`.replace(/\n/g, '\r\n'),
  'folded.yaml': `${CONFIG_MAP}  folded: >\n    one\n    two\n---\n${deployment()}`,
  'bom.yaml': `\ufeff${CONFIG_MAP}---\n${deployment()}`,
  'anchors.yaml': `${CONFIG_MAP}---\n${deployment()
    .replace('matchLabels:\n      app: web', 'matchLabels:\n      app: &app web')
    .replace('labels:\n        app: web', 'labels:\n        app: *app')}`,
};

let dir: string;
let cache: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-shapes-'));
  cache = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-shapes-cache-'));
  for (const [name, text] of Object.entries(SHAPES)) writeFileSync(path.join(dir, name), text);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

/** 1-based line of the first line of `text` that contains `needle`. */
const lineOf = (text: string, needle: string) => text.split(/\r?\n/).findIndex((l) => l.includes(needle)) + 1;

describe('validate: the same mistakes in every YAML shape', () => {
  it('gives the same findings, at the line each mistake is on', async () => {
    const report = await validateIn(dir, ['.'], { crdSchemaLocations: [], cacheDir: cache });
    expect(report.targets.map((t) => `${t.path} ${t.resources}`).sort()).toEqual(
      Object.keys(SHAPES)
        .map((f) => `${f} 2`)
        .sort(),
    );
    for (const [file, text] of Object.entries(SHAPES)) {
      const found = report.findings
        .filter((f) => f.location?.file === file)
        .map((f) => `${f.ruleId} ${f.path} line ${f.location?.line}`)
        .sort();
      expect(found, file).toEqual(
        [
          `schema/invalid /spec/replicas line ${lineOf(text, 'replicas: many')}`,
          `schema/unknown-field /spec/template/spec/containers/0/imagePullPolicee line ${lineOf(text, 'imagePullPolicee')}`,
        ].sort(),
      );
    }
  });
});
