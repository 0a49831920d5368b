import type { Config } from '../model/config.js';
import { targetId, type Target } from '../model/target.js';
import type { TargetPair } from './target-run.js';
import { memoised } from '../cache/memo.js';

/** Pairs targets found at base and head by app/environment; `affected` decides what renders. */
export async function pairTargets(
  base: Target[],
  head: Target[],
  affected: (t: Target, side: 'base' | 'head') => Promise<boolean>,
): Promise<TargetPair[]> {
  const byId = new Map<string, TargetPair>();
  for (const t of base) {
    const id = targetId(t);
    byId.set(id, { id, base: t, affected: false });
  }
  for (const t of head) {
    const id = targetId(t);
    const pair = byId.get(id) ?? { id, affected: false };
    pair.head = t;
    byId.set(id, pair);
  }
  rejoinRenamed(byId);
  for (const pair of byId.values()) {
    // A target that appears, disappears or changes its definition is affected whatever its files say.
    const defChanged = !pair.base || !pair.head || !sameDefinition(pair.base, pair.head);
    // Both sides are asked (no short-circuit): each records which changed files it reads.
    const [atBase, atHead] = await Promise.all([
      pair.base ? affected(pair.base, 'base') : false,
      pair.head ? affected(pair.head, 'head') : false,
    ]);
    pair.affected = defChanged || atBase || atHead;
  }
  return [...byId.values()].sort(inReportOrder);
}

/**
 * The environment (and app) of a discovered target comes from head content — an Application's
 * label or name. A change that relabels production as `sandbox` must still be judged by
 * production's rules: a head-only target is rejoined with the base-only target declared by the
 * same file (same Application) or deploying to the same destination (server + namespace), and
 * judged under its base identity; the rename is reported. A new target deploying where a base
 * target of another environment deploys is judged in that environment.
 */
function rejoinRenamed(byId: Map<string, TargetPair>): void {
  const declaredBy = (t: Target | undefined) =>
    t?.origin.file ? `${t.origin.file}#${t.origin.detail ?? ''}` : undefined;
  const baseOnly = [...byId.values()].filter((p) => p.base && !p.head);
  for (const headOnly of [...byId.values()].filter((p) => p.head && !p.base)) {
    const head = headOnly.head as Target;
    const key = declaredBy(head);
    const dest = destinationKey(head);
    const match = baseOnly.find(
      (p) => !p.head && ((key && declaredBy(p.base) === key) || (dest && destinationKey(p.base) === dest)),
    );
    if (match?.base) {
      match.head = { ...head, app: match.base.app, environment: match.base.environment };
      match.renamedTo = `${head.app}/${head.environment}`;
      byId.delete(headOnly.id);
      continue;
    }
    moveToDestinationEnvironment(byId, headOnly, dest);
  }
}

function moveToDestinationEnvironment(byId: Map<string, TargetPair>, pair: TargetPair, dest: string | undefined): void {
  const head = pair.head as Target;
  if (!dest) return;
  const there = [...byId.values()].find(
    (p) => p.base && destinationKey(p.base) === dest && p.base.environment !== head.environment,
  );
  if (!there?.base) return;
  const moved = { ...head, environment: there.base.environment };
  const id = targetId(moved);
  if (byId.has(id)) return;
  byId.delete(pair.id);
  byId.set(id, { ...pair, id, head: moved, renamedTo: targetId(head) });
}

function sameDefinition(a: Target, b: Target): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Where an Argo CD Application deploys; undefined for targets that say nothing about it. */
function destinationKey(t: Target | undefined): string | undefined {
  const d = t?.destination;
  if (!d || (!d.server && !d.name)) return undefined;
  return `${d.server ?? `name:${d.name ?? ''}`}|${d.namespace ?? ''}`;
}

/** Audit: every target at one revision, optionally only some environments. */
export function auditPairs(targets: Target[], environments: string[] | undefined): TargetPair[] {
  const wanted = environments?.length ? new Set(environments) : undefined;
  const pairs = targets
    .filter((t) => !wanted || wanted.has(t.environment))
    .map((t) => ({ id: targetId(t), head: t, affected: true }));
  return pairs.sort(inReportOrder);
}

/** Targets grouped by app, so cross-environment checks see one app at a time and memory stays flat. */
export function groupByApp(pairs: TargetPair[]): TargetPair[][] {
  const groups = new Map<string, TargetPair[]>();
  for (const p of pairs) memoised(groups, (p.head ?? p.base)?.app ?? p.id, () => []).push(p);
  return [...groups.values()];
}

/**
 * Affected pairs whose own inputs and definition the change leaves alone: rendered only because a
 * target may hold what other checks read (Argo CD health customizations). `readsChange` says
 * whether a target reads a changed file.
 */
export function markContextOnly(pairs: TargetPair[], readsChange: (t: Target) => boolean): void {
  for (const p of pairs) {
    if (!p.affected || !p.base || !p.head || p.renamedTo) continue;
    if (readsChange(p.base) || readsChange(p.head) || !sameDefinition(p.base, p.head)) continue;
    p.contextOnly = true;
  }
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
    for (const p of group) {
      if (!related.has(envOf(p)) || p.affected) continue;
      p.affected = true;
      p.contextOnly = true;
    }
  }
}

/** The report's target order (part of the public output): the default locale's collation of the ids. */
function inReportOrder(a: TargetPair, b: TargetPair): number {
  return a.id.localeCompare(b.id);
}
