import type { FindingDraft } from '../model/finding.js';
import { type Target, targetId } from '../model/target.js';
import type { ClientOptions } from './http.js';
import type { ObjectName } from './client.js';
import type { Mapped } from './mapping.js';
import type { DeclaredApp, Json, LiveConfig, OutOfSyncEntry, SmokeSpec } from './types.js';
import { judgeSmoke } from './smoke.js';
import { AppVerdicts, LIVE_RULES, type LiveRule, type Pin } from './verdicts.js';
import { judgeSync } from './sync.js';
import { judgeRevisions } from './revision.js';
import { judgeOperation } from './operation.js';
import { childHealth, describeResource, judgeHealth, listSome } from './health.js';
import { ignoredByAnnotation, IGNORE_HEALTHCHECK, readTree, type TreeRead } from './follow-ups.js';
import { judgeEndpoints } from './endpoints.js';
import { judgeWorkloads } from './workloads.js';
import { judgeSpecDrift } from './spec-drift.js';
import { asObject as obj, asObjects as objs, isObject } from '../kube/object.js';

export interface JudgeContext {
  auditedSha: string;
  changedSince?: (app: Target, sha: string) => Promise<boolean>;
  cfg: Required<LiveConfig>;
  now: Date;
  client: ClientOptions;
  repoURLs: string[];
  declaredApps?: Map<string, DeclaredApp>;
  renderedAt?: Map<string, string>;
}

export interface AppJudgement {
  drafts: FindingDraft[];
  notices: string[];
  pins: Pin[];
  outOfSync?: OutOfSyncEntry;
}

const REMEDIATION: Record<LiveRule, string> = {
  'live/revision-mismatch':
    'audit the revision Argo CD deploys (--ref), or refresh and sync the Application to the audited commit',
  'live/spec-drift':
    'make the live Application match its manifest in git (sync the parent app, or find who edited it), or change git',
  'live/out-of-sync':
    'sync the Application, or find what changed the live objects (manual edits, a controller, a mutating webhook)',
  'live/sync-failed':
    'read the failed sync operation and its hooks in Argo CD (the PostSync Job logs), fix, and sync again',
  'live/sync-running': 'audit again when the sync operation has finished',
  'live/unhealthy': 'look at the named resources in Argo CD (events, pod logs) and fix or roll back',
  'live/stuck-progressing':
    'look at the rollout (events, pod status); it may wait on resources that never become ready',
  'live/progressing': 'audit again when the rollout has finished',
  'live/suspended':
    'resume the rollout, or declare the Application in live.expectedSuspended if it is meant to be suspended',
  'live/no-ready-endpoints': 'look at the pods behind the Service (readiness probes, selector labels)',
  'live/rollout-incomplete':
    'look at the workload in Argo CD (events, the new pods, their readiness probes) and audit again when the rollout has finished, or roll back',
  'live/smoke-failed':
    'look at the service behind the smoke URL (ingress, pods, logs); the deployment does not answer as expected',
  'live/smoke-wrong-release':
    'find what answers the smoke URL (an old ReplicaSet, another cluster behind the same host, a cache) and why it is not the audited release',
  'live/status-unavailable':
    'make the named status readable (token RBAC, a refresh, a working comparison) and audit again',
};

/** The Application a live finding is on. */
export function applicationRef(m: ObjectName): FindingDraft['resource'] {
  return {
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    name: m.name,
    ...(m.namespace ? { namespace: m.namespace } : {}),
  };
}

