import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYamlFile } from '../manifest/yaml-file.js';
import { packageRoot } from '../package-root.js';

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

let cached: RemovalTable | undefined;

/** The removal table shipped in policies/ (data, not code: kube-linter's template + params lesson). */
export function removalTable(): RemovalTable {
  if (!cached)
    cached = parseRemovalTable(readFileSync(path.join(packageRoot(), 'policies', 'api-removals.yaml'), 'utf8'));
  return cached;
}

/** A row names its removal, or (deprecated and still served) its deprecation; never neither. */
function validRelease(row: RawRow): boolean {
  if (typeof row.removedIn === 'string') return true;
  return (row.removedIn === undefined || row.removedIn === null) && typeof row.deprecatedIn === 'string';
}

/** A data file shipped with the package, through the one YAML entry: any YAML error is a packaging fault. */
export function packagedYaml(text: string, file: string): unknown {
  const parsed = parseYamlFile(text, file);
  const broken = parsed.firstError;
  if (broken) throw new Error(`${file} line ${broken.line}: ${broken.error}`);
  return parsed.value ?? {};
}

/** Bad data is a packaging fault: it fails at load, before any object is looked at. */
export function parseRemovalTable(text: string): RemovalTable {
  const raw = packagedYaml(text, 'policies/api-removals.yaml') as {
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
