/** The images of a target's containers, parsed once; malformed references become schema/invalid. */
import type { FindingDraft } from '../model/finding.js';
import { ImageRefError, parseImageRef, type ImageRef } from '../kube/image-ref.js';
import type { ContainerSite } from '../kube/pod-specs.js';
import { describeContainer } from './templates/types.js';

export interface ContainerImage {
  site: ContainerSite;
  image: ImageRef;
  /** JSON pointer of the `image` field. */
  path: string;
}

/**
 * Containers with a parseable image. A missing `image` is left to schema validation (the API
 * server requires it for Pods, and workloads may not set it in every context); a malformed one is
 * reported here because the image checks cannot judge it.
 */
export function imagesOf(containers: ContainerSite[], problems: FindingDraft[]): ContainerImage[] {
  const out: ContainerImage[] = [];
  for (const site of containers) {
    const raw = site.container.image;
    if (raw === undefined || raw === null) continue;
    const path = `${site.pointer}/image`;
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
