import picomatch from 'picomatch';
import { imageFaultDrafts } from '../images.js';
import { ALL_ROLES, rolesParam, type CheckTemplate } from './types.js';

/** For custom checks (e.g. an allowed-registries rule in the user's repo): images must come from listed places. */
export const imageRegistry: CheckTemplate = {
  name: 'image-registry',
  summary:
    'Images whose normalised name (`registry/repository`, Docker Hub as `docker.io/library/…`) matches none of the allowed globs.',
  params: {
    type: 'object',
    properties: {
      allowed: {
        description:
          'Globs matched against the normalised image name, e.g. `ghcr.io/acme/**` or `registry.example.com:5000/**`.',
        type: 'array',
        items: { type: 'string', minLength: 1 },
        minItems: 1,
      },
      roles: rolesParam(ALL_ROLES),
    },
    required: ['allowed'],
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const allowed = params.allowed as string[];
    const isAllowed = picomatch(allowed, { dot: true });
    return imageFaultDrafts(ctx, params, check, (image) =>
      isAllowed(image.name) ? undefined : `(${image.name}) is not from an allowed registry (${allowed.join(', ')})`,
    );
  },
};
