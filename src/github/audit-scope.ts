// An audit report cut per environment: each environment's own targets and findings, its own verdict,
// and what in it could not be checked. The tracking issue of an environment is written from this.
import type { Finding, Verdict } from '../model/finding.js';
import type { Report } from '../model/report.js';
import { countsTowardVerdict, summarize, verdictOf } from '../findings/verdict.js';

/** Findings of no one environment (config, discovery, "no targets"): they concern every environment. */
export const GLOBAL_ENVIRONMENT = '-';

export interface EnvironmentAudit {
  environment: string;
  /** The report restricted to this environment (plus the findings that concern every environment). */
  report: Report;
  verdict: Verdict;
  /** What could not be checked, one line each (inconclusive findings, targets that failed to render). */
  unchecked: string[];
}

function environmentsOf(report: Report): string[] {
  const names = new Set<string>();
  for (const t of report.targets) names.add(t.environment);
  for (const f of report.findings) names.add(f.environment);
  names.delete(GLOBAL_ENVIRONMENT);
  names.delete('');
  return [...names].sort();
}

function uncheckedOf(findings: Finding[], report: Report): string[] {
  const lines = findings
    .filter((f) => countsTowardVerdict(f) && f.verdict === 'inconclusive' && f.severity === 'error')
    .map((f) => `${f.app}/${f.environment} ${f.ruleId}: ${f.message}`);
  const reported = new Set(
    findings.filter((f) => f.verdict === 'inconclusive').map((f) => `${f.app}/${f.environment}`),
  );
  for (const t of report.targets) {
    // A failed target must never read as clean, even if no finding names it.
    if (t.status === 'failed' && !reported.has(`${t.app}/${t.environment}`)) {
      lines.push(`${t.app}/${t.environment}: not rendered${t.reason ? `: ${t.reason}` : ''}`);
    }
  }
  return lines;
}

export function environmentAudit(report: Report, environment: string): EnvironmentAudit {
  const mine = (x: { environment: string }) => x.environment === environment || x.environment === GLOBAL_ENVIRONMENT;
  const targets = report.targets.filter((t) => t.environment === environment);
  const findings = report.findings.filter(mine);
  const scoped: Report = {
    ...report,
    targets,
    findings,
    changes: report.changes.filter(mine),
    ...(report.images ? { images: report.images.filter(mine) } : {}),
    summary: summarize(
      findings,
      targets.length,
      targets.reduce((n, t) => n + t.resources, 0),
    ),
    verdict: verdictOf(findings),
  };
  const unchecked = uncheckedOf(findings, scoped);
  if (targets.length === 0) unchecked.push(`no target of environment ${environment} was rendered`);
  // Anything that could not be checked keeps the environment from being clean.
  const verdict: Verdict = scoped.verdict === 'pass' && unchecked.length > 0 ? 'inconclusive' : scoped.verdict;
  return { environment, report: { ...scoped, verdict }, verdict, unchecked };
}

/**
 * One entry per environment the audit judged. `requested` (the `environments` input) limits the
 * set; environments not audited are never listed, so their issues are left alone.
 */
export function splitByEnvironment(report: Report, requested: string[] = []): EnvironmentAudit[] {
  const found = environmentsOf(report);
  const names = requested.length > 0 ? found.filter((e) => requested.includes(e)) : found;
  return names.map((e) => environmentAudit(report, e));
}
