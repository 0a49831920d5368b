/**
 * The live judgement of an audit: every audited target's Argo CD Application, judged the way a
 * careful release engineer would — never from one status alone, and never reading missing data,
 * an empty list or an error as healthy.
 */
import pLimit from 'p-limit';
import type { Config } from '../model/config.js';
import type { Finding, FindingDraft } from '../model/finding.js';
import { finalizeDrafts } from '../findings/finalize.js';
import type { Target } from '../model/target.js';
import { createSanitizer, type Sanitizer } from '../redact/index.js';
import { listApplications } from './client.js';
import { tlsAgent, type ClientOptions } from './http.js';
import { mapTargets, metaOf, type Mapped } from './mapping.js';
import { applicationRef, judgeApplication, type JudgeContext } from './judge-app.js';
import { humanMinutes } from './times.js';
import { normalizeRepoURL } from './sources.js';
import { unmanagedApps, type Unmanaged } from './unmanaged.js';
import { outOfSyncEntry } from './sync.js';
import type { Json, LiveDraft, LiveInput, LiveResult, OutOfSyncEntry, PinnedEntry } from './types.js';
import { DEFAULT_LIVE_CONFIG } from './types.js';

export type { LiveInput, LiveResult, DeclaredApp, SmokeSpec } from './types.js';
export { declaredApplications } from './declared.js';

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRY_DELAY_MS = 500;
/** Follow-up reads run a few at a time: an audit must not flood the API server. */
const CONCURRENCY = 4;

export const CREDENTIALS_UNAVAILABLE = 'credentials unavailable (fork or Dependabot?)';

/** When the API itself cannot be read: every target is unavailable, with how to make it readable. */
const API_UNAVAILABLE = {
  remediation:
    'make the Argo CD API reachable with a token that may read the Applications (ARGOCD_AUTH_TOKEN), then audit again',
  fingerprintKey: 'argocd-api',
};

