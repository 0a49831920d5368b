// Green means checked: every changed file is read by a target rendered on both sides, matched by
// an `ignore:` glob, or reported as `targets/unchecked-change`; every unit discovery found but
// cannot render is `targets/not-checked`; a repointed Application source is `targets/source-changed`.
// What `check` and `audit` could not check is said so, in repository-level findings.
import picomatch from 'picomatch';
import type { Config } from '../model/config.js';
import type { Change, Finding, FindingDraft } from '../model/finding.js';
import type { NotCheckedUnit, Target } from '../model/target.js';
import type { AppSourceRef } from '../targets/argocd.js';
import { touches } from '../targets/index.js';
import { compareFindings } from '../findings/compare.js';
import type { Discovered } from './discover.js';
import { siteFindings as site } from './run-common.js';
import type { TargetOutcome } from './target-run.js';
import { memoised } from '../cache/memo.js';

export interface CheckCoverage {
  config: Config;
  changed: string[];
  /** Changed files read by each target object (from affectedBy). */
  readBy: Map<Target, string[]>;
  /** Changed files the run reads itself (config, CRDs, gate records): judged by their own rules. */
  globalFiles: string[];
  outcomes: TargetOutcome[];
  base: Discovered;
  head: Discovered;
}

const withChange =
  (change: Change) =>
  (f: Finding): Finding => ({ ...f, change });

/** `check`: repository-level findings compared base → head, and what the change leaves unchecked. */
export function checkCoverageFindings(c: CheckCoverage): Finding[] {
  const { config } = c;
  const out = compareFindings(c.base.findings, c.head.findings);
  for (const unit of c.head.notChecked) {
    const change = unitChangedBy(unit, c.base.notChecked, c.changed) ? 'introduced' : 'unchanged';
    out.push(...site(config, [notCheckedDraft(unit)]).map(withChange(change)));
  }
  out.push(...site(config, uncheckedChangeDrafts(c)).map(withChange('introduced')));
  out.push(...site(config, sourceChangeDrafts(c.base.applications, c.head.applications)).map(withChange('introduced')));
  const excludedBefore = new Set(c.base.excluded);
  for (const f of site(config, excludedDrafts(c.head)))
    out.push({ ...f, change: excludedBefore.has(f.location?.file ?? '') ? 'unchanged' : 'introduced' });
  if (c.base.targets.length === 0 && c.head.targets.length === 0)
    out.push(...site(config, [noTargetsDraft()]).map(withChange('introduced')));
  return out;
}

/** `audit`: every unit found but not checked, what `exclude:` took out, and no target at all. */
export function auditCoverageFindings(config: Config, found: Discovered, targetCount: number): Finding[] {
  const drafts = [...found.notChecked.map(notCheckedDraft), ...excludedDrafts(found)];
  if (targetCount === 0) drafts.push(noTargetsDraft());
  return site(config, drafts);
}

function excludedDrafts(found: Discovered): FindingDraft[] {
  return found.excluded.map((rel) => ({
    ruleId: 'targets/excluded',
    message: `${rel} is excluded from discovery by the config's \`exclude:\`; nothing in it was looked for or checked`,
    location: { file: rel },
    fingerprintKey: rel,
  }));
}

/** Finding nothing to check has checked nothing: inconclusive, never a pass. */
function noTargetsDraft(): FindingDraft {
  return {
    ruleId: 'targets/none-found',
    message:
      'no targets were found (no config targets, Argo CD Applications, leaf overlays or charts with values) — nothing was checked',
  };
}

/** A target's render is a check of its changed inputs only when every side it has rendered. */
function renderedEverywhere(o: TargetOutcome): boolean {
  return o.base?.status !== 'failed' && o.head?.status !== 'failed';
}

/** Why each changed file is not covered, or nothing when it is. */
function uncoveredFiles(input: CheckCoverage): Map<string, string> {
  const ignored = input.config.ignore.length > 0 ? picomatch(input.config.ignore, { dot: true }) : () => false;
  const covered = new Set(input.globalFiles);
  const failedBy = new Map<string, string>();
  for (const o of input.outcomes) {
    const files = [o.pair.base, o.pair.head].flatMap((t) => (t ? (input.readBy.get(t) ?? []) : []));
    for (const file of files) {
      if (renderedEverywhere(o)) covered.add(file);
      else failedBy.set(file, o.pair.id);
    }
  }
  const why = new Map<string, string>();
  const units = [...input.head.notChecked, ...input.base.notChecked];
  for (const file of input.changed) {
    const unit = units.find((u) => u.inputs.some((i) => touches(file, i)));
    if (unit) why.set(file, `read by ${unit.unit} (${unit.file}), which is not checked: ${unit.reason}`);
    else if (covered.has(file) || ignored(file)) continue;
    else if (failedBy.has(file)) why.set(file, `read by ${failedBy.get(file) ?? ''}, which did not render`);
    else if (units.some((u) => u.file === file)) why.set(file, 'it declares units that are not checked');
    else why.set(file, 'no target reads it and no `ignore:` glob matches it');
  }
  return why;
}

