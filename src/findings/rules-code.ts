/**
 * The rules written in code, one record each, in the published order (docs/rules.md, SARIF). A
 * policy rule's record is its check file, `policies/checks/<id>.yaml`; the bare ids below only keep
 * the place those rules always had. A new check file needs no line here: it follows the last rule
 * of its family. Add, never rename.
 */
import type { FindingVerdict, Severity } from '../model/finding.js';

export interface RuleInfo {
  id: string;
  verdict: FindingVerdict;
  /** The default severity; the config's `rules:` map overrides it per repository. */
  severity: Severity;
  summary: string;
}

export const CODE_RULES: readonly (RuleInfo | string)[] = [
  // What a target renders to and the checks on it: render, manifest, schema, API versions, images,
  // resources, security, GPUs, image gate records, environment drift, the config.
  {
    id: 'render/failed',
    verdict: 'fail',
    severity: 'error',
    summary: 'helm/kustomize failed, a path escapes the repo, or a remote/plugin was refused',
  },
  {
    id: 'render/non-deterministic',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'an object renders differently each time (randAlphaNum, lookup); left out of the diff, not checkable',
  },
  {
    id: 'render/api-versions-unknown',
    verdict: 'inconclusive',
    severity: 'error',
    summary:
      "a chart that asks .Capabilities.APIVersions was rendered without the environment's served API list (its OpenAPI documents could not all be read): helm answered from its built-in list alone",
  },
  { id: 'manifest/parse-error', verdict: 'fail', severity: 'error', summary: 'rendered or source YAML does not parse' },
  {
    id: 'manifest/yaml11-ambiguous',
    verdict: 'fail',
    severity: 'warning',
    summary:
      'an unquoted value (no, on, 0644, 1:20, 1_000, 0b1, +0x10) that Kubernetes (YAML 1.1) reads differently than it looks',
  },
  {
    id: 'manifest/missing-name',
    verdict: 'fail',
    severity: 'error',
    summary: 'an object named only by metadata.generateName that is not a hook: a GitOps apply cannot create it',
  },
  {
    id: 'manifest/duplicate-resource',
    verdict: 'fail',
    severity: 'error',
    summary:
      "the same group/kind/namespace/name twice in one target, compared where the objects are applied: without a namespace in the target's (an Application's destination namespace), a cluster-scoped kind in none",
  },
  {
    id: 'schema/invalid',
    verdict: 'fail',
    severity: 'error',
    summary: 'object violates its schema (type, required, enum, format)',
  },
  { id: 'schema/unknown-field', verdict: 'fail', severity: 'error', summary: 'field not in the schema (strict mode)' },
  {
    id: 'schema/crd-changed',
    verdict: 'fail',
    severity: 'warning',
    summary:
      "the change edits a CRD in schemas.crds; names what it loosens. Objects are validated against the base revision's CRD until merged",
  },
  {
    id: 'schema/not-found',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'no schema for this kind/version anywhere',
  },
  {
    id: 'admission/denied',
    verdict: 'fail',
    severity: 'error',
    summary:
      "a ValidatingAdmissionPolicy rendered in the same target denies the object (its binding's Warn/Audit actions give a warning)",
  },
  {
    id: 'schema/not-checked',
    verdict: 'inconclusive',
    severity: 'error',
    summary:
      'a CRD CEL rule (x-kubernetes-validations) or an admission policy that could not be evaluated here (syntax or a function the evaluator lacks, the rule errors on this object, or the policy needs a param, namespace, requester or authorizer the repository does not hold), named',
  },
  {
    id: 'api/removed',
    verdict: 'fail',
    severity: 'error',
    summary: "apiVersion/kind not served by the environment's Kubernetes version",
  },
  {
    id: 'api/not-yet-served',
    verdict: 'fail',
    severity: 'error',
    summary:
      "apiVersion/kind only a newer Kubernetes than the environment's serves; names the first release that serves it (inconclusive when no release deploy-gate knows serves it)",
  },
  {
    id: 'api/deprecated',
    verdict: 'fail',
    severity: 'warning',
    summary: 'deprecated in that version; names the replacement and the removal version',
  },
  'image/mutable-tag',
  'image/not-pinned',
  'resources/requests-missing',
  'resources/limits-missing',
  'security/privileged',
  'gpu/toleration-without-request',
  {
    id: 'gate/digest-mismatch',
    verdict: 'fail',
    severity: 'error',
    summary: 'records exist for the image, none for this digest',
  },
  {
    id: 'gate/record-missing',
    verdict: 'fail',
    severity: 'error',
    summary: 'no record at all for a changed image where records are required',
  },
  {
    id: 'gate/not-passed',
    verdict: 'fail',
    severity: 'error',
    summary: 'the record for this digest says fail or inconclusive',
  },
  {
    id: 'gate/records-unavailable',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'the record store could not be read or a record is malformed',
  },
  {
    id: 'env/drift',
    verdict: 'fail',
    severity: 'warning',
    summary: 'the same app differs between two environments beyond the expected differences',
  },
  {
    id: 'env/unpromoted-image',
    verdict: 'fail',
    severity: 'error',
    summary: 'a digest introduced in a later environment was never declared in the earlier one',
  },
  {
    id: 'config/changed',
    verdict: 'fail',
    severity: 'note',
    summary: 'the head changes .deploy-gate.yaml; applied after merge',
  },
  // The live audit (`audit --argocd-server`): what Argo CD says about the deployed Applications.
  {
    id: 'live/revision-mismatch',
    verdict: 'fail',
    severity: 'error',
    summary: 'the Application is synced to another revision than the audited one',
  },
  { id: 'live/out-of-sync', verdict: 'fail', severity: 'error', summary: 'the Application is OutOfSync' },
  {
    id: 'live/unhealthy',
    verdict: 'fail',
    severity: 'error',
    summary: 'the Application is Degraded, Missing or Unknown',
  },
  {
    id: 'live/stuck-progressing',
    verdict: 'fail',
    severity: 'error',
    summary: 'the Application is Progressing longer than the configured limit',
  },
  {
    id: 'live/status-unavailable',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'the Argo CD API or a needed field is missing',
  },
  {
    id: 'live/sync-failed',
    verdict: 'fail',
    severity: 'error',
    summary: "the Application's last sync operation Failed or Errored (a failed hook included)",
  },
  {
    id: 'live/sync-running',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'a sync operation is still Running or Terminating; its outcome is not known yet',
  },
  {
    id: 'live/progressing',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'the Application is Progressing within the limit: not healthy yet',
  },
  {
    id: 'live/suspended',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'the Application is Suspended and the config does not expect it to be',
  },
  {
    id: 'live/spec-drift',
    verdict: 'fail',
    severity: 'error',
    summary: 'the live Application spec (sources, destination) differs from the file in git',
  },
  {
    id: 'live/rollout-incomplete',
    verdict: 'fail',
    severity: 'error',
    summary:
      "audit: a workload's controller has not finished (observedGeneration, updated/available replicas, the newest ReplicaSet); inconclusive within live.progressingLimitMinutes",
  },
  {
    id: 'live/no-ready-endpoints',
    verdict: 'fail',
    severity: 'error',
    summary: 'a Service with a selector has no ready endpoints',
  },
  {
    id: 'live/unmanaged-app',
    verdict: 'fail',
    severity: 'warning',
    summary: 'an Application in an audited project that no file in git declares',
  },
  {
    id: 'live/smoke-failed',
    verdict: 'fail',
    severity: 'error',
    summary: 'the configured smoke request answered another status than expected',
  },
  {
    id: 'live/smoke-wrong-release',
    verdict: 'fail',
    severity: 'error',
    summary: 'the smoke request answered from another release than the one deployed',
  },
  // GitOps safety nets: sync hooks, Rollouts analysis, HPA vs replicas, Argo CD health checks.
  'hook/retries',
  'hook/no-deadline',
  'hook/evidence-deleted',
  'hook/image-not-pinned',
  'analysis/empty-result-passes',
  'analysis/no-failure-condition',
  'analysis/short-window',
  'analysis/resource-metric',
  'analysis/no-traffic-guard',
  {
    id: 'analysis/loosened',
    verdict: 'fail',
    severity: 'error',
    summary:
      'check: the change loosens an analysis metric (thresholds, failureLimit, consecutiveErrorLimit, inconclusiveLimit, count)',
  },
  {
    id: 'apply/immutable-field',
    verdict: 'fail',
    severity: 'error',
    summary:
      'check: the change alters a field the API server will not update (a selector, a StatefulSet field, a Job template, a bound PVC, an immutable ConfigMap/Secret, a roleRef): the sync fails with "field is immutable"',
  },
  'gitops/replicas-with-hpa',
  'health/no-generation-check',
  {
    id: 'health/test-failed',
    verdict: 'fail',
    severity: 'error',
    summary: "a case of the repository's Argo CD health tests (argocd.healthTests) fails",
  },
  'health/script-error',
  {
    id: 'health/missing',
    verdict: 'fail',
    severity: 'warning',
    summary: 'a custom resource with a status subresource whose kind has no Argo CD health check',
  },
  'health/ignored',
  // How workloads roll and serve: probes, config that never reaches the pods, deletions that lose data.
  'probes/readiness-missing',
  {
    id: 'probes/changed',
    verdict: 'fail',
    severity: 'note',
    summary: "check: the change edits a readiness, liveness or startup probe's handler, path, port or thresholds",
  },
  'probes/liveness-equals-readiness',
  'probes/unknown-port',
  {
    id: 'rollout/config-not-rolled',
    verdict: 'fail',
    severity: 'warning',
    summary:
      "check: a ConfigMap/Secret's data changes, a workload reads it through env or a subPath mount, and its pod template does not change",
  },
  {
    id: 'gitops/pvc-deleted',
    verdict: 'fail',
    severity: 'warning',
    summary: "check: a PersistentVolumeClaim or a StatefulSet's volumeClaimTemplates entry disappears from the render",
  },
  {
    id: 'gitops/namespace-deleted',
    verdict: 'fail',
    severity: 'error',
    summary: 'check: a Namespace disappears while other objects of the render still live in it',
  },
  {
    id: 'gitops/crd-deleted',
    verdict: 'fail',
    severity: 'error',
    summary:
      'check: a CRD (rendered, or in schemas.crds) disappears, or stops serving a version, while rendered objects still use it',
  },
  'pss/apparmor-annotations',
  'pss/apparmor',
  'pss/capabilities',
  'pss/host-namespaces',
  'pss/host-path-volumes',
  'pss/host-ports',
  'pss/host-process',
  'pss/proc-mount',
  'pss/seccomp',
  'pss/selinux-type',
  'pss/selinux-user-role',
  'pss/sysctls',
  'pss/capabilities-add',
  'pss/capabilities-drop',
  'pss/privilege-escalation',
  'pss/run-as-non-root',
  'pss/run-as-user',
  'pss/seccomp-restricted',
  'pss/volume-types',
  // Coverage: sources pinned, and what the gate could not render or check (never a quiet pass).
  {
    id: 'sources/unpinned',
    verdict: 'fail',
    severity: 'error',
    summary:
      'a remote chart, dependency or base without an exact version/ref; what was checked could change after the check. Pin a chart to an exact version (1.2.3) and a kustomize remote base to ?ref=<commit> or an exact version tag',
  },
  {
    id: 'sources/not-allowed',
    verdict: 'fail',
    severity: 'error',
    summary:
      "a remote chart, dependency or base that the base revision does not deploy from and the base config's `sources:` does not list (or whose URL tools could read two ways: encoded separators, double encoding, a path above the host, credentials); nothing is fetched from it. The message names the line to add to the base config. Unreachable sources are `render/failed`, inconclusive",
  },
  {
    id: 'targets/none-found',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'no targets were found to render; nothing was checked',
  },
  {
    id: 'targets/identity-changed',
    verdict: 'fail',
    severity: 'warning',
    summary: "the change relabels a target's app or environment; it is judged under its base identity until merged",
  },
  {
    id: 'targets/not-checked',
    verdict: 'inconclusive',
    severity: 'error',
    summary:
      'a deployable unit that was found but could not be checked (unsupported option, generator, plugin, source elsewhere), with the reason',
  },
  {
    id: 'run/incomplete',
    verdict: 'inconclusive',
    severity: 'error',
    summary:
      'the run stopped before it finished (the run deadline passed, or an internal error), naming the phase; what was not finished was not checked',
  },
  {
    id: 'targets/discovery-incomplete',
    verdict: 'inconclusive',
    severity: 'error',
    summary:
      'target discovery stopped early (repository too large or unreadable); undiscovered targets were not checked',
  },
  {
    id: 'targets/unchecked-change',
    verdict: 'inconclusive',
    severity: 'error',
    summary:
      '`check`: changed files that no rendered target reads and no `ignore:` glob covers; the message names the files and why',
  },
  {
    id: 'targets/source-changed',
    verdict: 'inconclusive',
    severity: 'error',
    summary:
      '`check`: the change repoints an Application source (repoURL, targetRevision or chart); what it deploys from there was not rendered',
  },
  {
    id: 'targets/excluded',
    verdict: 'inconclusive',
    severity: 'note',
    summary: 'a path the config `exclude:` takes out of discovery; listed so nothing is left out silently',
  },
  {
    id: 'shard/missing',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'a merged audit lacks a shard (or has one twice); its targets were not checked',
  },
  {
    id: 'internal/check-error',
    verdict: 'inconclusive',
    severity: 'error',
    summary: 'a check could not run on this target (a bug in deploy-gate); nothing it covers was verified',
  },
];