function serverUrl(server: string): URL | undefined {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(server) ? server : `https://${server}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function summaryNotice(apps: number, targets: number, outOfSync: OutOfSyncEntry[]): string {
  const list = outOfSync.map(
    (o) => `${o.app} (${o.dwellMinutes !== undefined ? `at most ${humanMinutes(o.dwellMinutes)}` : 'since unknown'})`,
  );
  return `Argo CD: ${apps} Application${apps === 1 ? '' : 's'} judged for ${targets} target${targets === 1 ? '' : 's'}; ${outOfSync.length} OutOfSync${list.length ? `: ${list.join(', ')}` : ''}`;
}

/** Judges the live Applications behind the audited targets. Never throws for what the API does. */
export async function judgeLive(input: LiveInput): Promise<LiveResult> {
  const clean = createSanitizer({ secrets: [input.token ?? '', ...(input.secrets ?? [])].filter(Boolean) });
  const empty = { apps: 0, outOfSync: [] };
  const fail = (reason: string, notices: string[] = []): LiveResult => ({
    drafts: input.targets.map((t) => unavailableOne(t, reason, clean, API_UNAVAILABLE)),
    notices: notices.map(clean),
    summary: empty,
  });
  if (!input.token) {
    return fail(`${CREDENTIALS_UNAVAILABLE}: ARGOCD_AUTH_TOKEN is empty`, [
      `Argo CD live status was not checked for ${input.targets.length} target(s): ${CREDENTIALS_UNAVAILABLE}`,
    ]);
  }
  const url = serverUrl(input.server);
  if (!url) return fail(`the Argo CD server "${input.server}" is not an http(s) URL`);
  const tls = tlsAgent({ insecure: input.insecure, caFile: input.caFile });
  if (tls.problem) return fail(tls.problem);
  const client: ClientOptions = {
    server: url,
    token: input.token,
    timeoutMs: input.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retryDelayMs: input.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    ...(tls.agent ? { agent: tls.agent } : {}),
  };
  const notices = connectionNotices(input, url);
  const list = await listApplications(client);
  if (!list.ok) return fail(`${list.problem}${list.detail ? ` — server said: ${list.detail}` : ''}`, notices);
  if (list.items.length === 0) {
    return fail(
      'E_ARGOCD_EMPTY_LIST: GET /api/v1/applications returned no Applications at all; the token may lack RBAC rights (argo-cd#25111), never read as "nothing deployed"',
      notices,
    );
  }
  return judgeListed(input, list.items, client, notices, clean);
}

/** Everything after a complete list: each mapped Application, then the unmanaged ones and the summary. */
async function judgeListed(
  input: LiveInput,
  items: Json[],
  client: ClientOptions,
  notices: string[],
  clean: Sanitizer,
): Promise<LiveResult> {
  const cfg = { ...DEFAULT_LIVE_CONFIG, ...input.config };
  const { mapped, unmapped } = mapTargets(input.targets, items, cfg.environmentLabel);
  const drafts: LiveDraft[] = unmapped.map((u) => unavailableOne(u.target, u.reason, clean));
  const now = (input.now ?? (() => new Date()))();
  const ctx: JudgeContext = {
    auditedSha: input.auditedSha,
    cfg,
    now,
    client,
    repoURLs: [...new Set((input.repoURLs ?? []).map(normalizeRepoURL))],
    ...(input.declaredApps ? { declaredApps: input.declaredApps } : {}),
    ...(input.renderedAt ? { renderedAt: input.renderedAt } : {}),
    ...(input.changedSince ? { changedSince: input.changedSince } : {}),
  };
  const limit = pLimit(CONCURRENCY);
  const judged = await Promise.all(mapped.map((m) => limit(() => judgeApplication(m, ctx))));
  const outOfSync: OutOfSyncEntry[] = [];
  const pinned: PinnedEntry[] = [];
  judged.forEach((j, i) => {
    const m = mapped[i] as Mapped;
    drafts.push(...j.drafts.map((draft) => onTarget(m, draft, clean)));
    notices.push(...j.notices.map((n) => clean(`Argo CD ${m.name}: ${n}`)));
    if (j.outOfSync) outOfSync.push(j.outOfSync);
    pinned.push(...j.pins.map((p) => ({ app: m.name, ...p })));
  });
  const unmanaged = input.declaredApps ? unmanagedApps(items, mapped, input.declaredApps) : [];
  for (const u of unmanaged) {
    drafts.push(unmanagedDraft(u, cfg.environmentLabel, clean));
    const entry = outOfSyncEntry(u.app, now);
    if (entry) outOfSync.push({ ...entry, app: u.name });
  }
  notices.push(summaryNotice(mapped.length, input.targets.length, outOfSync));
  if (pinned.length)
    notices.push(`Argo CD: pinned sources: ${pinned.map((p) => `${p.app} ${p.source} at ${p.revision}`).join(', ')}`);
  const summary = {
    apps: mapped.length,
    outOfSync,
    ...(pinned.length ? { pinned } : {}),
    ...(unmanaged.length ? { unmanaged: unmanaged.map((u) => u.name) } : {}),
  };
  return { drafts, notices, summary };
}

function unmanagedDraft(u: Unmanaged, envLabel: string, clean: Sanitizer): LiveDraft {
  const env = metaOf(u.app).labels[envLabel];
  return {
    app: u.name,
    environment: typeof env === 'string' && env !== '' ? env : 'default',
    draft: {
      ruleId: 'live/unmanaged-app',
      message: clean(
        `Application ${u.name} (project ${u.project}) runs in Argo CD but no file in git declares it: nothing in review vouches for what it deploys`,
      ),
      resource: applicationRef({ name: u.name, namespace: metaOf(u.app).namespace }),
      remediation: 'declare the Application in git (or its ApplicationSet), or delete it from Argo CD',
      fingerprintKey: 'unmanaged',
    },
  };
}

function connectionNotices(input: LiveInput, url: URL): string[] {
  const notes: string[] = [];
  if (input.insecure) notes.push(`Argo CD: TLS certificate of ${url.host} not verified (insecure)`);
  if (url.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    notes.push(`Argo CD: the token was sent to ${url.host} over plain http`);
  return notes;
}

function unavailableOne(
  target: Target,
  reason: string,
  clean: Sanitizer,
  why: { remediation?: string; fingerprintKey: string } = { fingerprintKey: 'mapping' },
): LiveDraft {
  return {
    app: target.app,
    environment: target.environment,
    draft: {
      ruleId: 'live/status-unavailable',
      message: clean(`live status of ${target.app}/${target.environment} not checked: ${reason}`),
      ...why,
    },
  };
}

/** A multi-source Application is judged once and reported on its first target. */
function onTarget(m: Mapped, draft: FindingDraft, clean: Sanitizer): LiveDraft {
  const target = m.targets[0] as Target;
  const location =
    target.origin.how === 'argocd' && target.origin.file ? { location: { file: target.origin.file } } : {};
  return {
    app: target.app,
    environment: target.environment,
    draft: { ...location, ...draft, message: clean(draft.message) },
  };
}

/** The live drafts as report findings (severity, exemptions, fingerprints), each on its target. */
export function liveFindings(result: LiveResult, config: Config): Finding[] {
  return result.drafts.flatMap((d) => finalizeDrafts([d.draft], { config, app: d.app, environment: d.environment }));
}
