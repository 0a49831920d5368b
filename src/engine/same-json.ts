// Whether two targets have the same definition was `JSON.stringify(a) === JSON.stringify(b)`: two
// strings per target, thousands of times per check, almost always equal. The walk below answers
// "equal" without building them when the two values are plainly the same data (same keys in the
// same order, same primitives); anything else still gets the JSON comparison, so the answer is
// always the one JSON.stringify gives.

/** `JSON.stringify(a) === JSON.stringify(b)`, without the strings when the values are plainly identical. */
export function sameJson(a: unknown, b: unknown): boolean {
  return plainlyIdentical(a, b, 0) || JSON.stringify(a) === JSON.stringify(b);
}

const MAX_DEPTH = 64;

/**
 * True only when both serialise to the same JSON: identical primitives (not NaN: `===` already
 * refuses it), or plain objects/arrays with the same keys in the same order whose values are
 * plainly identical. False means "not shown here", not "different".
 */
function plainlyIdentical(a: unknown, b: unknown, depth: number): boolean {
  if (typeof a !== 'object' || a === null) return a === b && jsonPrimitive(a);
  if (depth > MAX_DEPTH || !plainContainer(a) || !plainContainer(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysA.length; i++) {
    const key = keysA[i] as string;
    if (key !== keysB[i]) return false;
    if (!plainlyIdentical(a[key], b[key], depth + 1)) return false;
  }
  return true;
}

/** Values JSON.stringify writes as themselves (undefined only ever appears in both at one key). */
function jsonPrimitive(v: unknown): boolean {
  return v === null || v === undefined || typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number';
}

/** Objects whose JSON is their own enumerable keys: no toJSON, no Date, Map, class instance or boxed value. */
function plainContainer(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v) as unknown;
  return (proto === Object.prototype || proto === null) && !('toJSON' in v);
}
