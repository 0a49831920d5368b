/**
 * Is every source of the Application at the revision the audit judged? Sources of this
 * repository must be at the audited commit (or a newer one whose inputs for the app are the
 * same), or at their pin; sources of other repositories at their pinned revision. A moving ref
 * elsewhere, or a source we cannot place, is inconclusive.
 */
import { type Target, targetId } from '../model/target.js';
import type { Json } from './types.js';
import type { AppVerdicts } from './verdicts.js';
import { isSha, liveSources, normalizeRepoURL, sourceName, type LiveSource } from './sources.js';

export interface RevisionContext {
  auditedSha: string;
  changedSince?: (app: Target, sha: string) => Promise<boolean>;
  /** This repository's URLs, normalised; empty when unknown. */
  repoURLs: string[];
  /** Targets the audit rendered at their pinned commit (target id → commit). */
  renderedAt?: Map<string, string>;
}

export const short = (sha: string): string => (isSha(sha) ? sha.slice(0, 12) : sha);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

interface One {
  s: LiveSource;
  multi: boolean;
  name: string;
  field: string;
  targets: Target[];
  ctx: RevisionContext;
  v: AppVerdicts;
}

/** Judges the revision of every source; records pins in `v.pins`. */
export async function judgeRevisions(
  app: Json,
  targets: Target[],
  ctx: RevisionContext,
  v: AppVerdicts,
): Promise<void> {
  const read = liveSources(app);
  if (!read.ok) return v.add('live/status-unavailable', read.problem);
  for (const s of read.sources) {
    const field = read.multi ? `status.sync.revisions[${s.index}]` : 'status.sync.revision';
    const one: One = { s, multi: read.multi, name: sourceName(s, read.multi), field, targets, ctx, v };
    if (!s.revision) {
      if (read.multi)
        v.add('live/status-unavailable', `${one.name}: ${field} is empty, its deployed revision cannot be confirmed`);
      continue;
    }
    await judgeSource(one, s.revision);
  }
}

function ownership(o: One): 'this' | 'other' | 'unknown' {
  const url = o.s.repoURL ? normalizeRepoURL(o.s.repoURL) : undefined;
  if (o.ctx.repoURLs.length === 0 || !url) return o.multi ? 'unknown' : 'this';
  return o.ctx.repoURLs.includes(url) ? 'this' : 'other';
}

async function judgeSource(o: One, revision: string): Promise<void> {
  const owner = ownership(o);
  if (owner === 'other') return judgeForeign(o, revision);
  if (o.s.pinned) return judgePin(o, revision, owner === 'this');
  if (owner === 'this') return judgeAudited(o, revision);
  if (same(revision, o.ctx.auditedSha)) return;
  o.v.add(
    'live/status-unavailable',
    `${o.name} is at ${short(revision)} (${o.field}); whether ${o.s.repoURL ?? 'it'} is this repository is unknown (set live.repoURLs, or audit a clone with a remote "origin")`,
  );
}

/** This repository, following a branch: the audited commit, or a newer one with the same inputs. */
async function judgeAudited(o: One, revision: string): Promise<void> {
  const audited = o.ctx.auditedSha;
  if (same(revision, audited)) return;
  if (isSha(revision) && o.ctx.changedSince && (await standsIn(revision, o.targets, o.ctx.changedSince))) {
    o.v.notices.push(
      `${o.multi ? `${o.name} ` : ''}synced to ${short(revision)}, newer than the audited ${short(audited)}; nothing this app reads changed in between`,
    );
    return;
  }
  const why = o.ctx.changedSince
    ? 'it is not a newer commit with the same inputs'
    : 'only the audited commit itself is accepted';
  o.v.add(
    'live/revision-mismatch',
    `${o.multi ? `${o.name} ` : ''}synced to ${short(revision)} (${o.field}), not the audited ${short(audited)}; ${why}, so what runs is not what was audited`,
  );
}

/** Pinned (a commit, or an exact chart version): Argo CD must be at the pin, and the pin is what runs. */
async function judgePin(o: One, revision: string, mine: boolean): Promise<void> {
  if (!atPin(o, revision)) return;
  const pin = o.s.targetRevision ?? '';
  o.v.pins.push({ source: o.name, revision: pin });
  o.v.notices.push(`${o.name} is pinned to ${short(pin)} (targetRevision) and synced to it`);
  if (!mine || same(pin, o.ctx.auditedSha)) return;
  if (o.targets.length > 0 && o.targets.every((t) => same(o.ctx.renderedAt?.get(targetId(t)) ?? '', pin))) return;
  if (o.ctx.changedSince && (await standsIn(pin, o.targets, o.ctx.changedSince))) return;
  o.v.add(
    'live/status-unavailable',
    `${o.name} is pinned to ${short(pin)}, so Argo CD deploys ${short(pin)} while this audit rendered ${short(o.ctx.auditedSha)}; audit with --ref ${pin} to judge what runs`,
  );
}

/** Another repository: only a pinned revision ties what runs to something reviewable. */
function judgeForeign(o: One, revision: string): void {
  if (!o.s.pinned) {
    o.v.add(
      'live/status-unavailable',
      `${o.name} follows the moving revision "${o.s.targetRevision ?? 'HEAD'}" of another repository (now ${short(revision)}): what it deploys is not fixed by the audited commit; pin it to a commit or an exact chart version`,
    );
    return;
  }
  atPin(o, revision);
}

/** Whether Argo CD is at the pin; a sync to anything else is a mismatch. */
function atPin(o: One, revision: string): boolean {
  const pin = o.s.targetRevision ?? '';
  if (same(revision, pin)) return true;
  o.v.add(
    'live/revision-mismatch',
    `${o.name} is pinned to ${short(pin)} (targetRevision) but synced to ${short(revision)} (${o.field})`,
  );
  return false;
}

async function standsIn(
  sha: string,
  targets: Target[],
  changedSince: NonNullable<RevisionContext['changedSince']>,
): Promise<boolean> {
  for (const target of targets) {
    try {
      if (await changedSince(target, sha)) return false;
    } catch {
      return false;
    }
  }
  return targets.length > 0;
}
