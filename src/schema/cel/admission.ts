// The repository's own ValidatingAdmissionPolicies (admissionregistration.k8s.io/v1), evaluated
// offline against the objects rendered beside them: match constraints and the binding's match
// resources, match conditions, variables, validations and params, as the API server admits a
// create. `Deny` is `admission/denied`; `Warn` and `Audit` give the same rule as a warning. What a
// policy needs that the repository does not hold (a param, a namespace's labels, the requester, the
// authorizer, the live object) makes the object `schema/not-checked`, naming it.
import { celMap, type CelInput } from '@bufbuild/cel';
import type { FindingDraft, Severity } from '../../model/finding.js';
import { apiGroup, resourceKey, type Resource } from '../../model/resource.js';
import { isClusterScoped } from '../../kube/scope.js';
import { evaluateCel } from './evaluate.js';
import { asObject, asStrings as strings, isObject } from '../../kube/object.js';
import { celValueOf } from './crd-rules.js';

type Obj = Record<string, unknown>;
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObject) : []);
const specOf = (o: Obj): Obj => asObject(o['spec']);

const ADMISSION = 'admissionregistration.k8s.io';
const ACTIONS = ['Deny', 'Warn', 'Audit'];

interface Binding {
  name: string;
  policy: Resource;
  actions: string[];
  spec: Obj;
}

/**
 * Every binding of the policies rendered beside the objects and of the `cluster`'s (the config's
 * policy folders: policies, bindings, params and Namespaces), and what each gives each object.
 */
export function admissionDrafts(resources: readonly Resource[], cluster: readonly Resource[] = []): FindingDraft[] {
  // A policy both rendered here and in the config's folders is one policy: the rendered one.
  const rendered = new Set(resources.map((r) => resourceKey(r.ref)));
  const context = [...resources, ...cluster.filter((r) => !rendered.has(resourceKey(r.ref)))];
  const bindings = bindingsOf(context);
  if (bindings.length === 0) return [];
  const namespaces = new Map(
    context.filter((r) => r.ref.kind === 'Namespace' && r.ref.apiVersion === 'v1').map((r) => [r.ref.name, r.object]),
  );
  return bindings.flatMap((binding) => resources.flatMap((object) => admit(binding, object, context, namespaces)));
}

function bindingsOf(resources: readonly Resource[]): Binding[] {
  const ofKind = (kind: string) =>
    resources.filter((r) => apiGroup(r.ref.apiVersion) === ADMISSION && r.ref.kind === kind);
  const policies = new Map(ofKind('ValidatingAdmissionPolicy').map((r) => [r.ref.name, r]));
  return ofKind('ValidatingAdmissionPolicyBinding').flatMap((r) => {
    const spec = specOf(r.object);
    const policy = policies.get(String(spec['policyName'] ?? ''));
    return policy ? [{ name: r.ref.name, policy, actions: strings(spec['validationActions']), spec }] : [];
  });
}

