import path from 'node:path';
import type { Finding, FindingDraft } from './model/finding.js';
import type { Config } from './model/config.js';
import type { Report, RevisionInfo, ToolVersion } from './model/report.js';
import type { Target } from './model/target.js';
import { targetId } from './model/target.js';
import type { Judges } from './engine/evaluate.js';
import { finalizeDrafts } from './findings/finalize.js';
import { branchOf, changedFiles, remoteUrls } from './git/index.js';
import { buildJudges, jobsOf, sideRootsOf } from './engine/judges.js';
import type { RunOptions } from './engine/options.js';
import { UsageError } from './engine/options.js';
import {
  configAt,
  configPathOf,
  headConfigText,
  openResolved,
  openSide,
  resolveSide,
  submoduleNotices,
} from './engine/workspace.js';
import { listBothTrees, planSparseCheck, SparseDoubt, type SparsePlan } from './engine/sparse-check.js';
import type { Side } from './engine/workspace.js';
import { auditPairs, pairTargets, widenForCrossChecks } from './engine/pairs.js';
import { runGroups } from './engine/groups.js';
import { assembleReport } from './engine/assemble.js';
import { discover, affectedBy } from './engine/discover.js';
import { auditCoverageFindings, checkCoverageFindings } from './engine/coverage-findings.js';
import { crossChecks } from './engine/cross-checks.js';
import { progressReporter } from './engine/progress.js';
import { shardPairs } from './shard/index.js';
import { liveChecks } from './engine/live.js';
import { splitByPin } from './engine/pins.js';
import { declaredApplications } from './live/index.js';
import type { TargetOutcome, TargetPair } from './engine/target-run.js';
import { resolveTools } from './render/index.js';
import { targetInputs } from './targets/index.js';
import { crdChangedDrafts } from './engine/crd-changes.js';

export type { RunOptions } from './engine/options.js';
export { UsageError } from './engine/options.js';

/** config → targets → render (base, head) → parse → checks → findings → compare → verdict → report. */
export async function run(input: RunOptions): Promise<Report> {
  const opts =
    input.timeoutSeconds && input.timeoutSeconds > 0
      ? { ...input, deadline: Date.now() + input.timeoutSeconds * 1000 }
      : input;
  return opts.mode === 'check' ? runCheck(opts) : runAudit(opts);
}

/** Opens every revision at once (each is a git read into its own temp dir) and always cleans up. */
async function withSides<T>(opens: Array<() => Promise<Side>>, fn: (sides: Side[]) => Promise<T>): Promise<T> {
  const settled = await Promise.allSettled(opens.map((open) => open()));
  const sides = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    return await fn(sides);
  } finally {
    await Promise.all(sides.map((s) => s.cleanup()));
  }
}

interface PinRun {
  repo: string;
  config: Config;
  judges: Judges;
  jobs: number;
  hooks: Parameters<typeof runGroups>[3];
}

/**
 * Targets whose Application pins a commit are rendered at that commit: what Argo CD deploys. A
 * pin the clone lacks leaves them at the audited revision, said so.
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
        ...(await withSides([() => openSide(r.repo, pin)], async ([pinSide]) => {
          if (!pinSide) throw new Error('unreachable: pin side open');
          return runGroups(
            pairs,
            { mode: 'audit', judges: r.judges, head: await sideRootsOf(r.config, pinSide.root) },
            r.jobs,
            r.hooks,
          );
        })),
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

async function runCheck(opts: RunOptions): Promise<Report> {
  if (!opts.base) throw new UsageError('check needs --base (the revision the change starts from)');
  const repo = path.resolve(opts.repo);
  const configRel = configPathOf(opts.configPath);
  // Finding the tools spawns `helm version`: do it while git reads the revisions.
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  tools.catch(() => undefined); // awaited in buildJudges; a bad --base must not leave it unhandled
  const [baseInfo, headInfo] = await Promise.all([
    resolveSide(repo, opts.base),
    resolveSide(repo, opts.head ?? 'HEAD'),
  ]);
  // git lists and diffs the revisions while the config is parsed.
  const listings = opts.wholeTrees ? undefined : listBothTrees(repo, baseInfo.sha, headInfo.sha);
  listings?.catch(() => undefined);
  const changes = changedFiles(repo, baseInfo.sha, headInfo.sha);
  changes.catch(() => undefined);
  // The config comes from the base: a PR cannot switch off the checks that judge it.
  const loaded = await configAt(repo, baseInfo.sha, configRel);
  const changed = await changes;
  const check: CheckInput = { opts, repo, configRel, tools, loaded, changed, base: baseInfo, head: headInfo };
  const plan = opts.wholeTrees
    ? { reason: 'asked for' }
    : await planSparseCheck({
        repo,
        base: baseInfo.sha,
        head: headInfo.sha,
        config: loaded.config,
        changed,
        ...(listings ? { listings } : {}),
      }).catch((err: unknown) => ({
        // A listing git could not give (too large, odd names) only costs the shortcut.
        reason: `the partial plan failed: ${err instanceof Error ? err.message : String(err)}`,
      }));
  if ('candidates' in plan) {
    try {
      return await checkOn(check, plan);
    } catch (err) {
      if (!(err instanceof SparseDoubt)) throw err;
      timing(opts, `whole trees after all: ${err.message}`);
    }
  } else timing(opts, `whole trees: ${plan.reason}`);
  return checkOn(check);
}

interface CheckInput {
  opts: RunOptions;
  repo: string;
  configRel: string;
  tools: ReturnType<typeof resolveTools>;
  loaded: Awaited<ReturnType<typeof configAt>>;
  changed: string[];
  base: RevisionInfo;
  head: RevisionInfo;
}

/** Which way a check went (the bench and the tests read it). */
function timing(opts: RunOptions, message: string): void {
  opts.onTiming?.(`check on ${message}`);
}

