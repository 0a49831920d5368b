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

const LOST = {
  removed: 'is no longer in schemas.crds at head (its file is deleted or the version removed)',
  unserved: 'is no longer served at head (served: false)',
};

/**
 * schema/crd-changed for each changed or lost CRD version of `schemas.crds`; gitops/crd-deleted
 * for a lost one that objects rendered at head still use (`used`: their crdKey()s).
 */
export async function crdChangedDrafts(
  baseDirs: string[],
  headDirs: string[],
  used: ReadonlySet<string> = new Set(),
): Promise<FindingDraft[]> {
  const changes = crdChanges(await merged(baseDirs), await merged(headDirs));
  return changes.flatMap((c): FindingDraft[] => {
    const location = { file: c.from.replace(/^CRD \S+ in /, '') };
    if (c.lost) {
      const changed: FindingDraft = {
        ruleId: 'schema/crd-changed',
        message: `${c.from} (${c.key}) ${LOST[c.lost]}. Objects are validated against the base revision's schema until this is merged`,
        location,
        fingerprintKey: c.key,
      };
      if (!used.has(c.key)) return [changed];
      return [
        changed,
        {
          ruleId: 'gitops/crd-deleted',
          message: `${c.from} (${c.key}) ${LOST[c.lost]} while objects rendered by this change still use it: deleting a CRD deletes every object of its kind, and an unserved version makes the API server refuse them`,
          location,
          fingerprintKey: c.key,
          remediation:
            'Move the objects to another version or remove them first, in an earlier change; keep the CRD and the version served until nothing uses them.',
        },
      ];
    }
    return [
      {
        ruleId: 'schema/crd-changed',
        message: c.loosened.length
          ? `${c.from} (${c.key}) is changed and loosened: ${c.loosened.join('; ')}. Objects are validated against the base revision's schema until this is merged`
          : `${c.from} (${c.key}) is changed (nothing loosened found). Objects are validated against the base revision's schema until this is merged`,
        location,
        fingerprintKey: c.key,
      },
    ];
  });
}
