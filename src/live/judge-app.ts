import type { FindingDraft } from '../model/finding.js';
import type { Target } from '../model/target.js';
import type { ClientOptions } from './http.js';
import type { Mapped } from './mapping.js';
import type { Json, LiveConfig, OutOfSyncEntry } from './types.js';
import { AppVerdicts } from './verdicts.js';
import type { LiveRule } from './verdicts.js';
import { judgeSync } from './sync.js';
import { judgeHealth, listSome } from './health.js';
import { ignoredByAnnotation, IGNORE_HEALTHCHECK, unhealthyFromTree } from './follow-ups.js';

export interface JudgeContext {
  auditedSha: string;
  changedSince?: (app: Target, sha: string) => Promise<boolean>;
  cfg: Required<LiveConfig>;
  now: Date;
  client: ClientOptions;
}

export interface AppJudgement {
  drafts: FindingDraft[];
  notices: string[];
  outOfSync?: OutOfSyncEntry;
}

const REMEDIATION: Record<LiveRule, string> = {
  'live/revision-mismatch': 'audit the revision Argo CD deploys (--ref), or refresh and sync the Application to the audited commit',
  'live/out-of-sync': 'sync the Application, or find what changed the live objects (manual edits, a controller, a mutating webhook)',
  'live/unhealthy': 'look at the named resources in Argo CD (events, pod logs) and fix or roll back',
  'live/stuck-progressing': 'look at the rollout (events, pod status); it may wait on resources that never become ready',
  'live/status-unavailable': 'make the named status readable (token RBAC, a refresh, a working comparison) and audit again',
};

const ORDER: LiveRule[] = ['live/status-unavailable', 'live/revision-mismatch', 'live/out-of-sync', 'live/unhealthy', 'live/stuck-progressing'];

function applicationRef(m: Mapped): FindingDraft['resource'] {
  return { apiVersion: 'argoproj.io/v1alpha1', kind: 'Application', name: m.name, ...(m.namespace ? { namespace: m.namespace } : {}) };
}

/** Judges one Application: sync and revision, conditions, freshness, health; then the follow-up reads. */
export async function judgeApplication(m: Mapped, ctx: JudgeContext): Promise<AppJudgement> {
  const v = new AppVerdicts();
  const status = m.application.status;
  if (typeof status !== 'object' || status === null || Array.isArray(status)) {
    v.add('live/status-unavailable', 'the Application has no status: Argo CD has not reconciled it');
  } else {
    const s = status as Json;
    await judgeSync(s, m.targets, { auditedSha: ctx.auditedSha, staleAfterMinutes: ctx.cfg.staleAfterMinutes, now: ctx.now, ...(ctx.changedSince ? { changedSince: ctx.changedSince } : {}) }, v);
    judgeHealth(s, { progressingLimitMinutes: ctx.cfg.progressingLimitMinutes, unhealthyStatuses: ctx.cfg.unhealthyStatuses, now: ctx.now }, v);
    await followUps(m, ctx.client, v);
  }
  const drafts = ORDER.filter((rule) => v.has(rule)).map((rule): FindingDraft => ({
    ruleId: rule,
    message: `Application ${m.name}: ${(v.reasons.get(rule) ?? []).join('; ')}`,
    resource: applicationRef(m),
    remediation: REMEDIATION[rule],
  }));
  return { drafts, notices: v.notices, ...(v.outOfSync ? { outOfSync: { ...v.outOfSync, app: m.name } } : {}) };
}

async function followUps(m: Mapped, client: ClientOptions, v: AppVerdicts): Promise<void> {
  if (v.unnamedUnhealthy) {
    const tree = await unhealthyFromTree(m.name, m.namespace, client);
    const reasons = v.reasons.get('live/unhealthy') ?? [];
    const extra = tree.ok
      ? (tree.names.length ? `unhealthy resources (resource tree): ${listSome(tree.names)}` : 'no resource in status.resources or the resource tree is named unhealthy')
      : `the unhealthy resources could not be named: ${tree.problem}${tree.detail ? ` (${tree.detail})` : ''}`;
    v.reasons.set('live/unhealthy', [...reasons, extra]);
  }
  if (v.healthless.length === 0) return;
  const ignored = await ignoredByAnnotation(m.name, m.namespace, client);
  if (!ignored.ok) {
    v.notices.push(`health not assessed for ${listSome(v.healthless)}; whether ${IGNORE_HEALTHCHECK} excludes them could not be read (${ignored.problem}) — review them`);
    return;
  }
  if (ignored.names.length) v.notices.push(`excluded from health by ${IGNORE_HEALTHCHECK}, review: ${listSome(ignored.names)}`);
  const rest = v.healthless.filter((r) => !ignored.names.includes(r));
  if (rest.length) v.notices.push(`health not assessed (no health check for the kind, or not persisted in status.resources): ${listSome(rest)}`);
}