/** The check on whole revision trees, or (with a sparse plan) on only the files the plan names. */
async function checkOn(c: CheckInput, sparse?: SparsePlan): Promise<Report> {
  const { opts, repo, configRel, tools, changed } = c;
  if (sparse)
    timing(
      opts,
      `partial trees: ${sparse.candidates.size} target(s) to walk, ${sparse.files.head.length} file(s) written at head`,
    );
  return withSides(
    [() => openResolved(repo, c.base, sparse?.files.base), () => openResolved(repo, c.head, sparse?.files.head)],
    async ([base, head]) => {
      if (!base || !head) throw new Error('unreachable: both sides open');
      const { config, text: baseText, warnings } = c.loaded;
      // git answers these while the checks load.
      const asked = Promise.all([
        headConfigText(repo, head.info.sha, configRel),
        remoteUrls(repo),
        branchOf(repo, opts.base as string),
      ]);
      asked.catch(() => undefined);
      const judges = await buildJudges(config, opts, base.root, tools);
      const [headText, repoUrls, branch] = await asked;
      // Applications on another branch than the one the change targets do not deploy it.
      const where = { repoUrls, branch: opts.baseBranch ?? branch };
      const [baseFound, headFound] = await Promise.all([
        discover(base.root, config, { ...where, ...toolPaths(opts) }),
        discover(head.root, config, { ...where, ...toolPaths(opts) }),
      ]);
      const inputs = await affectedBy(changed, config, base.root, head.root, sparse?.verify);
      const pairs = await pairTargets(baseFound.targets, headFound.targets, (t, side) =>
        !sparse || sparse.candidates.has(targetId(t)) ? inputs.affected(t, side) : notTouched(inputs.readBy, t),
      );
      widenForCrossChecks(pairs, config);
      if (sparse) await verifyWidened(pairs, sparse, { base: base.root, head: head.root, configFile: config.file });
      const [baseRoots, headRoots] = await Promise.all([
        sideRootsOf(config, base.root),
        sideRootsOf(config, head.root),
      ]);
      // Head objects are validated against the base revision's CRDs first (security review item 4).
      const ctx = {
        mode: 'check' as const,
        judges,
        base: baseRoots,
        head: { ...headRoots, trustedCrdDirs: baseRoots.crdDirs, submodules: head.submodules },
      };
      const cross = crossChecks({ mode: 'check', config, opts, baseRoot: base.root, headRoot: head.root });
      const progress = progressReporter(opts.onProgress);
      const outcomes = await runGroups(pairs, ctx, jobsOf(opts), { crossCheck: cross.run, onTargetDone: progress });
      const extra: Finding[] = siteFindings(config, headRoots.refused);
      if ((baseText ?? '') !== headText) extra.push(...configChanged(config, configRel));
      extra.push(...siteFindings(config, await crdChangedDrafts(baseRoots.crdDirs, headRoots.crdDirs)));
      // Every unit that cannot be checked (engine/discovered-units.ts) is charged by what it declares and reads.
      const discovered = { base: baseFound, head: headFound };
      const coverage = checkCoverageFindings({
        config,
        changed,
        readBy: inputs.readBy,
        globalFiles: inputs.globalFiles,
        outcomes,
        ...discovered,
      });
      const notices = [...warnings, ...headFound.notes, ...submoduleNotices(head), ...cross.notices()];
      return assembleReport({
        mode: 'check',
        outcomes,
        extraFindings: [
          ...extra.map((f) => ({ ...f, change: 'introduced' as const })),
          ...coverage,
          ...cross.findings(),
        ],
        images: cross.images(),
        notices,
        tools: toolsOf(judges),
        base: base.info,
        head: head.info,
      });
    },
  );
}

