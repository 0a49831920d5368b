/** The verdict and why, in one line: the first line of the comment and the last of the text report. */
import type { Report } from '../model/report.js';
import { groupFindings, plural } from './common.js';
import { groupFindingsByProblem } from './finding-groups.js';

/** The verdict and the reason for it in one line. */
export function verdictReason(report: Report): string {
  const s = report.summary;
  const current = groupFindings(report.findings).current.filter((f) => f.severity === 'error');
  const problems = (verdict: 'fail' | 'inconclusive') =>
    groupFindingsByProblem(current.filter((f) => f.verdict === verdict)).length;
  const introduced = report.mode === 'check' ? ' introduced by this change' : '';
  if (report.verdict === 'fail')
    return `${plural(problems('fail'), 'problem')} (${plural(s.fail, 'failing finding')})${introduced}`;
  if (report.verdict === 'inconclusive')
    return `${plural(problems('inconclusive'), 'check')} could not run (${plural(s.inconclusive, 'finding')}); nothing failed`;
  return report.mode === 'check' ? 'no failing finding introduced by this change' : 'no failing finding';
}
