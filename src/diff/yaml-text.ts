/**
 * Normalised YAML for diffs: sorted keys, and strings that a YAML 1.1 reader (Kubernetes, Helm)
 * or a YAML 1.2 reader would take for something else stay quoted (security case D5).
 */
import { Document, visit } from 'yaml';

type Obj = Record<string, unknown>;

/** A deep copy with map keys sorted, so key order never shows up as a change. */
export function normalizeForDiff(obj: unknown): unknown {
  if (Array.isArray(obj)) return obj.map(normalizeForDiff);
  if (typeof obj !== 'object' || obj === null) return obj;
  const out: Obj = {};
  for (const key of Object.keys(obj).sort()) {
    const value = (obj as Obj)[key];
    if (value !== undefined) out[key] = normalizeForDiff(value);
  }
  return out;
}

// YAML 1.2-core-only number forms that the 1.1 schema leaves plain (e.g. `0o14`).
const CORE_ONLY =
  /^(?:[-+]?0o[0-7]+|[-+]?(?:\.inf|\.Inf|\.INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;

/**
 * Stringify with the YAML 1.1 schema (so `no`, `on`, `0644`, `1:20` are quoted) and additionally
 * quote strings that the 1.2 core schema would read as numbers.
 */
export function stringifyYaml(value: unknown): string {
  const doc = new Document(value, { version: '1.1' });
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && CORE_ONLY.test(node.value)) node.type = 'QUOTE_DOUBLE';
    },
  });
  const text = doc.toString({ lineWidth: 0, directives: false });
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}
