/**
 * What a change to a CRD's schema loosens (security review item 4): removed required fields,
 * widened types or enums, added `x-kubernetes-preserve-unknown-fields`. The head's objects are
 * validated against the base revision's schema anyway; this says what the PR would loosen.
 */
import type { CrdVersionSchema } from './crd-schemas.js';
import { asStrings, isObject as isObj } from '../kube/object.js';

export interface CrdChange {
  /** `group/version/kind` (kind lower-cased). */
  key: string;
  from: string;
  loosened: string[];
  /** The version is gone at head: its CRD file was deleted or the version removed, or it is no longer served. */
  lost?: 'removed' | 'unserved';
}

function here(path: string): string {
  return path === '' ? 'the top level' : path;
}

function compareNode(base: unknown, head: unknown, path: string, out: string[]): void {
  if (!isObj(base)) return;
  if (!isObj(head)) {
    out.push(`${here(path)}: the schema was removed`);
    return;
  }
  const removed = asStrings(base.required).filter((r) => !asStrings(head.required).includes(r));
  if (removed.length) out.push(`${here(path)}: required field(s) ${removed.join(', ')} no longer required`);
  if (typeof base.type === 'string' && head.type !== base.type)
    out.push(`${here(path)}: type ${base.type} widened to ${typeof head.type === 'string' ? head.type : 'any'}`);
  if (head['x-kubernetes-preserve-unknown-fields'] === true && base['x-kubernetes-preserve-unknown-fields'] !== true) {
    out.push(`${here(path)}: x-kubernetes-preserve-unknown-fields added (any field is now accepted)`);
  }
  if (head['x-kubernetes-int-or-string'] === true && base['x-kubernetes-int-or-string'] !== true)
    out.push(`${here(path)}: x-kubernetes-int-or-string added`);
  if (Array.isArray(base.enum)) {
    const baseEnum = new Set(base.enum.map((e) => JSON.stringify(e)));
    const wider = !Array.isArray(head.enum) || head.enum.some((e) => !baseEnum.has(JSON.stringify(e)));
    if (wider) out.push(`${here(path)}: enum widened`);
  }
  if (isObj(base.properties)) {
    const headProps = isObj(head.properties) ? head.properties : {};
    for (const [name, sub] of Object.entries(base.properties)) {
      if (!(name in headProps) && head['x-kubernetes-preserve-unknown-fields'] !== true) continue; // removing a field tightens
      compareNode(sub, headProps[name], `${path}.${name}`, out);
    }
  }
  if (isObj(base.items)) compareNode(base.items, head.items, `${path}[]`, out);
  if (base.additionalProperties === false && head.additionalProperties !== false)
    out.push(`${here(path)}: additionalProperties allowed`);
  else if (isObj(base.additionalProperties))
    compareNode(base.additionalProperties, head.additionalProperties, `${path}.*`, out);
}

/**
 * Every CRD version present at both revisions whose schema differs, with what it loosens (possibly
 * nothing), and every served version the head loses (file deleted, version removed or unserved).
 */
export function crdChanges(base: Map<string, CrdVersionSchema>, head: Map<string, CrdVersionSchema>): CrdChange[] {
  const changes: CrdChange[] = [];
  for (const [key, b] of [...base].sort(([x], [y]) => x.localeCompare(y))) {
    const h = head.get(key);
    if (!h) {
      if (b.served) changes.push({ key, from: b.from, loosened: [], lost: 'removed' });
      continue;
    }
    if (!h.served && b.served) {
      changes.push({ key, from: h.from, loosened: [], lost: 'unserved' });
      continue;
    }
    if (JSON.stringify(h.schema) === JSON.stringify(b.schema)) continue;
    const loosened: string[] = [];
    compareNode(b.schema, h.schema, '', loosened);
    changes.push({ key, from: h.from, loosened });
  }
  return changes;
}
