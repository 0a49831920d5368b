/** The gate check of one target: every image the change introduces, judged against the trusted records. */
import picomatch from 'picomatch';
import { formatImageRef, normalizeImageGlob, parseImageRef } from '../kube/image-ref.js';
import type { EnvironmentConfig } from '../model/config.js';
import type { FindingDraft } from '../model/finding.js';
import type { ImageReport } from '../model/report.js';
import type { Resource } from '../model/resource.js';
import type { TagResolver } from '../registry/types.js';
import {
  changedRuntimeImages,
  changedSites,
  changedUnreadablePatches,
  imageSites,
  type ImageSite,
  type RuntimeImageSite,
  type UnreadablePatchSite,
} from '../kube/image-sites.js';
import { judgeImage, type Judgement } from './judge.js';
import type { RecordSource } from './source.js';
import { memoised } from '../cache/memo.js';

export interface CheckGateInput {
  env: EnvironmentConfig;
  /** For the image table; the engine's target app. */
  app?: string;
  /** `gateRecords.scope` globs over normalised names (`ghcr.io/acme/*`); empty = every image. */
  scope: string[];
  /** Absent in audit mode: then every image is judged. */
  base?: Resource[];
  head: Resource[];
  records: RecordSource;
  /** Only when `resolveTags` is on; shared by the whole run (one answer per tag). */
  resolver?: TagResolver;
  /** config `podTemplatePaths`. */
  podTemplatePaths?: Record<string, string[]>;
}

export interface CheckGateResult {
  drafts: FindingDraft[];
  images: ImageReport[];
  notices: string[];
}

/** Scope globs are written like image names: `nginx` means `docker.io/library/nginx`. */
function scopeMatcher(scope: string[]): (name: string) => boolean {
  if (scope.length === 0) return () => true;
  const globs = scope.map((g) => {
    try {
      return /[*?[\]{}]/.test(g) ? normalizeImageGlob(g) : parseImageRef(g).name;
    } catch {
      return g;
    }
  });
  return picomatch(globs);
}

function report(app: string, env: string, site: ImageSite, status: string, j?: Judgement): ImageReport {
  return {
    app,
    environment: env,
    image: site.ref.name,
    ...(site.ref.tag !== undefined ? { tag: site.ref.tag } : {}),
    ...(site.ref.digest !== undefined ? { digest: site.ref.digest } : {}),
    ...(j?.resolved ? { resolved: j.resolved } : {}),
    ...(j?.record ? { recordId: j.record.id, decision: j.record.decision } : {}),
    status,
  };
}

function draftOf(site: ImageSite, j: Judgement): FindingDraft | undefined {
  if (!j.ruleId || !j.message) return undefined;
  return {
    ruleId: j.ruleId,
    message: j.message,
    resource: site.resource,
    path: site.pointer,
    fingerprintKey: `${site.container}:${formatImageRef(site.ref)}`,
    ...(j.remediation ? { remediation: j.remediation } : {}),
    ...(j.verdict ? { verdict: j.verdict } : {}),
  };
}

/** No record can be looked up for an image a workflow parameter fills in: inconclusive, never passed. */
function runtimeDraft(site: RuntimeImageSite): FindingDraft {
  return {
    ruleId: 'gate/record-missing',
    verdict: 'inconclusive',
    message: `container "${site.container}" image "${site.image}" is filled in from a workflow parameter when the pod starts; no gate record can be matched to it`,
    resource: site.resource,
    path: site.pointer,
    fingerprintKey: `${site.container}:${site.image}`,
    remediation:
      'Write the image with its digest in the workflow template, or exempt the finding with the reason the parameter is safe.',
  };
}

/** A patch only known when the pod starts may set any image: no record can be matched to what it runs. */
function patchDraft(site: UnreadablePatchSite): FindingDraft {
  return {
    ruleId: 'gate/record-missing',
    verdict: 'inconclusive',
    message: `${site.what ?? 'podSpecPatch'} ${site.pointer} ${site.reason}; the images it may set are unknown, so no gate record can be matched to them`,
    resource: site.resource,
    path: site.pointer,
    fingerprintKey: `${site.what ?? 'podSpecPatch'} ${site.pointer}`,
    remediation:
      'Write the patch so it can be read (quote each {{…}} value, or move the setting into the template), or exempt the finding with the reason the parameters are safe.',
  };
}

export async function checkGate(input: CheckGateInput): Promise<CheckGateResult> {
  const app = input.app ?? '';
  const env = input.env.name;
  const mode = input.env.gateRecords;
  const head = imageSites(input.head, input.podTemplatePaths);
  const base = input.base ? imageSites(input.base, input.podTemplatePaths) : undefined;
  const inScope = scopeMatcher(input.scope);
  const drafts: FindingDraft[] = [];
  const images = new Map<string, ImageReport>();
  const judged = new Map<string, Promise<Judgement>>();
  for (const site of changedSites(head, base)) {
    const key = formatImageRef(site.ref);
    if (mode === 'off' || !inScope(site.ref.name)) {
      if (!images.has(key))
        images.set(key, report(app, env, site, mode === 'off' ? 'records not required' : 'out of scope'));
      continue;
    }
    const j = await memoised(judged, key, () =>
      judgeImage({ ref: site.ref, records: input.records, resolver: input.resolver }),
    );
    if (!images.has(key)) images.set(key, report(app, env, site, j.status, j));
    const draft = draftOf(site, j);
    if (draft) drafts.push(draft);
  }
  if (mode !== 'off')
    drafts.push(
      ...changedRuntimeImages(input.head, input.base, input.podTemplatePaths).map(runtimeDraft),
      ...changedUnreadablePatches(input.head, input.base, input.podTemplatePaths).map(patchDraft),
    );
  const notices = [...images.values()]
    .filter((i) => i.resolved && i.tag !== undefined)
    .map(
      (i) =>
        `${i.environment}: ${i.image}:${i.tag} → ${i.resolved?.digest} (resolved at ${i.resolved?.at}); the image still counts as not pinned.`,
    );
  // gateRecords: optional makes every finding of this environment a warning.
  const severity = mode === 'optional' ? { severity: 'warning' as const } : {};
  return { drafts: drafts.map((d) => ({ ...d, ...severity })), images: [...images.values()], notices };
}
