/**
 * A YAML object written inside a string field (an Argo Workflows `podSpecPatch`, an Argo Events
 * trigger's `inline` source), read as the Go controllers read it: sigs.k8s.io/yaml, a YAML 1.1
 * reader (`privileged: yes` is true there), one document, string keys.
 */
import { isScalar, parseDocument, visit } from 'yaml';
import { isObject } from './object.js';

export type YamlObjectProblem =
  /** Not YAML (or more than one document). */
  | 'parse'
  /** A collection used as a key (`{{x}}` unquoted is a flow mapping): no Kubernetes object has one. */
  | 'collection-key'
  /** More aliases than are expanded here. */
  | 'aliases'
  /** YAML, but not an object. */
  | 'not-object';

function hasCollectionKey(node: unknown): boolean {
  let found = false;
  visit(node as Parameters<typeof visit>[0], {
    Pair(_, pair) {
      if (pair.key !== null && !isScalar(pair.key)) {
        found = true;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

export function readYamlObject(text: string): { value: Record<string, unknown> } | { problem: YamlObjectProblem } {
  const doc = parseDocument(text, { version: '1.1' });
  if (doc.errors.length > 0) return { problem: 'parse' };
  if (hasCollectionKey(doc.contents)) return { problem: 'collection-key' };
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch {
    return { problem: 'aliases' };
  }
  return isObject(value) ? { value } : { problem: 'not-object' };
}

/** Each problem in words, for a finding's message. */
export const YAML_OBJECT_PROBLEMS: Record<YamlObjectProblem, string> = {
  parse: 'it does not parse as one YAML document',
  'collection-key': 'it uses a collection as a key',
  aliases: 'it holds more YAML aliases than are expanded here',
  'not-object': 'it is not an object',
};
