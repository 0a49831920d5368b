// Which rule and verdict a refused or failed remote source gets. An unpinned source and a source
// outside the allowlists are their own rules (sources/unpinned, sources/not-allowed); a source that
// could not be reached was not checked (inconclusive); bytes that do not match their digest fail.
import type { FindingDraft } from '../model/finding.js';
import type { SourceLocation } from '../model/resource.js';

/**
 * The findings of a target that did not render. An unpinned or refused source is reported under
 * its own rule and, because nothing was fetched, the target as not checked: a repository that turns
 * `sources/unpinned` or `sources/not-allowed` down to a warning still never gets a pass for a
 * target nobody rendered.
 */
export function renderFailureDrafts(code: string, error: string, where: string | SourceLocation): FindingDraft[] {
  const location = typeof where === 'string' ? { file: where } : where;
  const first: FindingDraft = { ...renderFailureRule(code), message: `${code}: ${error}`, location };
  if (code !== 'E_SOURCE_UNPINNED' && code !== 'E_SOURCE_NOT_ALLOWED') return [first];
  return [
    first,
    {
      ruleId: 'render/failed',
      verdict: 'inconclusive',
      message: `${code}: the source was not fetched, so nothing in this target was rendered or checked`,
      location,
    },
  ];
}

export function renderFailureRule(code: string): Pick<FindingDraft, 'ruleId' | 'verdict'> {
  switch (code) {
    case 'E_SOURCE_UNPINNED':
      return { ruleId: 'sources/unpinned' };
    case 'E_SOURCE_NOT_ALLOWED':
      return { ruleId: 'sources/not-allowed' };
    // Unreachable or unverified sources, a budget exceeded, the run's deadline passed, a render over its time or
    // memory ceiling (security case B8, whatever the flags): not checked, never a pass.
    case 'E_SOURCE_UNREACHABLE':
    case 'E_SOURCE_UNVERIFIED':
    case 'E_OBJECT_BUDGET':
    case 'E_PARSED_BYTES_BUDGET':
    case 'E_RUN_DEADLINE':
    case 'E_VALIDATOR_DIED':
    case 'E_RENDER_TIMEOUT':
    case 'E_RENDER_OOM':
      return { ruleId: 'render/failed', verdict: 'inconclusive' };
    default:
      return { ruleId: 'render/failed' };
  }
}