function admit(
  binding: Binding,
  object: Resource,
  resources: readonly Resource[],
  namespaces: Map<string, Obj>,
): FindingDraft[] {
  const policySpec = specOf(binding.policy.object);
  const policyName = binding.policy.ref.name;
  const notChecked = (why: string): FindingDraft[] => [
    {
      ruleId: 'schema/not-checked',
      message: `ValidatingAdmissionPolicy ${policyName} (binding ${binding.name}) could not be evaluated for this object: ${why}`,
      resource: object,
      path: '/',
      fingerprintKey: `vap:${policyName}:${binding.name}`,
    },
  ];
  const namespaceName = namespaceOf(object);
  const namespaceObject = namespaceName === undefined ? undefined : namespaces.get(namespaceName);
  for (const constraints of [policySpec['matchConstraints'], binding.spec['matchResources']]) {
    if (!isObject(constraints)) continue;
    const match = matches(constraints, object, namespaceName, namespaceObject);
    if (match === false) return [];
    if (typeof match === 'string') return notChecked(match);
  }
  const params = paramsFor(policySpec, binding.spec, object, resources);
  if (params.status === 'unknown') return notChecked(params.why);
  const expressions = [
    ...list(policySpec['matchConditions']).map((c) => String(c['expression'] ?? '')),
    ...list(policySpec['variables']).map((v) => String(v['expression'] ?? '')),
    ...list(policySpec['validations']).flatMap((v) => [
      String(v['expression'] ?? ''),
      String(v['messageExpression'] ?? ''),
    ]),
  ];
  const unknown = unknownInputs(expressions, namespaceName !== undefined && namespaceObject === undefined);
  if (unknown) return notChecked(unknown);

  const [group, version] = groupVersion(object.ref.apiVersion);
  const vars: Record<string, CelInput> = {
    object: celValueOf(object.object),
    oldObject: null,
    params: params.status === 'found' ? celValueOf(params.object) : null,
    namespaceObject: namespaceObject ? celValueOf(namespaceObject) : null,
    request: celValueOf({
      operation: 'CREATE',
      kind: { group, version, kind: object.ref.kind },
      resource: { group, version, resource: resourceOf(object.ref.kind) },
      name: object.ref.name,
      namespace: namespaceName ?? '',
      dryRun: false,
    }),
  };
  const failOnError = policySpec['failurePolicy'] !== 'Ignore';

  for (const condition of list(policySpec['matchConditions'])) {
    const out = evaluateCel(String(condition['expression'] ?? ''), vars);
    if (out.kind === 'value' && out.value === false) return [];
    if (out.kind === 'value' && out.value === true) continue;
    if (out.kind === 'error' && !failOnError) return [];
    return notChecked(
      `match condition ${String(condition['name'])}: ${out.kind === 'value' ? 'not a bool' : out.message}`,
    );
  }
  // Each variable sees the ones before it, as the API server composes them.
  const variables = new Map<string, CelInput>();
  for (const v of list(policySpec['variables'])) {
    const out = evaluateCel(String(v['expression'] ?? ''), { ...vars, variables: celMap(variables) });
    if (out.kind !== 'value') return notChecked(`variable ${String(v['name'])}: ${out.message}`);
    variables.set(String(v['name']), out.value as CelInput);
  }
  vars['variables'] = celMap(variables);

  const drafts: FindingDraft[] = [];
  for (const validation of list(policySpec['validations'])) {
    const expression = String(validation['expression'] ?? '');
    const out = evaluateCel(expression, vars);
    if (out.kind === 'value' && out.value === true) continue;
    if (out.kind === 'error' && !failOnError) continue;
    if (out.kind !== 'value' || out.value !== false) {
      drafts.push(...notChecked(`validation \`${expression}\`: ${out.kind === 'value' ? 'not a bool' : out.message}`));
      continue;
    }
    if (!binding.actions.some((a) => ACTIONS.includes(a))) continue;
    const severity: Severity | undefined = binding.actions.includes('Deny') ? undefined : 'warning';
    drafts.push({
      ruleId: 'admission/denied',
      message: `ValidatingAdmissionPolicy ${policyName} (binding ${binding.name}, ${binding.actions.join('/')}) ${severity ? 'warns' : 'denies'}: ${messageOf(validation, vars, expression)}`,
      resource: object,
      path: '/',
      remediation: `change the object so the policy's validation \`${expression}\` holds, or change the policy or its binding in a reviewed change of their own`,
      fingerprintKey: `vap:${policyName}:${binding.name}:${expression}`,
      ...(severity ? { severity } : {}),
    });
  }
  return drafts;
}

function groupVersion(apiVersion: string): [string, string] {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? ['', apiVersion] : [apiVersion.slice(0, slash), apiVersion.slice(slash + 1)];
}

function messageOf(validation: Obj, vars: Record<string, CelInput>, expression: string): string {
  const messageExpression = validation['messageExpression'];
  if (typeof messageExpression === 'string' && messageExpression !== '') {
    const out = evaluateCel(messageExpression, vars);
    if (out.kind === 'value' && typeof out.value === 'string' && out.value.trim() !== '') return out.value;
  }
  return typeof validation['message'] === 'string' ? validation['message'] : `failed expression: ${expression}`;
}

/** Inputs the offline evaluation cannot give: the requester, the authorizer, the live object, an unrendered namespace. */
function unknownInputs(expressions: string[], namespaceUnknown: boolean): string | undefined {
  const all = expressions.join('\n');
  if (/\bauthorizer\b/.test(all)) return 'it asks the authorizer, which only the cluster has';
  if (/\brequest\s*\.\s*userInfo\b/.test(all))
    return 'it reads request.userInfo: who applies the object is known only at sync';
  if (/\boldObject\b/.test(all)) return 'it compares with oldObject, the live object';
  if (namespaceUnknown && /\bnamespaceObject\b/.test(all))
    return "it reads namespaceObject, and the object's namespace is not rendered in this target";
  return undefined;
}

