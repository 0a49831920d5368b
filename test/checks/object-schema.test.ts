import { afterAll, describe, expect, it } from 'vitest';
import { loadPolicies, PolicyLoadError, runPolicies } from '../../src/checks/index.js';
import { prodEnv, resourcesFromYaml } from './resources.js';
import { TempTrees } from '../helpers/temp-tree.js';

const env = prodEnv();
const trees = new TempTrees('dg-object-schema-');
afterAll(() => trees.remove());
const checksDir = (files: Record<string, string>): string => trees.make(files);

const REQUIRED_LABEL = `template: object-schema
description: Workloads carry a team label.
why: On-call needs to know whom to page.
remediation: Add metadata.labels.team.
severity: warning
params:
  kinds: [apps/Deployment, argoproj.io/*]
  message: workloads need a team label
  schema:
    type: object
    required: [metadata]
    properties:
      metadata:
        type: object
        required: [labels]
        properties:
          labels: {type: object, required: [team]}
`;

const DISALLOWED_GVK = `template: object-schema
description: No extensions/v1beta1 objects.
why: Removed from Kubernetes long ago.
remediation: Use apps/v1 or networking.k8s.io/v1.
params:
  kinds: [extensions/*]
  message: this API group is not allowed
  schema: false
`;

const objects = resourcesFromYaml(`apiVersion: apps/v1
kind: Deployment
metadata: {name: labelled, labels: {team: ml}}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: unlabelled}
---
apiVersion: argoproj.io/v1alpha1
kind: Rollout
metadata: {name: r, labels: {app: r}}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: cm}
---
apiVersion: extensions/v1beta1
kind: Ingress
metadata: {name: old}
`);

describe('object-schema: checks as data', () => {
  it('reports objects of the selected kinds that break the schema, with the path and the missing key', () => {
    const set = loadPolicies({
      extraDirs: [checksDir({ 'labels/required-team.yaml': REQUIRED_LABEL, 'api/no-extensions.yaml': DISALLOWED_GVK })],
    });
    const drafts = runPolicies(set, { resources: objects, env });
    const team = drafts.filter((d) => d.ruleId === 'labels/required-team');
    expect(team.map((d) => d.message)).toEqual([
      "Deployment unlabelled: workloads need a team label: /metadata must have required property 'labels' (labels)",
      "Rollout r: workloads need a team label: /metadata/labels must have required property 'team' (team)",
    ]);
    expect(team.map((d) => d.defaultSeverity)).toEqual(['warning', 'warning']);
    expect(drafts.filter((d) => d.ruleId === 'api/no-extensions').map((d) => d.message)).toEqual([
      'Ingress old: this API group is not allowed: the object boolean schema is false',
    ]);
  });

  it('refuses an invalid schema when the checks load, not when an object is judged', () => {
    const bad = REQUIRED_LABEL.replace(
      'type: object\n    required: [metadata]',
      'type: objekt\n    required: [metadata]',
    );
    expect(() => loadPolicies({ extraDirs: [checksDir({ 'labels/bad.yaml': bad })] })).toThrow(PolicyLoadError);
    expect(() => loadPolicies({ extraDirs: [checksDir({ 'labels/bad.yaml': bad })] })).toThrow(
      /not a valid JSON Schema/,
    );
  });
});
