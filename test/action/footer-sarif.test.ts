// One footer per posted body, and the SARIF category per audited environment set.
import { describe, expect, it } from 'vitest';
import { composeComment, splitReportFooter } from '../../src/github/comment-stamp.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { sarifCategory, withSarifCategory } from '../../src/github/sarif-category.js';
import type { Report } from '../../src/model/report.js';

const report: Report = {
  tool: { name: 'deploy-gate', version: '1.2.3' },
  mode: 'check',
  verdict: 'pass',
  base: { ref: 'main', sha: 'a'.repeat(40) },
  head: { ref: 'pr', sha: 'b'.repeat(40) },
  summary: { targets: 0, resources: 0, fail: 0, inconclusive: 0, warning: 0 },
  targets: [],
  findings: [],
  changes: [],
};

describe('footers', () => {
  it('the comment carries one <sub> footer, with the version and the judged head', () => {
    const body = composeComment(
      renderMarkdown(report),
      { head: 'b'.repeat(40), runId: 9, runAttempt: 1 },
      'https://x.test/run/9',
    );
    expect(body.match(/<sub>/g)).toHaveLength(1);
    expect(body.trimEnd().split('\n').at(-1)).toBe(
      '<sub>deploy-gate 1.2.3 judged head <code>bbbbbbbbbbbb</code> in [run 9](https://x.test/run/9).</sub>',
    );
  });

  it('a body without the reporter footer (the short fallback) still gets ours, unchanged otherwise', () => {
    expect(splitReportFooter('### short\n\ntext\n')).toEqual({ body: '### short\n\ntext' });
    const body = composeComment('### short', { head: 'b'.repeat(40), runId: 9, runAttempt: 1 });
    expect(body).toMatch(/### short\n\n<sub>deploy-gate judged head <code>bbbbbbbbbbbb<\/code> in run 9\.<\/sub>\n$/);
  });
});

describe('SARIF category', () => {
  const sarif = JSON.stringify({
    version: '2.1.0',
    runs: [{ automationDetails: { id: 'deploy-gate/audit/' }, results: [] }],
  });
  const idOf = (text: string) =>
    (JSON.parse(text) as { runs: { automationDetails: { id: string } }[] }).runs[0]!.automationDetails.id;

  it('one category per audited environment set, in any order; the input wins; check keeps the reporter', () => {
    expect(sarifCategory('audit', [])).toBe('deploy-gate/audit/all');
    expect(sarifCategory('audit', ['production', 'staging'])).toBe(
      sarifCategory('audit', ['staging', 'production', 'staging']),
    );
    expect(sarifCategory('audit', ['eu/prod'])).toBe('deploy-gate/audit/eu%2Fprod');
    expect(sarifCategory('audit', ['x'], 'custom')).toBe('custom');
    expect(sarifCategory('check', ['x'])).toBeUndefined();
  });

  it('is written into every run as automationDetails.id with a trailing slash', () => {
    expect(idOf(withSarifCategory(sarif, 'deploy-gate/audit/production'))).toBe('deploy-gate/audit/production/');
    expect(idOf(withSarifCategory(sarif, 'mine/'))).toBe('mine/');
    expect(withSarifCategory(sarif, undefined)).toBe(sarif);
  });
});
