import picomatch from 'picomatch';
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

/** A digest pins the image whatever the tag says, so only tag-only references are judged. */
export const imageTag: CheckTemplate = {
  name: 'image-tag',
  summary: 'Images referenced by a mutable tag (or no tag at all) and no digest.',
  params: {
    type: 'object',
    properties: {
      mutableTags: {
        description: 'Tags (globs, case-sensitive) that are moved on purpose and so do not identify one image.',
        type: 'array',
        items: { type: 'string', minLength: 1 },
        default: ['latest'],
      },
      requireTag: {
        description: 'Also report references with neither tag nor digest (the runtime pulls `:latest`).',
        type: 'boolean',
        default: true,
      },
      roles: rolesParam(ALL_ROLES),
    },
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const drafts: FindingDraft[] = [];
    const isMutable = picomatch(params.mutableTags as string[], { dot: true });
    for (const { site, image, path } of imagesOf(
      ctx.containers.filter((c) => inRoles(c, params)),
      drafts,
      check.id,
    )) {
      if (image.digest) continue;
      let why: string | undefined;
      if (image.tag === undefined) why = params.requireTag ? 'has no tag, so the runtime pulls `:latest`' : undefined;
      else if (isMutable(image.tag)) why = `uses the mutable tag \`${image.tag}\``;
      if (!why) continue;
      drafts.push({
        ruleId: check.id,
        message: `${describeContainer(site)} image "${image.original}" ${why}`,
        resource: site.resource,
        path,
        fingerprintKey: site.name,
        remediation: check.remediation,
      });
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  },
};