/** A target whose reach no changed file touches (sparse-check.ts) reads none of them. */
async function notTouched(readBy: Map<Target, string[]>, target: Target): Promise<false> {
  readBy.set(target, []);
  return false;
}

/** Targets rendered only for drift or promotion were not walked: their inputs must be written out too. */
async function verifyWidened(
  pairs: TargetPair[],
  sparse: SparsePlan,
  roots: { base: string; head: string; configFile: string },
): Promise<void> {
  for (const p of pairs) {
    if (!p.affected || sparse.candidates.has(p.id)) continue;
    for (const side of ['base', 'head'] as const) {
      const target = p[side];
      if (!target) continue;
      const inputs = await targetInputs(roots[side], target, roots.configFile).catch(() => undefined);
      sparse.verify(side, target, inputs);
    }
  }
}

async function runAudit(opts: RunOptions): Promise<Report> {
  if (opts.argocdServer && opts.offline)
    throw new UsageError('--argocd-server needs the network; it cannot be combined with --offline');
  const repo = path.resolve(opts.repo);
  const configRel = configPathOf(opts.configPath);
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  tools.catch(() => undefined);
  return withSides([() => openSide(repo, opts.ref ?? 'HEAD')], async ([side]) => {
    if (!side) throw new Error('unreachable: side open');
    const { config, warnings } = await configAt(repo, side.info.sha, configRel);
    const judges = await buildJudges(config, opts, side.root, tools);
    const found = await discover(side.root, config, { repoUrls: await remoteUrls(repo), ...toolPaths(opts) });
    const all = auditPairs(found.targets, opts.environments);
    unknownEnvironments(found.targets, opts.environments);
    const pairs = opts.shard ? shardPairs(all, opts.shard) : all;
    const roots = await sideRootsOf(config, side.root);
    const ctx = { mode: 'audit' as const, judges, head: { ...roots, submodules: side.submodules } };
    const cross = crossChecks({ mode: 'audit', config, opts, headRoot: side.root });
    const hooks = { crossCheck: cross.run, onTargetDone: progressReporter(opts.onProgress) };
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
    const extra = [
      ...found.findings,
      ...siteFindings(config, roots.refused),
      ...cross.findings(),
      ...live.findings,
      ...auditCoverageFindings(config, found, all.length),
    ];
    const report = assembleReport({
      mode: 'audit',
      outcomes,
      extraFindings: extra,
      images: cross.images(),
      notices: [
        ...warnings,
        ...found.notes,
        ...submoduleNotices(side),
        ...pinned.notices,
        ...cross.notices(),
        ...live.notices,
      ],
      tools: toolsOf(judges),
      ref: side.info,
    });
    if (opts.shard) report.shard = opts.shard;
    return report;
  });
}

/** The --helm/--kustomize binaries, for what discovery renders. */
function toolPaths(opts: RunOptions): { helm?: string; kustomize?: string } {
  return { ...(opts.helm ? { helm: opts.helm } : {}), ...(opts.kustomize ? { kustomize: opts.kustomize } : {}) };
}

/** The versions that rendered (a missing tool is recorded by the version it lacked: none). */
function toolsOf(judges: Judges): { helm?: ToolVersion; kustomize?: ToolVersion } {
  return { helm: judges.tools.helm.tool, kustomize: judges.tools.kustomize.tool };
}

function configChanged(config: Config, file: string): Finding[] {
  return siteFindings(config, [
    {
      ruleId: 'config/changed',
      message: `${file} is changed by this change; the checks here used the base revision's config, the new one applies after merge`,
      location: { file },
    },
  ]);
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

/** Repo-wide findings (not about one target). */
function siteFindings(config: Config, drafts: FindingDraft[]): Finding[] {
  return finalizeDrafts(drafts, { config, app: '-', environment: '-' });
}
