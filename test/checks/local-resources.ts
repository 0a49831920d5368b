/**
 * A small stand-in for src/manifest's parseRendered (not written yet when these tests were):
 * YAML text → Resources whose `locate` gives the line of a JSON pointer.
 */
import { isNode, LineCounter, parseAllDocuments, type Document } from 'yaml';
import type { Resource, SourceLocation } from '../../src/model/resource.js';
import { parsePointer } from '../../src/checks/json-pointer.js';

function locator(doc: Document, lc: LineCounter, file: string, start: number) {
  return (pointer: string): SourceLocation => {
    const tokens = parsePointer(pointer) ?? [];
    // Walk up until a node exists: a missing field is located at its nearest parent.
    for (let n = tokens.length; n >= 0; n--) {
      const path = tokens.slice(0, n).map((t) => (/^\d+$/.test(t) ? Number(t) : t));
      const node = n === 0 ? doc.contents : doc.getIn(path, true);
      if (isNode(node) && node.range) {
        const pos = lc.linePos(node.range[0]);
        return { file, line: pos.line, column: pos.col, exact: n === tokens.length, renderedLine: pos.line };
      }
    }
    return { file, line: start, exact: false, renderedLine: start };
  };
}

export function resourcesFromYaml(text: string, file = 'test.yaml'): Resource[] {
  const lc = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lc });
  if (!Array.isArray(docs)) throw new Error('empty stream');
  const out: Resource[] = [];
  docs.forEach((doc, docIndex) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message}`);
    const object = doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown> | null;
    if (!object || typeof object !== 'object') return;
    const meta = (object.metadata ?? {}) as Record<string, unknown>;
    const start = doc.contents?.range ? lc.linePos(doc.contents.range[0]).line : 1;
    out.push({
      ref: {
        apiVersion: String(object.apiVersion ?? ''),
        kind: String(object.kind ?? ''),
        name: String(meta.name ?? ''),
        ...(typeof meta.namespace === 'string' ? { namespace: meta.namespace } : {}),
      },
      object,
      docIndex,
      source: { file, line: start, exact: true },
      locate: locator(doc, lc, file, start),
    });
  });
  return out;
}
