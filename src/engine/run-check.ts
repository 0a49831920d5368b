// `check`: base and head of a change, each revision written out whole.
import type { Config } from '../model/config.js';
import type { ConfigUsed, Report, RevisionInfo } from '../model/report.js';
import { buildJudges, jobsOf, sideRootsOf, validateChecks } from './judges.js';
import { UsageError, type RunOptions } from './options.js';
import { configOf, configUsed, openResolved, submoduleNotices, type Side } from './workspace.js';
import { startCheck, type CheckStart } from './check-start.js';
import { markContextOnly, pairTargets, widenForCrossChecks } from './pairs.js';
import { runGroups } from './groups.js';
import { assembleReport } from './assemble.js';
import { redactTokens } from '../redact/index.js';
import { discover, affectedBy } from './discover.js';
import { checkCoverageFindings } from './coverage.js';
import { progressReporter } from './progress.js';
import { changeFindings, headConfigTextIfChanged } from './change-findings.js';
import { toolPaths, toolsOf, withSides, enterPhase } from './run-common.js';
import { discoveryApiVersions } from './served-apis.js';
import { ignoredChangeReport, onlyIgnoredFiles } from './ignored-change.js';
import type { DiscoveryTools } from '../targets/discover.js';
import { sharedDiscoveryRenders } from './discovery-renders.js';
import { pairTrees } from '../render/index.js';

export async function runCheck(opts: RunOptions): Promise<Report> {
  if (!opts.base) throw new UsageError('check needs --base (the revision the change starts from)');
  enterPhase(opts, 'reading the revisions and the changed files');
  const s = startCheck({ ...opts, base: opts.base }, opts.configPath);
  try {
    return await checkFrom(opts, s);
  } catch (err) {
    await s.idle();
    throw err;
  }
}

async function checkFrom(opts: RunOptions, s: CheckStart): Promise<Report> {
  const { repo, tools, asked } = s;
  const [baseInfo, headInfo] = await s.sides;
  const choice = await s.config;
  const configRel = choice.rel;
  const loaded = { ...configOf(choice.text, configRel), used: configUsed(choice, 'base') };
  const changed = await s.changes;
  if (onlyIgnoredFiles(changed, loaded.config)) {
    await checksValid(repo, baseInfo, loaded.config);
    return ignoredChangeReport({
      changed,
      notices: loaded.warnings,
      base: baseInfo,
      head: headInfo,
      config: loaded.used,
    });
  }
  const check: CheckInput = { opts, repo, configRel, tools, asked, loaded, changed, base: baseInfo, head: headInfo };
  return checkOn(check);
}

/** The base config's checks load (its check folders read from the base) before a change passes unrendered. */
async function checksValid(repo: string, base: RevisionInfo, config: Config): Promise<void> {
  if (config.checks.length === 0) return validateChecks(config, repo);
  const side = await openResolved(repo, base);
  try {
    await validateChecks(config, side.root);
  } finally {
    await side.cleanup();
  }
}

interface CheckInput extends Pick<CheckStart, 'repo' | 'tools' | 'asked'> {
  opts: RunOptions;
  configRel: string;
  loaded: ReturnType<typeof configOf> & { used: ConfigUsed };
  changed: string[];
  base: RevisionInfo;
  head: RevisionInfo;
}

/** The check on the two revision trees. */
async function checkOn(c: CheckInput): Promise<Report> {
  const { opts, repo } = c;
  enterPhase(opts, 'writing the revision trees');
  return withSides([() => openResolved(repo, c.base), () => openResolved(repo, c.head)], async ([base, head]) =>
    checkSides(c, { base, head }),
  );
}

