// The coverage findings of a run, finalized: what `check` and `audit` could not check, said so.
import type { Config } from '../model/config.js';
import type { Change, Finding, FindingDraft } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { compareFindings } from '../findings/compare.js';
import { siteFindings as site } from './run-common.js';
import { notCheckedDraft, sourceChangeDrafts, unitChangedBy, uncheckedChangeDrafts } from './coverage.js';
import type { Discovered } from './discover.js';
import type { TargetOutcome } from './target-run.js';

const withChange =
  (change: Change) =>
  (f: Finding): Finding => ({ ...f, change });

export interface CheckCoverage {
  config: Config;
  changed: string[];
  readBy: Map<Target, string[]>;
  globalFiles: string[];
  outcomes: TargetOutcome[];
  base: Discovered;
  head: Discovered;
}

/** `check`: repository-level findings compared base → head, and what the change leaves unchecked. */
export function checkCoverageFindings(c: CheckCoverage): Finding[] {
  const { config } = c;
  const out = compareFindings(c.base.findings, c.head.findings);
  for (const unit of c.head.notChecked) {
    const change = unitChangedBy(unit, c.base.notChecked, c.changed) ? 'introduced' : 'unchanged';
    out.push(...site(config, [notCheckedDraft(unit)]).map(withChange(change)));
  }
  out.push(
    ...site(config, uncheckedChangeDrafts({ ...c, baseUnits: c.base.notChecked, headUnits: c.head.notChecked })).map(
      withChange('introduced'),
    ),
  );
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
