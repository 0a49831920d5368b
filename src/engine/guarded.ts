import type { FindingDraft } from '../model/finding.js';

/** A check that crashes is reported for its target (inconclusive), never a silent pass. */
export async function guarded(drafts: FindingDraft[], what: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    drafts.push({ ruleId: 'internal/check-error', message: `${what} could not run: ${message}` });
  }
}
