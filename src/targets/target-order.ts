// The one order of targets in every report: app, environment, path, then as listed. Thousands of
// declared targets are sorted once per check, not once per side.
import type { TargetConfig } from '../model/config.js';
import type { Target } from '../model/target.js';

const sortKey = (t: Target): string => `${t.app}\0${t.environment}\0${t.path}`;

export function sortTargets(targets: Target[]): Target[] {
  // Keys made once, not per comparison: thousands of declared targets sort in milliseconds.
  const keys = targets.map(sortKey);
  return sortedOrder(keys).map((i) => targets[i] as Target);
}

/** The last sorted order of each declared list (see sortDeclared). */
const declaredOrder = new WeakMap<readonly TargetConfig[], number[]>();

/**
 * sortTargets(targets), where `targets` are made from `list`. Both sides of a check declare the
 * same list: the order found for it is taken again when it still sorts the keys (a stable sorted
 * order is the only one), else found afresh.
 */
export function sortDeclared(list: readonly TargetConfig[], targets: Target[]): Target[] {
  const keys = targets.map(sortKey);
  let order = declaredOrder.get(list);
  if (!order || !sortsKeys(order, keys)) declaredOrder.set(list, (order = sortedOrder(keys)));
  return order.map((i) => targets[i] as Target);
}

/** Indices of `keys` in a stable ascending order. */
function sortedOrder(keys: string[]): number[] {
  const cmp = (a: number, b: number): number =>
    (keys[a] as string) < (keys[b] as string) ? -1 : (keys[a] as string) > (keys[b] as string) ? 1 : a - b;
  return keys.map((_, i) => i).sort(cmp);
}

/** Whether `order` (a permutation of the indices when as long as `keys`) is sortedOrder(keys). */
function sortsKeys(order: readonly number[], keys: readonly string[]): boolean {
  if (order.length !== keys.length) return false;
  for (let i = 1; i < order.length; i++) {
    const a = order[i - 1] as number;
    const b = order[i] as number;
    const ka = keys[a] as string;
    const kb = keys[b] as string;
    if (ka > kb || (ka === kb && a > b)) return false;
  }
  return true;
}
