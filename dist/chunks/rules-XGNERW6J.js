import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import "./chunk-TFNROE67.js";
import "./chunk-CPP7XR67.js";
import {
  loadPolicies
} from "./chunk-325WNS3P.js";
import {
  TEMPLATES
} from "./chunk-X2YJPYQ6.js";
import "./chunk-BVFYZUKM.js";
import "./chunk-AEMN7P2B.js";
import "./chunk-2RMB7KEH.js";
import "./chunk-4EY6NFE4.js";
import "./chunk-KZXAIZA3.js";
import "./chunk-VQ6XOWD6.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-LYETZ6Z3.js";
import "./chunk-E3XLLA4L.js";
import "./chunk-M2ALONYX.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import {
  defaultSeverities,
  rules
} from "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-URNH3GDA.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-LYFTJUJU.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";

// src/checks/docs-text.ts
var INTRO = `# Rules

<!-- Generated from src/findings/rules-code.ts and policies/checks by renderRulesDoc
     (src/checks/docs.ts). Do not edit by hand: npm run docs -->

Every finding carries a rule id. The **verdict** says what a finding means for the gate: \`fail\`
(checked and wrong) or \`inconclusive\` (could not be checked, never a pass). The default
**severity** is part of the rule (its check file, or its record in \`src/findings/rules-code.ts\`);
the config's \`rules:\` map overrides it per repository (\`error\`, \`warning\`, \`note\` or \`off\`).

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
var REQUIRED_LABEL_EXAMPLE = `template: required-label
params:
  key: app.kubernetes.io/part-of
`;
var CUSTOM_CHECKS_SECTION = `## Custom checks

Add checks from the same templates in your repository: list folders under \`checks:\` in
\`.deploy-gate.yaml\`, laid out like \`policies/checks\` (\`<family>/<name>.yaml\`, the path is the
rule id). A custom id must not be a built-in one (to change a built-in check, turn it off with
\`rules: { <id>: off }\` and add your own under another id). Custom findings have the verdict
\`fail\` and the \`severity\` the file states (default \`error\`). A file that names an unknown
template, carries bad parameters or clashes with another id stops the run before anything
renders, with every problem listed.

Example: a required label in four lines. \`checks: [checks]\` in \`.deploy-gate.yaml\`, and
\`checks/labels/part-of.yaml\`:

\`\`\`yaml
${REQUIRED_LABEL_EXAMPLE.trimEnd()}
\`\`\`

Every object (narrow it with \`kinds: [apps/Deployment, argoproj.io/Rollout]\`) must then carry the
label; \`pattern: ^[a-z-]+$\` also checks its value (a regular expression). The
\`required-annotation\` template does the same for annotations. These two templates write the
check's what, why and how to fix from their parameters; give \`description\`, \`why\` or
\`remediation\` in the file to say it in your words, and \`severity: warning\` to report without
failing. The finding points at \`/metadata/labels\` (or \`/metadata\` when the object has no labels,
or the label when its value does not match).

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
    const example = (title, yaml) => [`**${title}:**`, "", "```yaml", yaml.trimEnd(), "```", ""];
    lines.push(...example("Passes", check.examples.pass), ...example("Fails", check.examples.fail));
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
  const text = rule.docs;
  if (!text) return [...head, `${rule.summary}.`, ""];
  return [...head, `**What.** ${text.what}`, "", `**Why.** ${text.why}`, "", `**How to fix.** ${text.fix}`, ""];
}
function renderRulesDoc(set) {
  const byId = new Map(set.checks.map((c) => [c.id, c]));
  const custom = set.checks.filter((c) => !rules().some((r) => r.id === c.id));
  const lines = [
    INTRO,
    "",
    "## Summary",
    "",
    tableOf(byId),
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
  for (const rule of rules()) {
    const check = byId.get(rule.id);
    lines.push(...check ? checkSection(rule, check) : plainSection(rule));
  }
  if (custom.length > 0) {
    lines.push("## Custom checks of this repository", "");
    for (const check of custom) lines.push(...checkSection(void 0, check));
  }
  lines.push(CUSTOM_CHECKS_SECTION, "", "## Templates", "");
  for (const t of TEMPLATES) lines.push(`### Template \`${t.name}\``, "", t.summary, "", ...paramsTable(t), "");
  return `${lines.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}
`;
}
function tableOf(byId) {
  const rows = rules().map(
    (r) => `| \`${r.id}\` | ${cell(severityOf(r.id, byId.get(r.id)))} | ${r.verdict} | ${cell(r.summary)} |`
  );
  return ["| Rule | Default severity | Verdict | Meaning |", "|---|---|---|---|", ...rows].join("\n");
}
function renderRulesTable() {
  const byId = new Map(loadPolicies().checks.map((c) => [c.id, c]));
  const families = /* @__PURE__ */ new Map();
  for (const r of rules()) {
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
