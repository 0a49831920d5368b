/**
 * `--format junit`: JUnit XML for CI systems that read test reports (GitLab, Jenkins, Azure).
 * One test suite per target; one test case per finding that decides the verdict (a failing
 * finding is a <failure>, one that could not be checked an <error>), and one passing case per
 * target that rendered without such findings, so a clean target shows as checked.
 */
import type { Finding } from '../model/finding.js';
import { describeRef } from '../model/resource.js';
import type { Report, TargetReport } from '../model/report.js';
import { memoised } from '../cache/memo.js';
import { groupFindings, locationText } from './common.js';
import { verdictReason } from './verdict-line.js';
import { targetId } from '../model/target.js';

// XML 1.0 allows only these characters; anything else from content is replaced.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlEscape(text: string): string {
  return text
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function caseName(f: Finding): string {
  return `${f.ruleId}${f.resource ? ` ${describeRef(f.resource)}` : ''}`;
}

function detail(f: Finding): string {
  const where = locationText(f.location);
  return [f.message, where ? `at ${where}` : '', f.remediation ? `Fix: ${f.remediation}` : '']
    .filter(Boolean)
    .join('\n');
}

function findingCase(f: Finding, suite: string): string {
  const tag = f.verdict === 'inconclusive' ? 'error' : 'failure';
  const body = `      <${tag} message="${xmlEscape(f.message)}" type="${xmlEscape(f.ruleId)}">${xmlEscape(detail(f))}</${tag}>\n`;
  return `    <testcase classname="${xmlEscape(suite)}" name="${xmlEscape(caseName(f))}">\n${body}    </testcase>\n`;
}

interface Suite {
  name: string;
  cases: string[];
  failures: number;
  errors: number;
}

const suiteFor = (suites: Map<string, Suite>, name: string): Suite =>
  memoised(suites, name, () => ({ name, cases: [], failures: 0, errors: 0 }));

function cleanCase(t: TargetReport): string {
  const name = targetId(t);
  return `    <testcase classname="${xmlEscape(name)}" name="${xmlEscape(`${t.status}: ${t.resources} objects checked`)}"/>\n`;
}

export function renderJunit(report: Report): string {
  const suites = new Map<string, Suite>();
  for (const t of report.targets) suiteFor(suites, targetId(t));
  // Findings that decide the verdict at error severity; warnings and notes do not fail a CI run.
  for (const f of groupFindings(report.findings).current.filter((x) => x.severity === 'error')) {
    const s = suiteFor(suites, targetId(f));
    s.cases.push(findingCase(f, s.name));
    if (f.verdict === 'inconclusive') s.errors++;
    else s.failures++;
  }
  for (const t of report.targets) {
    const s = suiteFor(suites, targetId(t));
    if (s.cases.length === 0) s.cases.push(cleanCase(t));
  }
  const all = [...suites.values()];
  const total = (k: 'failures' | 'errors') => all.reduce((n, s) => n + s[k], 0);
  const tests = all.reduce((n, s) => n + s.cases.length, 0);
  const name = xmlEscape(`deploy-gate ${report.mode}: ${report.verdict.toUpperCase()} — ${verdictReason(report)}`);
  const body = all
    .map(
      (s) =>
        `  <testsuite name="${xmlEscape(s.name)}" tests="${s.cases.length}" failures="${s.failures}" errors="${s.errors}">\n${s.cases.join('')}  </testsuite>\n`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${name}" tests="${tests}" failures="${total('failures')}" errors="${total('errors')}">\n${body}</testsuites>\n`;
}
