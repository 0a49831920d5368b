/** The hand-written parts of docs/rules.md (the rest is generated from rules, severities and check files). */

export const INTRO = `# Rules

<!-- Generated from src/findings/rules.ts, policies/severity.yaml and policies/checks by renderRulesDoc
     (src/checks/docs.ts). Do not edit by hand: UPDATE_DOCS=1 npx vitest run test/checks/docs.test.ts -->

Every finding carries a rule id. The **verdict** says what a finding means for the gate: \`fail\`
(checked and wrong) or \`inconclusive\` (could not be checked, never a pass). The **severity**
comes from \`policies/severity.yaml\`; the config's \`rules:\` map overrides it per repository
(\`error\`, \`warning\`, \`note\` or \`off\`).

The policy checks (images, resources, privileged, GPUs) are data: a file
\`policies/checks/<family>/<name>.yaml\` whose path is the rule id names a template (code in
\`src/checks/templates/\`) and its parameters. They look at every PodSpec of Pods, Deployments,
StatefulSets, DaemonSets, ReplicaSets, ReplicationControllers, Jobs, CronJobs and Argo Rollouts
(a \`workloadRef\` is followed to the referenced Deployment), the pod templates inside custom
resources (Rollouts Experiments, AnalysisTemplate job metrics, Argo Workflows container sets,
Knative Services and Configurations, KEDA ScaledJobs, and any kind whose CRD, rendered in the same
target, has a schema that embeds a PodSpec: an object with a \`containers\` array of objects with an
\`image\`), plus the kinds listed under \`podTemplatePaths\` in the config (which take precedence),
and at every container, init container, native sidecar and ephemeral container in them. Findings point at the field (\`/spec/template/spec/containers/0/image\`)
and its source line.`;

export const EXEMPTIONS_SECTION = `## Exemptions

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
\`\`\``;

/** A custom check as a user writes it; test/checks loads exactly this text. */
export const ALLOWED_REGISTRIES_EXAMPLE = `template: image-registry
description: Images must come from the company registry or the Wikimedia mirror.
why: Images from elsewhere are not scanned or mirrored, and may vanish.
remediation: Mirror the image to ghcr.io/acme and reference it there.
severity: error
params:
  allowed:
    - ghcr.io/acme/**
    - docker-registry.wikimedia.org/**
`;

/** The reverse GPU case as a custom check; test/checks loads exactly this text. */
export const GPU_REVERSE_EXAMPLE = `template: gpu-toleration
description: A container requests a GPU but the pod does not tolerate the GPU node taint.
why: GPU nodes here are tainted nvidia.com/gpu:NoSchedule; such a pod stays Pending.
remediation: "Add the toleration {key: nvidia.com/gpu, operator: Exists, effect: NoSchedule}."
severity: error
params:
  tolerationWithoutRequest: false
  requestWithoutToleration: true
`;

export const CUSTOM_CHECKS_SECTION = `## Custom checks

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
