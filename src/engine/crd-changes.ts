/**
 * `schema/crd-changed` (security review item 4): a change to a CRD in the repo's `schemas.crds`
 * folders is reported with what it loosens. Head objects are validated against the base
 * revision's schemas (a PR cannot make its own objects valid), so a loosening a head object
 * relies on also shows up as that object's schema error.
 */
import type { FindingDraft } from '../model/finding.js';
import { readCrdDir, type CrdVersionSchema } from '../schema/crd-schemas.js';
import { crdChanges } from '../schema/crd-loosening.js';

async function merged(dirs: string[]): Promise<Map<string, CrdVersionSchema>> {
  const out = new Map<string, CrdVersionSchema>();
  for (const dir of dirs) for (const [k, v] of (await readCrdDir(dir)).schemas) if (!out.has(k)) out.set(k, v);
  return out;
}

export async function crdChangedDrafts(baseDirs: string[], headDirs: string[]): Promise<FindingDraft[]> {
  const changes = crdChanges(await merged(baseDirs), await merged(headDirs));
  return changes.map((c) => ({
    ruleId: 'schema/crd-changed',
    message: c.loosened.length
      ? `${c.from} (${c.key}) is changed and loosened: ${c.loosened.join('; ')}. Objects are validated against the base revision's schema until this is merged`
      : `${c.from} (${c.key}) is changed (nothing loosened found). Objects are validated against the base revision's schema until this is merged`,
    location: { file: c.from.replace(/^CRD \S+ in /, '') },
    fingerprintKey: c.key,
  }));
}
