// Fields a kustomization sets on every object it builds, without a patch: `images` (a container's
// image), `replicas`, `namespace`, `commonLabels`/`labels` and `commonAnnotations`. A finding on
// such a field points at the entry in the nearest kustomization that sets it, not at the base
// resource that holds the old value.
import { isMap, isScalar, isSeq } from 'yaml';
import type { Node } from 'yaml';
import type { ResourceRef, SourceLocation } from '../model/resource.js';
import type { ReachedKustomization } from './kustomize-chain.js';

/** What the located field looks like in the render: the pointer and the rendered object (lists match by key). */
export interface RenderedField {
  ref: ResourceRef;
  tokens: readonly string[];
  object: Record<string, unknown> | undefined;
}

/** The rendered value at the first `n` tokens of the field's pointer. */
export function renderedAt(field: RenderedField, n: number): unknown {
  let v: unknown = field.object;
  for (const t of field.tokens.slice(0, n)) {
    if (Array.isArray(v)) v = v[Number(t)];
    else if (v && typeof v === 'object') v = (v as Record<string, unknown>)[t];
    else return undefined;
  }
  return v;
}

const CONTAINER_LISTS = ['containers', 'initContainers', 'ephemeralContainers'];

/** The node in kustomization `k` that sets the field, if it does. */
type Finder = (k: ReachedKustomization, field: RenderedField, value: unknown) => Node | undefined;

const entries = (k: ReachedKustomization, key: string): Node[] => {
  const v = k.doc.get(key, true);
  return isSeq(v) ? (v.items as Node[]) : [];
};

/** The image's name part (before a tag or digest; a registry port is part of the name). */
function imageName(image: string): string {
  const at = image.indexOf('@');
  const noDigest = at < 0 ? image : image.slice(0, at);
  const colon = noDigest.lastIndexOf(':');
  return colon > noDigest.lastIndexOf('/') ? noDigest.slice(0, colon) : noDigest;
}

const image: Finder = (k, field, value) => {
  const t = field.tokens;
  const inContainer = t.length >= 3 && t[t.length - 1] === 'image' && CONTAINER_LISTS.includes(t[t.length - 3] ?? '');
  if (!inContainer || typeof value !== 'string') return undefined;
  const name = imageName(value);
  for (const e of entries(k, 'images')) {
    if (!isMap(e)) continue;
    const produced = String(e.get('newName') ?? e.get('name') ?? '');
    if (produced === name)
      return (e.get('digest', true) ?? e.get('newTag', true) ?? e.get('newName', true) ?? e) as Node;
  }
  return undefined;
};

const replicas: Finder = (k, field) => {
  if (field.tokens.join('/') !== 'spec/replicas') return undefined;
  // The entry names the object before a prefix or suffix of a nearer kustomization.
  const e = entries(k, 'replicas').find((r) => isMap(r) && field.ref.name.includes(String(r.get('name'))));
  return isMap(e) ? ((e.get('count', true) as Node | undefined) ?? e) : undefined;
};

const namespace: Finder = (k, field) =>
  field.tokens.join('/') === 'metadata/namespace' ? (k.doc.get('namespace', true) as Node | undefined) : undefined;

/** metadata.labels.X (commonLabels, or a `labels` entry's pairs) and metadata.annotations.X (commonAnnotations). */
const metadata: Finder = (k, field) => {
  const [m, kind, key, ...rest] = field.tokens;
  if (m !== 'metadata' || key === undefined || rest.length > 0) return undefined;
  if (kind === 'annotations') return pairKey(k.doc.get('commonAnnotations', true), key);
  if (kind !== 'labels') return undefined;
  const fromLabels = entries(k, 'labels')
    .map((l) => (isMap(l) ? pairKey(l.get('pairs', true), key) : undefined))
    .find(Boolean);
  return fromLabels ?? pairKey(k.doc.get('commonLabels', true), key);
};

function pairKey(map: unknown, key: string): Node | undefined {
  if (!isMap(map)) return undefined;
  const pair = map.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
  return pair ? (pair.key as Node) : undefined;
}

const FINDERS = [image, replicas, namespace, metadata];

export function fieldSetter(
  reached: ReachedKustomization[],
  field: RenderedField,
  renderedLine: number,
): SourceLocation | undefined {
  const value = renderedAt(field, field.tokens.length);
  for (const k of [...reached].sort((a, b) => a.depth - b.depth)) {
    if (k.dir.startsWith('.deploy-gate-generated')) continue;
    for (const find of FINDERS) {
      const node = find(k, field, value);
      const offset = node?.range?.[0];
      if (offset === undefined) continue;
      const pos = k.lineCounter.linePos(offset);
      return { file: k.file, line: pos.line, column: pos.col, exact: true, renderedLine };
    }
  }
  return undefined;
}
