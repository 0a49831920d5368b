/** What, why and how to fix for rules that are code over several objects or revisions, not check files. */
export interface RuleText {
  what: string;
  why: string;
  fix: string;
}

export const RULE_TEXTS: Record<string, RuleText> = {
  'admission/denied': {
    what:
      'A ValidatingAdmissionPolicy (admissionregistration.k8s.io/v1) and a binding of it, rendered in the same target or kept in a ' +
      "folder the config names (`admission.policies`, read at the base like `checks`, with the params and Namespaces beside them), " +
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
  'schema/not-checked': {
    what:
      "A CRD's CEL validation rule (`x-kubernetes-validations`) that could not be evaluated for an object: the expression uses syntax " +
      'or a function the evaluator does not have (it has the CEL standard library, the strings extension and the Kubernetes list, regex, ' +
      'quantity, URL and IP/CIDR libraries; not `optional` syntax, `format`, authorizer or cost limits), or the rule errors on this object ' +
      '(a missing key, an unparsable quantity). Rules that run are applied as the API server applies them: to the value at their place in ' +
      "the schema (list items, map values), with the schema's defaults filled in and property names escaped (`__namespace__`); a rule " +
      "that names `oldSelf` (a transition rule) runs only on an update. A rule that evaluates to false is `schema/invalid`, with the rule's " +
      '`message` or `messageExpression` and its `fieldPath`.',
    why:
      'The API server refuses an object whose CRD rule fails or errors, and Argo CD then reports the sync as failed after the merge. ' +
      'A rule that could not be run is not a pass: the object may still be refused.',
    fix:
      'Read the rule named in the message and check the object against it by hand, or with a server-side dry run ' +
      '(`kubectl apply --dry-run=server`) against a cluster that has the CRD; to accept the gap, exempt the rule for the object ' +
      '(`deploy-gate.io/ignore: schema/not-checked` with a reason).',
  },
  'render/api-versions-unknown': {
    what: "A helm target (an Argo CD Application's helm source or a Flux HelmRelease) that had to be rendered without the environment's served API list: the Kubernetes OpenAPI documents of its `kubernetesVersion` could not all be read (offline and not cached, a location that failed or answered something that is not JSON, a `kubernetesVersion` that is not a version). helm then answers `.Capabilities.APIVersions` from its own built-in list alone (it adds `--api-versions` to that list: group/versions of its own Kubernetes release, no group/version/Kinds). Raised only when the chart can ask: a template, subchart, vendored archive or `file://` dependency uses `.Capabilities` for anything but `KubeVersion`/`HelmVersion`, or a dependency or remote chart is fetched at render time and cannot be read beforehand. A document that is absent (HTTP 404, no such file) is an answer: that group/version is not served. Not raised when the Application names its own `helm.apiVersions`, which replace the cluster's. Also raised when a chart asks `.Capabilities.APIVersions.Has` about a name computed in the template (`.Has $api`, `.Has (print …)`): which API it asks about cannot be known, so the branch the cluster may take cannot be rendered. (A quoted third-party name whose presence is unknown, neither a CRD in the repository nor in the environment's `apiVersions`, is not this rule: the chart is rendered a second time with it present and both renders are judged.)",
    why: 'Argo CD and Flux render with the cluster\'s API list. Charts branch on it (`.Capabilities.APIVersions.Has "policy/v1"`, library charts\' capabilities helpers, a ServiceMonitor only when the CRD is there), so a render with another list can hold other objects or other apiVersions than the cluster would get, and every check on it judged the wrong objects. A list made from some of the documents is no better: a chart asking for a missing group takes its fallback branch.',
    fix: 'Make the documents readable: run online, or point `--schema-location` (config `schemas.locations`) at a mirror of the upstream `api/openapi-spec/v3` documents for that version, or warm the schema cache once online. Check `kubernetesVersion` of the environment. To pin the list regardless of the cluster, set `helm.apiVersions` on the Application as Argo CD allows. For a computed name, quote the API names in the template.',
  },
  'analysis/loosened': {
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
  'schema/invalid': {
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
  'apply/immutable-field': {
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
  'health/test-failed': {
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
  'health/missing': {
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
};
