/**
 * The sources of an Application as Argo CD deploys them: `spec.sources[i]` paired with
 * `status.sync.revisions[i]` (multi-source) or `spec.source` with `status.sync.revision`, and
 * whether each source is this repository and pinned to a fixed revision.
 */
import type { Json } from './types.js';
import { asObject as obj, nonEmptyString as str } from '../kube/object.js';

export interface LiveSource {
  index: number;
  repoURL?: string;
  targetRevision?: string;
  /** What Argo CD reports it deployed for this source; undefined when the status does not say. */
  revision?: string;
  /** `path`, `chart` or `ref` — for messages. */
  label: string;
  /** A commit SHA or an exact chart version: a revision that cannot move. */
  pinned: boolean;
}

/** `git@host:org/repo.git`, `https://user@host/org/repo/`, `ssh://git@host/org/repo` → `host/org/repo`. */
export function normalizeRepoURL(url: string): string {
  let u = url.trim().toLowerCase();
  const scp = /^[^/@:]+@([^:/]+):(.+)$/.exec(u);
  if (scp) u = `${scp[1]}/${scp[2]}`;
  u = u.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^[^/@]*@/, '');
  return u
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
}

export const isSha = (rev: string | undefined): boolean =>
  rev !== undefined && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(rev);
const EXACT_VERSION = /^v?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/** A commit SHA pins a git source; an exact version pins a chart (a range, a branch or HEAD moves). */
export function isPinned(source: Json): boolean {
  const rev = str(source.targetRevision);
  if (isSha(rev)) return true;
  return str(source.chart) !== undefined && rev !== undefined && EXACT_VERSION.test(rev);
}

function labelOf(s: Json): string {
  if (str(s.chart)) return `chart ${String(s.chart)}`;
  if (str(s.path)) return `path ${String(s.path)}`;
  if (str(s.ref)) return `ref ${String(s.ref)}`;
  return 'repository root';
}

function describe(s: Json, index: number, revision: string | undefined): LiveSource {
  return {
    index,
    label: labelOf(s),
    pinned: isPinned(s),
    ...(str(s.repoURL) ? { repoURL: String(s.repoURL) } : {}),
    ...(str(s.targetRevision) ? { targetRevision: String(s.targetRevision) } : {}),
    ...(revision ? { revision } : {}),
  };
}

export type SourcesRead = { ok: true; multi: boolean; sources: LiveSource[] } | { ok: false; problem: string };

/** Pairs each source of the live spec with the revision the status reports for it. */
export function liveSources(app: Json): SourcesRead {
  const spec = obj(app.spec);
  const sync = obj(obj(app.status).sync);
  const many = Array.isArray(spec.sources) && spec.sources.length > 0 ? spec.sources.map(obj) : undefined;
  if (!many) {
    const revision = str(sync.revision) ?? (Array.isArray(sync.revisions) ? str(sync.revisions[0]) : undefined);
    return { ok: true, multi: false, sources: [describe(obj(spec.source), 0, revision)] };
  }
  const revisions = Array.isArray(sync.revisions) ? sync.revisions : undefined;
  if (!revisions)
    return {
      ok: false,
      problem: `status.sync.revisions missing for a multi-source Application (${many.length} spec.sources): which source is at which revision is unknown`,
    };
  if (revisions.length !== many.length) {
    return {
      ok: false,
      problem: `status.sync.revisions has ${revisions.length} entries for ${many.length} spec.sources: the revisions cannot be paired with the sources`,
    };
  }
  return { ok: true, multi: true, sources: many.map((s, i) => describe(s, i, str(revisions[i]))) };
}

export function sourceName(s: LiveSource, multi: boolean): string {
  return multi ? `source ${s.index + 1} (${s.repoURL ?? 'no repoURL'} ${s.label})` : `the source (${s.label})`;
}
