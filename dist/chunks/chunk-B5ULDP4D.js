import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/findings/rules.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFileSync } from "node:fs";
import path from "node:path";

// src/findings/rules-checks.ts
var CHECK_RULES = [
  {
    id: "render/failed",
    verdict: "fail",
    summary: "helm/kustomize failed, a path escapes the repo, or a remote/plugin was refused"
  },
  {
    id: "render/non-deterministic",
    verdict: "inconclusive",
    summary: "an object renders differently each time (randAlphaNum, lookup); left out of the diff, not checkable"
  },
  {
    id: "render/api-versions-unknown",
    verdict: "inconclusive",
    summary: "a chart that asks .Capabilities.APIVersions was rendered without the environment's served API list (its OpenAPI documents could not all be read): helm answered from its built-in list alone"
  },
  { id: "manifest/parse-error", verdict: "fail", summary: "rendered or source YAML does not parse" },
  {
    id: "manifest/yaml11-ambiguous",
    verdict: "fail",
    summary: "an unquoted value (no, on, 0644, 1:20, 1_000, 0b1, +0x10) that Kubernetes (YAML 1.1) reads differently than it looks"
  },
  {
    id: "manifest/missing-name",
    verdict: "fail",
    summary: "an object named only by metadata.generateName that is not a hook: a GitOps apply cannot create it"
  },
  {
    id: "manifest/duplicate-resource",
    verdict: "fail",
    summary: "the same group/kind/namespace/name twice in one target, compared where the objects are applied: without a namespace in the target's (an Application's destination namespace), a cluster-scoped kind in none"
  },
  { id: "schema/invalid", verdict: "fail", summary: "object violates its schema (type, required, enum, format)" },
  { id: "schema/unknown-field", verdict: "fail", summary: "field not in the schema (strict mode)" },
  {
    id: "schema/crd-changed",
    verdict: "fail",
    summary: "the change edits a CRD in schemas.crds; names what it loosens. Objects are validated against the base revision's CRD until merged"
  },
  { id: "schema/not-found", verdict: "inconclusive", summary: "no schema for this kind/version anywhere" },
  {
    id: "admission/denied",
    verdict: "fail",
    summary: "a ValidatingAdmissionPolicy rendered in the same target, or in a folder of `admission.policies`, denies the object (its binding's Warn/Audit actions give a warning)"
  },
  {
    id: "schema/not-checked",
    verdict: "inconclusive",
    summary: "a CRD CEL rule (x-kubernetes-validations) or an admission policy that could not be evaluated here (syntax or a function the evaluator lacks, the rule errors on this object, or the policy needs a param, namespace, requester or authorizer the repository does not hold), named"
  },
  { id: "api/removed", verdict: "fail", summary: "apiVersion/kind not served by the environment's Kubernetes version" },
  {
    id: "api/not-yet-served",
    verdict: "fail",
    summary: "apiVersion/kind only a newer Kubernetes than the environment's serves; names the first release that serves it (inconclusive when no release deploy-gate knows serves it)"
  },
  {
    id: "api/deprecated",
    verdict: "fail",
    summary: "deprecated in that version; names the replacement and the removal version"
  },
  { id: "image/mutable-tag", verdict: "fail", summary: "`:latest` or no tag at all" },
  { id: "image/not-pinned", verdict: "fail", summary: "no `@sha256:` digest" },
  { id: "resources/requests-missing", verdict: "fail", summary: "a container without cpu and memory requests" },
  { id: "resources/limits-missing", verdict: "fail", summary: "a container without a memory limit" },
  { id: "security/privileged", verdict: "fail", summary: "a privileged container" },
  { id: "gpu/toleration-without-request", verdict: "fail", summary: "tolerates a GPU taint but requests no GPU" },
  { id: "gate/digest-mismatch", verdict: "fail", summary: "records exist for the image, none for this digest" },
  {
    id: "gate/record-missing",
    verdict: "fail",
    summary: "no record at all for a changed image where records are required"
  },
  { id: "gate/not-passed", verdict: "fail", summary: "the record for this digest says fail or inconclusive" },
  {
    id: "gate/records-unavailable",
    verdict: "inconclusive",
    summary: "the record store could not be read or a record is malformed"
  },
  {
    id: "env/drift",
    verdict: "fail",
    summary: "the same app differs between two environments beyond the expected differences"
  },
  {
    id: "env/unpromoted-image",
    verdict: "fail",
    summary: "a digest introduced in a later environment was never declared in the earlier one"
  },
  { id: "config/changed", verdict: "fail", summary: "the head changes .deploy-gate.yaml; applied after merge" }
];

