/**
 * SARIF 2.1.0 for GitHub code scanning: one rule per rule id, a physical location for every
 * result (GitHub rejects results without one), `partialFingerprints` from the finding's own
 * fingerprint so alerts survive line shifts. Fixed findings are not results any more.
 */
import type { Finding } from '../model/finding.js';
import { describeRef } from '../model/resource.js';
import type { Report } from '../model/report.js';
import { rules } from '../findings/rules.js';
import { ruleDescriptor, type SarifDocs } from './sarif-rules.js';
import { sortFindings } from './common.js';
import { countReport } from './counts.js';
import { targetId } from '../model/target.js';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
export const FINGERPRINT_KEY = 'deployGate/v1';
const CONFIG_FILE = '.deploy-gate.yaml';

type Json = Record<string, unknown>;

export function renderSarif(report: Report, docs: SarifDocs = {}): string {
  const findings = sortFindings(report.findings.filter((f) => f.change !== 'fixed'));
  const ruleIds = rules().map((r) => r.id);
  for (const f of findings) if (!ruleIds.includes(f.ruleId)) ruleIds.push(f.ruleId);
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'deploy-gate',
            version: report.tool.version,
            semanticVersion: report.tool.version,
            ...(docs.projectUrl ? { informationUri: docs.projectUrl } : {}),
            rules: ruleIds.map((id) => ruleDescriptor(id, docs)),
          },
        },
        automationDetails: { id: `deploy-gate/${report.mode}/` },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the deploy repository' } } },
        results: findings.map((f) => result(f, index.get(f.ruleId) ?? 0, report)),
        // The same problem and finding counts as the comment and the text report (counts.ts).
        properties: { verdict: report.verdict, counts: countReport(report) },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function result(f: Finding, ruleIndex: number, report: Report): Json {
  const object = f.resource ? ` (${describeRef(f.resource)} in ${targetId(f)})` : ` (${targetId(f)})`;
  const out: Json = {
    ruleId: f.ruleId,
    ruleIndex,
    // SARIF's levels are our severities.
    level: f.severity,
    message: { text: `${f.message}${object}` },
    locations: [location(f, report)],
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
    properties: {
      verdict: f.verdict,
      target: targetId(f),
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
    ? [{ name: f.resource.name, fullyQualifiedName: `${targetId(f)}/${describeRef(f.resource)}`, kind: 'object' }]
    : undefined;
  const file =
    f.location?.file ||
    report.targets.find((t) => t.app === f.app && t.environment === f.environment)?.path ||
    CONFIG_FILE;
  // A result about a whole file still gets a region (line 1): code scanning shows it at the top of the file.
  const region: Json = { startLine: f.location?.file && f.location.line && f.location.line > 0 ? f.location.line : 1 };
  if (region.startLine && f.location?.column && f.location.column > 0) region.startColumn = f.location.column;
  const physical: Json = { artifactLocation: { uri: toUri(file), uriBaseId: '%SRCROOT%' }, region };
  return { physicalLocation: physical, ...(logical ? { logicalLocations: logical } : {}) };
}

function toUri(file: string): string {
  return file
    .replace(/^\.?\/+/, '')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
}
