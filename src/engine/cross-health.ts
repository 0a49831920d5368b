import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { compareFindings } from '../findings/compare.js';
import { customizationsOf, isArgocdCm, type HealthCustomization } from '../health/argocd-cm.js';
import { missingHealthDrafts, statusKinds } from '../health/missing.js';
import type { Resource } from '../model/resource.js';
import { repoHealthDrafts } from '../health/repo-tests.js';
import type { TargetOutcome } from './target-run.js';

/** Health customizations of every argocd-cm rendered at one side, for tests without a health.lua. */
function customizationsAt(outcomes: readonly TargetOutcome[], side: 'base' | 'head'): HealthCustomization[] {
  return outcomes.flatMap((o) => {
    const result = side === 'base' ? o.base : o.head;
    return result?.status === 'rendered' ? result.resources.flatMap((r) => customizationsOf(r.object, r.ref.name)) : [];
  });
}

/** The repository's health tests (argocd.healthTests), run once per revision; check reports what the change introduces. */
export function healthTestFindings(outcomes: readonly TargetOutcome[], config: Config, mode: 'check' | 'audit', roots: { base?: string; head: string }): Finding[] {
  const dirs = config.argocd?.healthTests ?? [];
  if (dirs.length === 0) return [];
  const at = (root: string, side: 'base' | 'head') => finalizeDrafts(repoHealthDrafts(root, dirs, customizationsAt(outcomes, side)), { config, app: '-', environment: '-' });
  const head = at(roots.head, 'head');
  if (mode !== 'check' || !roots.base) return head;
  return compareFindings(at(roots.base, 'base'), head);
}

function resourcesAt(o: TargetOutcome, side: 'base' | 'head') {
  const result = side === 'base' ? o.base : o.head;
  return result?.status === 'rendered' ? result.resources : undefined;
}

/** health/missing per target, with the CRDs and argocd-cm customizations of every target rendered at that side. */
export function missingHealthFindings(outcomes: readonly TargetOutcome[], config: Config, mode: 'check' | 'audit'): Finding[] {
  const context = (side: 'base' | 'head') => {
    const all = outcomes.flatMap((o) => resourcesAt(o, side) ?? []);
    return { withStatus: statusKinds(all), customizations: customizationsAt(outcomes, side), sawCm: all.some((r) => isArgocdCm(r.object)) };
  };
  const [base, head] = [context('base'), context('head')];
  return outcomes.flatMap((o) => {
    const t = o.pair.head ?? o.pair.base;
    const headRes = resourcesAt(o, 'head');
    if (!t || !headRes) return [];
    const at = (res: readonly Resource[], c: typeof head) => finalizeDrafts(missingHealthDrafts(res, c.withStatus, c.customizations, c.sawCm), { config, app: t.app, environment: t.environment });
    const found = at(headRes, head);
    return mode === 'check' ? compareFindings(at(resourcesAt(o, 'base') ?? [], base), found) : found;
  });
}
