import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import "./chunk-XZFFDK7S.js";
import "./chunk-VISEUKLH.js";
import {
  loadPolicies
} from "./chunk-5ITP65IU.js";
import {
  TEMPLATES
} from "./chunk-R2VJKQP5.js";
import "./chunk-QFUUTA2S.js";
import "./chunk-OCYF6E2S.js";
import "./chunk-7RMRESGU.js";
import "./chunk-LBNWAXMZ.js";
import "./chunk-RFMNKHSW.js";
import "./chunk-4XXS2LRL.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-BJZN5HYM.js";
import "./chunk-XEU3KPTC.js";
import "./chunk-M2ALONYX.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import {
  RULES,
  defaultSeverities
} from "./chunk-B5ULDP4D.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";

// src/checks/docs-text.ts
var INTRO = `# Rules

<!-- Generated from src/findings/rules.ts, policies/severity.yaml and policies/checks by renderRulesDoc
     (src/checks/docs.ts). Do not edit by hand: npm run docs -->

Every finding carries a rule id. The **verdict** says what a finding means for the gate: \`fail\`
(checked and wrong) or \`inconclusive\` (could not be checked, never a pass). The **severity**
comes from \`policies/severity.yaml\`; the config's \`rules:\` map overrides it per repository
(\`error\`, \`warning\`, \`note\` or \`off\`).

The policy checks (images, resources, privileged, GPUs) are data: a file
\`policies/checks/<family>/<name>.yaml\` whose path is the rule id names a template (code in
\`src/checks/templates/\`) and its parameters. They look at every PodSpec of Pods, Deployments,
StatefulSets, DaemonSets, ReplicaSets, ReplicationControllers, Jobs, CronJobs and Argo Rollouts
(a \`workloadRef\` is followed to the referenced Deployment), the pod templates inside custom
resources (Rollouts Experiments, AnalysisTemplate job metrics, Knative Services and
Configurations, KEDA ScaledJobs, and any kind whose CRD, rendered in the same target, has a schema
that embeds a PodSpec: an object with a \`containers\` array of objects with an \`image\`), the pods
of Argo Workflows templates (below), plus the kinds listed under \`podTemplatePaths\` in the config
(which take precedence), and at every container, init container, native sidecar and ephemeral
container in them. Findings point at the field (\`/spec/template/spec/containers/0/image\`) and its
source line.

**Argo Workflows** (\`Workflow\`, \`WorkflowTemplate\`, \`ClusterWorkflowTemplate\`, and \`CronWorkflow\`
under \`spec.workflowSpec\`) write no PodSpec: the workflow controller builds one pod per
\`container\`, \`script\` or \`containerSet\` template (and per \`resource\`/\`data\` template, whose main
container is its own executor). The checks see that pod as the controller builds it: the main
container (\`main\`) or the container set, the template's \`initContainers\` (init containers, or
native sidecars with \`restartPolicy: Always\`) and \`sidecars\` (regular containers); the template
merged over \`spec.templateDefaults\` (its \`container\` or \`script\` defaults reach only templates of
that type; sidecars and init containers merge by name, tolerations by key); and pod fields the
template leaves unset (tolerations, security context, resource claims, service account, node
selection) taken from the workflow spec, as \`hostNetwork\`, DNS and image pull secrets always are
(tolerations, node selector and affinity come first from the steps/DAG template the pod runs
under, where that is certain: every caller agrees and the template is not also the entrypoint or
exit handler; when callers disagree the pod carries every toleration one of its pods gets, so no
caller's GPU toleration hides behind another's). Templates defined \`inline\` in a step or DAG task are pods too.
Last the \`podSpecPatch\` strings (the workflow's, then the template's) are applied: containers merge
by name, and a name no container has adds one, so a privileged or unpinned container cannot hide
in a patch. A finding points where the value is written: in the template, its defaults, the
workflow spec, or the \`podSpecPatch\` field that sets it. An image Argo fills in from a parameter
when the pod starts (\`{{inputs.parameters.image}}\`) makes the image checks inconclusive, and where
gate records are required it is an inconclusive \`gate/record-missing\` (no record can be matched to
it). A \`podSpecPatch\` is read as Argo reads it (YAML 1.1: \`privileged: yes\` is true); one that
cannot be read before the pod starts (one parameter as the whole patch, an unquoted \`{{\u2026}}\` value)
makes every container check inconclusive for that pod, at the patch (and, where gate records are
required, \`gate/record-missing\`: the images it may set are unknown). Not modelled, because the
manifest does not say: node selector and affinity from callers that disagree (the workflow spec's are used), the controller's \`mainContainer\` defaults and injected executor containers, and templates reached
through \`templateRef\` (judged in the WorkflowTemplate that defines them).

**Argo Events Sensors** create objects when an event arrives: a trigger's
\`argoWorkflow.source.resource\` or \`k8s.source.resource\` is a Workflow, Job, Pod or other workload
written inside the Sensor. Its pods are checked as that kind's are, and a finding points into the
Sensor (\`/spec/triggers/0/template/k8s/source/resource/spec/template/spec/containers/0/image\`). A
trigger parameter copies a value of the event into the object before it is created (its \`dest\`, a
path in the object, or in the trigger template for the trigger's own \`parameters\`); one that writes
anything the pods are built from makes every container check of those pods inconclusive, at the
parameter (and, where gate records are required, \`gate/record-missing\`). Parameters that write only
\`metadata\` or a Workflow's \`arguments\` (which reach the pods only through \`{{\u2026}}\` fields, judged as
above) leave the pods as written; a parameter of the trigger itself (applied to its whole template) that
writes anything but its \`name\`, \`conditions\` or those fields counts too, as does one that fills in
an object with no pod yet. An \`inline\` source is the object written as a YAML or JSON string: it
is read as Argo Events reads it (YAML 1.1, one object) and checked the same way, and its findings
point at the \`inline\` field (\`\u2026/source/inline/spec/containers/0/image\`); one that is not one
object is inconclusive. Argo Events reads \`s3\`, \`inline\`, \`file\`, \`url\`, \`git\`, \`configmap\`
and then \`resource\`, the first one present: a source whose first is \`s3\`, \`file\`, \`url\`,
\`git\` or \`configmap\` (or a key the gate does not know) creates what is not written in the
Sensor: every container check of that trigger is inconclusive, at the source.`;
var API_REMOVALS_SECTION = `## The API removal table

\`api/removed\` and \`api/deprecated\` come from \`policies/api-removals.yaml\`: one row per
group/version/kind (not per group-version: \`storage.k8s.io/v1beta1\` loses CSIStorageCapacity in
1.27 and serves VolumeAttributesClass again from 1.31), with the release that deprecated it, the
release that stopped serving it, and the replacement with the release that first serves it. A row
may be deprecated with no removal release announced yet: then only \`api/deprecated\` applies.
It covers the alpha and beta APIs removed in every release from 1.16 on. Sources, facts only:

- the Kubernetes *Deprecated API Migration Guide* (kubernetes.io/docs/reference/using-api/deprecation-guide/):
  GA and beta removals, replacements, and since when each replacement is served;
- the upstream \`api/openapi-spec/v3\` documents of 1.25\u20131.35: alpha and beta kinds that disappear
  between releases (the guide never lists alpha APIs) and when a replacement first appears;
- the release notes (CHANGELOG-1.17 to -1.22) for alpha APIs removed before those documents start:
  \`scheduling.k8s.io/v1alpha1\` (1.17), \`auditregistration.k8s.io/v1alpha1\` (1.19),
  \`settings.k8s.io/v1alpha1\` (1.20), \`batch/v2alpha1\` (1.21), \`rbac.authorization.k8s.io/v1alpha1\` (1.22);
- the prerelease-lifecycle tags of k8s.io/api for deprecations without a removal release
  (\`resource.k8s.io/v1beta1\` and \`storage.k8s.io/v1beta1\` VolumeAttributesClass, deprecated in 1.34).

pluto's table was used only as a cross-check (it has known errors, e.g. flowcontrol v1beta1 "removed
in 1.29"). An environment newer than the table gets an inconclusive note that deprecations announced
since may be missing; removals are still caught through that version's OpenAPI documents.

\`api/not-yet-served\` is the other side: a built-in apiVersion/kind the environment's OpenAPI lacks
but a *newer* release serves (\`resource.k8s.io/v1\` on 1.31: "first served by Kubernetes 1.34").
\`policies/api-introductions.yaml\`, generated from the upstream OpenAPI documents of 1.25\u20131.35 by
\`scripts/gen-api-introductions.mjs\`, names the first release serving each kind. A kind no release
deploy-gate knows serves (GA after 1.35, or a typo) is inconclusive, never \`api/removed\`. With no
\`kubernetesVersion\` in the config, the newest release deploy-gate knows (1.35) is assumed, and the
report says so in a notice.`;
var EXEMPTIONS_SECTION = `## Exemptions

An exempted finding is still listed (as exempted, with the reason); it no longer decides the verdict.

**By annotation** on the resource the finding is about (for a Rollout with \`workloadRef\`: the
referenced Deployment). The reason is required: without it the finding stands and says so.

\`\`\`yaml
metadata:
  annotations:
    deploy-gate.io/ignore: "security/privileged,resources/limits-missing"
    deploy-gate.io/ignore-reason: "CNI agent: needs host networking and full device access"
\`\`\`

**By config**, per target (\`app/environment\` globs) or namespace (globs):

\`\`\`yaml
exemptions:
  - rules: [image/not-pinned]
    targets: ["*/dev"]
    reason: dev images are rebuilt on every push
  - rules: [security/privileged]
    namespaces: [kube-system]
    reason: node agents
\`\`\`

**Known failures**: one rule on one target (\`app/environment\`, or for a repository-level finding
the file it names), exempted with \`known failure: <reason>\` and nothing else
(see [coverage.md](coverage.md)):

\`\`\`yaml
knownFailures:
  - {target: legacy/production, rule: render/failed, reason: "remote base; vendoring tracked in OPS-12"}
\`\`\``;
var ALLOWED_REGISTRIES_EXAMPLE = `template: image-registry
description: Images must come from the company registry or the Wikimedia mirror.
why: Images from elsewhere are not scanned or mirrored, and may vanish.
remediation: Mirror the image to ghcr.io/acme and reference it there.
severity: error
params:
  allowed:
    - ghcr.io/acme/**
    - docker-registry.wikimedia.org/**
`;
var GPU_REVERSE_EXAMPLE = `template: gpu-toleration
description: A container requests a GPU but the pod does not tolerate the GPU node taint.
why: GPU nodes here are tainted nvidia.com/gpu:NoSchedule; such a pod stays Pending.
remediation: "Add the toleration {key: nvidia.com/gpu, operator: Exists, effect: NoSchedule}."
severity: error
params:
  tolerationWithoutRequest: false
  requestWithoutToleration: true
`;
var CUSTOM_CHECKS_SECTION = `## Custom checks

Add checks from the same templates in your repository: list folders under \`checks:\` in
\`.deploy-gate.yaml\`, laid out like \`policies/checks\` (\`<family>/<name>.yaml\`, the path is the
rule id). A custom id must not be a built-in one (to change a built-in check, turn it off with
\`rules: { <id>: off }\` and add your own under another id). Custom findings have the verdict
\`fail\` and the \`severity\` the file states (default \`error\`). A file that names an unknown
template, carries bad parameters or clashes with another id stops the run before anything
renders, with every problem listed.

Example: an allowed-registries rule, \`checks/images/allowed-registries.yaml\` with
\`checks: [checks]\` in the config:

\`\`\`yaml
${ALLOWED_REGISTRIES_EXAMPLE.trimEnd()}
\`\`\`

Example: checks without code. The \`object-schema\` template checks objects of the kinds you select
against a JSON Schema, compiled once when the checks load (a bad schema stops the run with the file
named). A required label, \`checks/labels/required-team.yaml\`:

\`\`\`yaml
template: object-schema
description: Workloads carry a team label.
why: On-call needs to know whom to page.
remediation: Add metadata.labels.team.
severity: warning
params:
  kinds: [apps/Deployment, apps/StatefulSet, argoproj.io/Rollout]
  message: workloads need a team label
  schema:
    type: object
    required: [metadata]
    properties:
      metadata:
        type: object
        required: [labels]
        properties:
          labels: {type: object, required: [team]}
\`\`\`

A disallowed group/version/kind is \`kinds: [extensions/*]\` with \`schema: false\`. The parameters of
any check, built-in ones included, can be overridden per repository with \`checkParams:\` in the
config (e.g. \`checkParams: {analysis/short-window: {minWindow: 15m}}\`); overrides are validated
against the template when the checks load.

Example: where GPU nodes are tainted and the ExtendedResourceToleration admission plugin is off,
\`checks/gpu/request-without-toleration.yaml\` reports GPU requests that cannot schedule:

\`\`\`yaml
${GPU_REVERSE_EXAMPLE.trimEnd()}
\`\`\``;

