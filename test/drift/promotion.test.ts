import { describe, expect, it } from 'vitest';
import { promotionIndex, unpromotedImages, type PromotionTarget } from '../../src/drift/index.js';
import { deployment, hex, resources } from '../gate/helpers.js';

const APP = 'ghcr.io/acme/payments';
const t = (environment: string, head: string, base?: string, app = 'payments'): PromotionTarget => ({
  app,
  environment,
  head: resources(deployment(app, head)),
  ...(base ? { base: resources(deployment(app, base)) } : {}),
});
const promotion = ['dev', 'staging', 'production'];

describe('env/unpromoted-image', () => {
  it('a digest introduced in production that staging never declared is reported', () => {
    const prod = t('production', `${APP}@${hex('c')}`, `${APP}@${hex('a')}`);
    const index = promotionIndex([t('staging', `${APP}@${hex('b')}`, `${APP}@${hex('a')}`), prod]);
    const drafts = unpromotedImages({ promotion, target: prod, index });
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      ruleId: 'env/unpromoted-image',
      path: '/spec/template/spec/containers/0/image',
      fingerprintKey: `staging->production|${APP}@${hex('c')}`,
    });
    expect(drafts[0]?.message).toContain('never declared in staging (promotion order: dev → staging → production)');
    expect(drafts[0]?.verdict).toBeUndefined();
  });

  it('declared in staging at base or head (any app) is fine; unchanged digests are not judged', () => {
    const prod = t('production', `${APP}@${hex('b')}`, `${APP}@${hex('a')}`);
    expect(
      unpromotedImages({
        promotion,
        target: prod,
        index: promotionIndex([t('staging', `${APP}@${hex('c')}`, `${APP}@${hex('b')}`), prod]),
      }),
    ).toEqual([]);
    expect(
      unpromotedImages({
        promotion,
        target: prod,
        index: promotionIndex([t('staging', `${APP}@${hex('b')}`, undefined, 'other'), prod]),
      }),
    ).toEqual([]);
    const same = t('production', `${APP}@${hex('a')}`, `${APP}@${hex('a')}`);
    expect(
      unpromotedImages({ promotion, target: same, index: promotionIndex([t('staging', `${APP}@${hex('z')}`), same]) }),
    ).toEqual([]);
  });

  it('names are normalised: docker.io/library/nginx in staging covers nginx in production', () => {
    const prod = t('production', `nginx@${hex('d')}`);
    expect(
      unpromotedImages({
        promotion,
        target: prod,
        index: promotionIndex([t('staging', `docker.io/library/nginx:1.27@${hex('d')}`), prod]),
      }),
    ).toEqual([]);
  });

  it('the first environment and environments outside the order are not judged', () => {
    const dev = t('dev', `${APP}@${hex('e')}`);
    const qa = t('qa', `${APP}@${hex('e')}`);
    const index = promotionIndex([dev, qa]);
    expect(unpromotedImages({ promotion, target: dev, index })).toEqual([]);
    expect(unpromotedImages({ promotion, target: qa, index })).toEqual([]);
  });

  it('when the previous environment was not rendered, the check is inconclusive, not passed', () => {
    const prod = t('production', `${APP}@${hex('f')}`);
    const drafts = unpromotedImages({ promotion, target: prod, index: promotionIndex([prod]) });
    expect(drafts[0]).toMatchObject({ ruleId: 'env/unpromoted-image', verdict: 'inconclusive' });
    expect(drafts[0]?.message).toContain('staging was not rendered');
  });
});
