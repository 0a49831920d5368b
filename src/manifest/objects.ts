import { isSeq } from 'yaml';
import type { Document, Node } from 'yaml';
import type { FindingDraft } from '../model/finding.js';
import type { Resource, ResourceRef } from '../model/resource.js';
import { findNode } from './node-locate.js';
import { isObject } from '../kube/object.js';

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
  if (
    !isObject(value) ||
    typeof value.kind !== 'string' ||
    !value.kind.endsWith('List') ||
    !Array.isArray(value.items)
  ) {
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

function isHook(metadata: Record<string, unknown>): boolean {
  const annotations = isObject(metadata.annotations) ? metadata.annotations : {};
  return HOOK_ANNOTATIONS.some((a) => nonEmpty(annotations[a]));
}

/**
 * metadata.name, or `<generateName>*` for an object named only by generateName. Hooks (created
 * imperatively, so generateName works there) commonly have no fixed name; any other such object is
 * still identified, so it is validated and checked, and `missingNameProblem` reports it.
 */
function nameOf(metadata: Record<string, unknown>): string | undefined {
  if (nonEmpty(metadata.name)) return metadata.name;
  return nonEmpty(metadata.generateName) ? `${metadata.generateName}*` : undefined;
}

/**
 * `manifest/missing-name`: an object with only metadata.generateName that is not a hook. Argo CD and
 * Flux apply declaratively (create-or-update by name), so they cannot create it (Argo CD refuses it
 * unless it is a hook; kubectl apply fails with "resource name may not be empty").
 */
export function missingNameProblem(resource: Resource): FindingDraft[] {
  const metadata = isObject(resource.object.metadata) ? resource.object.metadata : {};
  if (nonEmpty(metadata.name) || !nonEmpty(metadata.generateName) || isHook(metadata)) return [];
  return [
    {
      ruleId: 'manifest/missing-name',
      resource,
      path: '/metadata/generateName',
      message: `${resource.ref.kind} ${metadata.generateName}* has metadata.generateName and no metadata.name, and is not a Helm or Argo CD hook: a GitOps apply cannot create it`,
      remediation:
        'give it a fixed metadata.name, or make it a hook (argocd.argoproj.io/hook or helm.sh/hook) if it is meant to be created on each sync',
    },
  ];
}

/** The object's identity, or what is missing. Namespace is left as rendered (never invented). */
export function identify(object: unknown, isMapping: boolean): ResourceRef | string {
  if (!isObject(object) || !isMapping) return 'is not a mapping (a Kubernetes object must be one)';
  const glued = Object.keys(object).find((k) => k.startsWith('---'));
  if (glued !== undefined) return `has the key ${JSON.stringify(glued)}: a "---" document separator glued to content`;
  const metadata = isObject(object.metadata) ? object.metadata : {};
  const name = nameOf(metadata);
  const missing = [
    nonEmpty(object.apiVersion) ? undefined : 'apiVersion',
    nonEmpty(object.kind) ? undefined : 'kind',
    name ? undefined : 'metadata.name',
  ].filter((m): m is string => m !== undefined);
  if (missing.length > 0) return `is missing ${missing.join(', ')}`;
  const ref: ResourceRef = {
    apiVersion: object.apiVersion as string,
    kind: object.kind as string,
    name: name as string,
  };
  if (nonEmpty(metadata.namespace)) ref.namespace = metadata.namespace;
  return ref;
}
