import type { Finding } from '../model/finding.js';
import type { ImageReport, Report, ResourceChange, ToolVersion } from '../model/report.js';
import { SEVERITY_ORDER } from '../model/report.js';
import { summarize, verdictOf } from '../findings/verdict.js';
import { toolVersion } from '../package-root.js';
import type { TargetOutcome } from './target-run.js';
import { maskReport, maskValuesOf } from './mask-report.js';
import { collapsePerSource } from './per-source.js';

export interface AssembleInput extends Pick<Report, 'base' | 'head' | 'ref' | 'config'> {
  mode: 'check' | 'audit';
  outcomes: TargetOutcome[];
  extraFindings: Finding[];
  images: ImageReport[];
  notices: string[];
  tools: { helm?: ToolVersion; kustomize?: ToolVersion };
}

const CHANGE_ORDER: Record<string, number> = { introduced: 0, unchanged: 1, fixed: 2 };

function byFinding(a: Finding, b: Finding): number {
  return (
    (CHANGE_ORDER[a.change ?? 'introduced'] ?? 0) - (CHANGE_ORDER[b.change ?? 'introduced'] ?? 0) ||
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`) ||
    a.ruleId.localeCompare(b.ruleId) ||
    (a.location?.file ?? '').localeCompare(b.location?.file ?? '') ||
    (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
    a.fingerprint.localeCompare(b.fingerprint)
  );
}

function byChange(a: ResourceChange, b: ResourceChange): number {
  const ka = `${a.app}/${a.environment}/${a.resource.kind}/${a.resource.namespace ?? ''}/${a.resource.name}`;
  const kb = `${b.app}/${b.environment}/${b.resource.kind}/${b.resource.namespace ?? ''}/${b.resource.name}`;
  return ka.localeCompare(kb);
}

/** Sorted, summarised, judged: the one report every output format is made from. */
export function assembleReport(input: AssembleInput): Report {
  return maskReport(
    finishReport({
      // A tool that did not run has no version: JSON leaves its key out.
      tool: { name: 'deploy-gate', version: toolVersion(), ...input.tools },
      ...(input.config ? { config: input.config } : {}),
      mode: input.mode,
      ...(input.base ? { base: input.base } : {}),
      ...(input.head ? { head: input.head } : {}),
      ...(input.ref ? { ref: input.ref } : {}),
      targets: input.outcomes.map((o) => o.report),
      // An unreachable source blocks every target that uses it: one finding per source, naming them.
      findings: collapsePerSource([...input.outcomes.flatMap((o) => o.findings), ...input.extraFindings]),
      changes: input.outcomes.flatMap((o) => o.changes),
      images: input.images,
      notices: input.notices,
    }),
    maskValuesOf(input.outcomes),
  );
}

export type ReportParts = Omit<Report, 'verdict' | 'summary' | 'images' | 'notices'> & {
  images: ImageReport[];
  notices: string[];
};

/** Orders everything, counts, and judges. Also used to merge shard reports into the same result. */
export function finishReport(parts: ReportParts): Report {
  const { images, notices, ...rest } = parts;
  const targets = [...parts.targets].sort((a, b) =>
    `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`),
  );
  const findings = [...parts.findings].sort(byFinding);
  const resources = targets.reduce((n, t) => n + t.resources, 0);
  const report: Report = {
    ...rest,
    verdict: verdictOf(findings),
    summary: summarize(findings, targets.length, resources),
    targets,
    findings,
    changes: [...parts.changes].sort(byChange),
  };
  if (images.length) report.images = [...images].sort(byImage);
  if (notices.length) report.notices = [...new Set(notices)].sort();
  return report;
}

function byImage(a: ImageReport, b: ImageReport): number {
  return `${a.app}/${a.environment}/${a.image}`.localeCompare(`${b.app}/${b.environment}/${b.image}`);
}
