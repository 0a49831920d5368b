import { escapePointerToken } from '../kube/json-pointer.js';
import { dns1035Label, dns1123Label, dns1123Subdomain, labelValue, pathSegmentName, qualifiedName } from './names.js';
import { checkEnum, list, obj, str, type Rejections } from './rejections.js';

const META = 'apimachinery/pkg/api/validation/objectmeta.go ValidateObjectMeta';
const LABELS = 'apimachinery/pkg/apis/meta/v1/validation/validation.go ValidateLabels';
const SELECTOR = 'apimachinery/pkg/apis/meta/v1/validation/validation.go ValidateLabelSelector';
const TOTAL_ANNOTATION_SIZE = 256 * 1024;

type NameRule = (v: string) => string[];

/** How each kind's name is validated (the ValidateXName of its group's validation.go). */
const NAME_RULES: Record<string, { rule: NameRule; cite: string }> = {
  Service: { rule: dns1035Label, cite: 'core/validation/validation.go ValidateServiceName' },
  Namespace: { rule: dns1123Label, cite: 'core/validation/validation.go ValidateNamespaceName' },
  Role: { rule: pathSegmentName, cite: 'rbac/validation/validation.go ValidateRBACName' },
  ClusterRole: { rule: pathSegmentName, cite: 'rbac/validation/validation.go ValidateRBACName' },
  RoleBinding: { rule: pathSegmentName, cite: 'rbac/validation/validation.go ValidateRBACName' },
  ClusterRoleBinding: { rule: pathSegmentName, cite: 'rbac/validation/validation.go ValidateRBACName' },
};

/** Names, namespace, labels and annotations: ValidateObjectMeta with the kind's name rule. */
export function validateMetadata(r: Rejections, kind: string, object: Record<string, unknown>): void {
  const meta = obj(object['metadata']);
  const name = str(meta['name']);
  const { rule, cite } = NAME_RULES[kind] ?? { rule: dns1123Subdomain, cite: META };
  if (name !== undefined && name !== '') r.invalid('/metadata/name', name, rule(name), cite);
  if (kind === 'CronJob' && name && name.length > 52)
    r.add(
      '/metadata/name',
      `Invalid value: ${JSON.stringify(name)}: must be no more than 52 characters`,
      'batch/validation/validation.go ValidateCronJobCreate',
    );
  const namespace = str(meta['namespace']);
  if (namespace) r.invalid('/metadata/namespace', namespace, dns1123Label(namespace), META);
  validateLabels(r, '/metadata/labels', meta['labels']);
  validateAnnotations(r, '/metadata/annotations', meta['annotations']);
}

export function validateLabels(r: Rejections, path: string, labels: unknown): void {
  for (const [key, value] of Object.entries(obj(labels))) {
    const at = `${path}/${escapePointerToken(key)}`;
    r.invalid(at, key, qualifiedName(key), LABELS);
    if (typeof value === 'string') r.invalid(at, value, labelValue(value), LABELS);
  }
}

export function validateAnnotations(r: Rejections, path: string, annotations: unknown): void {
  let total = 0;
  for (const [key, value] of Object.entries(obj(annotations))) {
    const at = `${path}/${escapePointerToken(key)}`;
    r.invalid(at, key, qualifiedName(key.toLowerCase()), `${META} (ValidateAnnotations)`);
    total += Buffer.byteLength(key) + (typeof value === 'string' ? Buffer.byteLength(value) : 0);
  }
  if (total > TOTAL_ANNOTATION_SIZE)
    r.add(
      path,
      `Too long: may not be more than ${TOTAL_ANNOTATION_SIZE} bytes (annotations total ${total} bytes)`,
      `${META} (ValidateAnnotationsSize)`,
    );
}

const OPERATORS = ['In', 'NotIn', 'Exists', 'DoesNotExist'];

/** A metav1.LabelSelector: keys, values, operators and their value lists. */
export function validateLabelSelector(r: Rejections, path: string, selector: unknown): void {
  const s = obj(selector);
  validateLabels(r, `${path}/matchLabels`, s['matchLabels']);
  list(s['matchExpressions']).forEach((e, i) => {
    const at = `${path}/matchExpressions/${i}`;
    const x = obj(e);
    const op = str(x['operator']);
    checkEnum(r, `${at}/operator`, op, OPERATORS, SELECTOR);
    const values = list(x['values']);
    if ((op === 'In' || op === 'NotIn') && values.length === 0)
      r.add(`${at}/values`, "Required value: must be specified when `operator` is 'In' or 'NotIn'", SELECTOR);
    if ((op === 'Exists' || op === 'DoesNotExist') && values.length > 0)
      r.add(`${at}/values`, "Forbidden: may not be specified when `operator` is 'Exists' or 'DoesNotExist'", SELECTOR);
    const key = str(x['key']);
    if (key !== undefined) r.invalid(`${at}/key`, key, qualifiedName(key), SELECTOR);
  });
}

/** Whether a selector selects objects with these labels (matchLabels and matchExpressions). */
export function selectorMatches(selector: unknown, labels: Record<string, unknown>): boolean {
  const s = obj(selector);
  for (const [k, v] of Object.entries(obj(s['matchLabels']))) if (labels[k] !== v) return false;
  for (const e of list(s['matchExpressions'])) {
    const x = obj(e);
    const key = str(x['key']) ?? '';
    const has = Object.hasOwn(labels, key);
    const values = list(x['values']);
    const op = str(x['operator']);
    if (op === 'In' && !(has && values.includes(labels[key]))) return false;
    if (op === 'NotIn' && has && values.includes(labels[key])) return false;
    if (op === 'Exists' && !has) return false;
    if (op === 'DoesNotExist' && has) return false;
  }
  return true;
}

/** Whether a selector is empty (selects everything, which workloads may not). */
export function selectorEmpty(selector: unknown): boolean {
  const s = obj(selector);
  return Object.keys(obj(s['matchLabels'])).length === 0 && list(s['matchExpressions']).length === 0;
}