// src/findings/rules-coverage.ts
var COVERAGE_RULES = [
  {
    id: "sources/unpinned",
    verdict: "fail",
    summary: "a remote chart, dependency or base without an exact version/ref; what was checked could change after the check. Pin a chart to an exact version (1.2.3) and a kustomize remote base to ?ref=<commit> or an exact version tag"
  },
  // v1.2: a remote source only the change introduces, which neither the base nor its config allows.
  {
    id: "sources/not-allowed",
    verdict: "fail",
    summary: "a remote chart, dependency or base that the base revision does not deploy from and the base config's `sources:` does not list (or whose URL tools could read two ways: encoded separators, double encoding, a path above the host, credentials); nothing is fetched from it. The message names the line to add to the base config. Unreachable sources are `render/failed`, inconclusive"
  },
  // Added beyond v1: a check that crashed on a target is reported, never silently skipped.
  {
    id: "targets/none-found",
    verdict: "inconclusive",
    summary: "no targets were found to render; nothing was checked"
  },
  {
    id: "targets/identity-changed",
    verdict: "fail",
    summary: "the change relabels a target's app or environment; it is judged under its base identity until merged"
  },
  {
    id: "targets/not-checked",
    verdict: "inconclusive",
    summary: "a deployable unit that was found but could not be checked (unsupported option, generator, plugin, source elsewhere), with the reason"
  },
  {
    id: "run/incomplete",
    verdict: "inconclusive",
    summary: "the run stopped before it finished (the run deadline passed, or an internal error), naming the phase; what was not finished was not checked"
  },
  {
    id: "targets/discovery-incomplete",
    verdict: "inconclusive",
    summary: "target discovery stopped early (repository too large or unreadable); undiscovered targets were not checked"
  },
  // v1.1 coverage accounting: what the gate did not render is inconclusive, never a quiet notice.
  {
    id: "targets/unchecked-change",
    verdict: "inconclusive",
    summary: "`check`: changed files that no rendered target reads and no `ignore:` glob covers; the message names the files and why"
  },
  {
    id: "targets/source-changed",
    verdict: "inconclusive",
    summary: "`check`: the change repoints an Application source (repoURL, targetRevision or chart); what it deploys from there was not rendered"
  },
  {
    id: "targets/excluded",
    verdict: "inconclusive",
    summary: "a path the config `exclude:` takes out of discovery; listed so nothing is left out silently"
  },
  {
    id: "shard/missing",
    verdict: "inconclusive",
    summary: "a merged audit lacks a shard (or has one twice); its targets were not checked"
  },
  {
    id: "internal/check-error",
    verdict: "inconclusive",
    summary: "a check could not run on this target (a bug in deploy-gate); nothing it covers was verified"
  }
];

