/** One row of policies/api-removals.yaml, for one kind. */
export interface ApiRemoval {
  apiVersion: string;
  kind: string;
  deprecatedIn: string | null;
  /** null: deprecated and still served, no removal release announced yet. */
  removedIn: string | null;
  replacement: string | null;
  replacementSince: string | null;
  note?: string;
}

export interface RemovalTable {
  coveredThrough: string;
  builtinGroups: Set<string>;
  /** `apiVersion/kind` → row */
  byKind: Map<string, ApiRemoval>;
}

interface RawRow {
  apiVersion: string;
  kinds: string[];
  deprecatedIn?: string | null;
  removedIn?: string | null;
  replacement?: string | null;
  replacementSince?: string | null;
  note?: string;
}

/** A row names its removal, or (deprecated and still served) its deprecation; never neither. */
function validRelease(row: RawRow): boolean {
  if (typeof row.removedIn === 'string') return true;
  return (row.removedIn === undefined || row.removedIn === null) && typeof row.deprecatedIn === 'string';
}

/** policies/api-removals.yaml's data (schema/api-tables.ts reads it). Bad data is a packaging fault: it fails at load, before any object is looked at. */
export function parseRemovalTable(data: unknown): RemovalTable {
  const raw = (data ?? {}) as {
    coveredThrough?: unknown;
    builtinGroups?: unknown;
    apis?: unknown;
  };
  if (typeof raw.coveredThrough !== 'string' || !Array.isArray(raw.builtinGroups) || !Array.isArray(raw.apis)) {
    throw new Error('policies/api-removals.yaml: needs coveredThrough, builtinGroups and apis');
  }
  const byKind = new Map<string, ApiRemoval>();
  for (const row of raw.apis as RawRow[]) {
    if (typeof row.apiVersion !== 'string' || !Array.isArray(row.kinds) || !validRelease(row)) {
      throw new Error(`policies/api-removals.yaml: bad row ${JSON.stringify(row)}`);
    }
    for (const kind of row.kinds) {
      const key = `${row.apiVersion}/${kind}`;
      if (byKind.has(key)) throw new Error(`policies/api-removals.yaml: ${key} listed twice`);
      byKind.set(key, {
        apiVersion: row.apiVersion,
        kind,
        deprecatedIn: row.deprecatedIn ?? null,
        removedIn: row.removedIn ?? null,
        replacement: row.replacement ?? null,
        replacementSince: row.replacementSince ?? null,
        ...(row.note ? { note: row.note } : {}),
      });
    }
  }
  return { coveredThrough: raw.coveredThrough, builtinGroups: new Set(raw.builtinGroups as string[]), byKind };
}
