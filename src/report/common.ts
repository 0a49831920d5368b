/** What every reporter needs: finding groups in a fixed order, labels, locations. */
import type { Finding } from '../model/finding.js';
import { describeRef, type SourceLocation } from '../model/resource.js';
import { SEVERITY_ORDER, type Report, type ResourceChange } from '../model/report.js';
import { targetId } from '../model/target.js';

export interface FindingGroups {
  /** Introduced (check mode) or every finding (audit mode), not exempted: these decide the verdict. */
  current: Finding[];
  unchanged: Finding[];
  fixed: Finding[];
  exempted: Finding[];
}

export function groupFindings(findings: Finding[]): FindingGroups {
  const groups: FindingGroups = { current: [], unchanged: [], fixed: [], exempted: [] };
  for (const f of sortFindings(findings)) {
    if (f.change === 'fixed') groups.fixed.push(f);
    else if (f.exempted) groups.exempted.push(f);
    else if (f.change === 'unchanged') groups.unchanged.push(f);
    else groups.current.push(f);
  }
  return groups;
}

const VERDICT_ORDER = { fail: 0, inconclusive: 1 } as const;

export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      VERDICT_ORDER[a.verdict] - VERDICT_ORDER[b.verdict] ||
      cmp(targetId(a), targetId(b)) ||
      cmp(a.ruleId, b.ruleId) ||
      cmp(a.resource ? describeRef(a.resource) : '', b.resource ? describeRef(b.resource) : '') ||
      cmp(a.path ?? '', b.path ?? '') ||
      cmp(a.fingerprint, b.fingerprint),
  );
}

export function sortChanges(changes: ResourceChange[]): ResourceChange[] {
  return [...changes].sort(
    (a, b) =>
      cmp(targetId(a), targetId(b)) ||
      cmp(describeRef(a.resource), describeRef(b.resource)) ||
      cmp(a.resource.apiVersion, b.resource.apiVersion),
  );
}

/** Changes grouped per target (`app/environment`), in target order. */
export function changesByTarget(changes: ResourceChange[]): Map<string, ResourceChange[]> {
  const map = new Map<string, ResourceChange[]>();
  for (const change of sortChanges(changes)) {
    const key = targetId(change);
    map.set(key, [...(map.get(key) ?? []), change]);
  }
  return map;
}

/** `new pods (pod template changed)`, `no new pods`, or undefined for objects that run no pods. */
export function rollsPodsMarker(change: Pick<ResourceChange, 'action' | 'rollsPods'>): string | undefined {
  if (change.rollsPods === undefined) return undefined;
  if (!change.rollsPods) return 'no new pods';
  return change.action === 'added' ? 'new pods (new workload)' : 'new pods (pod template changed)';
}

/** `file:line`, `file:line (approximate)` when the line is only the start of a template, or `rendered line N`. */
export function locationText(loc: SourceLocation | undefined): string | undefined {
  if (!loc) return undefined;
  if (!loc.file) return loc.renderedLine ? `rendered line ${loc.renderedLine}` : undefined;
  const line = loc.line ? `:${loc.line}` : '';
  const approx = loc.line && loc.exact === false ? ' (approximate)' : '';
  return `${loc.file}${line}${approx}`;
}

/** `main (d546ae589524)`, or the short SHA alone when the ref is the SHA itself. */
export function revisionText(r: { ref: string; sha: string }): string {
  const short = r.sha.slice(0, 12);
  return r.ref === r.sha || r.sha.startsWith(r.ref) ? short : `${r.ref} (${short})`;
}

export function revisionLine(report: Report): string | undefined {
  if (report.base && report.head) return `base ${revisionText(report.base)} → head ${revisionText(report.head)}`;
  if (report.ref) return `at ${revisionText(report.ref)}`;
  return undefined;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
