// ValidatingAdmissionPolicies of the repository, offline, against the objects rendered beside them.
import { describe, expect, it } from 'vitest';
import { admissionDrafts, resourceOf } from '../../../src/schema/cel/admission.js';
import { resources } from '../helpers.js';

const POLICY = `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata: {name: replica-limit}
spec:
  failurePolicy: Fail
  paramKind: {apiVersion: v1, kind: ConfigMap}
  matchConstraints:
    resourceRules:
      - apiGroups: [apps]
        apiVersions: [v1]
        operations: [CREATE, UPDATE]
        resources: [deployments]
    namespaceSelector:
      matchExpressions: [{key: tier, operator: In, values: [prod]}]
  matchConditions:
    - name: not-exempt
      expression: "!has(object.metadata.labels) || !('exempt' in object.metadata.labels)"
  variables:
    - name: limit
      expression: "int(params.data.maxReplicas)"
  validations:
    - expression: "object.spec.replicas <= variables.limit"
      messageExpression: "'replicas must be at most ' + string(variables.limit)"
`;
const binding = (actions: string) => `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata: {name: replica-limit-prod}
spec:
  policyName: replica-limit
  validationActions: [${actions}]
  paramRef: {name: replica-limits, namespace: platform, parameterNotFoundAction: Deny}
`;
const PARAMS = `apiVersion: v1
kind: ConfigMap
metadata: {name: replica-limits, namespace: platform}
data: {maxReplicas: "5"}
`;
const namespace = (tier: string) => `apiVersion: v1
kind: Namespace
metadata: {name: shop, labels: {tier: ${tier}}}
`;
const deployment = (replicas: number, labels = '{app: web}') => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: shop, labels: ${labels}}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec: {containers: [{name: web, image: nginx:1.27}]}
`;
const target = (...docs: string[]) => resources(docs.join('---\n'));
const rules = (docs: string[]) =>
  admissionDrafts(target(...docs)).map((d) => `${d.ruleId}${d.severity ? `(${d.severity})` : ''}: ${d.message}`);

describe('ValidatingAdmissionPolicy', () => {
  const withPolicy = (tier: string, replicas: number, actions = 'Deny', labels?: string) => [
    POLICY,
    binding(actions),
    PARAMS,
    namespace(tier),
    deployment(replicas, labels),
  ];

  it('denies an object the policy refuses, with its messageExpression; Warn gives a warning', () => {
    expect(rules(withPolicy('prod', 8))).toEqual([
      'admission/denied: ValidatingAdmissionPolicy replica-limit (binding replica-limit-prod, Deny) denies: replicas must be at most 5',
    ]);
    expect(rules(withPolicy('prod', 8, 'Warn, Audit'))[0]).toMatch(
      /^admission\/denied\(warning\): .* warns: replicas must be at most 5/,
    );
  });

  it('passes an object that meets it, one outside its scope, and one its match condition exempts', () => {
    expect(rules(withPolicy('prod', 5))).toEqual([]);
    expect(rules(withPolicy('dev', 8))).toEqual([]);
    expect(rules(withPolicy('prod', 8, 'Deny', '{app: web, exempt: "yes"}'))).toEqual([]);
  });

  it('is inconclusive, naming what is missing: a param or a namespace not rendered, the authorizer', () => {
    expect(rules([POLICY, binding('Deny'), namespace('prod'), deployment(8)])).toEqual([
      expect.stringMatching(/^schema\/not-checked: .*param ConfigMap platform\/replica-limits is not rendered/),
    ]);
    expect(rules([POLICY, binding('Deny'), PARAMS, deployment(8)])).toEqual([
      expect.stringMatching(/^schema\/not-checked: .*labels of namespace shop, which is not rendered/),
    ]);
    const asksAuthorizer = POLICY.replace(
      'object.spec.replicas <= variables.limit',
      "authorizer.group('apps').resource('deployments').check('scale').allowed()",
    );
    expect(rules([asksAuthorizer, binding('Deny'), PARAMS, namespace('prod'), deployment(8)])).toEqual([
      expect.stringMatching(/^schema\/not-checked: .*asks the authorizer/),
    ]);
  });

  it('evaluates CEL optionals in conditions, variables, validations and messageExpression', () => {
    const TEAM_POLICY = `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata: {name: team-label}
spec:
  matchConstraints:
    resourceRules: [{apiGroups: [apps], apiVersions: [v1], operations: [CREATE], resources: [deployments]}]
  matchConditions:
    - name: not-exempt
      expression: "object.?metadata.?labels[?'exempt'].orValue('no') != 'yes'"
  variables:
    - name: team
      expression: "object.?metadata.?labels[?'team']"
  validations:
    - expression: "variables.team.hasValue() && variables.team.value() in ['shop', 'search']"
      messageExpression: "'team ' + variables.team.orValue('(none)') + ' is not a known team'"
    - expression: "object.spec.?replicas.orValue(1) <= 3"
      message: at most 3 replicas
`;
    const TEAM_BINDING = `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata: {name: team-label}
spec: {policyName: team-label, validationActions: [Deny]}
`;
    const check = (replicas: number, labels: string) =>
      rules([TEAM_POLICY, TEAM_BINDING, deployment(replicas, labels)]).map((m) => m.replace(/^.* denies: /, ''));
    expect(check(2, '{app: web, team: shop}')).toEqual([]);
    expect(check(2, '{app: web}')).toEqual(['team (none) is not a known team']);
    expect(check(5, '{app: web, team: ads}')).toEqual(['team ads is not a known team', 'at most 3 replicas']);
    expect(check(5, '{app: web, exempt: "yes"}')).toEqual([]);
  });

  it('guesses resources from kinds as the API machinery does', () => {
    expect(['Deployment', 'Ingress', 'NetworkPolicy', 'Endpoints'].map(resourceOf)).toEqual([
      'deployments',
      'ingresses',
      'networkpolicies',
      'endpoints',
    ]);
  });
});
