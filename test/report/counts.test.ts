import { describe, expect, it } from 'vitest';
import { countReport, tallyText } from '../../src/report/counts.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderJunit } from '../../src/report/junit.js';
import { issueBody, minimalIssueBody } from '../../src/github/audit-issue-body.js';
import { environmentAudit } from '../../src/github/audit-scope.js';
import { finding, report } from './fixtures.js';

/**
 * One problem seen in two environments (2 findings), a second message of the same rule (a second
 * problem), another rule, an inconclusive error, a warning and a note: every reporter must say
 * 3 failing problems (4 findings) and 2 warnings or notes (2 findings), never a second number.
 */
function mixed() {
  const findings = [
    finding({ environment: 'staging' }),
    finding({ environment: 'production' }),
    finding({
      message: 'image redis:latest uses a mutable tag',
      resource: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'cache' },
    }),
    finding({ ruleId: 'security/privileged', message: 'container "web" runs privileged' }),
    finding({ ruleId: 'schema/unknown-field', verdict: 'inconclusive', message: 'no schema for Backup' }),
    finding({ ruleId: 'env/drift', severity: 'warning', message: 'replicas differ' }),
    finding({ ruleId: 'config/changed', severity: 'note', message: 'config changed', resource: undefined }),
  ];
  return report({
    findings,
    summary: { targets: 2, resources: 6, fail: 4, inconclusive: 1, warning: 1, note: 1, exempted: 0 },
  });
}

describe('one count', () => {
  const r = mixed();
  const counts = countReport(r);

  it('folds findings into problems by rule and message shape, split by effect', () => {
    expect(counts.failing).toEqual({ problems: 3, findings: 4 });
    expect(counts.inconclusive).toEqual({ problems: 1, findings: 1 });
    expect(counts.advisory).toEqual({ problems: 2, findings: 2 });
    expect(counts.failing.findings).toBe(r.summary.fail);
  });

  it('the comment headline, its counts line and its section title say the same numbers', () => {
    const md = renderMarkdown(r);
    expect(md.split('\n')[0]).toContain('3 failing problems \\(4 findings\\)');
    expect(md).toContain('#### ❌ Failing: 3 problems (4 findings)');
    expect(md).toContain('Warnings and notes: 2 problems (2 findings)');
    // No other tally of the failing findings anywhere.
    expect(md).not.toMatch(/\b(?!3 )\d+ failing problems?\b/);
  });

  it('the text report titles and its last line agree with the comment', () => {
    const text = renderText(r, { color: false });
    expect(text).toContain('\nFailing: 3 problems (4 findings)\n');
    expect(text).toContain('\nCould not check: 1 problem (1 finding)\n');
    expect(text).toContain('\nWarnings and notes: 2 problems (2 findings)\n');
    expect(text.trimEnd().split('\n').at(-1)).toContain('3 failing problems (4 findings)');
  });

  it('SARIF and JUnit carry the same counts', () => {
    const sarif = JSON.parse(renderSarif(r));
    expect(sarif.runs[0].properties.counts.failing).toEqual({ problems: 3, findings: 4 });
    expect(renderJunit(r)).toContain('3 failing problems (4 findings)');
  });

  it('the audit issue body, full or minimal, counts as the comment does', () => {
    const auditReport = { ...r, mode: 'audit' as const, base: undefined, head: undefined };
    const audit = environmentAudit({ ...auditReport, ref: { ref: 'main', sha: 'c'.repeat(40) } }, 'staging');
    expect(audit).toBeDefined();
    const own = countReport(audit!.report);
    const stamp = { ref: 'c'.repeat(40), runId: 1, runAttempt: 1 };
    const body = issueBody(audit!, stamp);
    const expected = tallyText(own.failing, 'failing problem').replace(/[()]/g, (c) => `\\${c}`);
    expect(body).toContain(expected);
    expect(body).toContain(`Failing: ${tallyText(own.failing)}`);
    expect(minimalIssueBody(audit!, stamp)).toContain(tallyText(own.failing, 'failing problem'));
  });
});