/** Judges, targets and findings of a change whose two revisions are open. */
async function checkSides(c: CheckInput, sides: { base: Side; head: Side }): Promise<Report> {
  const { opts, configRel, tools, changed } = c;
  const { base, head } = sides;
  const { config, text: baseText, warnings } = c.loaded;
  // Both sides' CRD dirs are read while the checks load and the targets are found.
  const roots = Promise.all([sideRootsOf(config, base.root), sideRootsOf(config, head.root)]);
  roots.catch(() => undefined);
  // A bad check file or an unknown rule id is the error the run gives, before any render.
  const judges = await buildJudges(config, opts, base.root, tools);
  const [repoUrls, branch] = await c.asked;
  // Applications on another branch than the one the change targets do not deploy it.
  const where = { repoUrls, branch: opts.baseBranch ?? branch };
  const sideApis = (side: 0 | 1) =>
    discoveryApiVersions(
      judges.schema,
      roots.then((r) => r[side].crdApiVersions),
    );
  const apiVersions = { base: sideApis(0), head: sideApis(1) };
  enterPhase(opts, 'discovery (targets, ApplicationSet expansion, affected targets)');
  const { baseFound, headFound, inputs, pairs } = await pairsOf(c, { base, head, config, where, apiVersions });
  const [baseRoots, headRoots] = await roots;
  // Head objects are validated against the base revision's CRDs first (security review item 4).
  const ctx = {
    mode: 'check' as const,
    judges,
    base: baseRoots,
    head: { ...headRoots, trustedCrdDirs: baseRoots.crdDirs, submodules: head.submodules },
  };
  const { crossChecks } = await import('./cross-checks.js');
  const cross = crossChecks({
    mode: 'check',
    config,
    opts,
    baseRoot: base.root,
    headRoot: head.root,
    crdDirs: { base: baseRoots.crdDirs, head: headRoots.crdDirs },
  });
  const progress = progressReporter(opts.onProgress);
  enterPhase(opts, 'rendering and checks');
  const outcomes = await runGroups(pairs, ctx, jobsOf(opts), { crossCheck: cross.run, onTargetDone: progress });
  enterPhase(opts, 'change findings');
  const extra = await changeFindings({
    config,
    configRel,
    baseText,
    // Read only when the change touches the config's path: otherwise it is the base's text.
    headText: await headConfigTextIfChanged({ ...c, baseText }, head.info.sha),
    baseRoots,
    headRoots,
    crdKindsUsed: new Set(outcomes.flatMap((o) => o.kindsUsed ?? [])),
  });
  // Every unit that cannot be checked (engine/discovered-units.ts) is charged by what it declares and reads.
  enterPhase(opts, 'coverage');
  const coverage = checkCoverageFindings({
    config,
    changed,
    readBy: inputs.readBy,
    globalFiles: inputs.globalFiles,
    outcomes,
    base: baseFound,
    head: headFound,
  });
  enterPhase(opts, 'cross-target checks');
  const across = await cross.settle();
  enterPhase(opts, 'reporting');
  const notices = [...warnings, ...headFound.notes, ...submoduleNotices(head), ...across.notices];
  return redactTokens(
    assembleReport({
      mode: 'check',
      outcomes,
      extraFindings: [...extra, ...coverage, ...across.findings],
      images: across.images,
      notices,
      tools: toolsOf(judges),
      base: base.info,
      head: head.info,
      config: c.loaded.used,
    }),
  );
}

interface OpenSides {
  base: Side;
  head: Side;
  config: Config;
  where: { repoUrls: string[]; branch: string | undefined };
  /** What discovery's helm renders get as --api-versions, per side (served-apis.ts). */
  apiVersions: { base: DiscoveryTools['apiVersionsFor']; head: DiscoveryTools['apiVersionsFor'] };
}

/** Targets found on both sides, paired, with what the change affects. */
async function pairsOf(c: CheckInput, s: OpenSides) {
  const { opts, changed } = c;
  const { base, head, config } = s;
  const shared = opts.separateDiscovery ? {} : { renderThrough: sharedDiscoveryRenders(config.file, changed) };
  // What a target reads is worked out once for both revisions where none of it changed (targets/affected.ts).
  pairTrees(base.root, head.root, changed);
  const discoverAt = (side: Side, apiVersionsFor: DiscoveryTools['apiVersionsFor']) =>
    discover(side.root, config, {
      ...s.where,
      ...toolPaths(opts),
      tools: c.tools,
      deadline: opts.deadline,
      apiVersionsFor,
      ...shared,
    });
  const [baseFound, headFound] = await Promise.all([
    discoverAt(base, s.apiVersions.base),
    discoverAt(head, s.apiVersions.head),
  ]);
  const inputs = await affectedBy(changed, config, base.root, head.root);
  const pairs = await pairTargets(baseFound.targets, headFound.targets, inputs.affected);
  markContextOnly(pairs, inputs.readsChange);
  widenForCrossChecks(pairs, config);
  return { baseFound, headFound, inputs, pairs };
}
