import { afterEach, describe, expect, it } from 'vitest';
import { loadPolicies, PolicyLoadError, renderRulesDoc, runPolicies } from '../../src/checks/index.js';
import { REQUIRED_LABEL_EXAMPLE } from '../../src/checks/docs-text.js';
import { prodEnv, resourcesFromYaml } from './resources.js';
import { TempTrees } from '../helpers/temp-tree.js';

const trees = new TempTrees('dg-required-');
afterEach(() => trees.remove());
const checksDir = (files: Record<string, string>): string => trees.make(files);

const env = prodEnv();

function findings(files: Record<string, string>, yaml: string) {
  const set = loadPolicies({ extraDirs: [checksDir(files)] });
  const custom = new Set(set.checks.filter((c) => !c.builtIn).map((c) => c.id));
  return runPolicies(set, { resources: resourcesFromYaml(yaml), env }).filter((d) => custom.has(d.ruleId));
}

const KEY = 'app.kubernetes.io/part-of';

describe('required-label: a check in four config lines', () => {
  it('passes an object that carries the label, even with an empty value', () => {
    const yaml = `apiVersion: v1
kind: ConfigMap
metadata: {name: a, labels: {${KEY}: shop}}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: b, labels: {${KEY}: ""}}
`;
    expect(findings({ 'labels/part-of.yaml': REQUIRED_LABEL_EXAMPLE }, yaml)).toEqual([]);
  });

  it('fails an object without it, pointing at its labels (or its metadata when it has none)', () => {
    const yaml = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, labels: {app: web}, annotations: {${KEY}: shop}}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: bare}
`;
    const out = findings({ 'labels/part-of.yaml': REQUIRED_LABEL_EXAMPLE }, yaml);
    expect(out.map((d) => [d.ruleId, d.path, d.message, d.verdict, d.defaultSeverity])).toEqual([
      ['labels/part-of', '/metadata/labels', `Deployment web has no label "${KEY}"`, 'fail', 'error'],
      ['labels/part-of', '/metadata', `ConfigMap bare has no label "${KEY}"`, 'fail', 'error'],
    ]);
    expect(out[0]?.remediation).toContain(`\`${KEY}\``);
  });

  it('checks the value against pattern and only the kinds selected', () => {
    const check = `template: required-label
severity: warning
params: {key: team, pattern: "^[a-z]+$", kinds: [apps/Deployment]}
`;
    const yaml = `apiVersion: apps/v1
kind: Deployment
metadata: {name: good, labels: {team: ml}}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: bad, labels: {team: ML-Ops}}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: not-selected}
`;
    const out = findings({ 'labels/team.yaml': check }, yaml);
    expect(out.map((d) => [d.path, d.message, d.defaultSeverity])).toEqual([
      ['/metadata/labels/team', 'Deployment bad: label "team" is "ML-Ops", which does not match ^[a-z]+$', 'warning'],
    ]);
  });
});

describe('required-annotation', () => {
  it('fails an object with the key only as a label and passes one that carries the annotation', () => {
    const check = `template: required-annotation\nparams:\n  key: ${KEY}\n`;
    const yaml = `apiVersion: v1
kind: ConfigMap
metadata: {name: labelled, labels: {${KEY}: shop}}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: annotated, annotations: {${KEY}: shop}}
`;
    expect(findings({ 'meta/part-of.yaml': check }, yaml).map((d) => [d.path, d.message])).toEqual([
      ['/metadata', `ConfigMap labelled has no annotation "${KEY}"`],
    ]);
  });
});

describe('checks whose template describes itself', () => {
  it('take what, why and how to fix from the template unless the file says them, and are documented', () => {
    const dir = checksDir({
      'labels/part-of.yaml': REQUIRED_LABEL_EXAMPLE,
      'labels/team.yaml': 'template: required-label\nremediation: Ask the platform team.\nparams: {key: team}\n',
    });
    const custom = loadPolicies({ extraDirs: [dir] }).checks.filter((c) => !c.builtIn);
    expect(custom.map((c) => [c.id, c.remediation.startsWith('Set the label'), c.why.length > 20])).toEqual([
      ['labels/part-of', true, true],
      ['labels/team', false, true],
    ]);
    expect(custom[1]?.remediation).toBe('Ask the platform team.');
    const doc = renderRulesDoc(loadPolicies({ extraDirs: [dir] }));
    expect(doc).toContain('### `labels/part-of`');
    expect(doc).toContain(`without the label \`${KEY}\``);
  });

  it('refuses a bad pattern, a missing key, and other templates without their docs, when the checks load', () => {
    const problems = (text: string) => {
      try {
        loadPolicies({ extraDirs: [checksDir({ 'labels/x.yaml': text })] });
      } catch (e) {
        if (e instanceof PolicyLoadError) return e.problems.join('\n');
        throw e;
      }
      return '';
    };
    expect(problems('template: required-label\nparams: {key: team, pattern: "(["}\n')).toMatch(
      /params.pattern is not a valid regular expression/,
    );
    expect(problems('template: required-label\n')).toMatch(/must have required property 'key'/);
    expect(problems('template: image-tag\n')).toMatch(/must have required property 'description'/);
  });
});
