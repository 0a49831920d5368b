import { isHelmTestHook } from '../kube/helm-hooks.js';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { environmentOf, type Config } from '../model/config.js';
import type { Finding, FindingDraft } from '../model/finding.js';
import type { ResourceChange, TargetReport } from '../model/report.js';
import { defaultNamespaceOf, targetParts, type Target } from '../model/target.js';
import { compareFindings, keepUncheckedIntroduced } from '../findings/compare.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { revokeAddedExemptions } from '../findings/added-exemptions.js';
import { submoduleFindings } from './submodule-inputs.js';
import { apiGroup, resourceKey, type Resource } from '../model/resource.js';
import { unstableDrafts, unstableObjects } from './determinism.js';
import { diffTarget } from '../diff/index.js';
import { mergeScopes } from '../kube/scope.js';
import { evaluateSide, type Judges, type SideResult, type SideRoots } from './evaluate.js';
import { crdKey } from '../schema/crd-schemas.js';
import { pairDrafts } from './pair-checks.js';

/** A target as found on each side of the change (one side only in audit mode). */
export interface TargetPair {
  id: string;
  base?: Target;
  head?: Target;
  affected: boolean;
  /** The head's own id for a target the change relabelled (judged under its base identity). */
  renamedTo?: string;
  /**
   * Rendered only for what other checks need (health customizations, drift, promotion): the change
   * touches none of its inputs nor its definition, so it adds no introduced findings of its own.
   */
  contextOnly?: boolean;
}

export interface TargetOutcome {
  pair: TargetPair;
  report: TargetReport;
  findings: Finding[];
  changes: ResourceChange[];
  base?: SideResult;
  head?: SideResult;
  /** Credential values either side rendered: masked in the whole report, kept after the sides are dropped. */
  maskValues: string[];
  /** crdKey() of every kind the head renders outside the core groups, kept after the sides are dropped. */
  kindsUsed?: string[];
}

export interface PairContext {
  mode: 'check' | 'audit';
  judges: Judges;
  base?: SideRoots;
  head: SideRoots;
}

function sideOf(target: Target, roots: SideRoots, config: Config) {
  return { target, env: environmentOf(config, target.environment), ...roots };
}

/**
 * The config comes from the base, so a change that deletes an app's folder still lists its target
 * at head. A folder the change deleted is a removal (security case H2's exception), not a failure.
 */
async function deletedByChange(pair: TargetPair, ctx: PairContext): Promise<boolean> {
  if (ctx.mode !== 'check' || !pair.base || !pair.head || !ctx.base) return false;
  const exists = (root: string, rel: string) =>
    access(path.join(root, rel)).then(
      () => true,
      () => false,
    );
  return (await exists(ctx.base.root, pair.base.path)) && !(await exists(ctx.head.root, pair.head.path));
}

