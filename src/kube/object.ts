/** Plain JSON data: the one test for "a mapping" that every layer shares. */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
