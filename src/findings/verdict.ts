import type { Finding, Verdict } from '../model/finding.js';
import type { ReportSummary } from '../model/report.js';

/** Findings that judge the gate: not exempted, and in check mode only what the change introduced. */
export function countsTowardVerdict(f: Finding): boolean {
  if (f.exempted) return false;
  return f.change === undefined || f.change === 'introduced';
}

/** The contract's verdict: any error-level fail → fail; else any error-level inconclusive → inconclusive; else pass. */
export function verdictOf(findings: Finding[]): Verdict {
  const counted = findings.filter(countsTowardVerdict).filter((f) => f.severity === 'error');
  if (counted.some((f) => f.verdict === 'fail')) return 'fail';
  if (counted.some((f) => f.verdict === 'inconclusive')) return 'inconclusive';
  return 'pass';
}

export function summarize(findings: Finding[], targets: number, resources: number): ReportSummary {
  const counted = findings.filter(countsTowardVerdict);
  return {
    targets,
    resources,
    fail: counted.filter((f) => f.severity === 'error' && f.verdict === 'fail').length,
    inconclusive: counted.filter((f) => f.severity === 'error' && f.verdict === 'inconclusive').length,
    warning: counted.filter((f) => f.severity === 'warning').length,
    note: counted.filter((f) => f.severity === 'note').length,
    exempted: findings.filter((f) => f.exempted && f.change !== 'fixed').length,
  };
}
