/** What, why and how to fix for the workload rules that compare base and head (probes, config rollout, deletions). */
import type { RuleText } from './docs-gitops.js';

export const WORKLOAD_RULE_TEXTS: Record<string, RuleText> = {
  'probes/changed': {
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
  'rollout/config-not-rolled': {
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
  'live/rollout-incomplete': {
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
  'gitops/pvc-deleted': {
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
  'gitops/namespace-deleted': {
    what:
      'In `check`: a Namespace leaves the render while objects of the same render that name it still stay. Exempt when the ' +
      'Namespace carries `Prune=false`/`Delete=false` or Flux `prune: disabled` at base.',
    why: 'Deleting a namespace deletes everything in it, including the objects the change meant to keep and what others created there.',
    fix: 'Keep the Namespace while anything lives in it, or move those objects first in an earlier change.',
  },
  'gitops/crd-deleted': {
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
};

/** docs/rules.md: the policy packs and the config keys of the workload rules. */
export const WORKLOAD_CONFIG_SECTION = `## Policy packs and workload settings

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
