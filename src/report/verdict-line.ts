/** The verdict and why, in one line: the first line of the comment and the last of the text report. */
import type { Report } from '../model/report.js';
import { countReport, tallyText } from './counts.js';

/** The verdict and the reason for it in one line, counted as every section counts (counts.ts). */
export function verdictReason(report: Report): string {
  const counts = countReport(report);
  const introduced = report.mode === 'check' ? ' introduced by this change' : '';
  if (report.verdict === 'fail') return `${tallyText(counts.failing, 'failing problem')}${introduced}`;
  if (report.verdict === 'inconclusive')
    return `${tallyText(counts.inconclusive, 'check')} could not run; nothing failed`;
  return report.mode === 'check' ? 'no failing finding introduced by this change' : 'no failing finding';
}