// src/findings/rules-gitops.ts
var GITOPS_RULES = [
  {
    id: "hook/retries",
    verdict: "fail",
    summary: "a sync hook Job retries (backoffLimit absent or above 0): a flaky smoke test passes on a later try"
  },
  {
    id: "hook/no-deadline",
    verdict: "fail",
    summary: "a sync hook Job has no activeDeadlineSeconds: a hung check stalls the sync"
  },
  {
    id: "hook/evidence-deleted",
    verdict: "fail",
    summary: "a sync hook Job is deleted on success (HookSucceeded): what it checked is gone"
  },
  {
    id: "hook/image-not-pinned",
    verdict: "fail",
    summary: "a sync hook Job image without a digest: the gate can change without a commit"
  },
  {
    id: "analysis/empty-result-passes",
    verdict: "fail",
    summary: "a Rollouts analysis metric succeeds when its query measures nothing (empty, nil, NaN, or `or vector(0)`)"
  },
  {
    id: "analysis/no-failure-condition",
    verdict: "fail",
    summary: "a Rollouts analysis metric has no failureCondition"
  },
  {
    id: "analysis/short-window",
    verdict: "fail",
    summary: "a Rollouts analysis metric watches less than minWindow (interval \xD7 count)"
  },
  {
    id: "analysis/resource-metric",
    verdict: "fail",
    summary: "a Rollouts analysis metric measures CPU/memory, not errors or latency"
  },
  {
    id: "analysis/no-traffic-guard",
    verdict: "fail",
    summary: "a Rollouts ratio or success-rate metric with nothing that fails or is inconclusive on too little traffic (count guard, no-data handling, a count metric)"
  },
  {
    id: "analysis/loosened",
    verdict: "fail",
    summary: "check: the change loosens an analysis metric (thresholds, failureLimit, consecutiveErrorLimit, inconclusiveLimit, count)"
  },
  {
    id: "apply/immutable-field",
    verdict: "fail",
    summary: 'check: the change alters a field the API server will not update (a selector, a StatefulSet field, a Job template, a bound PVC, an immutable ConfigMap/Secret, a roleRef): the sync fails with "field is immutable"'
  },
  {
    id: "gitops/replicas-with-hpa",
    verdict: "fail",
    summary: "spec.replicas on a workload an HPA scales, not covered by the Application's ignoreDifferences"
  },
  {
    id: "health/no-generation-check",
    verdict: "fail",
    summary: "a custom Argo CD health check says Healthy without status, without observedGeneration, or for the previous generation"
  },
  {
    id: "health/test-failed",
    verdict: "fail",
    summary: "a case of the repository's Argo CD health tests (argocd.healthTests) fails"
  },
  {
    id: "health/script-error",
    verdict: "fail",
    summary: "a custom Argo CD health check does not compile or errors on a test input"
  },
  {
    id: "health/missing",
    verdict: "fail",
    summary: "a custom resource with a status subresource whose kind has no Argo CD health check"
  },
  { id: "health/ignored", verdict: "fail", summary: "an object carries argocd.argoproj.io/ignore-healthcheck" }
];

// src/findings/rules-live.ts
var LIVE_RULES = [
  {
    id: "live/revision-mismatch",
    verdict: "fail",
    summary: "the Application is synced to another revision than the audited one"
  },
  { id: "live/out-of-sync", verdict: "fail", summary: "the Application is OutOfSync" },
  { id: "live/unhealthy", verdict: "fail", summary: "the Application is Degraded, Missing or Unknown" },
  {
    id: "live/stuck-progressing",
    verdict: "fail",
    summary: "the Application is Progressing longer than the configured limit"
  },
  { id: "live/status-unavailable", verdict: "inconclusive", summary: "the Argo CD API or a needed field is missing" },
  // Added by the live audit on all four layers (issue 16).
  {
    id: "live/sync-failed",
    verdict: "fail",
    summary: "the Application's last sync operation Failed or Errored (a failed hook included)"
  },
  {
    id: "live/sync-running",
    verdict: "inconclusive",
    summary: "a sync operation is still Running or Terminating; its outcome is not known yet"
  },
  {
    id: "live/progressing",
    verdict: "inconclusive",
    summary: "the Application is Progressing within the limit: not healthy yet"
  },
  {
    id: "live/suspended",
    verdict: "inconclusive",
    summary: "the Application is Suspended and the config does not expect it to be"
  },
  {
    id: "live/spec-drift",
    verdict: "fail",
    summary: "the live Application spec (sources, destination) differs from the file in git"
  },
  {
    id: "live/rollout-incomplete",
    verdict: "fail",
    summary: "audit: a workload's controller has not finished (observedGeneration, updated/available replicas, the newest ReplicaSet); inconclusive within live.progressingLimitMinutes"
  },
  { id: "live/no-ready-endpoints", verdict: "fail", summary: "a Service with a selector has no ready endpoints" },
  {
    id: "live/unmanaged-app",
    verdict: "fail",
    summary: "an Application in an audited project that no file in git declares"
  },
  {
    id: "live/smoke-failed",
    verdict: "fail",
    summary: "the configured smoke request answered another status than expected"
  },
  {
    id: "live/smoke-wrong-release",
    verdict: "fail",
    summary: "the smoke request answered from another release than the one deployed"
  }
];