/** Judges one Application on every layer: revision and spec, sync and operation, health with children, endpoints. */
export async function judgeApplication(m: Mapped, ctx: JudgeContext): Promise<AppJudgement> {
  const v = new AppVerdicts();
  const status = m.application.status;
  if (isObject(status)) await judgeStatus(m, status, ctx, v);
  else v.add('live/status-unavailable', 'the Application has no status: Argo CD has not reconciled it');
  const drafts = LIVE_RULES.filter((rule) => v.has(rule)).map((rule): FindingDraft => ({
    ruleId: rule,
    message: `Application ${m.name}: ${(v.reasons.get(rule) ?? []).join('; ')}`,
    resource: applicationRef(m),
    remediation: REMEDIATION[rule],
    ...(v.inconclusive.has(rule) ? { verdict: 'inconclusive' as const } : {}),
  }));
  return {
    drafts,
    notices: v.notices,
    pins: v.pins,
    ...(v.outOfSync ? { outOfSync: { ...v.outOfSync, app: m.name } } : {}),
  };
}

async function judgeStatus(m: Mapped, s: Json, ctx: JudgeContext, v: AppVerdicts): Promise<void> {
  // The live config and the clock: what the sync, health and workload judgements read.
  const limits = { ...ctx.cfg, now: ctx.now };
  judgeSync(s, limits, v);
  await judgeRevisions(m.application, m.targets, ctx, v);
  const declared = ctx.declaredApps?.get(m.name);
  judgeSpecDrift(m.application, declared?.manifest, declared?.file, v);
  judgeOperation(s, v);
  const tree = await readTree(m.name, m.namespace, ctx.client);
  const inline = s.resourceHealthSource !== 'appTree';
  const resources = objs(s.resources);
  if (!inline && !tree.ok) {
    v.add(
      'live/status-unavailable',
      `child health not readable: status.resourceHealthSource is appTree and the resource tree could not be read (${tree.problem}${tree.detail ? `: ${tree.detail}` : ''})`,
    );
  }
  const children = childHealth(inline ? resources : [], tree.ok ? tree.nodes : []);
  judgeHealth(s, children, { ...limits, suspendedExpected: ctx.cfg.expectedSuspended.includes(m.name) }, v);
  if (inline) await healthExclusions(m, resources, tree, ctx.client, v);
  await judgeWorkloads(m, s, tree, ctx.client, limits, v);
  if (ctx.cfg.checkEndpoints) await judgeEndpoints(m, s, tree, ctx.client, v);
  else v.notices.push('ready endpoints not checked (live.checkEndpoints: false)');
  const smoke = smokeFor(m, ctx.cfg.smoke);
  if (smoke) await judgeSmoke(smoke, m.application, v);
}

/** The smoke request configured for this Application, by its name or one of its targets. */
function smokeFor(m: Mapped, smoke: Record<string, SmokeSpec>): SmokeSpec | undefined {
  return smoke[m.name] ?? m.targets.map((t) => smoke[targetId(t)]).find((s) => s !== undefined);
}

/**
 * Resources without any health entry (hooks aside), where Argo CD keeps health inline: excluded by
 * annotation, or no health check for the kind — listed for review, never counted as healthy.
 */
async function healthExclusions(
  m: Mapped,
  resources: Json[],
  tree: TreeRead,
  client: ClientOptions,
  v: AppVerdicts,
): Promise<void> {
  const inTree = new Set(
    tree.ok ? tree.nodes.filter((n) => typeof obj(n.health).status === 'string').map(describeResource) : [],
  );
  const healthless = resources
    .filter((r) => r.hook !== true && r.health === undefined)
    .map(describeResource)
    .filter((r) => !inTree.has(r));
  if (healthless.length === 0) return;
  const ignored = await ignoredByAnnotation(m.name, m.namespace, client);
  if (!ignored.ok) {
    v.notices.push(
      `health not assessed for ${listSome(healthless)}; whether ${IGNORE_HEALTHCHECK} excludes them could not be read (${ignored.problem}) — review them`,
    );
    return;
  }
  if (ignored.names.length)
    v.notices.push(`excluded from health by ${IGNORE_HEALTHCHECK}, review: ${listSome(ignored.names)}`);
  const rest = healthless.filter((r) => !ignored.names.includes(r));
  if (rest.length) v.notices.push(`health not assessed (no health check for the kind): ${listSome(rest)}`);
}
