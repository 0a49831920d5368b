import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../model/config.js';
import { environmentOf } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { ResourceChange, TargetReport } from '../model/report.js';
import type { Target } from '../model/target.js';
import { compareFindings } from '../findings/compare.js';
import { diffTarget } from '../diff/index.js';
import { evaluateSide } from './evaluate.js';
import type { Judges, SideResult } from './evaluate.js';

/** A target as found on each side of the change (one side only in audit mode). */
export interface TargetPair {
  id: string;
  base?: Target;
  head?: Target;
  affected: boolean;
}

export interface SideRoots {
  root: string;
  crdDirs: string[];
  crdApiVersions: string[];
}

export interface TargetOutcome {
  pair: TargetPair;
  report: TargetReport;
  findings: Finding[];
  changes: ResourceChange[];
  base?: SideResult;
  head?: SideResult;
}

export interface PairContext {
  mode: 'check' | 'audit';
  judges: Judges;
  base?: SideRoots;
  head: SideRoots;
  /** limits concurrent renders across the whole run */
  limit: <T>(fn: () => Promise<T>) => Promise<T>;
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
  const exists = (root: string, rel: string) => access(path.join(root, rel)).then(() => true, () => false);
  return (await exists(ctx.base.root, pair.base.path)) && !(await exists(ctx.head.root, pair.head.path));
}

export async function runPair(input: TargetPair, ctx: PairContext): Promise<TargetOutcome> {
  const pair = (await deletedByChange(input, ctx)) ? { ...input, head: undefined } : input;
  const main = (pair.head ?? pair.base) as Target;
  if (!pair.affected) return unchangedOutcome(pair, main);
  const { config } = ctx.judges;
  const [base, head] = await Promise.all([
    pair.base && ctx.base ? ctx.limit(() => evaluateSide(sideOf(pair.base as Target, ctx.base as SideRoots, config), ctx.judges)) : undefined,
    pair.head ? ctx.limit(() => evaluateSide(sideOf(pair.head as Target, ctx.head, config), ctx.judges)) : undefined,
  ]);
  const findings = ctx.mode === 'check' ? compareFindings(base?.findings ?? [], head?.findings ?? []) : head?.findings ?? [];
  const changes = ctx.mode === 'check'
    ? diffTarget({ app: main.app, environment: main.environment, base: base?.resources, head: head?.resources })
    : [];
  return { pair, report: targetReport(main, head, base), findings, changes, base, head };
}

function unchangedOutcome(pair: TargetPair, main: Target): TargetOutcome {
  return {
    pair,
    findings: [],
    changes: [],
    report: { ...reportBase(main), status: 'unchanged', resources: 0, durationMs: 0 },
  };
}

function reportBase(t: Target): Pick<TargetReport, 'app' | 'environment' | 'kind' | 'path' | 'origin'> {
  return { app: t.app, environment: t.environment, kind: t.kind, path: t.path, origin: t.origin.how };
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
  return out;
}
