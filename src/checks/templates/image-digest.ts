import type { FindingDraft } from '../../model/finding.js';
import { imagesOf } from '../images.js';
import {
  ALL_ROLES,
  describeContainer,
  inRoles,
  rolesParam,
  type CheckTemplate,
  unreadablePatchDrafts,
} from './types.js';

export const imageDigest: CheckTemplate = {
  name: 'image-digest',
  summary: 'Images without an `@sha256:` digest. Severity `error` where the environment sets `requireDigests: true`.',
  params: {
    type: 'object',
    properties: {
      algorithms: {
        description: 'Digest algorithms that count as pinned.',
        type: 'array',
        items: { enum: ['sha256', 'sha384', 'sha512'] },
        minItems: 1,
        default: ['sha256'],
      },
      roles: rolesParam(ALL_ROLES),
    },
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const drafts: FindingDraft[] = [];
    const algorithms = params.algorithms as string[];
    for (const { site, image, path } of imagesOf(
      ctx.containers.filter((c) => inRoles(c, params)),
      drafts,
      check.id,
    )) {
      const algo = image.digest?.split(':')[0];
      if (algo !== undefined && algorithms.includes(algo)) continue;
      const env = ctx.env.requireDigests ? ` (environment "${ctx.env.name}" requires digests)` : '';
      drafts.push({
        ruleId: check.id,
        message: `${describeContainer(site)} image "${image.original}" is not pinned to a digest${env}`,
        resource: site.resource,
        path,
        fingerprintKey: site.name,
        remediation: check.remediation,
        ...(ctx.env.requireDigests ? { severity: 'error' as const } : {}),
      });
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  },
};
