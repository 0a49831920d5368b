import { selectorEmpty, validateLabelSelector } from './metadata.js';
import { checkEnum, checkIntOrPercent, checkMin, isSet, list, num, obj, str, type Rejections } from './rejections.js';

const AUTOSCALING = 'autoscaling/validation/validation.go';
const POLICY = 'policy/validation/validation.go';
const RBAC = 'rbac/validation/validation.go';
const RBAC_GROUP = 'rbac.authorization.k8s.io';

/** validateHorizontalPodAutoscalerSpec (v1 and v2). */
export function validateHpa(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${AUTOSCALING} validateHorizontalPodAutoscalerSpec`;
  const min = num(spec['minReplicas']);
  const max = num(spec['maxReplicas']);
  // HPAScaleToZero is alpha (off by default) in every version we support: the lower bound is 1.
  checkMin(r, '/spec/minReplicas', min, 1, cite);
  if (max !== undefined && max < 1) r.add('/spec/maxReplicas', `Invalid value: ${max}: must be greater than 0`, cite);
  if (min !== undefined && max !== undefined && max < min)
    r.add('/spec/maxReplicas', `Invalid value: ${max}: must be greater than or equal to \`minReplicas\``, cite);
  checkMin(r, '/spec/targetCPUUtilizationPercentage', spec['targetCPUUtilizationPercentage'], 1, cite);
  const ref = obj(spec['scaleTargetRef']);
  for (const field of ['kind', 'name'])
    if (isSet(spec['scaleTargetRef']) && !str(ref[field]))
      r.add(`/spec/scaleTargetRef/${field}`, 'Required value', `${AUTOSCALING} ValidateCrossVersionObjectReference`);
  list(spec['metrics']).forEach((m, i) => {
    const type = str(obj(m)['type']);
    checkEnum(
      r,
      `/spec/metrics/${i}/type`,
      type,
      ['Object', 'Pods', 'Resource', 'ContainerResource', 'External'],
      `${AUTOSCALING} validateMetricSpec`,
    );
    const field = type ? type.charAt(0).toLowerCase() + type.slice(1) : undefined;
    if (field && !isSet(obj(m)[field]))
      r.add(
        `/spec/metrics/${i}/${field}`,
        `Required value: must populate information for the given metric source`,
        `${AUTOSCALING} validateMetricSpec`,
      );
    const target = obj(obj(obj(m)[field ?? ''])['target']);
    checkEnum(
      r,
      `/spec/metrics/${i}/${field}/target/type`,
      target['type'],
      ['Utilization', 'Value', 'AverageValue'],
      `${AUTOSCALING} validateMetricTarget`,
    );
  });
  const behavior = obj(spec['behavior']);
  for (const dir of ['scaleUp', 'scaleDown']) {
    const rules = obj(behavior[dir]);
    checkEnum(
      r,
      `/spec/behavior/${dir}/selectPolicy`,
      rules['selectPolicy'],
      ['Max', 'Min', 'Disabled'],
      `${AUTOSCALING} validateScalingRules`,
    );
    list(rules['policies']).forEach((p, i) =>
      checkEnum(
        r,
        `/spec/behavior/${dir}/policies/${i}/type`,
        obj(p)['type'],
        ['Pods', 'Percent'],
        `${AUTOSCALING} validateScalingPolicy`,
      ),
    );
  }
}

/** ValidatePodDisruptionBudgetSpec */
export function validatePdb(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${POLICY} ValidatePodDisruptionBudgetSpec`;
  if (isSet(spec['minAvailable']) && isSet(spec['maxUnavailable']))
    r.add('/spec', 'Invalid value: minAvailable and maxUnavailable cannot be both set', cite);
  checkIntOrPercent(r, '/spec/minAvailable', spec['minAvailable'], cite);
  checkIntOrPercent(r, '/spec/maxUnavailable', spec['maxUnavailable'], cite);
  checkEnum(
    r,
    '/spec/unhealthyPodEvictionPolicy',
    spec['unhealthyPodEvictionPolicy'],
    ['IfHealthyBudget', 'AlwaysAllow'],
    cite,
  );
  if (isSet(spec['selector'])) validateLabelSelector(r, '/spec/selector', spec['selector']);
}

const ROLE_REF_KINDS: Record<string, string[]> = {
  RoleBinding: ['Role', 'ClusterRole'],
  ClusterRoleBinding: ['ClusterRole'],
};

/** ValidateRoleBinding / ValidateClusterRoleBinding and the Role rules of ValidateRole. */
export function validateRbac(r: Rejections, object: Record<string, unknown>, kind: string): void {
  const kinds = ROLE_REF_KINDS[kind];
  if (kinds) {
    const cite = `${RBAC} Validate${kind}`;
    const ref = obj(object['roleRef']);
    checkEnum(r, '/roleRef/kind', ref['kind'], kinds, cite);
    if (isSet(ref['apiGroup']) && ref['apiGroup'] !== RBAC_GROUP)
      r.unsupported('/roleRef/apiGroup', ref['apiGroup'], [RBAC_GROUP], cite);
    list(object['subjects']).forEach((s, i) => validateSubject(r, `/subjects/${i}`, obj(s), kind === 'RoleBinding'));
    return;
  }
  list(object['rules']).forEach((rule, i) => {
    const x = obj(rule);
    const cite = `${RBAC} ValidatePolicyRule`;
    if (list(x['verbs']).length === 0)
      r.add(`/rules/${i}/verbs`, 'Required value: verbs must contain at least one value', cite);
    const urls = list(x['nonResourceURLs']).length > 0;
    if (urls && kind === 'Role')
      r.add(`/rules/${i}/nonResourceURLs`, 'Invalid value: namespaced rules cannot apply to non-resource URLs', cite);
    if (!urls && list(x['apiGroups']).length === 0)
      r.add(`/rules/${i}/apiGroups`, 'Required value: resource rules must supply at least one api group', cite);
    if (!urls && list(x['resources']).length === 0)
      r.add(`/rules/${i}/resources`, 'Required value: resource rules must supply at least one resource', cite);
  });
  if (kind === 'ClusterRole') {
    const agg = obj(object['aggregationRule']);
    list(agg['clusterRoleSelectors']).forEach((s, i) => {
      if (selectorEmpty(s)) return;
      validateLabelSelector(r, `/aggregationRule/clusterRoleSelectors/${i}`, s);
    });
  }
}

function validateSubject(r: Rejections, path: string, subject: Record<string, unknown>, namespaced: boolean): void {
  const cite = `${RBAC} ValidateRoleBindingSubject`;
  const kind = str(subject['kind']);
  checkEnum(r, `${path}/kind`, kind, ['ServiceAccount', 'User', 'Group'], cite);
  if (kind === 'ServiceAccount') {
    if (isSet(subject['apiGroup']) && subject['apiGroup'] !== '')
      r.unsupported(`${path}/apiGroup`, subject['apiGroup'], [''], cite);
    if (!namespaced && !str(subject['namespace'])) r.add(`${path}/namespace`, 'Required value', cite);
  } else if (kind && isSet(subject['apiGroup']) && subject['apiGroup'] !== RBAC_GROUP)
    r.unsupported(`${path}/apiGroup`, subject['apiGroup'], [RBAC_GROUP], cite);
}
