// The js-yaml fast path for kustomize's YAML (manifest/fast-stream.ts through targets/yaml-docs.ts),
// so that reading a kustomization before the first tool process does not pay for the yaml parser's
// first, slow use. kustomize-yaml.ts reads YAML 1.1 with merge keys; the fast path reads YAML 1.2
// core. They give the same values unless a plain scalar resolves differently under the two schemas,
// so a text takes the fast path only when no string or key is one YAML 1.1 could read as a
// non-string (`yes`, `0644`, `1_000`, `e5`, `.`, `2024-01-02`, `1:20`), no value is a number (its
// source could be `0o17` or `.5e3`) and no backslash escape is involved. Everything else (and what
// js-yaml itself refuses) returns undefined: the caller takes the full path, which also words the errors.
import { plainFastStream } from '../targets/yaml-docs.js';

type Obj = Record<string, unknown>;

/** Every scalar form the yaml package's YAML 1.1 schema resolves to something other than a string. */
const YAML11_NOT_STRING = new RegExp(
  [
    '^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON|N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$', // bool
    '^(?:~|[Nn]ull|NULL)?$', // null
    '^(?:[-+]?\\.(?:inf|Inf|INF)|\\.nan|\\.NaN|\\.NAN)$', // inf, nan
    '^[-+]?(?:[0-9][0-9_]*)?(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?$', // decimal int, float (a superset)
    '^[-+]?0b[0-1_]+$|^[-+]?0x[0-9a-fA-F_]+$', // binary, hex (octal is a decimal form above)
    '^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\\.[0-9_]*)?$', // sexagesimal int, float
    '^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}', // timestamp (any text after the date: a superset)
    '^<<$', // merge
  ].join('|'),
);

/** True when YAML 1.1 (as kustomize-yaml.ts reads it) gives exactly the 1.2 value the fast path read. */
function sameUnderYaml11(value: unknown, depth = 0): boolean {
  if (depth > 200) return false;
  if (typeof value === 'string') return !YAML11_NOT_STRING.test(value);
  if (typeof value === 'number') return false;
  if (value === null || typeof value !== 'object') return true; // boolean: true/false read alike
  if (Array.isArray(value)) return value.every((v) => sameUnderYaml11(v, depth + 1));
  for (const key in value) {
    if (YAML11_NOT_STRING.test(key) || !sameUnderYaml11((value as Obj)[key], depth + 1)) return false;
  }
  return true;
}

/** The documents' plain values (empty documents left out), or undefined: take the full path. */
export function fastKustomizeValues(text: string): unknown[] | undefined {
  if (text.includes('\\')) return undefined;
  const fast = plainFastStream(text, Number.MAX_SAFE_INTEGER);
  if (!fast) return undefined;
  const values = fast.docs.map((d) => d.value).filter((v) => v !== null && v !== undefined);
  return values.every((v) => sameUnderYaml11(v)) ? values : undefined;
}
