// `audit`: every target at one revision (Application pins rendered at their commit), plus live
// checks against Argo CD when asked.
import path from 'node:path';
import type { Config } from '../model/config.js';
import type { Target } from '../model/target.js';
import type { Report } from '../model/report.js';
import type { Judges } from './evaluate.js';
import { UsageError, type RunOptions } from './options.js';
import type { TargetOutcome, TargetPair } from './target-run.js';
import { remoteUrls } from '../git/index.js';
import { buildJudges, jobsOf, sideRootsOf } from './judges.js';
import { configOf, configUsed, openSide, readConfig, submoduleNotices } from './workspace.js';
import { auditPairs } from './pairs.js';
import { runGroups } from './groups.js';
import { assembleReport } from './assemble.js';
import { redactTokens } from '../redact/index.js';
import { discover } from './discover.js';
import { auditCoverageFindings } from './coverage.js';
import { progressReporter } from './progress.js';
import { shardPairs } from './shard.js';
import { liveChecks } from './live.js';
import { declaredApplications, type DeclaredApp } from '../live/index.js';
import { declaredApplication } from '../live/mapping.js';
import { isSha } from '../live/sources.js';
import { asObject as obj } from '../kube/object.js';
import { resolveTools } from '../render/index.js';
import { siteFindings, toolPaths, toolsOf, withSides, enterPhase } from './run-common.js';
import { discoveryApiVersions } from './served-apis.js';
import { memoised } from '../cache/memo.js';

export async function runAudit(opts: RunOptions): Promise<Report> {
  if (opts.argocdServer && opts.offline)
    throw new UsageError('--argocd-server needs the network; it cannot be combined with --offline');
  const repo = path.resolve(opts.repo);
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  tools.catch(() => undefined);
  enterPhase(opts, 'writing the revision tree');
  return withSides([() => openSide(repo, opts.ref ?? 'HEAD')], async ([side]) => {
    const choice = await readConfig(repo, side.info.sha, opts.configPath);
    const { config, warnings } = configOf(choice.text, choice.rel);
    const judges = await buildJudges(config, opts, side.root, tools);
    const rootsOfSide = sideRootsOf(config, side.root);
    rootsOfSide.catch(() => undefined);
    const apiVersionsFor = discoveryApiVersions(
      judges.schema,
      rootsOfSide.then((r) => r.crdApiVersions),
    );
    enterPhase(opts, 'discovery (targets, ApplicationSet expansion)');
    const found = await discover(side.root, config, {
      repoUrls: await remoteUrls(repo),
      ...toolPaths(opts),
      tools,
      deadline: opts.deadline,
      apiVersionsFor,
    });
    const all = auditPairs(found.targets, opts.environments);
    unknownEnvironments(found.targets, opts.environments);
    const pairs = opts.shard ? shardPairs(all, opts.shard) : all;
    const roots = await rootsOfSide;
    const ctx = { mode: 'audit' as const, judges, head: { ...roots, submodules: side.submodules } };
    const { crossChecks } = await import('./cross-checks.js');
    const cross = crossChecks({ mode: 'audit', config, opts, headRoot: side.root, crdDirs: { head: roots.crdDirs } });
    const hooks = { crossCheck: cross.run, onTargetDone: progressReporter(opts.onProgress) };
    enterPhase(opts, 'rendering and checks');
    const declared = await declaredApplications(side.root);
    const pinned = await runPinned(
      { repo, config, judges, jobs: jobsOf(opts), hooks },
      splitByPin(pairs, declared, side.info.sha),
    );
    const outcomes = [...(await runGroups(pinned.atAudited, ctx, jobsOf(opts), hooks)), ...pinned.outcomes];
    const live = await liveChecks({
      opts,
      config,
      repo,
      root: side.root,
      sha: side.info.sha,
      targets: pairs.flatMap((p) => (p.head ? [p.head] : [])),
      declared,
      renderedAt: pinned.renderedAt,
    });
    enterPhase(opts, 'cross-target checks');
    const across = await cross.settle();
    enterPhase(opts, 'reporting');
    const extra = [
      ...found.findings,
      ...siteFindings(config, roots.refused),
      ...across.findings,
      ...live.findings,
      ...auditCoverageFindings(config, found, all.length),
    ];
    const report = await redactTokens(
      assembleReport({
        mode: 'audit',
        config: configUsed(choice, 'ref'),
        outcomes,
        extraFindings: extra,
        images: across.images,
        notices: [
          ...warnings,
          ...found.notes,
          ...submoduleNotices(side),
          ...pinned.notices,
          ...across.notices,
          ...live.notices,
        ],
        tools: toolsOf(judges),
        ref: side.info,
      }),
    );
    if (opts.shard) report.shard = opts.shard;
    return report;
  });
}

