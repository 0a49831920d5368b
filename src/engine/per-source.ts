// A source that could not be read (a chart repository offline, a schema document neither fetched nor
// cached) is one problem, whatever number of targets it keeps from being checked: the report gives
// one inconclusive finding per source and change, naming every target it blocks, instead of one per
// target. Each kind of source is recognised by the one form its message is written in.
import type { Finding } from '../model/finding.js';
import { unreachableSourceOf } from '../sources/unreachable.js';
import { memoised } from '../cache/memo.js';

/** A schema document the fetcher could not give: offline and not cached, or failed after its retries. */
const UNREACHABLE_DOCUMENT = /offline and not in the cache \(|after \d+ attempt\(s\)/;
/** The strict check's reason, as schema/builtin.ts writes it: the document and why it is missing. */
const MISSING_OPENAPI = /: (no OpenAPI document for Kubernetes .*); only the embedded kubernetes-models schemas ran/s;

/** The source a finding is blocked by, and how the merged finding names the targets; undefined: not such a finding. */
function blockedBy(f: Finding): { source: string; says: string } | undefined {
  if (f.verdict !== 'inconclusive') return undefined;
  const render = unreachableSourceOf(f);
  if (render !== undefined) return { source: `render ${render}`, says: 'it blocks' };
  if (f.ruleId === 'schema/unknown-field') {
    const missing = MISSING_OPENAPI.exec(f.message)?.[1];
    if (missing !== undefined) return { source: `openapi ${missing}`, says: 'the same for' };
  }
  // The same kind looked up in the same places: the message is the source.
  if (f.ruleId === 'schema/not-found' && UNREACHABLE_DOCUMENT.test(f.message))
    return { source: `crd ${f.message}`, says: 'the same for' };
  return undefined;
}

/** One finding per unreachable source and change, in the place of the first one; the rest are named in it. */
export function collapsePerSource(findings: Finding[]): Finding[] {
  const groups = new Map<string, { says: string; members: Finding[] }>();
  for (const f of findings) {
    const by = blockedBy(f);
    if (by === undefined) continue;
    const key = `${f.change ?? ''} ${f.severity} ${by.source}`;
    memoised(groups, key, () => ({ says: by.says, members: [] })).members.push(f);
  }
  const merged = new Map<Finding, Finding | undefined>();
  for (const { says, members } of groups.values()) {
    const targets = [...new Set(members.map((f) => `${f.app}/${f.environment}`))].sort();
    const first = members[0] as Finding;
    const objects = members.length > targets.length ? ` (${members.length} objects)` : '';
    const named = `; ${says} ${targets.length} target${targets.length === 1 ? '' : 's'}${objects}: ${targets.join(', ')}`;
    merged.set(first, { ...first, message: `${first.message}${named}` });
    for (const f of members.slice(1)) merged.set(f, undefined);
  }
  // A merged finding stands in for the first of its group; the others are left out.
  return findings.flatMap((f) => (merged.has(f) ? (merged.get(f) ?? []) : [f]));
}
