import picomatch from 'picomatch';
import { imageFaultDrafts } from '../images.js';
import { ALL_ROLES, rolesParam, type CheckTemplate } from './types.js';

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
    const isMutable = picomatch(params.mutableTags as string[], { dot: true });
    return imageFaultDrafts(ctx, params, check, (image) => {
      if (image.digest) return undefined;
      if (image.tag === undefined) return params.requireTag ? 'has no tag, so the runtime pulls `:latest`' : undefined;
      return isMutable(image.tag) ? `uses the mutable tag \`${image.tag}\`` : undefined;
    });
  },
};
