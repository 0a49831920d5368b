import type { Config } from '../model/config.js';
import type { Target } from '../model/target.js';
import { targetId } from '../model/target.js';
import type { TargetPair } from './target-run.js';

/** Pairs targets found at base and head by app/environment; `affected` decides what renders. */
export async function pairTargets(base: Target[], head: Target[], affected: (t: Target, side: 'base' | 'head') => Promise<boolean>): Promise<TargetPair[]> {
  const byId = new Map<string, TargetPair>();
  for (const t of base) byId.set(targetId(t), { id: targetId(t), base: t, affected: false });
  for (const t of head) {
    const pair = byId.get(targetId(t)) ?? { id: targetId(t), affected: false };
    pair.head = t;
    byId.set(pair.id, pair);
  }
  rejoinRenamed(byId);
  for (const pair of byId.values()) {
    // A target that appears, disappears or changes its definition is affected whatever its files say.
    const defChanged = !pair.base || !pair.head || JSON.stringify(pair.base) !== JSON.stringify(pair.head);
    // Both sides are asked (no short-circuit): each records which changed files it reads.
    const [atBase, atHead] = await Promise.all([
      pair.base ? affected(pair.base, 'base') : false,
      pair.head ? affected(pair.head, 'head') : false,
    ]);
    pair.affected = defChanged || atBase || atHead;
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The environment (and app) of a discovered target comes from head content — an Application's
 * label or name. A change that relabels production as `sandbox` must still be judged by
 * production's rules: a base-only and a head-only target declared by the same file are one
 * target, judged under its base identity, and the rename is reported.
 */
function rejoinRenamed(byId: Map<string, TargetPair>): void {
  const declaredBy = (t: Target | undefined) => (t?.origin.file ? `${t.origin.file}#${t.origin.detail ?? ''}` : undefined);
  const baseOnly = [...byId.values()].filter((p) => p.base && !p.head);
  for (const headOnly of [...byId.values()].filter((p) => p.head && !p.base)) {
    const key = declaredBy(headOnly.head);
    const match = key ? baseOnly.find((p) => declaredBy(p.base) === key && !p.head) : undefined;
    if (!match?.base || !headOnly.head) continue;
    match.head = { ...headOnly.head, app: match.base.app, environment: match.base.environment };
    match.renamedTo = `${headOnly.head.app}/${headOnly.head.environment}`;
    byId.delete(headOnly.id);
  }
}

/** Audit: every target at one revision, optionally only some environments. */
export function auditPairs(targets: Target[], environments: string[] | undefined): TargetPair[] {
  const wanted = environments?.length ? new Set(environments) : undefined;
  return targets
    .filter((t) => !wanted || wanted.has(t.environment))
    .map((t) => ({ id: targetId(t), head: t, affected: true }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Targets grouped by app, so cross-environment checks see one app at a time and memory stays flat. */
export function groupByApp(pairs: TargetPair[]): TargetPair[][] {
  const groups = new Map<string, TargetPair[]>();
  for (const p of pairs) {
    const app = (p.head ?? p.base)?.app ?? p.id;
    const list = groups.get(app) ?? [];
    list.push(p);
    groups.set(app, list);
  }
  return [...groups.values()];
}

/**
 * Drift and promotion compare an app's environments, so when one of them is rendered the others
 * those checks name must be rendered too (unchanged ones simply add no new findings).
 */
export function widenForCrossChecks(pairs: TargetPair[], config: Config): void {
  const related = new Set([...config.envDiff.flatMap((d) => [d.from, d.to]), ...(config.promotion ?? [])]);
  if (related.size === 0) return;
  for (const group of groupByApp(pairs)) {
    const envOf = (p: TargetPair) => (p.head ?? p.base)?.environment ?? '';
    if (!group.some((p) => p.affected && related.has(envOf(p)))) continue;
    for (const p of group) if (related.has(envOf(p))) p.affected = true;
  }
}