// src/findings/rules-workloads.ts
var WORKLOAD_RULES = [
  {
    id: "probes/readiness-missing",
    verdict: "fail",
    summary: "a container a Service selects (it declares ports) has no readinessProbe"
  },
  {
    id: "probes/changed",
    verdict: "fail",
    summary: "check: the change edits a readiness, liveness or startup probe's handler, path, port or thresholds"
  },
  {
    id: "probes/liveness-equals-readiness",
    verdict: "fail",
    summary: "a livenessProbe identical to the readinessProbe"
  },
  {
    id: "probes/unknown-port",
    verdict: "fail",
    summary: "a probe or a Service targetPort names a port the container(s) do not declare"
  },
  {
    id: "rollout/config-not-rolled",
    verdict: "fail",
    summary: "check: a ConfigMap/Secret's data changes, a workload reads it through env or a subPath mount, and its pod template does not change"
  },
  {
    id: "gitops/pvc-deleted",
    verdict: "fail",
    summary: "check: a PersistentVolumeClaim or a StatefulSet's volumeClaimTemplates entry disappears from the render"
  },
  {
    id: "gitops/namespace-deleted",
    verdict: "fail",
    summary: "check: a Namespace disappears while other objects of the render still live in it"
  },
  {
    id: "gitops/crd-deleted",
    verdict: "fail",
    summary: "check: a CRD (rendered, or in schemas.crds) disappears, or stops serving a version, while rendered objects still use it"
  },
  {
    id: "pss/apparmor-annotations",
    verdict: "fail",
    summary: "Pod Security Standards baseline: AppArmor (the pre-1.30 annotation)"
  },
  { id: "pss/apparmor", verdict: "fail", summary: "Pod Security Standards baseline: AppArmor" },
  { id: "pss/capabilities", verdict: "fail", summary: "Pod Security Standards baseline: Capabilities" },
  { id: "pss/host-namespaces", verdict: "fail", summary: "Pod Security Standards baseline: Host Namespaces" },
  {
    id: "pss/host-path-volumes",
    verdict: "fail",
    summary: "Pod Security Standards baseline: HostPath Volumes"
  },
  { id: "pss/host-ports", verdict: "fail", summary: "Pod Security Standards baseline: Host Ports" },
  { id: "pss/host-process", verdict: "fail", summary: "Pod Security Standards baseline: HostProcess" },
  { id: "pss/proc-mount", verdict: "fail", summary: "Pod Security Standards baseline: /proc Mount Type" },
  { id: "pss/seccomp", verdict: "fail", summary: "Pod Security Standards baseline: Seccomp" },
  { id: "pss/selinux-type", verdict: "fail", summary: "Pod Security Standards baseline: SELinux (type)" },
  {
    id: "pss/selinux-user-role",
    verdict: "fail",
    summary: "Pod Security Standards baseline: SELinux (user, role)"
  },
  { id: "pss/sysctls", verdict: "fail", summary: "Pod Security Standards baseline: Sysctls" },
  {
    id: "pss/capabilities-add",
    verdict: "fail",
    summary: "Pod Security Standards restricted: Capabilities (add only NET_BIND_SERVICE)"
  },
  {
    id: "pss/capabilities-drop",
    verdict: "fail",
    summary: "Pod Security Standards restricted: Capabilities (drop ALL)"
  },
  {
    id: "pss/privilege-escalation",
    verdict: "fail",
    summary: "Pod Security Standards restricted: Privilege Escalation"
  },
  {
    id: "pss/run-as-non-root",
    verdict: "fail",
    summary: "Pod Security Standards restricted: Running as Non-root"
  },
  {
    id: "pss/run-as-user",
    verdict: "fail",
    summary: "Pod Security Standards restricted: Running as Non-root user"
  },
  { id: "pss/seccomp-restricted", verdict: "fail", summary: "Pod Security Standards restricted: Seccomp" },
  { id: "pss/volume-types", verdict: "fail", summary: "Pod Security Standards restricted: Volume Types" }
];

// src/findings/rules.ts
var RULES = [
  ...CHECK_RULES,
  ...LIVE_RULES,
  ...GITOPS_RULES,
  ...WORKLOAD_RULES,
  ...COVERAGE_RULES
];
var BY_ID = new Map(RULES.map((r) => [r.id, r]));
function ruleInfo(id) {
  return BY_ID.get(id);
}
var defaults;
function defaultSeverities() {
  if (!defaults) {
    const file = path.join(packageRoot(), "policies", "severity.yaml");
    defaults = (0, import_yaml.parse)(readFileSync(file, "utf8"));
  }
  return defaults;
}

export {
  RULES,
  ruleInfo,
  defaultSeverities
};