export async function runPair(input: TargetPair, ctx: PairContext): Promise<TargetOutcome> {
  if (!input.affected) return unaffectedOutcome(input);
  // Only an affected target can have lost its folder: the deleted files are among its inputs.
  const pair = (await deletedByChange(input, ctx)) ? { ...input, head: undefined } : input;
  const main = (pair.head ?? pair.base) as Target;
  const { config } = ctx.judges;
  const [base, head] = await Promise.all([
    pair.base && ctx.base ? evaluateSide(sideOf(pair.base, ctx.base, config), ctx.judges) : undefined,
    pair.head ? evaluateSide(sideOf(pair.head, ctx.head, config), ctx.judges) : undefined,
  ]);
  if (ctx.mode === 'check' && head && pair.head) {
    const env = environmentOf(config, pair.head.environment);
    head.findings = revokeAddedExemptions(head.findings, {
      config,
      env,
      head: head.resources,
      base: base?.resources ?? [],
    });
  }
  const unstable = await headUnstable(pair, head, ctx);
  const changes =
    ctx.mode === 'check' ? withoutUnstable(diffOf(pair, ctx, { base, head }, config.render.diffIgnore), unstable) : [];
  // render.diffIgnore shortens the diff only: what counts as changed for the checks is the full diff.
  const changed =
    config.render.diffIgnore.length > 0 && ctx.mode === 'check'
      ? changedKeys(diffOf(pair, ctx, { base, head }, []))
      : changedKeys(changes);
  const findings =
    ctx.mode === 'check'
      ? judgedChange(compareFindings(base?.findings ?? [], head?.findings ?? []), changed, pair.contextOnly)
          // A head that did not render fixed nothing: its base findings are unknown now, not gone.
          .filter((f) => !(f.change === 'fixed' && head?.status === 'failed'))
      : (head?.findings ?? []);
  const changeDrafts = [
    ...unstableDrafts(unstable),
    ...(ctx.mode === 'check'
      ? pairDrafts(base, head, sideNamespaces(pair), {
          prunes: pair.head?.prunes === true || pair.base?.prunes === true,
          reloader: config.rollout?.reloader === true,
        })
      : []),
    ...(pair.renamedTo
      ? [renamedDraft(main, pair.renamedTo, lowersRules(config, main.environment, pair.renamedTo))]
      : []),
  ];
  findings.push(
    ...finalizeDrafts(changeDrafts, { config, app: main.app, environment: main.environment }).map((f) => ({
      ...f,
      change: 'introduced' as const,
    })),
  );
  if (pair.head) {
    const sub = await submoduleFindings(ctx.head.root, pair.head, ctx.head.submodules ?? [], config);
    findings.push(...sub.map((f) => (ctx.mode === 'check' ? { ...f, change: 'introduced' as const } : f)));
  }
  const maskValues = [...(base?.maskValues ?? []), ...(head?.maskValues ?? [])];
  const kindsUsed = head?.status === 'rendered' ? customKindsOf(head.resources) : [];
  return { pair, report: targetReport(main, head, base), findings, changes, base, head, maskValues, kindsUsed };
}

/** crdKey()s of the kinds of a render that a CRD could define (group with a dot). */
function customKindsOf(resources: Resource[]): string[] {
  const keys = resources.flatMap(({ ref }) => {
    const group = apiGroup(ref.apiVersion);
    return group.includes('.') ? [crdKey(group, ref.apiVersion.slice(group.length + 1), ref.kind)] : [];
  });
  return [...new Set(keys)];
}

/**
 * A target the change touches keeps what it could not check introduced; one rendered only for
 * context (`contextOnly`) introduces nothing on objects the change leaves untouched — an old render
 * failure there is the base's too, not the change's.
 */
function judgedChange(findings: Finding[], changed: Set<string>, contextOnly: boolean | undefined): Finding[] {
  if (!contextOnly) return keepUncheckedIntroduced(findings, changed);
  return findings.map((f) =>
    f.change === 'introduced' && !(f.resource && changed.has(resourceKey(f.resource)))
      ? { ...f, change: 'unchanged' as const }
      : f,
  );
}

/** Would the head's own identity be judged by weaker rules than the one it is judged under? */
function lowersRules(config: Config, judgedAs: string, renamedTo: string): boolean {
  const to = renamedTo.slice(renamedTo.lastIndexOf('/') + 1);
  if (to === judgedAs) return false;
  const rank = { off: 0, optional: 1, required: 2 } as const;
  const strict = environmentOf(config, judgedAs);
  const loose = environmentOf(config, to);
  return (strict.requireDigests && !loose.requireDigests) || rank[strict.gateRecords] > rank[loose.gateRecords];
}

function renamedDraft(target: Target, to: string, lowers: boolean): FindingDraft {
  return {
    ...(lowers ? { severity: 'error' as const } : {}),
    ruleId: 'targets/identity-changed',
    message: `this change turns ${target.app}/${target.environment} (declared in ${target.origin.file ?? target.path}) into ${to}; it was judged as ${target.app}/${target.environment}, and the new identity applies after merge${lowers ? ' — with weaker rules (digests or gate records no longer required): review it as a change of production' : ''}`,
    location: { file: target.origin.file ?? target.path },
  };
}

