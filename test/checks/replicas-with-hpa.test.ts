import { describe, expect, it } from 'vitest';
import { loadPolicies, runPolicies } from '../../src/checks/index.js';
import { fixturesOf } from './fixtures.js';
import { prodEnv, resourcesFromYaml } from './resources.js';

const set = loadPolicies();
const env = prodEnv();
const failing = fixturesOf('gitops/replicas-with-hpa').find((f) => f.name.endsWith('fail.deployment-hpa.yaml'))!;

function findings(ignoreDifferences: Array<Record<string, unknown>>) {
  const resources = resourcesFromYaml(failing.text, failing.file);
  return runPolicies(set, { resources, env, ignoreDifferences }).filter((d) => d.ruleId === 'gitops/replicas-with-hpa');
}

describe('gitops/replicas-with-hpa and the Application ignoreDifferences', () => {
  it('reports replicas the HPA owns when nothing is ignored', () => {
    expect(findings([]).map((d) => d.path)).toEqual(['/spec/replicas']);
  });

  it('accepts jsonPointers, jqPathExpressions and managedFieldsManagers that cover the workload', () => {
    expect(findings([{ group: 'apps', kind: 'Deployment', jsonPointers: ['/spec/replicas'] }])).toEqual([]);
    expect(findings([{ group: '*', kind: '*', jqPathExpressions: ['.spec.replicas'] }])).toEqual([]);
    expect(
      findings([
        { group: 'apps', kind: 'Deployment', name: 'web', managedFieldsManagers: ['kube-controller-manager'] },
      ]),
    ).toEqual([]);
  });

  it('still reports when ignoreDifferences covers another kind, name or field', () => {
    expect(findings([{ group: 'apps', kind: 'StatefulSet', jsonPointers: ['/spec/replicas'] }])).toHaveLength(1);
    expect(
      findings([{ group: 'apps', kind: 'Deployment', name: 'api', jsonPointers: ['/spec/replicas'] }]),
    ).toHaveLength(1);
    expect(findings([{ group: 'apps', kind: 'Deployment', jsonPointers: ['/spec/template'] }])).toHaveLength(1);
  });
});