// src/checks/docs-gitops.ts
var RULE_TEXTS = {
  "admission/denied": {
    what: "A ValidatingAdmissionPolicy (admissionregistration.k8s.io/v1) and a binding of it, rendered in the same target or kept in a folder the config names (`admission.policies`, read at the base like `checks`, with the params and Namespaces beside them), refuse an object of that target. The policy is evaluated offline as the API server admits a create: the policy's `matchConstraints` and the binding's `matchResources` (resource rules by group, version and resource, operations, `excludeResourceRules`, `objectSelector`, and `namespaceSelector` against the labels of the Namespace rendered in the target), `matchConditions`, `variables`, `validations` with `message`/`messageExpression`, `failurePolicy`, and `paramRef` by name to a param object rendered in the target. The binding's `validationActions` decide the severity: `Deny` is an error; `Warn` or `Audit` alone a warning. A policy that needs what the repository does not hold (a param that is not rendered or is selected by label, the labels of a namespace not rendered, `request.userInfo`, `authorizer`, `oldObject`) makes the object `schema/not-checked`, naming it.",
    why: "The cluster's admission policies are the platform team's own rules; a sync that meets one fails after the merge and leaves the Application OutOfSync. Checked in the pull request, the author sees the same message the API server would give.",
    fix: "Change the object so the policy's validation holds (the message says which), or change the policy or its binding in a reviewed change of their own. Kyverno policies are out of scope here: run `kyverno apply <policies> --resource <rendered.yaml>` beside the gate on `deploy-gate render`'s output."
  },
  "schema/not-checked": {
    what: "A CRD's CEL validation rule (`x-kubernetes-validations`) that could not be evaluated for an object: the expression uses syntax or a function the evaluator does not have (it has the CEL standard library, the strings extension and the Kubernetes list, regex, quantity, URL and IP/CIDR libraries; not `optional` syntax, `format`, authorizer or cost limits), or the rule errors on this object (a missing key, an unparsable quantity). Rules that run are applied as the API server applies them: to the value at their place in the schema (list items, map values), with the schema's defaults filled in and property names escaped (`__namespace__`); a rule that names `oldSelf` (a transition rule) runs only on an update. A rule that evaluates to false is `schema/invalid`, with the rule's `message` or `messageExpression` and its `fieldPath`.",
    why: "The API server refuses an object whose CRD rule fails or errors, and Argo CD then reports the sync as failed after the merge. A rule that could not be run is not a pass: the object may still be refused.",
    fix: "Read the rule named in the message and check the object against it by hand, or with a server-side dry run (`kubectl apply --dry-run=server`) against a cluster that has the CRD; to accept the gap, exempt the rule for the object (`deploy-gate.io/ignore: schema/not-checked` with a reason)."
  },
  "render/api-versions-unknown": {
    what: "A helm target (an Argo CD Application's helm source or a Flux HelmRelease) that had to be rendered without the environment's served API list: the Kubernetes OpenAPI documents of its `kubernetesVersion` could not all be read (offline and not cached, a location that failed or answered something that is not JSON, a `kubernetesVersion` that is not a version). helm then answers `.Capabilities.APIVersions` from its own built-in list alone (it adds `--api-versions` to that list: group/versions of its own Kubernetes release, no group/version/Kinds). Raised only when the chart can ask: a template, subchart, vendored archive or `file://` dependency uses `.Capabilities` for anything but `KubeVersion`/`HelmVersion`, or a dependency or remote chart is fetched at render time and cannot be read beforehand. A document that is absent (HTTP 404, no such file) is an answer: that group/version is not served. Not raised when the Application names its own `helm.apiVersions`, which replace the cluster's. Also raised when a chart asks `.Capabilities.APIVersions.Has` about a name computed in the template (`.Has $api`, `.Has (print \u2026)`): which API it asks about cannot be known, so the branch the cluster may take cannot be rendered. (A quoted third-party name whose presence is unknown, neither a CRD in the repository nor in the environment's `apiVersions`, is not this rule: the chart is rendered a second time with it present and both renders are judged.)",
    why: "Argo CD and Flux render with the cluster's API list. Charts branch on it (`.Capabilities.APIVersions.Has \"policy/v1\"`, library charts' capabilities helpers, a ServiceMonitor only when the CRD is there), so a render with another list can hold other objects or other apiVersions than the cluster would get, and every check on it judged the wrong objects. A list made from some of the documents is no better: a chart asking for a missing group takes its fallback branch.",
    fix: "Make the documents readable: run online, or point `--schema-location` (config `schemas.locations`) at a mirror of the upstream `api/openapi-spec/v3` documents for that version, or warm the schema cache once online. Check `kubernetesVersion` of the environment. To pin the list regardless of the cluster, set `helm.apiVersions` on the Application as Argo CD allows. For a computed name, quote the API names in the template."
  },
  "analysis/loosened": {
    what: "In `check`: an analysis metric (AnalysisTemplate, ClusterAnalysisTemplate, AnalysisRun; matched by object and metric name) that the change makes looser. Conditions are compared by what they decide: both revisions' successCondition and failureCondition are evaluated as Rollouts evaluates them on every threshold either mentions (and just beside it); a value the head accepts that the base did not, or no longer fails, is the finding. Also a higher `failureLimit`, `consecutiveErrorLimit` or `inconclusiveLimit`, or a lower `count`. Tightening is fine. An annotation in the change cannot exempt it; only the base config can.",
    why: "Loosening a threshold from 1% to 5% errors is a one-character diff that reviewers read as housekeeping, and it is how a bad canary gets promoted the week after: the safety net is still there, it just no longer catches anything.",
    fix: "Keep the base thresholds, or make the change on purpose: a config exemption (`exemptions:` with `rules: [analysis/loosened]`) lands in the base first and is reviewed as a policy change."
  },
  "schema/invalid": {
    what: "An object that breaks its schema: the OpenAPI document of the environment's Kubernetes version (types, required fields, enums, formats) or the CRD's schema. For built-in kinds the API server's own create-time validation runs too (src/apiserver, ported from kubernetes `pkg/apis/<group>/validation` and apimachinery): quantities (`256MiB`, `1.5.0`), requests above limits, extended resources; enums the OpenAPI leaves open (`protocol: tcp`, `imagePullPolicy: always`, restartPolicy per context); names by kind (DNS-1123 label or subdomain, DNS-1035 for Services, 15-character IANA port names); ports; labels and annotations (256 KiB total); containers and volumes; env; probes; selectors that do not select the template; rollout strategies; CronJob schedules and time zones; Jobs; HPAs and PDBs; ConfigMap and Secret keys and typed Secrets; Services; tolerations and security contexts. Those messages quote the API server's words and name the Go function (`Kubernetes 1.31 API server: core/validation/validation.go validateContainerPorts`). Rules a feature gate changed follow the environment's `kubernetesVersion` (sidecar containers from 1.29, relaxed env var names from 1.32). See docs/validate.md.",
    why: "Argo CD and Flux apply what the API server accepts; an object it refuses fails the sync after the pull request was green, and the OpenAPI documents alone miss most of these.",
    fix: "Change the field as the message says (it names the field, the line and the rule). If the API server of your cluster really accepts it (a feature gate turned on by hand), exempt the finding in the config."
  },
  "apply/immutable-field": {
    what: "In `check`: an object in both revisions (paired by kind, namespace and name where it is applied, as the diff pairs them) whose change the API server refuses on update: a Deployment's, ReplicaSet's or DaemonSet's `spec.selector`; a StatefulSet field other than replicas, template, updateStrategy, persistentVolumeClaimRetentionPolicy, minReadySeconds, ordinals and revisionHistoryLimit (serviceName, volumeClaimTemplates, podManagementPolicy, selector; defaults written out are no change); a Job's template, selector, completionMode, podFailurePolicy, or completions of a non-Indexed Job; a Service's written clusterIP/clusterIPs; a PVC's storageClassName, volumeName, accessModes, volumeMode, selector or dataSource, or a smaller storage request; the data of a ConfigMap or Secret with `immutable: true`, or turning `immutable` off; a Secret's `type`; a RoleBinding's or ClusterRoleBinding's `roleRef`; a StorageClass's provisioner, parameters, reclaimPolicy or volumeBindingMode. Hooks (`argocd.argoproj.io/hook`, `helm.sh/hook`) are skipped: they are deleted and created again. An object that asks to be recreated (`argocd.argoproj.io/sync-options` with `Force=true`, or Flux `kustomize.toolkit.fluxcd.io/force: enabled`) gets a note instead. `Replace=true` alone does not count: `kubectl replace` is still an update and fails the same way.",
    why: 'The diff looks harmless (one label added to a selector, a larger volumeClaimTemplate) and the review passes, but the sync fails with "field is immutable" and the Application stays OutOfSync until someone deletes the object by hand.',
    fix: "Give the object a new name (the new one is created and the old one pruned), or let the sync recreate it: `argocd.argoproj.io/sync-options: Force=true,Replace=true` on the object for Argo CD, `kustomize.toolkit.fluxcd.io/force: enabled` (or `spec.force: true` on the Kustomization) for Flux. Recreating deletes the old object first: for a StatefulSet consider `kubectl delete --cascade=orphan` by hand instead."
  },
  "health/test-failed": {
    what: "A case of the repository's own Argo CD health tests fails: `argocd.healthTests` in the config lists directories in Argo CD's `resource_customizations` layout (`<group>/<Kind>/health_test.yaml`, `health.lua`, test inputs); check and audit run them with Argo CD's Lua semantics (`deploy-gate health-test` runs the same locally). A test without a `health.lua` beside it tests the script that a rendered `argocd-cm` configures for that group/Kind. A configured directory that is missing or leaves the repository is a finding too. Check reports the failures the change introduces.",
    why: "Custom health checks are code that decides when Argo CD calls a release Healthy, and they change in the same pull requests as everything else. Their tests are only worth something if a failing one blocks the merge.",
    fix: "Make the script return what the test expects (status and message, compared exactly), or correct the test."
  },
  "health/missing": {
    what: "A rendered custom resource whose CRD (rendered in any target of the run, or in `schemas.crds`) declares a status subresource, while Argo CD has no health check for its kind: not one of its native kinds, not a Lua check it ships (for the whole of Argo CD, not only the kinds deploy-gate can run), and not customized in any rendered `argocd-cm`. `check` renders the targets whose files mention `resource.customizations` (the argocd-cm or argo-cd chart values) even when the change does not touch them, so the customizations are seen; when no argocd-cm was rendered at all the finding is inconclusive.",
    why: "Argo CD calls an object it cannot assess Healthy as soon as it exists. A model server, a database cluster or a certificate that never becomes ready then passes sync waves and PostSync smoke tests as if it were up.",
    fix: "Add `resource.customizations.health.<group>_<Kind>` to argocd-cm (with tests, see `deploy-gate health-test`)."
  }
};

