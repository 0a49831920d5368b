/** The "rolls pods" marker of a changed workload, as the text report and the comment show it. */
import type { ResourceChange } from '../model/report.js';

/** `new pods (pod template changed)`, `no new pods`, or undefined for objects that run no pods. */
export function rollsPodsMarker(change: Pick<ResourceChange, 'action' | 'rollsPods'>): string | undefined {
  if (change.rollsPods === undefined) return undefined;
  if (!change.rollsPods) return 'no new pods';
  return change.action === 'added' ? 'new pods (new workload)' : 'new pods (pod template changed)';
}
