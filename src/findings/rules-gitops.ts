/** Rules of the GitOps safety nets: sync hooks, Rollouts analysis, HPA vs replicas, Argo CD health checks. Add, never rename. */
import type { RuleInfo } from './rules.js';

export const GITOPS_RULES: readonly RuleInfo[] = [
  {
    id: 'hook/retries',
    verdict: 'fail',
    summary: 'a sync hook Job retries (backoffLimit absent or above 0): a flaky smoke test passes on a later try',
  },
  {
    id: 'hook/no-deadline',
    verdict: 'fail',
    summary: 'a sync hook Job has no activeDeadlineSeconds: a hung check stalls the sync',
  },
  {
    id: 'hook/evidence-deleted',
    verdict: 'fail',
    summary: 'a sync hook Job is deleted on success (HookSucceeded): what it checked is gone',
  },
  {
    id: 'hook/image-not-pinned',
    verdict: 'fail',
    summary: 'a sync hook Job image without a digest: the gate can change without a commit',
  },
  {
    id: 'analysis/empty-result-passes',
    verdict: 'fail',
    summary: 'a Rollouts analysis metric succeeds when its query measures nothing (empty, nil, NaN, or `or vector(0)`)',
  },
  {
    id: 'analysis/no-failure-condition',
    verdict: 'fail',
    summary: 'a Rollouts analysis metric has no failureCondition',
  },
  {
    id: 'analysis/short-window',
    verdict: 'fail',
    summary: 'a Rollouts analysis metric watches less than minWindow (interval × count)',
  },
  {
    id: 'analysis/resource-metric',
    verdict: 'fail',
    summary: 'a Rollouts analysis metric measures CPU/memory, not errors or latency',
  },
  {
    id: 'analysis/no-traffic-guard',
    verdict: 'fail',
    summary:
      'a Rollouts ratio or success-rate metric with nothing that fails or is inconclusive on too little traffic (count guard, no-data handling, a count metric)',
  },
  {
    id: 'analysis/loosened',
    verdict: 'fail',
    summary:
      'check: the change loosens an analysis metric (thresholds, failureLimit, consecutiveErrorLimit, inconclusiveLimit, count)',
  },
  {
    id: 'apply/immutable-field',
    verdict: 'fail',
    summary:
      'check: the change alters a field the API server will not update (a selector, a StatefulSet field, a Job template, a bound PVC, an immutable ConfigMap/Secret, a roleRef): the sync fails with "field is immutable"',
  },
  {
    id: 'gitops/replicas-with-hpa',
    verdict: 'fail',
    summary: "spec.replicas on a workload an HPA scales, not covered by the Application's ignoreDifferences",
  },
  {
    id: 'health/no-generation-check',
    verdict: 'fail',
    summary:
      'a custom Argo CD health check says Healthy without status, without observedGeneration, or for the previous generation',
  },
  {
    id: 'health/test-failed',
    verdict: 'fail',
    summary: "a case of the repository's Argo CD health tests (argocd.healthTests) fails",
  },
  {
    id: 'health/script-error',
    verdict: 'fail',
    summary: 'a custom Argo CD health check does not compile or errors on a test input',
  },
  {
    id: 'health/missing',
    verdict: 'fail',
    summary: 'a custom resource with a status subresource whose kind has no Argo CD health check',
  },
  { id: 'health/ignored', verdict: 'fail', summary: 'an object carries argocd.argoproj.io/ignore-healthcheck' },
];
