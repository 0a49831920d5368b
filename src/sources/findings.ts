// Which rule and verdict a refused or failed remote source gets. An unpinned source is its own
// rule (sources/unpinned); a source that could not be reached was not checked (inconclusive);
// bytes that do not match their digest, and a source outside the allowlist, fail.
import type { FindingDraft } from '../model/finding.js';

export function renderFailureRule(code: string): Pick<FindingDraft, 'ruleId' | 'verdict'> {
  switch (code) {
    case 'E_SOURCE_UNPINNED': return { ruleId: 'sources/unpinned' };
    case 'E_SOURCE_UNREACHABLE':
    case 'E_SOURCE_UNVERIFIED': return { ruleId: 'render/failed', verdict: 'inconclusive' };
    default: return { ruleId: 'render/failed' };
  }
}
