// Verdict → step result: `fail` fails; `inconclusive` fails unless the workflow opted out, then warns loudly.
import type { Report } from '../model/report.js';

export interface Conclusion {
  result: 'pass' | 'fail' | 'warn';
  message: string;
}

export function conclusion(report: Pick<Report, 'verdict' | 'summary'>, failOnInconclusive: boolean): Conclusion {
  const c = report.summary;
  const counts = `${c.fail} failing, ${c.inconclusive} inconclusive`;
  switch (report.verdict) {
    case 'pass':
      return { result: 'pass', message: `deploy-gate: PASS (${counts}).` };
    case 'fail':
      return { result: 'fail', message: `deploy-gate: FAIL (${counts}). See the job summary.` };
    default:
      return failOnInconclusive
        ? {
            result: 'fail',
            message: `deploy-gate: INCONCLUSIVE (${counts}): some things could not be checked. See the job summary.`,
          }
        : {
            result: 'warn',
            message: `deploy-gate: INCONCLUSIVE (${counts}): some things could NOT be checked, and this step passes only because fail-on-inconclusive is false.`,
          };
  }
}
