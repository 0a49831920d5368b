import { isMap, isSeq } from 'yaml';
import type { Document, Node } from 'yaml';
import type { ResourceRef } from '../model/resource.js';
import { findNode } from './node-locate.js';
import { isPlainObject } from './to-plain.js';

/** A candidate object of a document: the document itself or an item of a List. */
export interface Candidate {
  object: unknown;
  node: Node | null;
  /** Pointer prefix inside the document ("" or "/items/3"), for messages. */
  where: string;
}

/** `kind: List` and `*List` kinds with an `items` array are expanded (kubectl does the same). */
export function expandLists(doc: Document.Parsed, value: unknown): Candidate[] {
  const root = doc.contents as Node | null;
  if (!isPlainObject(value) || typeof value.kind !== 'string' || !value.kind.endsWith('List') || !Array.isArray(value.items)) {
    return [{ object: value, node: root, where: '' }];
  }
  const itemsNode = findNode(doc, root, ['items']).node;
  return value.items.map((object, i) => ({
    object,
    node: isSeq(itemsNode) ? findNode(doc, itemsNode, [String(i)]).node : root,
    where: `/items/${i}`,
  }));
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

const HOOK_ANNOTATIONS = ['helm.sh/hook', 'argocd.argoproj.io/hook'];

/**
 * metadata.name, or for a Helm/Argo CD hook (created imperatively, so generateName works there)
 * `<generateName>*`: hooks such as test Jobs commonly have no fixed name.
 */
function nameOf(metadata: Record<string, unknown>): string | undefined {
  if (nonEmpty(metadata.name)) return metadata.name;
  const annotations = isPlainObject(metadata.annotations) ? metadata.annotations : {};
  const isHook = HOOK_ANNOTATIONS.some((a) => nonEmpty(annotations[a]));
  return isHook && nonEmpty(metadata.generateName) ? `${metadata.generateName}*` : undefined;
}

/** The object's identity, or what is missing. Namespace is left as rendered (never invented). */
export function identify(object: unknown, node: Node | null): ResourceRef | string {
  if (!isPlainObject(object) || !isMap(node)) return 'is not a mapping (a Kubernetes object must be one)';
  const glued = Object.keys(object).find((k) => k.startsWith('---'));
  if (glued !== undefined) return `has the key ${JSON.stringify(glued)}: a "---" document separator glued to content`;
  const metadata = isPlainObject(object.metadata) ? object.metadata : {};
  const name = nameOf(metadata);
  const missing = [
    nonEmpty(object.apiVersion) ? undefined : 'apiVersion',
    nonEmpty(object.kind) ? undefined : 'kind',
    name ? undefined : 'metadata.name',
  ].filter((m): m is string => m !== undefined);
  if (missing.length > 0) {
    const hint = nonEmpty(metadata.generateName) ? ' (metadata.generateName only works on Helm or Argo CD hooks)' : '';
    return `is missing ${missing.join(', ')}${hint}`;
  }
  const ref: ResourceRef = { apiVersion: object.apiVersion as string, kind: object.kind as string, name: name as string };
  if (nonEmpty(metadata.namespace)) ref.namespace = metadata.namespace;
  return ref;
}
