import type { Finding } from '../model/finding.js';
import type { Report } from '../model/report.js';
import { fingerprint } from '../findings/fingerprint.js';
import type { Target } from '../model/target.js';
import type { TargetPair } from './target-run.js';
import { groupByApp } from './pairs.js';
import { finishReport } from './assemble.js';
import { UsageError } from './options.js';

/** Rough render cost: helm spawns a template engine over a chart, kustomize walks a tree, plain files are read. */
const KIND_COST: Record<Target['kind'], number> = { helm: 3, kustomize: 2, manifests: 1 };

/** Expected render cost of a group of targets (the unit shards are balanced in). */
export function expectedCost(group: TargetPair[]): number {
  return group.reduce((n, p) => n + KIND_COST[(p.head ?? p.base)?.kind ?? 'manifests'], 0);
}

/**
 * The targets of shard `index` of `count` (1-based). Whole apps go to one shard, so checks across
 * an app's environments still see all of them; apps are dealt largest-first to the least-loaded
 * shard (ties by shard number), which is deterministic and even by expected cost.
 */
export function shardPairs(pairs: TargetPair[], shard: { index: number; count: number }): TargetPair[] {
  const groups = groupByApp(pairs)
    .map((g) => ({ g, cost: expectedCost(g), key: g[0]?.id ?? '' }))
    // Code-point order, not localeCompare: every runner of a matrix must deal the same hands.
    .sort((a, b) => b.cost - a.cost || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const load = new Array<number>(shard.count).fill(0);
  const mine: TargetPair[] = [];
  for (const { g, cost } of groups) {
    let best = 0;
    for (let i = 1; i < load.length; i++) if ((load[i] ?? 0) < (load[best] ?? 0)) best = i;
    load[best] = (load[best] ?? 0) + cost;
    if (best === shard.index - 1) mine.push(...g);
  }
  return mine;
}

/** Reports that cannot be merged: the invocation is wrong (exit 2), nothing was judged. */
export class MergeError extends UsageError {
  override name = 'MergeError';
}

function sameRevision(reports: Report[]): void {
  const key = (r: Report) => `${r.mode}:${r.ref?.sha ?? ''}:${r.base?.sha ?? ''}:${r.head?.sha ?? ''}`;
  const first = reports[0];
  if (!first) throw new MergeError('merge needs at least one report');
  const odd = reports.find((r) => key(r) !== key(first));
  if (odd)
    throw new MergeError(
      `reports judge different revisions or modes (${key(first)} vs ${key(odd)}); merge only shards of one run`,
    );
}

/** Which shards are missing or doubled: a merge of an incomplete set must not read as complete. */
function shardProblems(reports: Report[]): string[] {
  const sharded = reports.filter((r) => r.shard);
  if (sharded.length === 0) return [];
  const count = sharded[0]?.shard?.count ?? 0;
  // Shards of different splits do not add up to a whole: 1/2 + 2/3 leaves targets unchecked.
  if (sharded.length !== reports.length)
    throw new MergeError('some reports are shards and some are not; merge the shards of one run');
  const odd = sharded.find((r) => r.shard?.count !== count);
  if (odd)
    throw new MergeError(
      `shards of different splits (${sharded[0]?.shard?.index}/${count} and ${odd.shard?.index}/${odd.shard?.count}); merge the shards of one run`,
    );
  const seen = new Map<number, number>();
  for (const r of sharded) seen.set(r.shard?.index ?? 0, (seen.get(r.shard?.index ?? 0) ?? 0) + 1);
  const problems: string[] = [];
  for (let i = 1; i <= count; i++) {
    if (!seen.has(i)) problems.push(`shard ${i}/${count} is missing from the merge`);
    else if ((seen.get(i) ?? 0) > 1) problems.push(`shard ${i}/${count} was given more than once`);
  }
  return problems;
}

/** Joins shard reports into one report with one verdict, as if one process had run everything. */
export function mergeReports(reports: Report[]): Report {
  sameRevision(reports);
  const first = reports[0] as Report;
  const problems = shardProblems(reports);
  return finishReport({
    tool: first.tool,
    mode: first.mode,
    ...(first.base ? { base: first.base } : {}),
    ...(first.head ? { head: first.head } : {}),
    ...(first.ref ? { ref: first.ref } : {}),
    // Every shard of one run reads the same config at the same revision.
    ...(first.config ? { config: first.config } : {}),
    targets: reports.flatMap((r) => r.targets),
    changes: reports.flatMap((r) => r.changes),
    images: reports.flatMap((r) => r.images ?? []),
    // Repo-wide findings (a broken Application, say) appear in every shard: keep one of each.
    findings: uniqueFindings([...reports.flatMap((r) => r.findings), ...problems.map(missingShardFinding)]),
    notices: reports.flatMap((r) => r.notices ?? []),
  });
}

/** Missing shards mean targets nobody checked: an inconclusive finding, never a pass. */
function missingShardFinding(message: string): Finding {
  return {
    ruleId: 'shard/missing',
    verdict: 'inconclusive',
    severity: 'error',
    app: '-',
    environment: '-',
    message,
    fingerprint: fingerprint({ ruleId: 'shard/missing', app: '-', environment: '-', key: message }),
  };
}

function uniqueFindings(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.fingerprint}:${f.change ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
