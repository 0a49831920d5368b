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
  /** What, why and how to fix, for docs/rules.md (a policy rule's are in its check file). */
  docs?: RuleHelp;
}

/** A rule's docs: what it reports, why it matters, how to fix it. */
export type RuleHelp = { what: string; why: string; fix: string };

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
    docs: {
      what: "A helm target (an Argo CD Application's helm source or a Flux HelmRelease) that had to be rendered without the environment's served API list: the Kubernetes OpenAPI documents of its `kubernetesVersion` could not all be read (offline and not cached, a location that failed or answered something that is not JSON, a `kubernetesVersion` that is not a version). helm then answers `.Capabilities.APIVersions` from its own built-in list alone (it adds `--api-versions` to that list: group/versions of its own Kubernetes release, no group/version/Kinds). Raised only when the chart can ask: a template, subchart, vendored archive or `file://` dependency uses `.Capabilities` for anything but `KubeVersion`/`HelmVersion`, or a dependency or remote chart is fetched at render time and cannot be read beforehand. A document that is absent (HTTP 404, no such file) is an answer: that group/version is not served. Not raised when the Application names its own `helm.apiVersions`, which replace the cluster's. Also raised when a chart asks `.Capabilities.APIVersions.Has` about a name computed in the template (`.Has $api`, `.Has (print …)`): which API it asks about cannot be known, so the branch the cluster may take cannot be rendered. (A quoted third-party name whose presence is unknown, neither a CRD in the repository nor in the environment's `apiVersions`, is not this rule: the chart is rendered a second time with it present and both renders are judged.)",
      why: 'Argo CD and Flux render with the cluster\'s API list. Charts branch on it (`.Capabilities.APIVersions.Has "policy/v1"`, library charts\' capabilities helpers, a ServiceMonitor only when the CRD is there), so a render with another list can hold other objects or other apiVersions than the cluster would get, and every check on it judged the wrong objects. A list made from some of the documents is no better: a chart asking for a missing group takes its fallback branch.',
      fix: 'Make the documents readable: run online, or point `--schema-location` (config `schemas.locations`) at a mirror of the upstream `api/openapi-spec/v3` documents for that version, or warm the schema cache once online. Check `kubernetesVersion` of the environment. To pin the list regardless of the cluster, set `helm.apiVersions` on the Application as Argo CD allows. For a computed name, quote the API names in the template.',
    },
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
    docs: {
      what:
        "An object that breaks its schema: the OpenAPI document of the environment's Kubernetes version (types, required fields, enums, formats) or the CRD's schema. " +
        "For built-in kinds the API server's own create-time validation runs too (src/apiserver, ported from kubernetes `pkg/apis/<group>/validation` and apimachinery): " +
        'quantities (`256MiB`, `1.5.0`), requests above limits, extended resources; enums the OpenAPI leaves open (`protocol: tcp`, `imagePullPolicy: always`, restartPolicy per context); ' +
        'names by kind (DNS-1123 label or subdomain, DNS-1035 for Services, 15-character IANA port names); ports; labels and annotations (256 KiB total); containers and volumes; env; probes; ' +
        'selectors that do not select the template; rollout strategies; CronJob schedules and time zones; Jobs; HPAs and PDBs; ConfigMap and Secret keys and typed Secrets; Services; tolerations and security contexts. ' +
        "Those messages quote the API server's words and name the Go function (`Kubernetes 1.31 API server: core/validation/validation.go validateContainerPorts`). " +
        "Rules a feature gate changed follow the environment's `kubernetesVersion` (sidecar containers from 1.29, relaxed env var names from 1.32). See docs/validate.md.",
      why: 'Argo CD and Flux apply what the API server accepts; an object it refuses fails the sync after the pull request was green, and the OpenAPI documents alone miss most of these.',
      fix: 'Change the field as the message says (it names the field, the line and the rule). If the API server of your cluster really accepts it (a feature gate turned on by hand), exempt the finding in the config.',
    },
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
      "a ValidatingAdmissionPolicy rendered in the same target, or in a folder of `admission.policies`, denies the object (its binding's Warn/Audit actions give a warning)",
    docs: {
      what:
        'A ValidatingAdmissionPolicy (admissionregistration.k8s.io/v1) and a binding of it, rendered in the same target or kept in a ' +
        'folder the config names (`admission.policies`, read at the base like `checks`, with the params and Namespaces beside them), ' +
        "refuse an object of that target. The policy is evaluated offline as the API server admits a create: the policy's `matchConstraints` " +
        "and the binding's `matchResources` (resource rules by group, version and resource, operations, `excludeResourceRules`, " +
        '`objectSelector`, and `namespaceSelector` against the labels of the Namespace rendered in the target), `matchConditions`, ' +
        '`variables`, `validations` with `message`/`messageExpression`, `failurePolicy`, and `paramRef` by name to a param object rendered ' +
        "in the target. The binding's `validationActions` decide the severity: `Deny` is an error; `Warn` or `Audit` alone a warning. " +
        'A policy that needs what the repository does not hold (a param that is not rendered or is selected by label, the labels of a ' +
        'namespace not rendered, `request.userInfo`, `authorizer`, `oldObject`) makes the object `schema/not-checked`, naming it.',
      why:
        "The cluster's admission policies are the platform team's own rules; a sync that meets one fails after the merge and leaves the " +
        'Application OutOfSync. Checked in the pull request, the author sees the same message the API server would give.',
      fix:
        "Change the object so the policy's validation holds (the message says which), or change the policy or its binding in a " +
        'reviewed change of their own. Kyverno policies are out of scope here: run `kyverno apply <policies> --resource <rendered.yaml>` ' +
        "beside the gate on `deploy-gate render`'s output.",
    },
  },
  {
    id: 'schema/not-checked',
    verdict: 'inconclusive',
    severity: 'error',
    summary:
      'a CRD CEL rule (x-kubernetes-validations) or an admission policy that could not be evaluated here (syntax or a function the evaluator lacks, the rule errors on this object, or the policy needs a param, namespace, requester or authorizer the repository does not hold), named',
    docs: {
      what:
        "A CRD's CEL validation rule (`x-kubernetes-validations`) that could not be evaluated for an object: the expression uses syntax " +
        'or a function the evaluator does not have (it has the CEL standard library, the strings extension, CEL optionals — `.?field`, ' +
        '`[?key]`, `optional.of`/`none`, `orValue` — and the Kubernetes list, regex, quantity, URL and IP/CIDR libraries; not `format`, ' +
        'type names such as `optional_type`, authorizer or cost limits), or the rule errors on this object ' +
        '(a missing key, an unparsable quantity). Rules that run are applied as the API server applies them: to the value at their place in ' +
        "the schema (list items, map values), with the schema's defaults filled in and property names escaped (`__namespace__`); a rule " +
        'that names `oldSelf` (a transition rule) runs only on an update, and with `optionalOldSelf` on a create too, `oldSelf` then ' +
        "being an optional. A rule that evaluates to false is `schema/invalid`, with the rule's " +
        '`message` or `messageExpression` and its `fieldPath`.',
      why:
        'The API server refuses an object whose CRD rule fails or errors, and Argo CD then reports the sync as failed after the merge. ' +
        'A rule that could not be run is not a pass: the object may still be refused.',
      fix:
        'Read the rule named in the message and check the object against it by hand, or with a server-side dry run ' +
        '(`kubectl apply --dry-run=server`) against a cluster that has the CRD; to accept the gap, exempt the rule for the object ' +
        '(`deploy-gate.io/ignore: schema/not-checked` with a reason).',
    },
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
    docs: {
      what:
        '`audit --argocd-server`: for each Deployment, StatefulSet, DaemonSet and Argo Rollout of an Application (from its ' +
        "`status.resources`), the live object read through Argo CD's resource API, and for a Deployment its newest ReplicaSet (the " +
        'highest `deployment.kubernetes.io/revision` among its ReplicaSets in the resource tree): `status.observedGeneration` must ' +
        'equal `metadata.generation`, and `updatedReplicas` and `availableReplicas` must equal `spec.replicas` (a DaemonSet: ' +
        '`updatedNumberScheduled` and `numberAvailable` equal `desiredNumberScheduled`; the ReplicaSet: `readyReplicas` and ' +
        '`availableReplicas`). A mismatch names the numbers. It is inconclusive while the rollout is younger than ' +
        "`live.progressingLimitMinutes` (counted from the workload's Progressing condition, else the Application's clock) and a " +
        "failure after. A workload that cannot be read is `live/status-unavailable`. Argo CD's aggregated health stays a separate reading.",
      why:
        "Argo CD's health aggregates what its health checks say and can lag the controller or paper over it: a Deployment whose " +
        'controller has not observed the new spec, or whose new ReplicaSet never becomes ready, is the "controller observed" layer ' +
        'of a release that did not happen.',
      fix: 'Look at the workload (events, the new pods, their readiness probes); audit again when the rollout has finished, or roll back.',
    },
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
    docs: {
      what:
        'In `check`: an analysis metric (AnalysisTemplate, ClusterAnalysisTemplate, AnalysisRun; matched by object and metric name) ' +
        "that the change makes looser. Conditions are compared by what they decide: both revisions' successCondition and failureCondition are " +
        'evaluated as Rollouts evaluates them on every threshold either mentions (and just beside it); a value the head accepts that the base ' +
        'did not, or no longer fails, is the finding. Also a higher `failureLimit`, `consecutiveErrorLimit` or `inconclusiveLimit`, or a lower `count`. ' +
        'Tightening is fine. An annotation in the change cannot exempt it; only the base config can.',
      why:
        'Loosening a threshold from 1% to 5% errors is a one-character diff that reviewers read as housekeeping, and it is how a bad ' +
        'canary gets promoted the week after: the safety net is still there, it just no longer catches anything.',
      fix:
        'Keep the base thresholds, or make the change on purpose: a config exemption (`exemptions:` with `rules: [analysis/loosened]`) ' +
        'lands in the base first and is reviewed as a policy change.',
    },
  },
  {
    id: 'apply/immutable-field',
    verdict: 'fail',
    severity: 'error',
    summary:
      'check: the change alters a field the API server will not update (a selector, a StatefulSet field, a Job template, a bound PVC, an immutable ConfigMap/Secret, a roleRef): the sync fails with "field is immutable"',
    docs: {
      what:
        'In `check`: an object in both revisions (paired by kind, namespace and name where it is applied, as the diff pairs them) whose change the API server refuses on update: ' +
        "a Deployment's, ReplicaSet's or DaemonSet's `spec.selector`; a StatefulSet field other than replicas, template, updateStrategy, persistentVolumeClaimRetentionPolicy, minReadySeconds, ordinals and revisionHistoryLimit " +
        "(serviceName, volumeClaimTemplates, podManagementPolicy, selector; defaults written out are no change); a Job's template, selector, completionMode, podFailurePolicy, or completions of a non-Indexed Job; " +
        "a Service's written clusterIP/clusterIPs; a PVC's storageClassName, volumeName, accessModes, volumeMode, selector or dataSource, or a smaller storage request; " +
        "the data of a ConfigMap or Secret with `immutable: true`, or turning `immutable` off; a Secret's `type`; a RoleBinding's or ClusterRoleBinding's `roleRef`; a StorageClass's provisioner, parameters, reclaimPolicy or volumeBindingMode. " +
        'Hooks (`argocd.argoproj.io/hook`, `helm.sh/hook`) are skipped: they are deleted and created again. An object that asks to be recreated ' +
        '(`argocd.argoproj.io/sync-options` with `Force=true`, or Flux `kustomize.toolkit.fluxcd.io/force: enabled`) gets a note instead. `Replace=true` alone does not count: `kubectl replace` is still an update and fails the same way.',
      why: 'The diff looks harmless (one label added to a selector, a larger volumeClaimTemplate) and the review passes, but the sync fails with "field is immutable" and the Application stays OutOfSync until someone deletes the object by hand.',
      fix:
        'Give the object a new name (the new one is created and the old one pruned), or let the sync recreate it: `argocd.argoproj.io/sync-options: Force=true,Replace=true` on the object for Argo CD, ' +
        '`kustomize.toolkit.fluxcd.io/force: enabled` (or `spec.force: true` on the Kustomization) for Flux. Recreating deletes the old object first: for a StatefulSet consider `kubectl delete --cascade=orphan` by hand instead.',
    },
  },
  'gitops/replicas-with-hpa',
  'health/no-generation-check',
  {
    id: 'health/test-failed',
    verdict: 'fail',
    severity: 'error',
    summary: "a case of the repository's Argo CD health tests (argocd.healthTests) fails",
    docs: {
      what:
        "A case of the repository's own Argo CD health tests fails: `argocd.healthTests` in the config lists directories in " +
        "Argo CD's `resource_customizations` layout (`<group>/<Kind>/health_test.yaml`, `health.lua`, test inputs); check and audit run " +
        "them with Argo CD's Lua semantics (`deploy-gate health-test` runs the same locally). A test without a `health.lua` beside it " +
        'tests the script that a rendered `argocd-cm` configures for that group/Kind. A configured directory that is missing or leaves ' +
        'the repository is a finding too. Check reports the failures the change introduces.',
      why:
        'Custom health checks are code that decides when Argo CD calls a release Healthy, and they change in the same pull requests ' +
        'as everything else. Their tests are only worth something if a failing one blocks the merge.',
      fix: 'Make the script return what the test expects (status and message, compared exactly), or correct the test.',
    },
  },
  'health/script-error',
  {
    id: 'health/missing',
    verdict: 'fail',
    severity: 'warning',
    summary: 'a custom resource with a status subresource whose kind has no Argo CD health check',
    docs: {
      what:
        'A rendered custom resource whose CRD (rendered in any target of the run, or in `schemas.crds`) declares a status subresource, ' +
        'while Argo CD has no health check for its kind: not one of its native kinds, not a Lua check it ships (for the whole of Argo ' +
        'CD, not only the kinds deploy-gate can run), and not customized in any rendered `argocd-cm`. `check` renders the targets whose ' +
        'files mention `resource.customizations` (the argocd-cm or argo-cd chart values) even when the change does not touch them, so ' +
        'the customizations are seen; when no argocd-cm was rendered at all the finding is inconclusive.',
      why:
        'Argo CD calls an object it cannot assess Healthy as soon as it exists. A model server, a database cluster or a certificate ' +
        'that never becomes ready then passes sync waves and PostSync smoke tests as if it were up.',
      fix: 'Add `resource.customizations.health.<group>_<Kind>` to argocd-cm (with tests, see `deploy-gate health-test`).',
    },
  },
  'health/ignored',
  // How workloads roll and serve: probes, config that never reaches the pods, deletions that lose data.
  'probes/readiness-missing',
  {
    id: 'probes/changed',
    verdict: 'fail',
    severity: 'note',
    summary: "check: the change edits a readiness, liveness or startup probe's handler, path, port or thresholds",
    docs: {
      what:
        'In `check`: the change edits the readinessProbe, livenessProbe or startupProbe of a container of a Deployment, ' +
        'StatefulSet, DaemonSet or Rollout that exists on both sides (matched by object and container name): its handler, ' +
        'path, port or thresholds, or the probe is added or removed. The message lists each field that changes, old → new.',
      why:
        'A probe change is the classic "API accepted, controller observed, new process not serving" outage: the readiness path ' +
        'moves to one the new build does not answer, the rollout stalls or (with a liveness probe) the pods restart in a loop, ' +
        'and every object still applied cleanly. Reviewers read it as a small YAML edit.',
      fix: 'Check that the new build serves the new probe (path, port, timing) before merging; the note asks for a look, it does not block.',
    },
  },
  'probes/liveness-equals-readiness',
  'probes/unknown-port',
  {
    id: 'rollout/config-not-rolled',
    verdict: 'fail',
    severity: 'warning',
    summary:
      "check: a ConfigMap/Secret's data changes, a workload reads it through env or a subPath mount, and its pod template does not change",
    docs: {
      what:
        "In `check`: a ConfigMap or Secret's data (`data`, `binaryData`, `stringData`) changes, a Deployment, StatefulSet, " +
        'DaemonSet or Rollout of the same render reads it only when its containers start (`env[].valueFrom`, `envFrom`, or a ' +
        "volume of it mounted with `subPath`), and that workload's pod template does not change. A whole-volume mount is not " +
        'reported (the kubelet updates it in place). Secret values are compared, never shown. With `rollout.reloader: true` in ' +
        'the config (stakater Reloader runs in the clusters), a workload whose Reloader annotations cover the ConfigMap or Secret ' +
        '(`reloader.stakater.com/auto`, `configmap.reloader.stakater.com/reload: <names>`, `secret.reloader.stakater.com/auto`, …) ' +
        'is not reported: Reloader restarts it. Without that key the annotations count for nothing, because nothing reads them.',
      why:
        'After the sync the object holds the new data, Argo CD shows Synced and Healthy, and every running pod keeps the old ' +
        'values until something restarts it, days later, at a moment nobody connects with this change.',
      fix:
        'Make the pod template change with the data: a checksum annotation on the pod template (Helm: ' +
        '`checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}`), a content-hashed name ' +
        '(kustomize `configMapGenerator`/`secretGenerator`), or a reload controller (stakater Reloader annotations, with ' +
        '`rollout.reloader: true` once it is installed).',
    },
  },
  {
    id: 'gitops/pvc-deleted',
    verdict: 'fail',
    severity: 'warning',
    summary: "check: a PersistentVolumeClaim or a StatefulSet's volumeClaimTemplates entry disappears from the render",
    docs: {
      what:
        'In `check`: a PersistentVolumeClaim leaves the render, or a StatefulSet drops a `volumeClaimTemplates` entry (or leaves ' +
        'the render with `persistentVolumeClaimRetentionPolicy.whenDeleted: Delete`). Severity **error** when the target prunes ' +
        '(Argo CD Application `syncPolicy.automated.prune: true`, Flux Kustomization `spec.prune: true`), warning otherwise. An ' +
        'object marked `argocd.argoproj.io/sync-options: Prune=false` or `Delete=false`, or ' +
        '`kustomize.toolkit.fluxcd.io/prune: disabled`, at base is not reported: it stays in the cluster.',
      why: 'A pruning sync deletes the claim, and with the usual `Delete` reclaim policy the volume and its data go with it.',
      fix:
        'Keep the claim in the render, or mark it `Prune=false` (Argo CD) / `kustomize.toolkit.fluxcd.io/prune: disabled` (Flux) ' +
        'in the base before removing it; back up the volume.',
    },
  },
  {
    id: 'gitops/namespace-deleted',
    verdict: 'fail',
    severity: 'error',
    summary: 'check: a Namespace disappears while other objects of the render still live in it',
    docs: {
      what:
        'In `check`: a Namespace leaves the render while objects of the same render that name it still stay. Exempt when the ' +
        'Namespace carries `Prune=false`/`Delete=false` or Flux `prune: disabled` at base.',
      why: 'Deleting a namespace deletes everything in it, including the objects the change meant to keep and what others created there.',
      fix: 'Keep the Namespace while anything lives in it, or move those objects first in an earlier change.',
    },
  },
  {
    id: 'gitops/crd-deleted',
    verdict: 'fail',
    severity: 'error',
    summary:
      'check: a CRD (rendered, or in schemas.crds) disappears, or stops serving a version, while rendered objects still use it',
    docs: {
      what:
        'In `check`: a CustomResourceDefinition leaves the render while objects of the same render still use its kind, or a ' +
        'version they use is removed from `spec.versions` or set to `served: false`. CRD files of `schemas.crds` are judged the ' +
        'same way against every rendered target: deleting one, or dropping a served version, while objects use it. Exempt when ' +
        'the CRD carries `Prune=false`/`Delete=false` or Flux `prune: disabled` at base (a version change is never exempt).',
      why:
        'Deleting a CRD deletes every object of its kind in the cluster; a version that is no longer served makes the API ' +
        'server refuse every object written in it, so the next sync fails.',
      fix: 'Move the objects to another version or remove them first, in an earlier change; keep the CRD and the version served until nothing uses them.',
    },
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
