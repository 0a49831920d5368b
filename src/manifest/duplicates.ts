import type { FindingDraft } from '../model/finding.js';
import { describeRef, resourceKey, type Resource, type SourceLocation } from '../model/resource.js';

function where(loc: SourceLocation): string {
  const line = loc.line !== undefined ? `:${loc.line}` : '';
  const rendered = loc.renderedLine !== undefined && !loc.exact ? ` (rendered line ${loc.renderedLine})` : '';
  return `${loc.file}${line}${rendered}`;
}

/** `manifest/duplicate-resource`: the same group/kind/namespace/name twice in one target; the later one is reported. */
export function duplicateResources(resources: readonly Resource[]): FindingDraft[] {
  const first = new Map<string, Resource>();
  const drafts: FindingDraft[] = [];
  for (const resource of resources) {
    // Hooks named by generateName (`smoke-*`) get a fresh name each time they are created.
    if (resource.ref.name.endsWith('*')) continue;
    const key = resourceKey(resource.ref);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, resource);
      continue;
    }
    drafts.push({
      ruleId: 'manifest/duplicate-resource',
      message: `${describeRef(resource.ref)} occurs twice in this target: at ${where(earlier.source)} and at ${where(resource.source)}; only one of them can be applied`,
      resource,
      location: resource.source,
      fingerprintKey: where(resource.source),
    });
  }
  return drafts;
}
