/** A minimal local stand-in for the manifest parser: enough of a Resource for diff tests. */
import { parseAllDocuments } from 'yaml';
import type { Resource } from '../../src/model/resource.js';

export function resource(object: Record<string, unknown>, file = 'manifests.yaml'): Resource {
  const meta = (object.metadata ?? {}) as { name?: string; namespace?: string };
  return {
    ref: {
      apiVersion: String(object.apiVersion ?? ''),
      kind: String(object.kind ?? ''),
      name: meta.name ?? '',
      ...(meta.namespace ? { namespace: meta.namespace } : {}),
    },
    object,
    docIndex: 0,
    source: { file },
    locate: () => ({ file }),
  };
}

/** Every document of a YAML stream as a Resource (YAML 1.1, as Kubernetes reads it). */
export function resources(text: string): Resource[] {
  return parseAllDocuments(text, { version: '1.1' }).map((doc, i) => ({
    ...resource(doc.toJS() as Record<string, unknown>),
    docIndex: i,
  }));
}