function namespaceOf(object: Resource): string | undefined {
  if (isClusterScoped(`${apiGroup(object.ref.apiVersion)}/${object.ref.kind}`)) return undefined;
  return object.ref.namespace ?? 'default';
}

/** false: out of scope; true: in scope; a string: cannot tell, and why. */
function matches(
  constraints: Obj,
  object: Resource,
  namespaceName: string | undefined,
  namespaceObject: Obj | undefined,
): boolean | string {
  if ('resourceRules' in constraints && !list(constraints['resourceRules']).some((r) => ruleMatches(r, object)))
    return false;
  if (list(constraints['excludeResourceRules']).some((r) => ruleMatches(r, object))) return false;
  const objectSelector = constraints['objectSelector'];
  if (isObject(objectSelector) && !selects(objectSelector, labelsOf(object.object))) return false;
  const namespaceSelector = constraints['namespaceSelector'];
  if (namespaceName !== undefined && isObject(namespaceSelector) && !emptySelector(namespaceSelector)) {
    if (!namespaceObject)
      return `its namespaceSelector needs the labels of namespace ${namespaceName}, which is not rendered in this target`;
    if (!selects(namespaceSelector, labelsOf(namespaceObject))) return false;
  }
  return true;
}

function ruleMatches(rule: Obj, object: Resource): boolean {
  const [group, version] = groupVersion(object.ref.apiVersion);
  const any = (values: string[], v: string) => values.includes('*') || values.includes(v);
  const operations = strings(rule['operations']);
  return (
    any(strings(rule['apiGroups']), group) &&
    any(strings(rule['apiVersions']), version) &&
    (operations.length === 0 || any(operations, 'CREATE')) &&
    any(strings(rule['resources']), resourceOf(object.ref.kind))
  );
}

/** k8s.io/apimachinery meta.UnsafeGuessKindToResource, with the built-in irregular one. */
export function resourceOf(kind: string): string {
  const lower = kind.toLowerCase();
  if (lower === 'endpoints') return 'endpoints';
  if (lower.endsWith('s')) return `${lower}es`;
  if (lower.endsWith('y')) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

function labelsOf(object: Obj): Record<string, string> {
  const metadata = isObject(object['metadata']) ? object['metadata'] : {};
  return isObject(metadata['labels']) ? (metadata['labels'] as Record<string, string>) : {};
}

function emptySelector(selector: Obj): boolean {
  const matchLabels = isObject(selector['matchLabels']) ? selector['matchLabels'] : {};
  return Object.keys(matchLabels).length === 0 && list(selector['matchExpressions']).length === 0;
}

function selects(selector: Obj, labels: Record<string, string>): boolean {
  const matchLabels = isObject(selector['matchLabels']) ? selector['matchLabels'] : {};
  if (!Object.entries(matchLabels).every(([k, v]) => labels[k] === v)) return false;
  return list(selector['matchExpressions']).every((e) => {
    const key = String(e['key']);
    const has = Object.hasOwn(labels, key);
    const values = strings(e['values']);
    switch (e['operator']) {
      case 'In':
        return has && values.includes(labels[key] as string);
      case 'NotIn':
        return !has || !values.includes(labels[key] as string);
      case 'Exists':
        return has;
      case 'DoesNotExist':
        return !has;
      default:
        return false;
    }
  });
}

type Params = { status: 'none' } | { status: 'found'; object: Obj } | { status: 'unknown'; why: string };

function paramsFor(policySpec: Obj, bindingSpec: Obj, object: Resource, resources: readonly Resource[]): Params {
  const paramKind = policySpec['paramKind'];
  if (!isObject(paramKind)) return { status: 'none' };
  const ref = bindingSpec['paramRef'];
  if (!isObject(ref)) return { status: 'unknown', why: 'the policy has a paramKind and its binding no paramRef' };
  if (isObject(ref['selector']))
    return { status: 'unknown', why: 'its paramRef selects params by label, which the cluster looks up' };
  const namespace = typeof ref['namespace'] === 'string' ? ref['namespace'] : namespaceOf(object);
  const found = resources.find(
    (r) =>
      r.ref.apiVersion === paramKind['apiVersion'] &&
      r.ref.kind === paramKind['kind'] &&
      r.ref.name === ref['name'] &&
      (namespace === undefined || (r.ref.namespace ?? 'default') === namespace),
  );
  if (found) return { status: 'found', object: found.object };
  const where = namespace ? `${namespace}/` : '';
  return {
    status: 'unknown',
    why: `its param ${String(paramKind['kind'])} ${where}${String(ref['name'])} is not rendered in this target`,
  };
}
