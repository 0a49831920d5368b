import { imageFaultDrafts } from '../images.js';
import { ALL_ROLES, rolesParam, type CheckTemplate } from './types.js';

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
    const algorithms = params.algorithms as string[];
    const env = ctx.env.requireDigests ? ` (environment "${ctx.env.name}" requires digests)` : '';
    const pinned = (algo: string | undefined) => algo !== undefined && algorithms.includes(algo);
    return imageFaultDrafts(
      ctx,
      params,
      check,
      (image) => (pinned(image.digest?.split(':')[0]) ? undefined : `is not pinned to a digest${env}`),
      ctx.env.requireDigests ? { severity: 'error' } : {},
    );
  },
};
