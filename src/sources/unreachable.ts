// An unreachable source (offline, DNS, 5xx, 401/403, timeout) is one problem, whatever number of
// targets it keeps from being checked: the report gives one inconclusive finding per source and
// change, naming every target it blocks, instead of one per target. The fetch steps write the
// source into the message in one form (`unreachableMessage`) so the findings can be grouped.
import type { Finding } from '../model/finding.js';

const FORM = /source <([^<>]+)> could not be fetched: /;

/** `what`: kind, URL (no credentials), chart or path, version: the same words for every target that uses it. */
export function unreachableMessage(what: string, detail: string): string {
  return `source <${what}> could not be fetched: ${detail}`;
}

function sourceOf(f: Finding): string | undefined {
  if (f.ruleId !== 'render/failed' || f.verdict !== 'inconclusive' || !f.message.startsWith('E_SOURCE_UNREACHABLE'))
    return undefined;
  return FORM.exec(f.message)?.[1];
}

/** One finding per unreachable source and change, in the place of the first target's; the rest are named in it. */
export function collapseUnreachable(findings: Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const source = sourceOf(f);
    if (source === undefined) continue;
    const key = `${f.change ?? ''} ${f.severity} ${source}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const merged = new Map<Finding, Finding | undefined>();
  for (const group of groups.values()) {
    const targets = [...new Set(group.map((f) => `${f.app}/${f.environment}`))].sort();
    const first = group[0] as Finding;
    const blocks = `; it blocks ${targets.length} target${targets.length === 1 ? '' : 's'}: ${targets.join(', ')}`;
    merged.set(first, { ...first, message: `${first.message}${blocks}` });
    for (const f of group.slice(1)) merged.set(f, undefined);
  }
  return findings.flatMap((f) => {
    if (!merged.has(f)) return [f];
    const m = merged.get(f);
    return m ? [m] : [];
  });
}
