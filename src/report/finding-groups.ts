/**
 * Findings folded into problems: one group per rule, severity, verdict and message shape, across
 * targets, environments and source lines. Generic over rule ids: the shape only removes what
 * differs between targets (the app, the environment, the namespace, version numbers).
 */
import type { Finding } from '../model/finding.js';
import type { SourceLocation } from '../model/resource.js';
import { SEVERITY_ORDER } from '../model/report.js';
import { memoised } from '../cache/memo.js';
import { sortFindings } from './common.js';

export interface FindingGroup {
  ruleId: string;
  severity: Finding['severity'];
  verdict: Finding['verdict'];
  /** Distinct messages, in finding order (one when every target says the same). */
  messages: string[];
  remediation?: string;
  /** Distinct objects as `Kind name` (the namespace usually differs per environment). */
  objects: string[];
  /** Distinct targets, app then environment. */
  targets: { app: string; environment: string }[];
  /** Distinct source locations with a file. */
  locations: SourceLocation[];
  findings: Finding[];
}

const VERSION = /\b\d+(?:\.\d+)+\b/g;

/** The message with what names one target replaced, so the same problem elsewhere has the same shape. */
export function messageShape(f: Finding): string {
  const names = [f.environment, f.app, f.resource?.namespace]
    .filter((w): w is string => typeof w === 'string' && w.length >= 2 && w !== '-')
    .sort((a, b) => b.length - a.length);
  let shape = f.message;
  for (const name of names) shape = shape.split(name).join('\u0000');
  return shape.replace(VERSION, '#');
}

function groupKey(f: Finding): string {
  return [f.ruleId, f.severity, f.verdict, messageShape(f)].join('\u0001');
}

function objectOf(f: Finding): string | undefined {
  return f.resource ? `${f.resource.kind} ${f.resource.name}` : undefined;
}

function pushDistinct<T>(list: T[], value: T | undefined, key: (v: T) => string = String): void {
  if (value === undefined) return;
  const k = key(value);
  if (!list.some((v) => key(v) === k)) list.push(value);
}

const locationKey = (l: SourceLocation) => `${l.file ?? ''}:${l.line ?? ''}`;

export function groupFindingsByProblem(findings: Finding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of sortFindings(findings)) {
    const g = memoised(groups, groupKey(f), () => ({
      ruleId: f.ruleId,
      severity: f.severity,
      verdict: f.verdict,
      messages: [],
      objects: [],
      targets: [],
      locations: [],
      findings: [],
      ...(f.remediation ? { remediation: f.remediation } : {}),
    }));
    g.findings.push(f);
    pushDistinct(g.messages, f.message);
    pushDistinct(g.objects, objectOf(f));
    pushDistinct(g.targets, { app: f.app, environment: f.environment }, (t) => `${t.app}/${t.environment}`);
    if (f.location?.file) pushDistinct(g.locations, f.location, locationKey);
  }
  return [...groups.values()].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.verdict === b.verdict ? 0 : a.verdict === 'fail' ? -1 : 1) ||
      b.targets.length - a.targets.length ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}

/** Targets by app, apps in order: `[['web', ['production', 'staging']], ...]`. */
export function targetsByApp(targets: { app: string; environment: string }[]): [string, string[]][] {
  const byApp = new Map<string, string[]>();
  for (const t of targets) byApp.set(t.app, [...(byApp.get(t.app) ?? []), t.environment]);
  return [...byApp]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([app, envs]) => [app, [...new Set(envs)].sort()]);
}
