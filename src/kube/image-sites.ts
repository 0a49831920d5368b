/** The images a target runs, where they are written, and which of them the change introduces. */
import { formatImageRef, tryParseImageRef, type ImageRef } from './image-ref.js';
import { containerFieldPointer } from './pod-pointers.js';
import { containersOf, isRuntimeImage, podSpecsOf, type UnreadablePatch } from './pod-specs.js';
import { getAt } from './json-pointer.js';
import { resourceKey, type Resource } from '../model/resource.js';

export interface ImageSite {
  resource: Resource;
  container: string;
  /** JSON pointer of the `image` field. */
  pointer: string;
  ref: ImageRef;
}

/** An image only known when the pod starts (an Argo Workflows parameter): no record can be matched to it. */
export interface RuntimeImageSite {
  resource: Resource;
  container: string;
  pointer: string;
  image: string;
}

/** A container image field: where it is written and what it says. */
interface RawImage extends RuntimeImageSite {
  /** Argo Workflows fills `{{…}}` in from parameters when the pod starts. */
  runtime: boolean;
}

/** Every string image field of the resources, each written place once. */
function rawImages(resources: Resource[], extraPaths?: Record<string, string[]>): RawImage[] {
  const out: RawImage[] = [];
  const seen = new Set<string>();
  for (const resource of resources) {
    for (const pod of podSpecsOf(resource, resources, extraPaths)) {
      for (const c of containersOf(pod)) {
        const pointer = containerFieldPointer(c, 'image');
        const key = `${resourceKey(c.resource.ref)}#${pointer}`;
        const image = c.container.image;
        if (seen.has(key) || typeof image !== 'string') continue;
        seen.add(key);
        const runtime = isRuntimeImage(c, image);
        out.push({ resource: c.resource, container: c.name, pointer, image, runtime });
      }
    }
  }
  return out;
}

/** Every parseable container image of the resources (unparseable ones are the image checks' business). */
export function imageSites(resources: Resource[], extraPaths?: Record<string, string[]>): ImageSite[] {
  return rawImages(resources, extraPaths).flatMap((raw): ImageSite[] => {
    const ref = raw.runtime ? undefined : tryParseImageRef(raw.image);
    return ref ? [{ resource: raw.resource, container: raw.container, pointer: raw.pointer, ref }] : [];
  });
}

/** Runtime-filled images the head writes that the base does not (without a base, all of them). */
export function changedRuntimeImages(
  head: Resource[],
  base: Resource[] | undefined,
  extraPaths?: Record<string, string[]>,
): RuntimeImageSite[] {
  const before = new Set(base ? rawImages(base, extraPaths).map((r) => r.image) : []);
  return rawImages(head, extraPaths)
    .filter((r) => r.runtime && !before.has(r.image))
    .map(({ resource, container, pointer, image }) => ({ resource, container, pointer, image }));
}

/** A `podSpecPatch` only known when the pod starts: the images it may set are unknown. */
export type UnreadablePatchSite = UnreadablePatch & { resource: Resource };

/** Unreadable patches the head writes that the base does not (same place and text); without a base, all of them. */
export function changedUnreadablePatches(
  head: Resource[],
  base: Resource[] | undefined,
  extraPaths?: Record<string, string[]>,
): UnreadablePatchSite[] {
  const sites = (resources: Resource[]) => {
    const out = new Map<string, UnreadablePatchSite>();
    for (const resource of resources)
      for (const pod of podSpecsOf(resource, resources, extraPaths))
        for (const { pointer, reason, what } of pod.unreadablePatches ?? [])
          out.set(`${resourceKey(resource.ref)}#${pointer}#${JSON.stringify(getAt(resource.object, pointer))}`, {
            resource,
            pointer,
            reason,
            ...(what ? { what } : {}),
          });
    return out;
  };
  const before = base ? sites(base) : new Map<string, UnreadablePatchSite>();
  return [...sites(head)].filter(([key]) => !before.has(key)).map(([, site]) => site);
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