interface PinRun {
  repo: string;
  config: Config;
  judges: Judges;
  jobs: number;
  hooks: Parameters<typeof runGroups>[3];
}

/** The commit the declaring Application pins this target's source to, if it is not the audited one. */
function pinOf(target: Target, declared: Map<string, DeclaredApp>, auditedSha: string): string | undefined {
  const name = declaredApplication(target);
  const app = name ? declared.get(name) : undefined;
  if (!app) return undefined;
  const spec = obj(app.manifest.spec);
  const sources = Array.isArray(spec.sources) && spec.sources.length ? spec.sources.map(obj) : [obj(spec.source)];
  const own =
    sources.length === 1
      ? sources[0]
      : sources.find((s) => typeof s.path === 'string' && s.path.replace(/^\.\/|\/$/g, '') === target.path);
  const rev = typeof own?.targetRevision === 'string' ? own.targetRevision : undefined;
  return rev && isSha(rev) && rev.toLowerCase() !== auditedSha.toLowerCase() ? rev.toLowerCase() : undefined;
}

/** Pairs split by the commit they must be rendered at: `undefined` for the audited revision. */
function splitByPin(
  pairs: TargetPair[],
  declared: Map<string, DeclaredApp>,
  auditedSha: string,
): Map<string | undefined, TargetPair[]> {
  const out = new Map<string | undefined, TargetPair[]>();
  for (const pair of pairs) {
    const pin = pair.head ? pinOf(pair.head, declared, auditedSha) : undefined;
    memoised(out, pin, () => []).push(pair); // in place: copying the list per pair was quadratic
  }
  return out;
}

/**
 * Targets whose Application pins a commit are rendered at that commit: what Argo CD deploys. A
 * pin the clone lacks leaves them at the audited revision, said so (the live judgement then reports
 * that what runs was not rendered).
 */
async function runPinned(
  r: PinRun,
  byPin: Map<string | undefined, TargetPair[]>,
): Promise<{ atAudited: TargetPair[]; outcomes: TargetOutcome[]; notices: string[]; renderedAt: Map<string, string> }> {
  const atAudited = [...(byPin.get(undefined) ?? [])];
  const outcomes: TargetOutcome[] = [];
  const notices: string[] = [];
  const renderedAt = new Map<string, string>();
  for (const [pin, pairs] of byPin) {
    if (!pin) continue;
    const ids = pairs.map((p) => p.id).join(', ');
    try {
      outcomes.push(
        ...(await withSides([() => openSide(r.repo, pin)], async ([pinSide]) =>
          runGroups(
            pairs,
            { mode: 'audit', judges: r.judges, head: await sideRootsOf(r.config, pinSide.root) },
            r.jobs,
            r.hooks,
          ),
        )),
      );
      for (const p of pairs) renderedAt.set(p.id, pin);
      notices.push(`${ids}: rendered at the pinned commit ${pin} (targetRevision), which Argo CD deploys`);
    } catch (err) {
      atAudited.push(...pairs);
      notices.push(
        `${ids}: pinned to ${pin}, which this clone lacks (${err instanceof Error ? err.message : String(err)}); rendered at the audited revision instead — fetch the full history (fetch-depth: 0)`,
      );
    }
  }
  return { atAudited, outcomes, notices, renderedAt };
}

/** `--environment staging --environment prodution`: a typo would quietly audit less. */
function unknownEnvironments(targets: { environment: string }[], wanted: string[] | undefined): void {
  const known = new Set(targets.map((t) => t.environment));
  const unknown = (wanted ?? []).filter((e) => !known.has(e));
  if (unknown.length)
    throw new UsageError(
      `--environment ${unknown.join(', ')}: no target has ${unknown.length === 1 ? 'this environment' : 'these environments'} (known: ${[...known].sort().join(', ') || 'none'})`,
    );
}
