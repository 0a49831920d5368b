import type { FindingDraft } from '../../model/finding.js';
import { getAt } from '../../kube/json-pointer.js';
import { containerFieldPointer } from '../../kube/pod-pointers.js';
import {
  ALL_ROLES,
  describeContainer,
  findingAt,
  inRoles,
  rolesParam,
  type CheckTemplate,
  unreadablePatchDrafts,
} from './types.js';

export const containerPrivileged: CheckTemplate = {
  name: 'container-privileged',
  summary: 'Containers with `securityContext.privileged: true` (and optionally added capabilities that amount to it).',
  params: {
    type: 'object',
    properties: {
      capabilities: {
        description:
          'Added capabilities that count as privileged too (e.g. `SYS_ADMIN`, `ALL`). Empty: only `privileged: true`.',
        type: 'array',
        items: { type: 'string', minLength: 1 },
        uniqueItems: true,
        default: [],
      },
      roles: rolesParam(ALL_ROLES),
    },
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const drafts: FindingDraft[] = [];
    const wanted = new Set((params.capabilities as string[]).map((c) => c.toUpperCase().replace(/^CAP_/, '')));
    for (const c of ctx.containers) {
      if (!inRoles(c, params)) continue;
      if (getAt(c.container, '/securityContext/privileged') === true) {
        const path = containerFieldPointer(c, 'securityContext', 'privileged');
        const message = `${describeContainer(c)} runs privileged (full access to the node)`;
        drafts.push(findingAt(check, c.resource, path, c.name, message));
        continue;
      }
      const added = getAt(c.container, '/securityContext/capabilities/add');
      if (!Array.isArray(added)) continue;
      const index = added.findIndex(
        (cap) => typeof cap === 'string' && wanted.has(cap.toUpperCase().replace(/^CAP_/, '')),
      );
      if (index < 0) continue;
      const path = containerFieldPointer(c, 'securityContext', 'capabilities', 'add', index);
      const message = `${describeContainer(c)} adds capability ${String(added[index])}, which amounts to running privileged`;
      drafts.push(findingAt(check, c.resource, path, c.name, message));
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  },
};
