/** Plain JSON data: the one test for "a mapping" that every layer shares. */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The mapping itself, or an empty one for anything else: for reading optional API fields. */
export function asObject(v: unknown): Record<string, unknown> {
  return isObject(v) ? v : {};
}

/** A list field's items, each read as a mapping (see asObject); anything but a list reads as empty. */
export function asObjects(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.map(asObject) : [];
}

/** The strings of a list field (its other items and anything but a list read as nothing). */
export function asStrings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** A string field that is set: the string, or undefined when it is empty or not a string. */
export function nonEmptyString(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** An object's annotations; none (`{}`) when it has no such mapping, or there is no object. */
export function annotationsOf(resource: { object: Record<string, unknown> } | undefined): Record<string, unknown> {
  const metadata = resource?.object.metadata;
  return isObject(metadata) && isObject(metadata.annotations) ? metadata.annotations : {};
}

/** JSON with object keys sorted: equal for values that mean the same whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}
