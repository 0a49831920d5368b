// What a change does at repository level, beside its targets: the config it changes (the head's
// config text), the sites it refuses, the CRDs it changes.
import path from 'node:path';
import type { Config } from '../model/config.js';
import type { Finding, FindingDraft } from '../model/finding.js';
import { touches } from '../targets/index.js';
import { crdChangedDrafts } from './crd-changes.js';
import { siteFindings } from './run-common.js';
import type { SideRoots } from './evaluate.js';
import { readFileAt } from '../git/index.js';

/**
 * The head's config text, read only when the diff touches its path: a path the diff does not name
 * (nor anything under it) is the same entry at both revisions, so its text is the base's. That
 * spares two git processes before the first render of most checks.
 */
export function headConfigTextIfChanged(
  c: { repo: string; configRel: string; changed: string[]; baseText: string | undefined },
  headSha: string,
): Promise<string> {
  // As git reads the path: `ci//gate.yaml` and `ci/./gate.yaml` are ci/gate.yaml in the diff.
  const rel = path.posix.normalize(c.configRel.split(path.sep).join('/'));
  const touched = c.changed.some((p) => touches(p, rel));
  // The head's config only matters for saying it changed: unreadable counts as changed.
  if (!touched) return Promise.resolve(c.baseText ?? '');
  return readFileAt(c.repo, headSha, c.configRel).then(
    (t) => t ?? '',
    (err: unknown) => `<unreadable: ${err instanceof Error ? err.message : String(err)}>`,
  );
}

/** Repository-level findings the change introduces: refused sites, a changed config, changed CRDs. */
export async function changeFindings(c: {
  config: Config;
  configRel: string;
  baseText: string | undefined;
  headText: string;
  baseRoots: SideRoots;
  headRoots: SideRoots & { refused: FindingDraft[] };
  /** crdKey()s of the objects the head renders (gitops/crd-deleted for lost schemas.crds versions). */
  crdKindsUsed?: ReadonlySet<string>;
}): Promise<Finding[]> {
  const drafts = [...c.headRoots.refused];
  if ((c.baseText ?? '') !== c.headText) {
    const message = `${c.configRel} is changed by this change; the checks here used the base revision's config, the new one applies after merge`;
    drafts.push({ ruleId: 'config/changed', message, location: { file: c.configRel } });
  }
  drafts.push(...(await crdChangedDrafts(c.baseRoots.crdDirs, c.headRoots.crdDirs, c.crdKindsUsed)));
  return siteFindings(c.config, drafts).map((f) => ({ ...f, change: 'introduced' as const }));
}
