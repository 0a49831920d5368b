// The code-scanning category of the SARIF run. upload-sarif's `category` input only fills in a
// missing `automationDetails`, and the reporter always writes one, so the action sets it itself:
// audits of different environment sets must not replace each other's alerts.

/** The category for these settings: the input, else one per environment set in audit mode, else the reporter's. */
export function sarifCategory(
  mode: 'check' | 'audit' | 'validate',
  environments: string[],
  input?: string,
): string | undefined {
  if (input) return input;
  if (mode !== 'audit') return undefined;
  const set = environments.length > 0 ? [...new Set(environments)].sort().map(encodeURIComponent).join('+') : 'all';
  return `deploy-gate/audit/${set}`;
}

/**
 * Sets `runs[].automationDetails.id` to `<category>/`. GitHub reads everything before the last
 * slash as the category, so the trailing slash leaves the run id empty, as upload-sarif does.
 */
export function withSarifCategory(sarif: string, category: string | undefined): string {
  if (!category) return sarif;
  const log = JSON.parse(sarif) as { runs?: Array<Record<string, unknown>> };
  const id = category.endsWith('/') ? category : `${category}/`;
  for (const run of log.runs ?? [])
    run['automationDetails'] = { ...(run['automationDetails'] as object | undefined), id };
  return `${JSON.stringify(log, null, 2)}\n`;
}