/** Check mode renders an affected Helm target's head twice: what differs between the two is not what gets deployed. */
async function headUnstable(pair: TargetPair, head: SideResult | undefined, ctx: PairContext): Promise<Resource[]> {
  const target = pair.head;
  if (
    ctx.mode !== 'check' ||
    !target ||
    !targetParts(target).some((p) => p.kind === 'helm') ||
    head?.status !== 'rendered'
  )
    return [];
  return unstableObjects(sideOf(target, ctx.head, ctx.judges.config), ctx.judges, head.resources);
}

function withoutUnstable(changes: ResourceChange[], unstable: Resource[]): ResourceChange[] {
  if (unstable.length === 0) return changes;
  const keys = new Set(unstable.map((r) => resourceKey(r.ref)));
  return changes.filter((c) => !keys.has(resourceKey(c.resource)));
}

/** Each side's namespace for objects that name none (its target's destination namespace). */
function sideNamespaces(pair: TargetPair): { base?: string; head?: string } {
  const base = pair.base && defaultNamespaceOf(pair.base);
  const head = pair.head && defaultNamespaceOf(pair.head);
  return { ...(base ? { base } : {}), ...(head ? { head } : {}) };
}

/** A side that failed to render has no objects to compare: listing the other side's as added or removed would be a lie. */
function diffOf(
  pair: TargetPair,
  ctx: PairContext,
  { base, head }: { base: SideResult | undefined; head: SideResult | undefined },
  ignore: readonly string[],
): ResourceChange[] {
  if (base?.status === 'failed' || head?.status === 'failed') return [];
  const main = (pair.head ?? pair.base) as Target;
  const namespaces = sideNamespaces(pair);
  // Helm test hooks are not deployed by any sync (kube/helm-hooks.ts): they are no change to review.
  const deployed = (resources: Resource[] | undefined) => resources?.filter((r) => !isHelmTestHook(r));
  return diffTarget({
    app: main.app,
    environment: main.environment,
    base: deployed(base?.resources),
    head: deployed(head?.resources),
    ignore,
    ...(namespaces.base ? { baseNamespace: namespaces.base } : {}),
    ...(namespaces.head ? { headNamespace: namespaces.head } : {}),
    crdScopes: mergeScopes(ctx.base?.crdScopes, ctx.head.crdScopes),
  });
}

function changedKeys(changes: ResourceChange[]): Set<string> {
  return new Set(changes.filter((c) => c.action !== 'removed').map((c) => resourceKey(c.resource)));
}

/** What runPair gives a pair the change does not affect, without a promise (nothing is rendered or read). */
export function unaffectedOutcome(pair: TargetPair): TargetOutcome {
  // One per unchanged target (thousands in a big repo): the report is built without spreads.
  const report = reportBase((pair.head ?? pair.base) as Target) as TargetReport;
  report.status = 'unchanged';
  report.resources = 0;
  report.durationMs = 0;
  return { pair, findings: [], changes: [], maskValues: [], report };
}

/** A new object: app, environment, kind, path, origin, and `paths` for a multi-source Application. */
function reportBase(t: Target): Pick<TargetReport, 'app' | 'environment' | 'kind' | 'path' | 'paths' | 'origin'> {
  const base: Pick<TargetReport, 'app' | 'environment' | 'kind' | 'path' | 'paths' | 'origin'> = {
    app: t.app,
    environment: t.environment,
    kind: t.kind,
    path: t.path,
    origin: t.origin.how,
  };
  // A multi-source Application is one unit: every source's path is shown.
  if (t.sources) base.paths = t.sources.map((s) => s.path);
  return base;
}

function targetReport(main: Target, head: SideResult | undefined, base: SideResult | undefined): TargetReport {
  const out: TargetReport = { ...reportBase(main), status: 'rendered', resources: 0, durationMs: 0 };
  if (!head) {
    return { ...out, status: 'skipped', reason: 'removed by the change', durationMs: base?.durationMs ?? 0 };
  }
  out.status = head.status;
  out.resources = head.resources.length;
  out.durationMs = head.durationMs + (base?.durationMs ?? 0);
  if (head.validation) out.validation = head.validation;
  if (head.counts) Object.assign(out, head.counts);
  if (head.notes?.length) out.notes = head.notes;
  if (head.reason) out.reason = head.reason;
  if (head.sources?.length) out.sources = head.sources;
  if (head.cached) out.renderCached = true;
  return out;
}
