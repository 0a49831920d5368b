/**
 * The one way every report counts: findings folded into problems (finding-groups), split by what
 * they do to the verdict. The headline, the section titles, the text report, SARIF and the audit
 * issue all read these numbers, so no two places can disagree.
 */
import type { Finding } from '../model/finding.js';
import type { Report } from '../model/report.js';
import { groupFindings, plural } from './common.js';
import { groupFindingsByProblem, type FindingGroup } from './finding-groups.js';

export interface Tally {
  problems: number;
  findings: number;
}

/** The current findings (introduced, or all in an audit) by effect, then the other groups. */
export interface ReportCounts {
  /** Error severity, checked and wrong: these fail the gate. */
  failing: Tally;
  /** Error severity, could not be checked: these make the gate inconclusive. */
  inconclusive: Tally;
  /** Warnings and notes: shown, never deciding. */
  advisory: Tally;
  unchanged: Tally;
  fixed: Tally;
  exempted: Tally;
}

export type CurrentKind = 'failing' | 'inconclusive' | 'advisory';

export function currentKind(f: Pick<Finding, 'severity' | 'verdict'>): CurrentKind {
  if (f.severity !== 'error') return 'advisory';
  return f.verdict === 'fail' ? 'failing' : 'inconclusive';
}

export function tally(findings: Finding[]): Tally {
  return { problems: groupFindingsByProblem(findings).length, findings: findings.length };
}

/** Current findings split by kind, each folded into problems. */
export function currentProblems(report: Report): Record<CurrentKind, FindingGroup[]> {
  const current = groupFindings(report.findings).current;
  const of = (kind: CurrentKind) => groupFindingsByProblem(current.filter((f) => currentKind(f) === kind));
  return { failing: of('failing'), inconclusive: of('inconclusive'), advisory: of('advisory') };
}

export function countReport(report: Report): ReportCounts {
  const groups = groupFindings(report.findings);
  const of = (kind: CurrentKind) => tally(groups.current.filter((f) => currentKind(f) === kind));
  return {
    failing: of('failing'),
    inconclusive: of('inconclusive'),
    advisory: of('advisory'),
    unchanged: tally(groups.unchanged),
    fixed: tally(groups.fixed),
    exempted: tally(groups.exempted),
  };
}

/** `11 problems (17 findings)`, or `1 problem (1 finding)`: the one phrase for a tally. */
export function tallyText(t: Tally, word = 'problem', words = `${word}s`): string {
  return `${t.problems} ${t.problems === 1 ? word : words} (${plural(t.findings, 'finding')})`;
}

/** `4 targets, 18 rendered objects; 11 failing problems (17 findings), 0 unchecked problems (0 findings), ...` */
export function countsLine(report: Report): string {
  const c = countReport(report);
  const parts = [
    tallyText(c.failing, 'failing problem'),
    tallyText(c.inconclusive, 'unchecked problem'),
    tallyText(c.advisory, 'warning or note', 'warnings or notes'),
  ];
  if (c.exempted.findings > 0) parts.push(plural(c.exempted.findings, 'exempted finding'));
  const s = report.summary;
  return `${plural(s.targets, 'target')}, ${plural(s.resources, 'rendered object')}; ${parts.join(', ')}`;
}

/** Section titles, the same in the comment and the text report. */
export const SECTION_TITLE: Record<CurrentKind, string> = {
  failing: 'Failing',
  inconclusive: 'Could not check',
  advisory: 'Warnings and notes',
};
