/** The images a target runs, where they are written, and which of them the change introduces. */
import { formatImageRef, parseImageRef, type ImageRef } from '../kube/image-ref.js';
import { containerFieldPointer, containersOf, podSpecsOf } from '../kube/pod-specs.js';
import { resourceKey, type Resource } from '../model/resource.js';

export interface ImageSite {
  resource: Resource;
  container: string;
  /** JSON pointer of the `image` field. */
  pointer: string;
  ref: ImageRef;
}

/** Every parseable container image of the resources (unparseable ones are the image checks' business). */
export function imageSites(resources: Resource[], extraPaths?: Record<string, string[]>): ImageSite[] {
  const out: ImageSite[] = [];
  const seen = new Set<string>();
  for (const resource of resources) {
    for (const pod of podSpecsOf(resource, resources, extraPaths)) {
      for (const c of containersOf(pod)) {
        const pointer = containerFieldPointer(c, 'image');
        const key = `${resourceKey(c.resource.ref)}#${pointer}`;
        if (seen.has(key) || typeof c.container.image !== 'string') continue;
        seen.add(key);
        let ref: ImageRef;
        try {
          ref = parseImageRef(c.container.image);
        } catch {
          continue;
        }
        out.push({ resource: c.resource, container: c.name, pointer, ref });
      }
    }
  }
  return out;
}

/**
 * Sites whose reference the head introduces: a new image, digest or tag that no container of the
 * base target used. Without a base (audit) every image counts.
 */
export function changedSites(head: ImageSite[], base: ImageSite[] | undefined): ImageSite[] {
  if (!base) return head;
  const before = new Set(base.map((s) => formatImageRef(s.ref)));
  return head.filter((s) => !before.has(formatImageRef(s.ref)));
}
