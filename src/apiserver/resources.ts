import { escapePointerToken } from '../kube/json-pointer.js';
import { parseQuantity, QUANTITY_SYNTAX_MESSAGE } from '../kube/quantity.js';
import { qualifiedName } from './names.js';
import { obj, type Rejections } from './rejections.js';

const CITE = 'core/validation/validation.go ValidateResourceRequirements';
const STANDARD = new Set(['cpu', 'memory', 'ephemeral-storage', 'storage']);

/** A name Kubernetes overcommits (cpu, memory, storage, hugepages) or one that must be requested as limited. */
function isExtended(name: string): boolean {
  return name.includes('/') && !name.includes('kubernetes.io/');
}

/** Quantity syntax and sign, resource names, requests ≤ limits, extended resources as integers with request = limit. */
export function validateResourceRequirements(r: Rejections, path: string, resources: unknown): void {
  const res = obj(resources);
  const values: Record<'limits' | 'requests', Map<string, number>> = { limits: new Map(), requests: new Map() };
  for (const field of ['limits', 'requests'] as const)
    for (const [name, raw] of Object.entries(obj(res[field]))) {
      const at = `${path}/${field}/${escapePointerToken(name)}`;
      checkResourceName(r, at, name);
      const value = validateQuantity(r, at, raw, CITE);
      if (value === undefined) continue;
      if (isExtended(name) && !Number.isInteger(value))
        r.add(at, `Invalid value: ${JSON.stringify(raw)}: must be an integer`, CITE);
      values[field].set(name, value);
    }
  for (const [name, request] of values.requests) {
    const at = `${path}/requests/${escapePointerToken(name)}`;
    const limit = values.limits.get(name);
    if (limit !== undefined && request > limit)
      r.add(
        at,
        `Invalid value: ${JSON.stringify(obj(res['requests'])[name])}: must be less than or equal to ${name} limit of ${JSON.stringify(obj(res['limits'])[name])}`,
        CITE,
      );
    if (isExtended(name) || name.startsWith('hugepages-')) {
      if (limit === undefined) r.add(at, 'Forbidden: Limit must be set for non overcommitable resources', CITE);
      else if (limit !== request && isExtended(name))
        r.add(
          at,
          `Invalid value: ${JSON.stringify(obj(res['requests'])[name])}: must be equal to ${name} limit of ${JSON.stringify(obj(res['limits'])[name])}`,
          CITE,
        );
    }
  }
}

function checkResourceName(r: Rejections, at: string, name: string): void {
  if (STANDARD.has(name) || name.startsWith('hugepages-')) return;
  if (!name.includes('/')) {
    r.add(
      at,
      `Invalid value: ${JSON.stringify(name)}: must be a standard resource for containers`,
      `${CITE} (validateContainerResourceName)`,
    );
    return;
  }
  r.invalid(at, name, qualifiedName(name), `${CITE} (validateResourceName)`);
}

/** A single quantity field (emptyDir sizeLimit, PVC storage): syntax and sign. */
export function validateQuantity(r: Rejections, path: string, raw: unknown, cite: string): number | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const value = parseQuantity(raw);
  if (value === undefined) {
    r.add(
      path,
      `Invalid value: ${JSON.stringify(raw)}: ${QUANTITY_SYNTAX_MESSAGE}`,
      `${cite} (resource.ParseQuantity)`,
    );
    return undefined;
  }
  if (value < 0) r.add(path, `Invalid value: ${JSON.stringify(raw)}: must be greater than or equal to 0`, cite);
  return value;
}
