// The report's target order is `localeCompare` order (the default locale's collation), and it is
// part of the public output. Sorting thousands of ids with a collator costs tens of thousands of
// ICU comparisons, and making the collator costs ~9 ms of ICU set-up, before a check's first render
// (its targets are paired first). Most ids (`app0001/production`) already sort the same way by code
// units, so:
// - ids made only of `a-z 0-9 - . /` under an English default locale sort by code units outright:
//   there the collation is the root collation, which orders those characters as code units do
//   (`-` < `.` < `/` < digits < letters, each with its own primary weight, no contractions);
//   test/engine/pair-order.test.ts holds this to the collator on random ids; any other locale in
//   the environment (another language, a modifier, Unicode extension keywords) takes the collator;
// - otherwise the code-unit order is tried and kept only when the collator confirms it, pair by pair.

let collator: Intl.Collator | undefined;
let english: boolean | undefined;

/** `a.localeCompare(b)`: ECMA-402 defines it as the compare of a default Intl.Collator. */
export function localeCompare(a: string, b: string): number {
  collator ??= new Intl.Collator();
  return collator.compare(a, b);
}

/** Characters the root collation orders exactly as their code units (lowercase ASCII only: `A` < `a` by code unit, not by collation). */
const PLAIN_ID = /^[a-z0-9./-]*$/;

/**
 * A POSIX locale that names English and nothing else: `C`, `POSIX`, `en`, `en_GB`, with an optional
 * `.codeset`. Anything more (an `@modifier`, or a BCP 47 tag such as `en-US-u-kn-true`, which ICU
 * takes with its keywords: numeric collation) may choose another collation.
 */
const PLAIN_ENGLISH_POSIX = /^(C|POSIX|en(_[A-Z]{2})?)(\.[A-Za-z0-9_-]*)?$/;

/**
 * Whether the default locale collates as the root collation does: the environment ICU takes it
 * from (LC_ALL, LC_MESSAGES, LANG) names plain English or nothing, and the locale resolved from it is
 * English (Intl.PluralRules resolves the same default locale as Intl.Collator, at a tenth of its set-up).
 */
export function rootCollation(env: NodeJS.ProcessEnv = process.env): boolean {
  const posix = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  if (posix !== '' && !PLAIN_ENGLISH_POSIX.test(posix)) return false;
  return new Intl.PluralRules().resolvedOptions().locale.split('-')[0] === 'en';
}

/**
 * `items` sorted as a stable `sort((x, y) => keyOf(x).localeCompare(keyOf(y)))` sorts them. When
 * the code-unit order of the keys is strictly increasing under the collator, it is the only order
 * that sort can give (a collator is a total preorder); otherwise the collator sorts, as before.
 */
export function sortByLocale<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const keys = items.map(keyOf);
  const byCodeUnits = keys
    .map((_, i) => i)
    .sort((a, b) => codeUnitOrder(keys[a] as string, keys[b] as string) || a - b);
  const confirmed =
    codeUnitsCollate(keys) ||
    byCodeUnits.every(
      (k, i) => i === 0 || localeCompare(keys[byCodeUnits[i - 1] as number] as string, keys[k] as string) < 0,
    );
  const order = confirmed
    ? byCodeUnits
    : keys.map((_, i) => i).sort((a, b) => localeCompare(keys[a] as string, keys[b] as string) || a - b);
  return order.map((i) => items[i] as T);
}

/** Whether the collator would order these keys exactly as their code units, without asking it. */
function codeUnitsCollate(keys: readonly string[]): boolean {
  if (!keys.every((key) => PLAIN_ID.test(key))) return false;
  english ??= rootCollation();
  return english;
}

function codeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
