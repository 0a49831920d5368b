/** `memo`'s value for `key`, made by `make` on the first ask (a promise is kept, so callers share one piece of work). */
export function memoised<K, V>(memo: Map<K, V>, key: K, make: () => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    value = make();
    memo.set(key, value);
  }
  return value;
}