// src/checks/docs-workloads.ts
var WORKLOAD_RULE_TEXTS = {
  "probes/changed": {
    what: "In `check`: the change edits the readinessProbe, livenessProbe or startupProbe of a container of a Deployment, StatefulSet, DaemonSet or Rollout that exists on both sides (matched by object and container name): its handler, path, port or thresholds, or the probe is added or removed. The message lists each field that changes, old \u2192 new.",
    why: 'A probe change is the classic "API accepted, controller observed, new process not serving" outage: the readiness path moves to one the new build does not answer, the rollout stalls or (with a liveness probe) the pods restart in a loop, and every object still applied cleanly. Reviewers read it as a small YAML edit.',
    fix: "Check that the new build serves the new probe (path, port, timing) before merging; the note asks for a look, it does not block."
  },
  "rollout/config-not-rolled": {
    what: "In `check`: a ConfigMap or Secret's data (`data`, `binaryData`, `stringData`) changes, a Deployment, StatefulSet, DaemonSet or Rollout of the same render reads it only when its containers start (`env[].valueFrom`, `envFrom`, or a volume of it mounted with `subPath`), and that workload's pod template does not change. A whole-volume mount is not reported (the kubelet updates it in place). Secret values are compared, never shown. With `rollout.reloader: true` in the config (stakater Reloader runs in the clusters), a workload whose Reloader annotations cover the ConfigMap or Secret (`reloader.stakater.com/auto`, `configmap.reloader.stakater.com/reload: <names>`, `secret.reloader.stakater.com/auto`, \u2026) is not reported: Reloader restarts it. Without that key the annotations count for nothing, because nothing reads them.",
    why: "After the sync the object holds the new data, Argo CD shows Synced and Healthy, and every running pod keeps the old values until something restarts it, days later, at a moment nobody connects with this change.",
    fix: 'Make the pod template change with the data: a checksum annotation on the pod template (Helm: `checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}`), a content-hashed name (kustomize `configMapGenerator`/`secretGenerator`), or a reload controller (stakater Reloader annotations, with `rollout.reloader: true` once it is installed).'
  },
  "live/rollout-incomplete": {
    what: "`audit --argocd-server`: for each Deployment, StatefulSet, DaemonSet and Argo Rollout of an Application (from its `status.resources`), the live object read through Argo CD's resource API, and for a Deployment its newest ReplicaSet (the highest `deployment.kubernetes.io/revision` among its ReplicaSets in the resource tree): `status.observedGeneration` must equal `metadata.generation`, and `updatedReplicas` and `availableReplicas` must equal `spec.replicas` (a DaemonSet: `updatedNumberScheduled` and `numberAvailable` equal `desiredNumberScheduled`; the ReplicaSet: `readyReplicas` and `availableReplicas`). A mismatch names the numbers. It is inconclusive while the rollout is younger than `live.progressingLimitMinutes` (counted from the workload's Progressing condition, else the Application's clock) and a failure after. A workload that cannot be read is `live/status-unavailable`. Argo CD's aggregated health stays a separate reading.",
    why: `Argo CD's health aggregates what its health checks say and can lag the controller or paper over it: a Deployment whose controller has not observed the new spec, or whose new ReplicaSet never becomes ready, is the "controller observed" layer of a release that did not happen.`,
    fix: "Look at the workload (events, the new pods, their readiness probes); audit again when the rollout has finished, or roll back."
  },
  "gitops/pvc-deleted": {
    what: "In `check`: a PersistentVolumeClaim leaves the render, or a StatefulSet drops a `volumeClaimTemplates` entry (or leaves the render with `persistentVolumeClaimRetentionPolicy.whenDeleted: Delete`). Severity **error** when the target prunes (Argo CD Application `syncPolicy.automated.prune: true`, Flux Kustomization `spec.prune: true`), warning otherwise. An object marked `argocd.argoproj.io/sync-options: Prune=false` or `Delete=false`, or `kustomize.toolkit.fluxcd.io/prune: disabled`, at base is not reported: it stays in the cluster.",
    why: "A pruning sync deletes the claim, and with the usual `Delete` reclaim policy the volume and its data go with it.",
    fix: "Keep the claim in the render, or mark it `Prune=false` (Argo CD) / `kustomize.toolkit.fluxcd.io/prune: disabled` (Flux) in the base before removing it; back up the volume."
  },
  "gitops/namespace-deleted": {
    what: "In `check`: a Namespace leaves the render while objects of the same render that name it still stay. Exempt when the Namespace carries `Prune=false`/`Delete=false` or Flux `prune: disabled` at base.",
    why: "Deleting a namespace deletes everything in it, including the objects the change meant to keep and what others created there.",
    fix: "Keep the Namespace while anything lives in it, or move those objects first in an earlier change."
  },
  "gitops/crd-deleted": {
    what: "In `check`: a CustomResourceDefinition leaves the render while objects of the same render still use its kind, or a version they use is removed from `spec.versions` or set to `served: false`. CRD files of `schemas.crds` are judged the same way against every rendered target: deleting one, or dropping a served version, while objects use it. Exempt when the CRD carries `Prune=false`/`Delete=false` or Flux `prune: disabled` at base (a version change is never exempt).",
    why: "Deleting a CRD deletes every object of its kind in the cluster; a version that is no longer served makes the API server refuse every object written in it, so the next sync fails.",
    fix: "Move the objects to another version or remove them first, in an earlier change; keep the CRD and the version served until nothing uses them."
  }
};
var WORKLOAD_CONFIG_SECTION = `## Policy packs and workload settings

**Pod Security Standards.** The controls of the upstream
[Pod Security Standards](https://kubernetes.io/docs/concepts/security/pod-security-standards/) are two packs of
check files, one file per control under \`policies/checks/pss/\` (rule id \`pss/<control>\`; each names its
control, links to it and says its pack: \`pack: pss-baseline\` or \`pack: pss-restricted\`; where restricted tightens a
baseline control the id says so, \`pss/seccomp-restricted\`). They run on every PodSpec the gate finds: built-in workloads, Argo Rollouts and
Workflows, and custom resources whose CRD embeds a pod template. The config's \`policies:\` lists the packs to run:

\`\`\`yaml
policies: [pss-baseline, pss-restricted]   # default: [pss-baseline]; [] runs neither
rules:
  pss/host-namespaces: error       # every control is a warning unless raised here
\`\`\`

\`pss-restricted\` runs the baseline controls too, as upstream the restricted profile adds to the baseline. The baseline control *Privileged Containers* is
\`security/privileged\`, which always runs. Exemptions work as for any rule (annotations, \`exemptions:\`).

**Readiness probes.** \`probes/readiness-missing\` is a warning; \`environments.<name>.requireReadinessProbes: true\`
makes it an error there, and an annotation the change adds cannot waive it.

**Reload controllers.** \`rollout.reloader: true\` says stakater Reloader runs in the clusters, so its annotations on a
workload count as rolling its pods when the ConfigMap or Secret changes (\`rollout/config-not-rolled\`).

**Rolls pods.** Every added or modified Deployment, StatefulSet, DaemonSet and Rollout in the report says whether the
change starts new pods: \`rollsPods\` in the JSON report (true: the pod template changed, or the workload is new), and
"new pods (pod template changed)" or "no new pods" beside it in the text report and the comment.`;

