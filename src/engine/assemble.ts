import type { Finding } from '../model/finding.js';
import type { ImageReport, Report, ResourceChange, RevisionInfo, TargetReport, ToolVersion } from '../model/report.js';
import { SEVERITY_ORDER } from '../model/report.js';
import { summarize, verdictOf } from '../findings/verdict.js';
import { toolVersion } from '../package-root.js';
import type { TargetOutcome } from './target-run.js';

export interface AssembleInput {
  mode: 'check' | 'audit';
  outcomes: TargetOutcome[];
  extraFindings: Finding[];
  images: ImageReport[];
  notices: string[];
  tools: { helm?: ToolVersion; kustomize?: ToolVersion };
  base?: RevisionInfo;
  head?: RevisionInfo;
  ref?: RevisionInfo;
}

const CHANGE_ORDER: Record<string, number> = { introduced: 0, unchanged: 1, fixed: 2 };

function byFinding(a: Finding, b: Finding): number {
  return (CHANGE_ORDER[a.change ?? 'introduced'] ?? 0) - (CHANGE_ORDER[b.change ?? 'introduced'] ?? 0)
    || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]
    || `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`)
    || a.ruleId.localeCompare(b.ruleId)
    || (a.location?.file ?? '').localeCompare(b.location?.file ?? '')
    || (a.location?.line ?? 0) - (b.location?.line ?? 0)
    || a.fingerprint.localeCompare(b.fingerprint);
}

function byTarget(a: TargetReport, b: TargetReport): number {
  return `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`);
}

function byChange(a: ResourceChange, b: ResourceChange): number {
  const ka = `${a.app}/${a.environment}/${a.resource.kind}/${a.resource.namespace ?? ''}/${a.resource.name}`;
  const kb = `${b.app}/${b.environment}/${b.resource.kind}/${b.resource.namespace ?? ''}/${b.resource.name}`;
  return ka.localeCompare(kb);
}

/** Sorted, summarised, judged: the one report every output format is made from. */
export function assembleReport(input: AssembleInput): Report {
  const targets = input.outcomes.map((o) => o.report).sort(byTarget);
  const findings = [...input.outcomes.flatMap((o) => o.findings), ...input.extraFindings].sort(byFinding);
  const changes = input.outcomes.flatMap((o) => o.changes).sort(byChange);
  const resources = targets.reduce((n, t) => n + t.resources, 0);
  const report: Report = {
    tool: { name: 'deploy-gate', version: toolVersion(), ...pick(input.tools) },
    mode: input.mode,
    verdict: verdictOf(findings),
    ...(input.base ? { base: input.base } : {}),
    ...(input.head ? { head: input.head } : {}),
    ...(input.ref ? { ref: input.ref } : {}),
    summary: summarize(findings, targets.length, resources),
    targets,
    findings,
    changes,
  };
  if (input.images.length) report.images = input.images;
  if (input.notices.length) report.notices = input.notices;
  return report;
}

function pick(tools: AssembleInput['tools']): { helm?: ToolVersion; kustomize?: ToolVersion } {
  const out: { helm?: ToolVersion; kustomize?: ToolVersion } = {};
  if (tools.helm) out.helm = tools.helm;
  if (tools.kustomize) out.kustomize = tools.kustomize;
  return out;
}
