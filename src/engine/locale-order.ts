// The report's target order is `localeCompare` order (the default locale's collation), and it is
// part of the public output. Sorting thousands of ids with a collator costs tens of thousands of
// ICU comparisons; most ids (`app0001/production`) already sort the same way by code units. So the
// code-unit order is tried first and kept only when the collator confirms it, pair by pair.

let collator: Intl.Collator | undefined;

/** `a.localeCompare(b)`: ECMA-402 defines it as the compare of a default Intl.Collator. */
export function localeCompare(a: string, b: string): number {
  collator ??= new Intl.Collator();
  return collator.compare(a, b);
}

/**
 * `items` sorted as a stable `sort((x, y) => keyOf(x).localeCompare(keyOf(y)))` sorts them. When
 * the code-unit order of the keys is strictly increasing under the collator, it is the only order
 * that sort can give (a collator is a total preorder); otherwise the collator sorts, as before.
 */
export function sortByLocale<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const keys = items.map(keyOf);
  const byCodeUnits = keys.map((_, i) => i).sort((a, b) => codeUnitOrder(keys[a] as string, keys[b] as string));
  const confirmed = byCodeUnits.every(
    (k, i) => i === 0 || localeCompare(keys[byCodeUnits[i - 1] as number] as string, keys[k] as string) < 0,
  );
  const order = confirmed
    ? byCodeUnits
    : keys.map((_, i) => i).sort((a, b) => localeCompare(keys[a] as string, keys[b] as string) || a - b);
  return order.map((i) => items[i] as T);
}

function codeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
