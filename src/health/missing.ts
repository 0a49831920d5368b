/** health/missing: custom resources with a status subresource whose kind Argo CD cannot assess. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import { apiGroup, describeRef } from '../model/resource.js';
import { asObject } from '../kube/object.js';
import { packageRoot } from '../package-root.js';
import { customizationFor, keyMatches, type HealthCustomization } from './argocd-cm.js';

let builtin: string[] | undefined;

/** `group/Kind` patterns (core group written as `core`, `*` wildcards) of Argo CD's native and shipped Lua checks. */
export function builtinHealthKinds(): string[] {
  if (!builtin) {
    const text = readFileSync(path.join(packageRoot(), 'policies', 'argocd-builtin-health.txt'), 'utf8');
    builtin = text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^(native|lua) /.test(l))
      .map((l) => l.split(' ')[1]!.replace(/_/g, '*'));
  }
  return builtin;
}

export function hasBuiltinHealth(group: string, kind: string): boolean {
  const key = `${group || 'core'}/${kind}`;
  return builtinHealthKinds().some((p) => keyMatches(p, key));
}

/** `group/Kind` of CRDs that declare a status subresource (v1 per version, v1beta1 at the top). */
export function statusKinds(objects: ReadonlyArray<Record<string, unknown>>): Set<string> {
  const out = new Set<string>();
  for (const o of objects) {
    if (
      o.kind !== 'CustomResourceDefinition' ||
      typeof o.apiVersion !== 'string' ||
      apiGroup(o.apiVersion) !== 'apiextensions.k8s.io'
    )
      continue;
    const spec = asObject(o.spec);
    const versions = Array.isArray(spec.versions) ? spec.versions.map(asObject) : [];
    const hasStatus =
      asObject(spec.subresources).status !== undefined ||
      versions.some((v) => asObject(v.subresources).status !== undefined);
    const kind = asObject(spec.names).kind;
    if (hasStatus && typeof spec.group === 'string' && typeof kind === 'string') out.add(`${spec.group}/${kind}`);
  }
  return out;
}

/**
 * Drafts for one target's objects. `sawArgocdCm` false means no argocd-cm was rendered in this
 * run, so a customization may exist unseen: the finding is then inconclusive, not a failure.
 */
export function missingHealthDrafts(
  resources: readonly Resource[],
  withStatus: Set<string>,
  customizations: readonly HealthCustomization[],
  sawArgocdCm: boolean,
): FindingDraft[] {
  const drafts: FindingDraft[] = [];
  const seen = new Set<string>();
  for (const r of resources) {
    const group = apiGroup(r.ref.apiVersion);
    const key = `${group}/${r.ref.kind}`;
    if (
      !withStatus.has(key) ||
      seen.has(key) ||
      hasBuiltinHealth(group, r.ref.kind) ||
      customizationFor(customizations, key)
    )
      continue;
    seen.add(key);
    const unseen = sawArgocdCm
      ? ''
      : ' (no argocd-cm was rendered in this run, so a customization elsewhere could not be seen)';
    drafts.push({
      ruleId: 'health/missing',
      resource: r,
      path: '/status',
      fingerprintKey: key,
      remediation: `Add resource.customizations.health.${group}_${r.ref.kind} to argocd-cm, with tests (deploy-gate health-test).`,
      message: `${describeRef(r.ref)}: ${key} has a status subresource but no Argo CD health check (not native, not shipped, not customized); Argo CD calls it Healthy as soon as it exists${unseen}`,
      ...(sawArgocdCm ? {} : { verdict: 'inconclusive' as const }),
    });
  }
  return drafts;
}