// src/checks/docs.ts
var cell = (s) => s.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
var json = (v) => `\`${JSON.stringify(v)}\``;
function severityOf(id, check) {
  const base = defaultSeverities()[id] ?? check?.severity ?? "error";
  return check?.severityNote ? `${base} (${check.severityNote})` : base;
}
function paramsTable(template, values) {
  const props = Object.entries(template.params.properties);
  if (props.length === 0) return ["No parameters."];
  const head = values ? "| Parameter | Value here | Description |" : "| Parameter | Default | Description |";
  const rows = props.map(([name, schema]) => {
    const required = template.params.required?.includes(name) ? " (required)" : "";
    const value = values ? values[name] : schema.default;
    return `| \`${name}\`${required} | ${value === void 0 ? "\u2014" : json(value)} | ${cell(schema.description)} |`;
  });
  return [head, "|---|---|---|", ...rows];
}
function fenced(lang, text) {
  return ["```" + lang, text.trimEnd(), "```"];
}
function checkSection(rule, check) {
  const template = TEMPLATES.find((t) => t.name === check.template);
  const lines = [
    `### \`${check.id}\``,
    "",
    `Default severity: **${severityOf(check.id, check)}** \xB7 verdict: **${rule?.verdict ?? "fail"}** \xB7 template: [\`${check.template}\`](#template-${check.template})${check.builtIn ? "" : ` \xB7 custom check from \`${check.file}\``}`,
    "",
    `**What.** ${check.description.trim()}`,
    "",
    `**Why.** ${check.why.trim()}`,
    "",
    `**How to fix.** ${check.remediation.trim()}`,
    "",
    "**Parameters.**",
    "",
    ...template ? paramsTable(template, check.params) : [],
    ""
  ];
  if (check.examples) {
    lines.push(
      "**Passes:**",
      "",
      ...fenced("yaml", check.examples.pass),
      "",
      "**Fails:**",
      "",
      ...fenced("yaml", check.examples.fail),
      ""
    );
  }
  return lines;
}
function plainSection(rule) {
  const head = [
    `### \`${rule.id}\``,
    "",
    `Default severity: **${severityOf(rule.id)}** \xB7 verdict: **${rule.verdict}**`,
    ""
  ];
  const text = RULE_TEXTS[rule.id] ?? WORKLOAD_RULE_TEXTS[rule.id];
  if (!text) return [...head, `${rule.summary}.`, ""];
  return [...head, `**What.** ${text.what}`, "", `**Why.** ${text.why}`, "", `**How to fix.** ${text.fix}`, ""];
}
function templateSection(t) {
  return [`### Template \`${t.name}\``, "", t.summary, "", ...paramsTable(t), ""];
}
function renderRulesDoc(set) {
  const byId = new Map(set.checks.map((c) => [c.id, c]));
  const custom = set.checks.filter((c) => !RULES.some((r) => r.id === c.id));
  const lines = [
    INTRO,
    "",
    "## Summary",
    "",
    tableOf(set),
    "",
    EXEMPTIONS_SECTION,
    "",
    API_REMOVALS_SECTION,
    "",
    WORKLOAD_CONFIG_SECTION,
    "",
    "## Rules",
    ""
  ];
  for (const rule of RULES) {
    const check = byId.get(rule.id);
    lines.push(...check ? checkSection(rule, check) : plainSection(rule));
  }
  if (custom.length > 0) {
    lines.push("## Custom checks of this repository", "");
    for (const check of custom) lines.push(...checkSection(void 0, check));
  }
  lines.push(CUSTOM_CHECKS_SECTION, "", "## Templates", "");
  for (const t of TEMPLATES) lines.push(...templateSection(t));
  return `${lines.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}
`;
}
function tableOf(set) {
  const byId = new Map(set.checks.map((c) => [c.id, c]));
  const rows = RULES.map(
    (r) => `| \`${r.id}\` | ${cell(severityOf(r.id, byId.get(r.id)))} | ${r.verdict} | ${cell(r.summary)} |`
  );
  return ["| Rule | Default severity | Verdict | Meaning |", "|---|---|---|---|", ...rows].join("\n");
}
function renderRulesTable() {
  const byId = new Map(loadPolicies().checks.map((c) => [c.id, c]));
  const families = /* @__PURE__ */ new Map();
  for (const r of RULES) {
    const family = r.id.split("/")[0];
    const severity = severityOf(r.id, byId.get(r.id)).split(" ")[0];
    const marks = [severity === "error" ? "" : severity, r.verdict === "inconclusive" ? "inconclusive" : ""].filter(Boolean).join(", ");
    families.set(family, [...families.get(family) ?? [], marks ? `\`${r.id}\` (${marks})` : `\`${r.id}\``]);
  }
  const rows = [...families].map(([family, ids]) => `| \`${family}\` | ${ids.join(" \xB7 ")} |`);
  return `${["| Family | Rules (default severity error and verdict fail unless marked) |", "|---|---|", ...rows].join("\n")}
`;
}

// src/commands/rules.ts
function rulesCommand(flags) {
  process.stdout.write(flags.table ? renderRulesTable() : renderRulesDoc(loadPolicies()));
  return 0;
}
export {
  rulesCommand
};
