import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPolicies, PolicyLoadError, renderRulesDoc, runPolicies } from '../../src/checks/index.js';
import { ALLOWED_REGISTRIES_EXAMPLE, GPU_REVERSE_EXAMPLE } from '../../src/checks/docs-text.js';
import { prodEnv, resourcesFromYaml } from './resources.js';
import { TempTrees } from '../helpers/temp-tree.js';

const trees = new TempTrees('dg-checks-');
afterEach(() => trees.remove());
const checksDir = (files: Record<string, string>): string => trees.make(files);

const OK = 'description: d\nwhy: w\nremediation: r\n';
const env = prodEnv();

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof PolicyLoadError) return err.problems;
    throw err;
  }
  throw new Error('expected a PolicyLoadError');
}

describe('loadPolicies', () => {
  it('lists every problem of every file at once', () => {
    const a = checksDir({
      'acme/unknown.yaml': `template: no-such-template\n${OK}`,
      'acme/bad-param.yaml': `template: image-tag\n${OK}params: {mutableTags: latest, colour: red}\n`,
      'acme/missing-field.yaml': 'template: image-tag\ndescription: d\n',
      'acme/syntax.yaml': 'template: [unclosed\n',
      'acme/dupkey.yaml': `template: image-tag\ntemplate: image-digest\n${OK}`,
      'image/mutable-tag.yaml': `template: image-tag\n${OK}`,
      'Acme/Upper.yaml': `template: image-tag\n${OK}`,
      'acme/deeper/x.yaml': `template: image-tag\n${OK}`,
      'acme/required.yaml': `template: image-registry\n${OK}`,
      'acme/severity-enum.yaml': `template: image-tag\n${OK}severity: critical\n`,
      'README.md': 'not a check',
    });
    const b = checksDir({ 'acme/required.yaml': `template: image-tag\n${OK}` });
    const problems = problemsOf(() => loadPolicies({ extraDirs: [a, b, path.join(a, 'missing-dir')] }));
    const has = (file: string, re: RegExp) =>
      expect(
        problems.some((p) => p.includes(file) && re.test(p)),
        `${file} ${re}\n${problems.join('\n')}`,
      ).toBe(true);
    has('unknown.yaml', /unknown template "no-such-template"/);
    has('bad-param.yaml', /params\/mutableTags must be array/);
    has('bad-param.yaml', /must NOT have additional properties "colour"/);
    has('missing-field.yaml', /must have required property 'why'/);
    has('missing-field.yaml', /must have required property 'remediation'/);
    has('syntax.yaml', /./);
    has('dupkey.yaml', /unique|duplicate/i);
    has('mutable-tag.yaml', /image\/mutable-tag is a built-in rule id/);
    has('Upper.yaml', /must be <family>\/<name>\.yaml/);
    has('x.yaml', /must be <family>\/<name>\.yaml/);
    has('required.yaml', /must have required property 'allowed'/);
    has(b, /acme\/required is already defined by/);
    has('severity-enum.yaml', /severity must be equal to one of the allowed values/);
    has('missing-dir', /does not exist/);
    expect(problems.some((p) => p.includes('README.md'))).toBe(false);
  });

  it('refuses a custom check that reuses any registered rule id, not only policy ones', () => {
    const dir = checksDir({ 'schema/invalid.yaml': `template: image-tag\n${OK}severity: note\n` });
    const problems = problemsOf(() => loadPolicies({ extraDirs: [dir] }));
    expect(problems.join('\n')).toMatch(/schema\/invalid is a built-in rule id/);
  });

  it('loads the documented custom checks, which then run with their own verdict and severity', () => {
    const dir = checksDir({
      'images/allowed-registries.yaml': ALLOWED_REGISTRIES_EXAMPLE,
      'gpu/request-without-toleration.yaml': GPU_REVERSE_EXAMPLE,
    });
    const set = loadPolicies({ extraDirs: [dir] });
    expect(set.checks.filter((c) => !c.builtIn).map((c) => c.id)).toEqual([
      'gpu/request-without-toleration',
      'images/allowed-registries',
    ]);
    const resources = resourcesFromYaml(`apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  containers:
    - {name: ok, image: "ghcr.io/acme/web:1"}
    - {name: wmf, image: "docker-registry.wikimedia.org/envoy:1.23"}
    - {name: hub, image: "nginx:1.27"}
    - {name: gpu, image: "ghcr.io/acme/train:1", resources: {limits: {nvidia.com/gpu: 1}}}
`);
    const drafts = runPolicies(set, { resources, env });
    const custom = drafts.filter((d) => d.ruleId === 'images/allowed-registries');
    expect(custom.map((d) => d.path)).toEqual(['/spec/containers/2/image']);
    expect(custom[0]).toMatchObject({ verdict: 'fail', defaultSeverity: 'error', fingerprintKey: 'hub' });
    expect(custom[0]!.message).toContain('docker.io/library/nginx');
    const gpu = drafts.filter((d) => d.ruleId === 'gpu/request-without-toleration');
    expect(gpu.map((d) => d.path)).toEqual(['/spec/containers/3/resources/limits/nvidia.com~1gpu']);
    expect(drafts.filter((d) => d.ruleId === 'gpu/toleration-without-request')).toEqual([]);
    expect(renderRulesDoc(set)).toContain('## Custom checks of this repository');
  });
});
