/** The images of a target's containers, parsed once; malformed references become schema/invalid. */
import type { FindingDraft } from '../model/finding.js';
import { ImageRefError, parseImageRef, type ImageRef } from '../kube/image-ref.js';
import { containerFieldPointer } from '../kube/pod-pointers.js';
import { isRuntimeImage, type ContainerSite } from '../kube/pod-specs.js';
import {
  describeContainer,
  findingAt,
  inRoles,
  unreadablePatchDrafts,
  type CheckMeta,
  type TemplateContext,
} from './templates/types.js';

export interface ContainerImage {
  site: ContainerSite;
  image: ImageRef;
  /** JSON pointer of the `image` field. */
  path: string;
}

/**
 * Containers with a parseable image. A missing `image` is left to schema validation (the API
 * server requires it for Pods, and workloads may not set it in every context); a malformed one is
 * reported here because the image checks cannot judge it. An image only known at run time is
 * inconclusive for `checkId` (the check calling), never a pass.
 */
export function imagesOf(containers: ContainerSite[], problems: FindingDraft[], checkId?: string): ContainerImage[] {
  const out: ContainerImage[] = [];
  for (const site of containers) {
    const raw = site.container.image;
    if (raw === undefined || raw === null) continue;
    const path = containerFieldPointer(site, 'image');
    if (isRuntimeImage(site, raw)) {
      if (checkId !== undefined) problems.push(runtimeImage(site, raw, path, checkId));
      continue;
    }
    try {
      if (typeof raw !== 'string')
        throw new ImageRefError(`invalid image reference ${JSON.stringify(raw)}: it is not a string`);
      out.push({ site, image: parseImageRef(raw), path });
    } catch (err) {
      if (!(err instanceof ImageRefError)) throw err;
      problems.push({
        ruleId: 'schema/invalid',
        message: `${describeContainer(site)}: ${err.message}`,
        resource: site.resource,
        path,
        fingerprintKey: site.name,
        remediation: 'Write the image as [registry[:port]/]repository[:tag][@sha256:<64 hex>], lowercase repository.',
      });
    }
  }
  return out;
}

function runtimeImage(site: ContainerSite, raw: string, path: string, checkId: string): FindingDraft {
  return {
    ruleId: checkId,
    verdict: 'inconclusive',
    message: `${describeContainer(site)} image "${raw}" is filled in from a workflow parameter when the pod starts, so it was not checked`,
    resource: site.resource,
    path,
    fingerprintKey: site.name,
    remediation:
      "Write the image (or the parameter's default and every value the workflow is submitted with) where it can be reviewed, or exempt the finding.",
  };
}

/**
 * The run of the image templates: a finding at each image of the containers `params.roles` selects
 * that `fault` finds wrong (its words follow `… image "<reference>"`), then the pods whose patches
 * cannot be read.
 */
export function imageFaultDrafts(
  ctx: TemplateContext,
  params: Record<string, unknown>,
  check: CheckMeta,
  fault: (image: ImageRef) => string | undefined,
  extra: Partial<FindingDraft> = {},
): FindingDraft[] {
  const drafts: FindingDraft[] = [];
  const containers = ctx.containers.filter((c) => inRoles(c, params));
  for (const { site, image, path } of imagesOf(containers, drafts, check.id)) {
    const why = fault(image);
    if (why === undefined) continue;
    const message = `${describeContainer(site)} image "${image.original}" ${why}`;
    drafts.push({ ...findingAt(check, site.resource, path, site.name, message), ...extra });
  }
  drafts.push(...unreadablePatchDrafts(ctx.pods, check));
  return drafts;
}
