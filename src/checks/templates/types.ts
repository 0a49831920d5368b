/** A check is a template (code, here) plus parameters (data, policies/checks/*.yaml). */
import type { EnvironmentConfig } from '../../model/config.js';
import type { FindingDraft } from '../../model/finding.js';
import type { Resource } from '../../model/resource.js';
import type { ContainerRole, ContainerSite, PodSpecSite } from '../../kube/pod-specs.js';

/** What every template sees for one target at one revision. */
export interface TemplateContext {
  resources: Resource[];
  env: EnvironmentConfig;
  /**
   * Every PodSpec of the target, each once (a Rollout's workloadRef resolved to its Deployment; an
   * Argo Workflows template as the pod it becomes). Read field pointers through kube/pod-pointers.ts.
   */
  pods: PodSpecSite[];
  /** Every container of those PodSpecs. */
  containers: ContainerSite[];
  /** Extended resource names that count as GPUs, from the config (added to the template's own). */
  gpuResources: string[];
  /** The Argo CD Application's `ignoreDifferences` for this target (empty when none or not from Argo CD). */
  ignoreDifferences: Array<Record<string, unknown>>;
}

/** The check a template runs for: its rule id and the remediation its file states. */
export interface CheckMeta {
  id: string;
  remediation: string;
}

/** A JSON Schema (ajv) object for the parameters; each property carries `description` and `default`. */
export interface ParamsSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown> & { description: string }>;
  required?: string[];
  additionalProperties: false;
}

export interface CheckTemplate {
  name: string;
  /** One line: what the template looks at. */
  summary: string;
  params: ParamsSchema;
  /** Compiles what the parameters hold (schemas, patterns) once at load; returns problems. */
  compile?(params: Record<string, unknown>): string[];
  /** What, why and how to fix for these parameters, so that a check file of this template may leave them out. */
  describe?(params: Record<string, unknown>): { description: string; why: string; remediation: string };
  run(ctx: TemplateContext, params: Record<string, unknown>, check: CheckMeta): FindingDraft[];
}

/** A finding of `check` at `path` of `resource`, with the remediation its file states. */
export function findingAt(check: CheckMeta, resource: Resource, path: string, key: string, message: string) {
  return { ruleId: check.id, resource, path, fingerprintKey: key, remediation: check.remediation, message };
}

export const ALL_ROLES: ContainerRole[] = ['container', 'init', 'sidecar', 'ephemeral'];

/** The shared `roles` parameter: which kinds of containers a check looks at. */
export function rolesParam(defaults: ContainerRole[]): Record<string, unknown> & { description: string } {
  return {
    description:
      'Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.',
    type: 'array',
    items: { enum: ALL_ROLES },
    uniqueItems: true,
    default: defaults,
  };
}

/** The shared `kinds` parameter: which objects a check looks at, as `group/Kind` globs. */
export const KINDS_PARAM = {
  description:
    'Kinds to check as `group/Kind` globs (`apps/Deployment`, `argoproj.io/*`, `/ConfigMap` for the core group, `*/*` for all).',
  type: 'array',
  items: { type: 'string', pattern: '^[^/]*/[^/]+$' },
  minItems: 1,
  default: ['*/*'],
};

export function inRoles(c: ContainerSite, params: Record<string, unknown>): boolean {
  const roles = params.roles as ContainerRole[] | undefined;
  return !roles || roles.includes(c.role);
}

/** "init container "setup"", "container "app"" — how messages name a container. */
export function describeContainer(c: ContainerSite): string {
  const kind =
    c.role === 'container' ? 'container' : c.role === 'sidecar' ? 'sidecar container' : `${c.role} container`;
  return `${kind} "${c.name}"`;
}

/**
 * A pod whose `podSpecPatch` is only known when it starts may set anything a container check
 * looks at: inconclusive for `check`, with the reason, never a pass.
 */
export function unreadablePatchDrafts(pods: PodSpecSite[], check: CheckMeta): FindingDraft[] {
  return pods.flatMap((pod) =>
    (pod.unreadablePatches ?? []).map((u) => ({
      ruleId: check.id,
      verdict: 'inconclusive' as const,
      // No pod in the message: a workflow-level patch is one finding, not one per template.
      message: `${u.what ?? 'podSpecPatch'} ${u.pointer} ${u.reason}, so what it sets in the pods it patches was not checked`,
      resource: pod.resource,
      path: u.pointer,
      fingerprintKey: `${u.what ?? 'podSpecPatch'} ${u.pointer}`,
      remediation:
        'Write the patch so it can be read (quote each {{…}} value, or move the setting into the template), or exempt the finding with the reason the parameters are safe.',
    })),
  );
}
