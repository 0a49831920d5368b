/** Rules of how workloads roll and serve: probes, config that never reaches the pods, deletions that lose data. Add, never rename. */
import type { RuleInfo } from './rules.js';

export const WORKLOAD_RULES: readonly RuleInfo[] = [
  {
    id: 'probes/readiness-missing',
    verdict: 'fail',
    summary: 'a container a Service selects (it declares ports) has no readinessProbe',
  },
  {
    id: 'probes/changed',
    verdict: 'fail',
    summary: "check: the change edits a readiness, liveness or startup probe's handler, path, port or thresholds",
  },
  {
    id: 'probes/liveness-equals-readiness',
    verdict: 'fail',
    summary: 'a livenessProbe identical to the readinessProbe',
  },
  {
    id: 'probes/unknown-port',
    verdict: 'fail',
    summary: 'a probe or a Service targetPort names a port the container(s) do not declare',
  },
  {
    id: 'rollout/config-not-rolled',
    verdict: 'fail',
    summary:
      "check: a ConfigMap/Secret's data changes, a workload reads it through env or a subPath mount, and its pod template does not change",
  },
  {
    id: 'gitops/pvc-deleted',
    verdict: 'fail',
    summary: "check: a PersistentVolumeClaim or a StatefulSet's volumeClaimTemplates entry disappears from the render",
  },
  {
    id: 'gitops/namespace-deleted',
    verdict: 'fail',
    summary: 'check: a Namespace disappears while other objects of the render still live in it',
  },
  {
    id: 'gitops/crd-deleted',
    verdict: 'fail',
    summary:
      'check: a CRD (rendered, or in schemas.crds) disappears, or stops serving a version, while rendered objects still use it',
  },
];
