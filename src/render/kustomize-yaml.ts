// Reads a kustomization (or a KRM function config) the way kustomize would, or refuses it where the
// two readings could differ. The static walk is only a guard if it sees the same fields kustomize
// sees; three differences hid remote URLs and out-of-repo bases from it:
//   - kustomize's YAML readers (go-yaml v2 / v3, libyaml ports) treat U+0085 (NEL), U+2028 and
//     U+2029 as line breaks; this YAML library does not, so `# note<NEL>resources: [...]` is a
//     comment here and a field there. Refused.
//   - a lone CR (no LF after it) is a line break for go-yaml but not inside a comment here. Refused.
//   - `!!binary` scalars are decoded by go-yaml to the string of their bytes (a path, a field
//     name); here they are bytes. Refused, as are keys that are not scalars.
//   - `<<` merge keys are YAML 1.1 (applied by go-yaml); whether and how they apply is a schema
//     choice. Refused, and parsed with merge on for whatever remains.
//   - kustomize decodes through encoding/json, whose field match is case-insensitive (`Resources:`
//     is `resources`; with Unicode simple folding `ſ` is `s` and the Kelvin sign is `k`). Keys are
//     folded before reading, recursively; keys that fold together are all read.
import { isAlias, isScalar, parseAllDocuments, visit } from 'yaml';
import type { RenderProblem } from './types.js';
import { fastDocs11 } from '../manifest/fast-value.js';
import { DEFAULT_MAX_DOC_BYTES } from '../manifest/types.js';

export type Obj = Record<string, unknown>;

const LINE_BREAK_LOOKALIKES = /[\u0085\u2028\u2029]|\r(?!\n)/;
const NAMES: Record<string, string> = {
  '\u0085': 'U+0085 (NEL)',
  '\u2028': 'U+2028 (LINE SEPARATOR)',
  '\u2029': 'U+2029 (PARAGRAPH SEPARATOR)',
  '\r': 'a carriage return without a line feed',
};
const BINARY_TAG = 'tag:yaml.org,2002:binary';

export type KustomizeYaml = { ok: true; docs: Obj[] } | { ok: false; problem: RenderProblem };

const refused = (code: RenderProblem['code'], where: string, message: string): KustomizeYaml => ({
  ok: false,
  problem: { code, path: where, message },
});
const ambiguous = (where: string, why: string): KustomizeYaml =>
  refused(
    'E_AMBIGUOUS_YAML',
    where,
    `${where}: ${why}; deploy-gate refuses YAML that kustomize could read differently from its own pre-check`,
  );

/** go's encoding/json field match (Unicode simple case folding), for the ASCII field names kustomize has. */
export function foldKey(key: string): string {
  return key.toLowerCase().replace(/\u017f/g, 's'); // 'K' (U+212A) already lower-cases to 'k'
}

function combine(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (isPlainObj(a) && isPlainObj(b)) return mergeFolded(a, b);
  return [...(Array.isArray(a) ? a : [a]), ...(Array.isArray(b) ? b : [b])];
}

function isPlainObj(v: unknown): v is Obj {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function mergeFolded(a: Obj, b: Obj): Obj {
  const out: Obj = Object.assign(Object.create(null) as Obj, a);
  for (const [k, v] of Object.entries(b)) out[k] = k in out ? combine(out[k], v) : v;
  return out;
}

/** Keys folded recursively; values under keys that fold together are combined, so every one is read. */
export function foldKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(foldKeys);
  if (!isPlainObj(v)) return v;
  const out: Obj = Object.create(null) as Obj;
  for (const [k, val] of Object.entries(v)) {
    const key = foldKey(k);
    const folded = foldKeys(val);
    out[key] = key in out ? combine(out[key], folded) : folded;
  }
  return out;
}

