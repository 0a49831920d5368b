/**
 * Secrets by value (security cases E1–E5): the credential values every target's base and head
 * rendered are masked in every string of the report, so no output format, diff, message, tool
 * error or Action output can print one. The values themselves never enter the report.
 */
import type { Report } from '../model/report.js';
import { createSanitizer, sanitizeDeep } from '../redact/index.js';

/** Every credential value any side of any target (or any validated file) produced. */
export function maskValuesOf(outcomes: ReadonlyArray<{ maskValues: string[] }>): string[] {
  return [...new Set(outcomes.flatMap((o) => o.maskValues))];
}

/**
 * Names the report prints as identities (apps, environments, paths, kinds, names, namespaces,
 * images) are public already: a Secret value equal to a namespace must not blank out the report.
 */
function identifiers(report: Report): Set<string> {
  const ids = new Set<string>();
  for (const t of report.targets) [t.app, t.environment, t.path].forEach((v) => ids.add(v));
  const refs = [
    ...report.changes.map((c) => c.resource),
    ...report.findings.flatMap((f) => (f.resource ? [f.resource] : [])),
  ];
  for (const r of refs) [r.apiVersion, r.kind, r.name, r.namespace ?? ''].forEach((v) => ids.add(v));
  for (const i of report.images ?? []) ids.add(i.image);
  return ids;
}

/** The report with every collected value (and its base64 / URL-encoded forms) replaced by `***`. */
export function maskReport(report: Report, values: string[]): Report {
  if (values.length === 0) return report;
  const ids = identifiers(report);
  const mask = values.filter((v) => !ids.has(v));
  if (mask.length === 0) return report;
  return sanitizeDeep(report, createSanitizer({ values: mask }));
}
