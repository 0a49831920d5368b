// `.Capabilities.APIVersions.Has` on an API whose presence on the target's cluster the gate cannot
// know (issue 31 item 7). helm renders with the environment's list: the Kubernetes version's
// built-ins, the repository's CRDs and the environment's `apiVersions`. A built-in group's absence
// from that list is known; a third-party API (`monitoring.coreos.com/v1`) that is neither a CRD in
// the repository nor listed may well be served by the cluster (an operator installed outside Git),
// and Argo CD passes the cluster's own list. Judging only the branch helm's list takes would let
// `{{ if .Capabilities.APIVersions.Has "monitoring.coreos.com/v1" }}privileged: true{{ end }}` pass.
// So the chart is rendered a second time with those APIs present, and that render is judged too.
import type { FindingDraft } from '../model/finding.js';
import { resourceKey, type Resource } from '../model/resource.js';
import { targetParts, type Target } from '../model/target.js';
import { KNOWN_GROUP_VERSIONS } from '../schema/served-apis.js';
import { archiveAskedApis, chartAskedApis, type AskedApis } from './chart-capabilities.js';

export interface UnknownApis {
  /** Quoted names the charts ask about whose presence is unknown. */
  names: string[];
  /** Chart paths that ask with a computed name: which APIs they ask about cannot be known. */
  computedIn: string[];
}

/**
 * Kubernetes' own groups (the version's served list says whether they are there), and groups
 * removed before 1.25. Not every `*.k8s.io` group: `gateway.networking.k8s.io`,
 * `snapshot.storage.k8s.io` and `metrics.k8s.io` come from CRDs or add-ons.
 */
const BUILTIN_GROUPS = new Set([
  ...KNOWN_GROUP_VERSIONS.map((gv) => (gv.includes('/') ? gv.slice(0, gv.indexOf('/')) : '')),
  'extensions',
  'internal.apiserver.k8s.io',
]);
const CORE_VERSION = /^v\d+(?:(?:alpha|beta)\d+)?$/;

/** The group of `v1`, `v1/Pod`, `apps/v1`, `apps/v1/Deployment`. */
function groupOf(name: string): string {
  const first = name.split('/')[0] ?? '';
  return CORE_VERSION.test(first) ? '' : first;
}

/** Present when listed (the name, or the group/version of a group/version/Kind); absent when a built-in group's and not listed. */
export function presenceUnknown(name: string, known: ReadonlySet<string>): boolean {
  if (known.has(name)) return false;
  const gv =
    name.split('/').length === 3 || (groupOf(name) === '' && name.includes('/'))
      ? name.slice(0, name.lastIndexOf('/'))
      : name;
  if (known.has(gv)) return false;
  return !BUILTIN_GROUPS.has(groupOf(name));
}

/**
 * What the helm parts of `target` ask about with unknown presence. A part with Argo CD's own
 * `helm.apiVersions` is left out: that list replaces the cluster's, so it is the whole answer. A
 * remote chart and the dependencies pulled at render time are read from the archives the render
 * fetched (`archives`: their files in the source cache, digest-checked when fetched).
 */
export async function unknownAskedApis(
  target: Target,
  root: string,
  known: Iterable<string>,
  archives: readonly string[] = [],
): Promise<UnknownApis> {
  const knownSet = new Set(known);
  const names = new Set<string>();
  const computedIn: string[] = [];
  const add = (asked: AskedApis, where: string) => {
    for (const n of asked.names) if (presenceUnknown(n, knownSet)) names.add(n);
    if (asked.computed) computedIn.push(where);
  };
  const parts = targetParts(target).filter((p) => p.kind === 'helm' && (p.helm?.apiVersions ?? []).length === 0);
  for (const part of parts.filter((p) => !p.helm?.remote))
    add(await chartAskedApis(root, part.helm?.chart ?? part.path), part.path);
  if (parts.length > 0) for (const file of archives) add(await archiveAskedApis(file), parts[0]?.path ?? target.path);
  return { names: [...names].sort(), computedIn };
}

export type BranchRender = { resources: Resource[] } | { error: string };

export interface BranchInput {
  target: Target;
  environment: string;
  unknown: UnknownApis;
  main: { resources: Resource[]; drafts: FindingDraft[] };
  /** The target rendered and parsed again with `apis` added to helm's list. */
  renderWith: (apis: string[]) => Promise<BranchRender>;
  /** The side's checks on other objects. */
  check: (resources: Resource[]) => Promise<FindingDraft[]>;
}

/**
 * The findings of the other branch that the main render does not have, each saying which APIs it
 * assumed; inconclusive when that render fails, or when a chart computes the name it asks about.
 */
export async function otherBranchDrafts(input: BranchInput): Promise<FindingDraft[]> {
  const { target, unknown } = input;
  const drafts: FindingDraft[] = unknown.computedIn.map((chart) => ({
    ruleId: 'render/api-versions-unknown',
    verdict: 'inconclusive',
    message:
      `${chart} asks .Capabilities.APIVersions.Has about a name computed in the template: ` +
      `whether the ${input.environment} cluster serves it is unknown, so only the branch helm's list takes was judged`,
    location: { file: chart },
  }));
  if (unknown.names.length === 0) return drafts;
  const apis = unknown.names.join(', ');
  const other = await input.renderWith(unknown.names);
  if ('error' in other) {
    drafts.push({
      ruleId: 'render/api-versions-unknown',
      verdict: 'inconclusive',
      message: `the render where the ${input.environment} cluster serves ${apis} failed, so that branch was not judged: ${other.error}`,
      location: { file: target.path },
    });
    return drafts;
  }
  if (sameObjects(input.main.resources, other.resources)) return drafts;
  const seen = new Set(input.main.drafts.map(draftKey));
  const assumed = ` (in the render where the ${input.environment} cluster serves ${apis}: not in its Kubernetes version, not a CRD in the repository, not in the environment's apiVersions, so it may be served)`;
  for (const d of await input.check(other.resources)) {
    if (seen.has(draftKey(d))) continue;
    drafts.push({ ...d, message: `${d.message}${assumed}` });
  }
  return drafts;
}

function sameObjects(a: Resource[], b: Resource[]): boolean {
  return a.length === b.length && JSON.stringify(a.map((r) => r.object)) === JSON.stringify(b.map((r) => r.object));
}

function draftKey(d: FindingDraft): string {
  const ref = d.resource ? ('ref' in d.resource ? d.resource.ref : d.resource) : undefined;
  return [d.ruleId, ref ? resourceKey(ref) : '', d.path ?? '', d.fingerprintKey ?? ''].join('\u0000');
}