/** One `targets/unchecked-change` finding per reason, naming the files. */
function uncheckedChangeDrafts(input: CheckCoverage): FindingDraft[] {
  const byReason = new Map<string, string[]>();
  // Appended in place: copying the list per file was quadratic (20,000 added files took 9 s here).
  for (const [file, reason] of uncoveredFiles(input)) memoised(byReason, reason, () => []).push(file);
  return [...byReason].map(([reason, files]) => ({
    ruleId: 'targets/unchecked-change',
    message: `changed file(s) ${listOf(files)} were not checked: ${reason}`,
    location: { file: files[0] as string },
    fingerprintKey: `${reason}\0${files.join('\0')}`,
    remediation:
      'declare a target that reads these files, add a glob to `ignore:` in the base config if they never affect a deployment, or fix the target that could not be rendered',
  }));
}

function listOf(files: string[]): string {
  const shown = files.slice(0, 10).join(', ');
  return files.length > 10 ? `${shown} and ${files.length - 10} more` : shown;
}

/** The finding of one unit discovery found but could not render. */
export function notCheckedDraft(unit: NotCheckedUnit): FindingDraft {
  return {
    ruleId: 'targets/not-checked',
    message: unit.message ?? `${unit.unit} in ${unit.file} was not checked: ${unit.reason}`,
    location: { file: unit.file, ...(unit.line ? { line: unit.line } : {}) },
    fingerprintKey: unitKey(unit),
  };
}

export function unitKey(unit: NotCheckedUnit): string {
  return unit.key ?? `${unit.file}#${unit.unit}`;
}

/** `check`: a unit is new to the change when it did not exist at base, or its declaration or inputs changed. */
export function unitChangedBy(unit: NotCheckedUnit, baseUnits: NotCheckedUnit[], changed: string[]): boolean {
  // Two files may declare units under one key (the same HelmRelease in two cluster folders): any base
  // unit with the key and the same declaration is this one, not only the first.
  const same = baseUnits.filter((u) => unitKey(u) === unitKey(unit));
  if (!same.some((u) => u.declaration === unit.declaration)) return true;
  return changed.some((file) => unit.inputs.some((i) => touches(file, i)));
}

/** `check`: an Application whose git source repoURL, targetRevision or chart the change rewrites (a Helm/OCI chart source is rendered instead). */
export function sourceChangeDrafts(base: AppSourceRef[], head: AppSourceRef[]): FindingDraft[] {
  const byKey = new Map(base.map((a) => [a.key, a]));
  const out: FindingDraft[] = [];
  for (const app of head) {
    const before = byKey.get(app.key);
    if (!before) continue;
    // A chart from a Helm/OCI repository is fetched and rendered on both sides (`sources:`): its version change is diffed, not unseen.
    const diffs = app.sources.flatMap((src, i) =>
      (src.chart !== undefined ? [] : (['repoURL', 'targetRevision', 'chart'] as const))
        .filter((field) => (before.sources[i]?.[field] ?? '') !== (src[field] ?? ''))
        .map(
          (field) =>
            `${app.sources.length > 1 ? `source ${i + 1} ` : ''}${field} ${show(before.sources[i]?.[field])} → ${show(src[field])}`,
        ),
    );
    if (diffs.length === 0) continue;
    out.push({
      ruleId: 'targets/source-changed',
      message: `Application ${app.name} (${app.file}): the change repoints its source: ${diffs.join('; ')}; what it deploys from there was not rendered in this check`,
      location: { file: app.file },
      fingerprintKey: app.key,
      remediation:
        'review what the new source deploys; after merge, an audit renders it from there if it is this repository',
    });
  }
  return out;
}

function show(v: string | undefined): string {
  return v === undefined || v === '' ? '(unset)' : JSON.stringify(v);
}
