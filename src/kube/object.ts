/** Plain JSON data: the one test for "a mapping" that every layer shares. */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The mapping itself, or an empty one for anything else: for reading optional API fields. */
export function asObject(v: unknown): Record<string, unknown> {
  return isObject(v) ? v : {};
}
