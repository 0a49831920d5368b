// Discovery's not-checked findings become units with the same identity, text and location.
import { describe, expect, it } from 'vitest';
import { notCheckedDraft, unitChangedBy } from '../../src/engine/coverage.js';
import { unitOfFinding } from '../../src/engine/discovered-units.js';

const draft = {
  ruleId: 'targets/not-checked',
  message: 'argocd/set.yaml: ApplicationSet previews is not expanded: the pullRequest generator reads a live API',
  location: { file: 'argocd/set.yaml', line: 3 },
  fingerprintKey: 'previews: the pullRequest generator reads a live API',
};

describe('unitOfFinding', () => {
  it('keeps the message, location and fingerprint key; the declaring file is its input', () => {
    const unit = unitOfFinding(draft);
    expect(unit).toMatchObject({
      unit: 'ApplicationSet previews',
      file: 'argocd/set.yaml',
      line: 3,
      reason: 'the pullRequest generator reads a live API',
      inputs: ['argocd/set.yaml'],
    });
    expect(notCheckedDraft(unit)).toEqual({
      ruleId: draft.ruleId,
      message: draft.message,
      location: draft.location,
      fingerprintKey: draft.fingerprintKey,
    });
  });

  it('is charged to a change when new, when its text changed, or when its file changed', () => {
    const unit = unitOfFinding(draft);
    expect(unitChangedBy(unit, [unit], ['apps/web/deploy.yaml'])).toBe(false);
    expect(unitChangedBy(unit, [unit], ['argocd/set.yaml'])).toBe(true);
    expect(unitChangedBy(unit, [], [])).toBe(true);
    const other = unitOfFinding({ ...draft, message: `${draft.message}!` });
    expect(unitChangedBy(other, [unit], [])).toBe(true);
  });

  it('is not charged when a second unit under the same key is the one that matches at base', () => {
    // The same HelmRelease declared in two cluster folders, not checked in both, on both sides.
    const a = unitOfFinding({
      ...draft,
      message: 'infra/a/release.yaml: HelmRelease kube-system/cilium is not checked: x',
    });
    const b = unitOfFinding({
      ...draft,
      message: 'infra/b/release.yaml: HelmRelease kube-system/cilium is not checked: x',
    });
    expect(unitChangedBy(b, [a, b], ['apps/web/deploy.yaml'])).toBe(false);
    expect(unitChangedBy(a, [a, b], ['apps/web/deploy.yaml'])).toBe(false);
  });

  it('keeps a message of another shape whole', () => {
    const unit = unitOfFinding({ ...draft, message: 'web/prod renders Applications too deep' });
    expect(unit).toMatchObject({
      unit: 'web/prod renders Applications too deep',
      reason: 'web/prod renders Applications too deep',
    });
  });
});
