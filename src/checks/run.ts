/** Runs every loaded check over one target's resources. */
import type { EnvironmentConfig } from '../model/config.js';
import type { FindingDraft } from '../model/finding.js';
import { isRenderedResource } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import type { LoadedCheck, PolicySet } from './load.js';
import { containersOf, podSpecsOf, type PodSpecSite } from '../kube/pod-specs.js';
import { isHelmTestHook } from '../kube/helm-hooks.js';
import { templateNamed, type TemplateContext } from './templates/index.js';

export interface PolicyRunContext {
  resources: Resource[];
  env: EnvironmentConfig;
  /** `{ "group/Kind": ["/spec/template"] }` from the config. */
  podTemplatePaths?: Record<string, string[]>;
  /** Extra extended-resource names that are GPUs. */
  gpuResources?: string[];
  /** The target's Argo CD Application `ignoreDifferences`. */
  ignoreDifferences?: Array<Record<string, unknown>>;
}

/** Each PodSpec once: a Rollout's workloadRef and the Deployment itself lead to the same site. */
function allPodSpecs(ctx: PolicyRunContext): PodSpecSite[] {
  const seen = new Map<Resource, Set<string>>();
  const out: PodSpecSite[] = [];
  for (const resource of ctx.resources) {
    if (isHelmTestHook(resource)) continue;
    for (const site of podSpecsOf(resource, ctx.resources, ctx.podTemplatePaths)) {
      const pointers = seen.get(site.resource) ?? new Set<string>();
      seen.set(site.resource, pointers);
      if (pointers.has(site.pointer)) continue;
      pointers.add(site.pointer);
      out.push(site);
    }
  }
  return out;
}

/** A custom check's findings carry their own verdict and default severity (a built-in's are in the registry). */
function decorate(draft: FindingDraft, check: LoadedCheck): FindingDraft {
  if (draft.ruleId !== check.id || check.builtIn) return draft;
  return { verdict: 'fail', ...draft, defaultSeverity: check.severity ?? 'error' };
}

/** Several image checks report the same malformed reference; keep one of each. */
function dedupe(drafts: FindingDraft[]): FindingDraft[] {
  const ids = new Map<object, number>();
  const seen = new Set<string>();
  return drafts.filter((d) => {
    const r = d.resource;
    const rid =
      r === undefined ? '' : isRenderedResource(r) ? (ids.get(r) ?? ids.set(r, ids.size).size - 1) : JSON.stringify(r);
    const key = JSON.stringify([d.ruleId, rid, d.path ?? '', d.fingerprintKey ?? '', d.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function runPolicies(set: PolicySet, ctx: PolicyRunContext): FindingDraft[] {
  const pods = allPodSpecs(ctx);
  const tctx: TemplateContext = {
    resources: ctx.resources,
    env: ctx.env,
    pods,
    containers: pods.flatMap(containersOf),
    gpuResources: ctx.gpuResources ?? [],
    ignoreDifferences: ctx.ignoreDifferences ?? [],
  };
  const drafts: FindingDraft[] = [];
  for (const check of set.checks) {
    const template = templateNamed(check.template);
    // loadPolicies guarantees the template exists; a hand-built set without it is a programmer fault.
    if (!template) throw new Error(`check ${check.id}: unknown template ${check.template}`);
    const meta = { id: check.id, remediation: check.remediation.trim() };
    drafts.push(...template.run(tctx, check.params, meta).map((d) => decorate(d, check)));
  }
  return dedupe(drafts);
}
