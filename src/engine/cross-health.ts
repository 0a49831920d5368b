import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { compareFindings } from '../findings/compare.js';
import { customizationsOf, type HealthCustomization } from '../health/argocd-cm.js';
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
