// `sources/unpinned`: a remote chart, dependency or base is checked only at an exact version.
// A range (`~1.2`, `1.x`, `>=1`), `*`, a branch or no version at all names bytes that can change
// after the check, so what was checked is not what will deploy.
import type { RenderProblem } from '../model/render-problem.js';

/** An exact SemVer 2 version, with the `v` prefix helm also accepts. */
const EXACT_VERSION = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
/** A full git commit id (SHA-1 or SHA-256). */
const COMMIT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})$/;

export function isExactVersion(version: string | undefined): boolean {
  return version !== undefined && EXACT_VERSION.test(version.trim());
}

export function isCommitId(ref: string | undefined): boolean {
  return ref !== undefined && COMMIT_ID.test(ref);
}

export function unpinnedChart(what: string, version: string | undefined): RenderProblem | undefined {
  if (isExactVersion(version)) return undefined;
  const got = version === undefined || version.trim() === '' ? 'no version' : `version ${JSON.stringify(version)}`;
  return {
    code: 'E_SOURCE_UNPINNED',
    message: `${what} has ${got}; only an exact version (like 1.2.3) is fetched and checked, because a range or a missing version can resolve to other chart bytes after the check. Pin the exact version.`,
  };
}
