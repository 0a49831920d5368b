import type { FindingDraft } from '../../model/finding.js';
import { describeRef } from '../../model/resource.js';
import { getAt } from '../../kube/json-pointer.js';
import { isObject } from '../../kube/object.js';
import { isQuantity } from '../../kube/quantity.js';
import { limitRangesIn, type LimitRangeDefaults } from '../limit-ranges.js';
import { containerFieldPointer } from '../../kube/pod-pointers.js';
import type { ContainerSite } from '../../kube/pod-specs.js';
import {
  describeContainer,
  findingAt,
  inRoles,
  rolesParam,
  type CheckMeta,
  type CheckTemplate,
  unreadablePatchDrafts,
} from './types.js';

type Field = 'requests' | 'limits';

/**
 * Set to a quantity: `memory: 256MiB` is no limit (the API server refuses it), so it never counts as
 * fixed. A workflow parameter (`{{inputs.parameters.cpu}}`) is filled in later and counts as set.
 */
function has(v: unknown, name: string): boolean {
  if (!isObject(v)) return false;
  const value = v[name];
  if (typeof value === 'string' && value.includes('{{')) return true;
  return isQuantity(value);
}

/** Names the container leaves out. Kubernetes copies a limit into a missing request, so that counts. */
function missingOf(c: ContainerSite, field: Field, names: string[], limitsCount: boolean): string[] {
  const res = isObject(c.container.resources) ? c.container.resources : {};
  return names.filter((n) => !has(res[field], n) && !(field === 'requests' && limitsCount && has(res.limits, n)));
}

/** Best line for a missing field: the field, else `resources`, else the container. */
function locationFor(c: ContainerSite, field: Field): FindingDraft['location'] {
  const candidates = [containerFieldPointer(c, 'resources', field), containerFieldPointer(c, 'resources'), c.pointer];
  const pointer = candidates.find((p) => getAt(c.resource.object, p) !== undefined) ?? c.pointer;
  return c.resource.locate(pointer);
}

function draftFor(
  c: ContainerSite,
  field: Field,
  missing: string[],
  ranges: LimitRangeDefaults[],
  check: CheckMeta,
): FindingDraft {
  const coveredBy = (n: string) => ranges.find((r) => r[field].has(n));
  const uncovered = missing.filter((n) => !coveredBy(n));
  const names = [
    ...new Set(
      missing
        .map(coveredBy)
        .filter((r) => r !== undefined)
        .map((r) => describeRef(r.resource.ref)),
    ),
  ];
  const path = containerFieldPointer(c, 'resources', field);
  const at = (message: string) => ({
    ...findingAt(check, c.resource, path, c.name, message),
    location: locationFor(c, field),
  });
  const what = `${describeContainer(c)} sets no ${field === 'requests' ? 'request' : 'limit'} for ${missing.join(', ')}`;
  if (uncovered.length === 0)
    return { ...at(`${what}; ${names.join(', ')} in the same namespace supplies the default`), severity: 'note' };
  const partly =
    names.length > 0
      ? ` (${names.join(', ')} supplies defaults only for ${missing.filter((n) => coveredBy(n)).join(', ')})`
      : '';
  return at(`${what}${partly}`);
}

export const containerResources: CheckTemplate = {
  name: 'container-resources',
  summary:
    'Containers that leave resource requests or limits unset, unless a LimitRange in the same namespace supplies them (then a note naming it).',
  params: {
    type: 'object',
    properties: {
      field: {
        description: 'Which part of `resources` must be set: `requests` or `limits`.',
        enum: ['requests', 'limits'],
      },
      resources: {
        description: 'Resource names that must be set.',
        type: 'array',
        items: { type: 'string', minLength: 1 },
        minItems: 1,
        uniqueItems: true,
        default: ['cpu', 'memory'],
      },
      limitsCountAsRequests: {
        description: 'A limit without a request counts as the request (Kubernetes copies it).',
        type: 'boolean',
        default: true,
      },
      honorLimitRanges: {
        description: 'A LimitRange default in the same namespace turns the finding into a note that names it.',
        type: 'boolean',
        default: true,
      },
      roles: rolesParam(['container', 'sidecar', 'init']),
    },
    required: ['field'],
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const field = params.field as Field;
    const drafts: FindingDraft[] = [];
    for (const c of ctx.containers) {
      // Ephemeral containers may not set resources at all.
      if (!inRoles(c, params) || c.role === 'ephemeral') continue;
      const missing = missingOf(c, field, params.resources as string[], params.limitsCountAsRequests as boolean);
      if (missing.length === 0) continue;
      const ranges = params.honorLimitRanges ? limitRangesIn(ctx.resources, c.resource.ref.namespace) : [];
      drafts.push(draftFor(c, field, missing, ranges, check));
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  },
};
