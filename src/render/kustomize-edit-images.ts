// `kustomize edit set image` (kustomize/commands/edit/set/setimage.go) on the `images` list as data.
import type { Obj } from './kustomize-yaml.js';

/** A `kustomize edit` Argo CD runs would refuse this: Argo CD's render fails, and so does this one. */
export class EditRefused extends Error {}

/** Go's string order (byte-wise for ASCII), as kustomize's `sort.Slice` on names. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface ImageArg {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

const PRESERVE = '*';

/** kustomize's image.Split: name, tag and digest, looking for ':' and '@' after the first '/'. */
export function splitImage(image: string): { name: string; tag: string; digest: string } {
  const slash = image.indexOf('/') > 0 ? image.indexOf('/') : 0;
  const search = image.slice(slash);
  const at = search.indexOf('@');
  const colon = search.indexOf(':');
  if (colon < 0 && at < 0) return { name: image, tag: '', digest: '' };
  if (at >= 0 && (at < colon || colon < 0))
    return { name: image.slice(0, at + slash), tag: '', digest: image.slice(at + slash + 1) };
  if (at >= 0 && colon >= 0)
    return {
      name: image.slice(0, colon + slash),
      tag: image.slice(colon + slash + 1, at + slash),
      digest: image.slice(at + slash + 1),
    };
  return { name: image.slice(0, colon + slash), tag: image.slice(colon + slash + 1), digest: '' };
}

/** One `set image` argument: `name:tag`, `name@digest`, `name=new[:tag][@digest]`. */
export function parseImageArg(arg: string): ImageArg {
  const eq = arg.indexOf('=');
  const key = eq < 0 ? '' : arg.slice(0, eq);
  const value = eq < 0 ? arg : arg.slice(eq + 1);
  const { name, tag, digest } = splitImage(value);
  if (name === arg)
    throw new EditRefused(
      `invalid format of image "${arg}" for kustomize edit set image (expected <image>:<tag>, <image>@<digest> or <image>=<newimage>…)`,
    );
  const out: ImageArg = key === '' ? { name } : { name: key, newName: name };
  if (tag) out.newTag = tag;
  if (digest) out.digest = digest;
  return out;
}

/**
 * An argument replaces the entry of the same name whole (`*` keeps that field of the old entry);
 * other entries stay; the list is sorted by name.
 */
export function setImages(existing: unknown[], args: ImageArg[]): Obj[] {
  const byName = new Map<string, Obj>();
  for (const a of args) byName.set(a.name, { ...a });
  const fromArgs = new Set(byName.keys());
  for (const raw of existing) {
    const old = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Obj) : {};
    const name = String(old.name ?? '');
    const arg = fromArgs.has(name) ? byName.get(name) : undefined;
    if (!arg) {
      byName.set(name, old);
      continue;
    }
    for (const field of ['newName', 'newTag', 'digest']) if (arg[field] === PRESERVE) arg[field] = old[field] ?? '';
  }
  const images = [...byName.values()].map((img) => {
    const out: Obj = {};
    for (const [k, v] of Object.entries(img)) if (v !== '' && v !== PRESERVE && v !== undefined) out[k] = v;
    return out;
  });
  return images.sort((a, b) => byCodeUnits(String(a.name), String(b.name)));
}