/** Why go-yaml could read this document differently, or undefined. */
function divergence(doc: Parameters<typeof visit>[0]): string | undefined {
  let why: string | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (pair.key !== null && !isScalar(pair.key) && !isAlias(pair.key)) why = 'uses a mapping or sequence as a key';
      else if (
        isScalar(pair.key) &&
        (pair.key.source === '<<' || pair.key.value === '<<' || String(pair.key.value) === 'Symbol(<<)')
      ) {
        why = "uses a '<<' merge key, which kustomize and deploy-gate may apply differently";
      }
      return why ? visit.BREAK : undefined;
    },
    Scalar(_, node) {
      if (node.tag === BINARY_TAG || /binary$/i.test(node.tag ?? ''))
        why = 'uses a !!binary value, which kustomize decodes to text';
      return why ? visit.BREAK : undefined;
    },
  });
  return why;
}

/**
 * Every document of `text` as a key-folded object (`where`, repo-relative, names it in messages):
 * yaml's YAML 1.1 Documents, every divergence guard, the problems worded. The one speed path: a
 * plain text whose readings cannot part is read by js-yaml (manifest/fast-value.ts fastDocs11, ten
 * times faster; discovery reads every kustomization of a repository); `plain` never takes it (the
 * agreement test compares both).
 */
export function readKustomizeYaml(text: string, where: string, opts: { plain?: boolean } = {}): KustomizeYaml {
  const odd = LINE_BREAK_LOOKALIKES.exec(text);
  if (odd)
    return ambiguous(
      where,
      `contains ${NAMES[odd[0]] ?? 'a line-break character'}, which kustomize reads as a line break`,
    );
  const fast = opts.plain ? undefined : fastDocs11(text, DEFAULT_MAX_DOC_BYTES)?.map((d) => foldKeys(d.value));
  if (fast?.every(isPlainObj)) return { ok: true, docs: fast };
  // YAML 1.1 like go-yaml (`0o17` and `yes` resolve as kustomize resolves them); merge on as go-yaml.
  const docs = parseAllDocuments(text, { version: '1.1', merge: true });
  if (!Array.isArray(docs)) return { ok: true, docs: [] }; // empty stream
  const out: Obj[] = [];
  for (const doc of docs) {
    if (doc.errors.length > 0)
      return refused('E_RENDER_FAILED', where, `${where} does not parse: ${doc.errors[0]?.message ?? 'error'}`);
    const why = divergence(doc);
    if (why) return ambiguous(where, why);
    let js: unknown;
    try {
      js = doc.toJS({ maxAliasCount: 100 });
    } catch {
      return refused('E_RENDER_FAILED', where, `${where} exceeds the YAML alias limit`);
    }
    if (js === null || js === undefined) continue;
    const folded = foldKeys(js);
    if (!isPlainObj(folded)) return refused('E_RENDER_FAILED', where, `${where} is not a YAML mapping`);
    out.push(folded);
  }
  return { ok: true, docs: out };
}

/**
 * readKustomizeYaml, once per text: one check walks each target several times (to find what it
 * reads, to key its build, to decide whether a change reaches it), at base and at head, and many
 * targets share bases. Keyed by the name and the whole text, so a file written between two walks
 * is read anew; the walk only reads what it gets. The plain path, DEPLOY_GATE_PLAIN_WALK=1,
 * parses every time.
 */
export function readKustomizeYamlOnce(text: string, where: string): KustomizeYaml {
  if (process.env.DEPLOY_GATE_PLAIN_WALK === '1') return readKustomizeYaml(text, where, { plain: true });
  const key = `${where}\0${text}`;
  let read = parsedTexts.get(key);
  if (!read) {
    read = readKustomizeYaml(text, where);
    if (parsedTexts.size >= PARSED_TEXTS) parsedTexts.delete(parsedTexts.keys().next().value as string);
    parsedTexts.set(key, read);
  }
  return read;
}

const parsedTexts = new Map<string, KustomizeYaml>();
/** Kustomization texts kept (a few KiB each): a repository's worth. */
const PARSED_TEXTS = 8192;

/** The top-level fields of a kustomization as kustomize reads them (folded: `Resources` is `resources`); undefined when it is refused. */
export function kustomizationFields(text: string, where: string): Set<string> | undefined {
  const read = readKustomizeYamlOnce(text, where);
  return read.ok ? new Set(read.docs.flatMap((d) => Object.keys(d))) : undefined;
}
