import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  formatImageRef,
  tryParseImageRef
} from "./chunk-4EY6NFE4.js";
import {
  containerFieldPointer,
  containersOf,
  isRuntimeImage,
  podSpecsOf
} from "./chunk-KZXAIZA3.js";
import {
  resourceKey
} from "./chunk-XY7PLT3O.js";
import {
  getAt
} from "./chunk-LYFTJUJU.js";

// src/kube/image-sites.ts
function rawImages(resources, extraPaths) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const resource of resources) {
    for (const pod of podSpecsOf(resource, resources, extraPaths)) {
      for (const c of containersOf(pod)) {
        const pointer = containerFieldPointer(c, "image");
        const key = `${resourceKey(c.resource.ref)}#${pointer}`;
        const image = c.container.image;
        if (seen.has(key) || typeof image !== "string") continue;
        seen.add(key);
        const runtime = isRuntimeImage(c, image);
        out.push({ resource: c.resource, container: c.name, pointer, image, runtime });
      }
    }
  }
  return out;
}
function imageSites(resources, extraPaths) {
  return rawImages(resources, extraPaths).flatMap((raw) => {
    const ref = raw.runtime ? void 0 : tryParseImageRef(raw.image);
    return ref ? [{ resource: raw.resource, container: raw.container, pointer: raw.pointer, ref }] : [];
  });
}
function changedRuntimeImages(head, base, extraPaths) {
  const before = new Set(base ? rawImages(base, extraPaths).map((r) => r.image) : []);
  return rawImages(head, extraPaths).filter((r) => r.runtime && !before.has(r.image)).map(({ resource, container, pointer, image }) => ({ resource, container, pointer, image }));
}
function changedUnreadablePatches(head, base, extraPaths) {
  const sites = (resources) => {
    const out = /* @__PURE__ */ new Map();
    for (const resource of resources)
      for (const pod of podSpecsOf(resource, resources, extraPaths))
        for (const { pointer, reason, what } of pod.unreadablePatches ?? [])
          out.set(`${resourceKey(resource.ref)}#${pointer}#${JSON.stringify(getAt(resource.object, pointer))}`, {
            resource,
            pointer,
            reason,
            ...what ? { what } : {}
          });
    return out;
  };
  const before = base ? sites(base) : /* @__PURE__ */ new Map();
  return [...sites(head)].filter(([key]) => !before.has(key)).map(([, site]) => site);
}
function changedSites(head, base) {
  if (!base) return head;
  const before = new Set(base.map((s) => formatImageRef(s.ref)));
  return head.filter((s) => !before.has(formatImageRef(s.ref)));
}

export {
  imageSites,
  changedRuntimeImages,
  changedUnreadablePatches,
  changedSites
};
