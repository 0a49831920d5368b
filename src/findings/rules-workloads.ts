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
  {
    id: 'pss/apparmor-annotations',
    verdict: 'fail',
    summary: 'Pod Security Standards baseline: AppArmor (the pre-1.30 annotation)',
  },
  { id: 'pss/apparmor', verdict: 'fail', summary: 'Pod Security Standards baseline: AppArmor' },
  { id: 'pss/capabilities', verdict: 'fail', summary: 'Pod Security Standards baseline: Capabilities' },
  { id: 'pss/host-namespaces', verdict: 'fail', summary: 'Pod Security Standards baseline: Host Namespaces' },
  {
    id: 'pss/host-path-volumes',
    verdict: 'fail',
    summary: 'Pod Security Standards baseline: HostPath Volumes',
  },
  { id: 'pss/host-ports', verdict: 'fail', summary: 'Pod Security Standards baseline: Host Ports' },
  { id: 'pss/host-process', verdict: 'fail', summary: 'Pod Security Standards baseline: HostProcess' },
  { id: 'pss/proc-mount', verdict: 'fail', summary: 'Pod Security Standards baseline: /proc Mount Type' },
  { id: 'pss/seccomp', verdict: 'fail', summary: 'Pod Security Standards baseline: Seccomp' },
  { id: 'pss/selinux-type', verdict: 'fail', summary: 'Pod Security Standards baseline: SELinux (type)' },
  {
    id: 'pss/selinux-user-role',
    verdict: 'fail',
    summary: 'Pod Security Standards baseline: SELinux (user, role)',
  },
  { id: 'pss/sysctls', verdict: 'fail', summary: 'Pod Security Standards baseline: Sysctls' },
  {
    id: 'pss/capabilities-add',
    verdict: 'fail',
    summary: 'Pod Security Standards restricted: Capabilities (add only NET_BIND_SERVICE)',
  },
  {
    id: 'pss/capabilities-drop',
    verdict: 'fail',
    summary: 'Pod Security Standards restricted: Capabilities (drop ALL)',
  },
  {
    id: 'pss/privilege-escalation',
    verdict: 'fail',
    summary: 'Pod Security Standards restricted: Privilege Escalation',
  },
  {
    id: 'pss/run-as-non-root',
    verdict: 'fail',
    summary: 'Pod Security Standards restricted: Running as Non-root',
  },
  {
    id: 'pss/run-as-user',
    verdict: 'fail',
    summary: 'Pod Security Standards restricted: Running as Non-root user',
  },
  { id: 'pss/seccomp-restricted', verdict: 'fail', summary: 'Pod Security Standards restricted: Seccomp' },
  { id: 'pss/volume-types', verdict: 'fail', summary: 'Pod Security Standards restricted: Volume Types' },
];
