/** Rules of the live audit (`audit --argocd-server`): what Argo CD says about the deployed Applications. Add, never rename. */
import type { RuleInfo } from './rules.js';

export const LIVE_RULES: readonly RuleInfo[] = [
  {
    id: 'live/revision-mismatch',
    verdict: 'fail',
    summary: 'the Application is synced to another revision than the audited one',
  },
  { id: 'live/out-of-sync', verdict: 'fail', summary: 'the Application is OutOfSync' },
  { id: 'live/unhealthy', verdict: 'fail', summary: 'the Application is Degraded, Missing or Unknown' },
  {
    id: 'live/stuck-progressing',
    verdict: 'fail',
    summary: 'the Application is Progressing longer than the configured limit',
  },
  { id: 'live/status-unavailable', verdict: 'inconclusive', summary: 'the Argo CD API or a needed field is missing' },
  // Added by the live audit on all four layers (issue 16).
  {
    id: 'live/sync-failed',
    verdict: 'fail',
    summary: "the Application's last sync operation Failed or Errored (a failed hook included)",
  },
  {
    id: 'live/sync-running',
    verdict: 'inconclusive',
    summary: 'a sync operation is still Running or Terminating; its outcome is not known yet',
  },
  {
    id: 'live/progressing',
    verdict: 'inconclusive',
    summary: 'the Application is Progressing within the limit: not healthy yet',
  },
  {
    id: 'live/suspended',
    verdict: 'inconclusive',
    summary: 'the Application is Suspended and the config does not expect it to be',
  },
  {
    id: 'live/spec-drift',
    verdict: 'fail',
    summary: 'the live Application spec (sources, destination) differs from the file in git',
  },
  {
    id: 'live/rollout-incomplete',
    verdict: 'fail',
    summary:
      "audit: a workload's controller has not finished (observedGeneration, updated/available replicas, the newest ReplicaSet); inconclusive within live.progressingLimitMinutes",
  },
  { id: 'live/no-ready-endpoints', verdict: 'fail', summary: 'a Service with a selector has no ready endpoints' },
  {
    id: 'live/unmanaged-app',
    verdict: 'fail',
    summary: 'an Application in an audited project that no file in git declares',
  },
  {
    id: 'live/smoke-failed',
    verdict: 'fail',
    summary: 'the configured smoke request answered another status than expected',
  },
  {
    id: 'live/smoke-wrong-release',
    verdict: 'fail',
    summary: 'the smoke request answered from another release than the one deployed',
  },
];
