import type { HealthCaseResult, HealthSuiteResult } from './suite-run.js';

const quote = (s: string) => JSON.stringify(s);

function caseLine(c: HealthCaseResult): string {
  const want = `${c.expected.status} ${quote(c.expected.message)}`;
  if (c.ok) return `ok    ${c.kind} ${c.inputPath}: ${want}`;
  const got =
    c.error !== null
      ? `error: ${c.error}`
      : c.actual
        ? `${c.actual.status} ${quote(c.actual.message)}`
        : 'no health status';
  return `FAIL  ${c.kind} ${c.inputPath}: expected ${want}, got ${got}`;
}

/** One line per case, then `N passed, N failed` (the closing line CI runners read). */
export function formatSuiteText(result: HealthSuiteResult): string {
  const lines = result.cases.map(caseLine);
  if (result.cases.length === 0) lines.push('no health_test.yaml found: nothing was tested');
  lines.push(`${result.passed} passed, ${result.failed} failed`);
  return `${lines.join('\n')}\n`;
}

export function formatSuiteJson(result: HealthSuiteResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

/** 0 only when cases ran and every one passed: an empty run checked nothing. */
export function suiteExitCode(result: HealthSuiteResult): number {
  return result.cases.length > 0 && result.failed === 0 ? 0 : 1;
}
