/**
 * The stem of an object name that carries a generated part: a kustomize generator's hash suffix
 * (`app-config-7h2mk5t9bd`), a content hash (`migrate-3f9a1c2e`), or a random suffix Helm or
 * `generateName` adds (`smoke-x7k2p`). A change to the content renames such an object; its
 * findings must keep their identity, so they are fingerprinted by the stem (engine/applied-identity.ts
 * uses it only when the stem is unique among the target's objects of that kind and namespace).
 */

/** kustomize: 10 characters of its hash alphabet (hex with 0,1,3,a,e mapped to g,h,k,m,t). */
const KUSTOMIZE_HASH = /^[2456789bcdfghkmt]{10}$/;
/** A hex content hash (a short git sha or a sha256 prefix): letters and digits both. */
const HEX_HASH = /^(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}$/;
/** `randAlphaNum 5 | lower`, generateName's 5: letters and digits mixed, not a word with a number (`web01`). */
const RANDOM_5 = /^(?=[a-z0-9]*[0-9])(?=[a-z0-9]*[a-z])[a-z0-9]{5}$/;
const WORD_NUMBER = /^([a-z]+[0-9]+|[0-9]+[a-z]+)$/;

function generated(segment: string): boolean {
  if (KUSTOMIZE_HASH.test(segment) || HEX_HASH.test(segment)) return true;
  return RANDOM_5.test(segment) && !WORD_NUMBER.test(segment);
}

/** The name without its generated suffixes (at most two: `job-<hash>-<random>`), or undefined when it has none. */
export function nameStem(name: string): string | undefined {
  let stem = name;
  for (let i = 0; i < 2; i++) {
    const dash = stem.lastIndexOf('-');
    if (dash <= 0 || !generated(stem.slice(dash + 1))) break;
    stem = stem.slice(0, dash);
  }
  return stem === name ? undefined : `${stem}-*`;
}
