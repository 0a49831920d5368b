/**
 * SARIF 2.1.0 for GitHub code scanning: one rule per rule id, a physical location for every
 * result (GitHub rejects results without one), `partialFingerprints` from the finding's own
 * fingerprint so alerts survive line shifts. Fixed findings are not results any more.
 */
import type { Finding, Severity } from '../model/finding.js';
import { describeRef } from '../model/resource.js';
import type { Report } from '../model/report.js';
import { defaultSeverities, RULES } from '../findings/rules.js';
import { sortFindings, targetLabel } from './common.js';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
export const FINGERPRINT_KEY = 'deployGate/v1';
const CONFIG_FILE = '.deploy-gate.yaml';

type Json = Record<string, unknown>;

export function renderSarif(report: Report): string {
  const findings = sortFindings(report.findings.filter((f) => f.change !== 'fixed'));
  const ruleIds = [...RULES.map((r) => r.id)];
  for (const f of findings) if (!ruleIds.includes(f.ruleId)) ruleIds.push(f.ruleId);
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'deploy-gate', version: report.tool.version, semanticVersion: report.tool.version, rules: ruleIds.map(ruleDescriptor) } },
        automationDetails: { id: `deploy-gate/${report.mode}/` },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the deploy repository' } } },
        results: findings.map((f) => result(f, index.get(f.ruleId) ?? 0, report)),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function ruleDescriptor(id: string): Json {
  const rule = RULES.find((r) => r.id === id);
  const summary = rule?.summary ?? id;
  const verdict = rule?.verdict ?? 'fail';
  const meaning =
    verdict === 'inconclusive'
      ? 'A finding of this rule means something could not be checked: the gate verdict becomes inconclusive, never pass.'
      : 'A finding of this rule with severity error fails the gate.';
  return {
    id,
    name: id.replace(/[/-](\w)/g, (_m, ch: string) => ch.toUpperCase()),
    shortDescription: { text: summary },
    fullDescription: { text: `${summary}. ${meaning}` },
    help: {
      text: `${summary}. ${meaning} Opt a resource out with the annotation deploy-gate.io/ignore: "${id}" plus deploy-gate.io/ignore-reason.`,
    },
    defaultConfiguration: { level: level(defaultSeverity(id)) },
    properties: { tags: [id.split('/')[0] ?? id, `verdict:${verdict}`] },
  };
}

function defaultSeverity(id: string): Severity {
  return defaultSeverities()[id] ?? 'error';
}

function level(severity: Severity): 'error' | 'warning' | 'note' {
  return severity;
}

function result(f: Finding, ruleIndex: number, report: Report): Json {
  const object = f.resource ? ` (${describeRef(f.resource)} in ${targetLabel(f)})` : ` (${targetLabel(f)})`;
  const out: Json = {
    ruleId: f.ruleId,
    ruleIndex,
    level: level(f.severity),
    message: { text: `${f.message}${object}` },
    locations: [location(f, report)],
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
    properties: {
      verdict: f.verdict,
      target: targetLabel(f),
      ...(f.change ? { change: f.change } : {}),
      ...(f.path ? { pointer: f.path } : {}),
      ...(f.remediation ? { remediation: f.remediation } : {}),
    },
  };
  if (f.exempted) out.suppressions = [{ kind: 'inSource', justification: `${f.exempted.by}: ${f.exempted.reason}` }];
  return out;
}

/** Without a file, the target's own path (or the config file) carries the result. */
function location(f: Finding, report: Report): Json {
  const logical = f.resource
    ? [{ name: f.resource.name, fullyQualifiedName: `${targetLabel(f)}/${describeRef(f.resource)}`, kind: 'object' }]
    : undefined;
  const file = f.location?.file || report.targets.find((t) => t.app === f.app && t.environment === f.environment)?.path || CONFIG_FILE;
  const region: Json = {};
  if (f.location?.file && f.location.line && f.location.line > 0) region.startLine = f.location.line;
  if (region.startLine && f.location?.column && f.location.column > 0) region.startColumn = f.location.column;
  const physical: Json = { artifactLocation: { uri: toUri(file), uriBaseId: '%SRCROOT%' } };
  if (Object.keys(region).length > 0) physical.region = region;
  return { physicalLocation: physical, ...(logical ? { logicalLocations: logical } : {}) };
}

function toUri(file: string): string {
  return file.replace(/^\.?\/+/, '').split('/').map(encodeURIComponent).join('/');
}
