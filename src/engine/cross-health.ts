/**
 * Repository-wide Argo CD health findings. Cross checks run per app and drop each app's objects
 * afterwards, so what these need (argocd-cm customizations, CRDs, custom resources) is collected
 * app by app and judged once every app is done.
 */
import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import { apiGroup, type Resource } from '../model/resource.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { compareFindings } from '../findings/compare.js';
import { customizationsOf, isArgocdCm, type HealthCustomization } from '../health/argocd-cm.js';
import { hasBuiltinHealth, missingHealthDrafts, statusKinds } from '../health/missing.js';
import type { TargetOutcome } from './target-run.js';
import { siteFindings } from './run-common.js';
import { crdDocuments } from './crd-api-versions.js';
import { isObject } from '../kube/object.js';

type Side = 'base' | 'head';

interface SideState {
  customizations: HealthCustomization[];
  crds: Array<Record<string, unknown>>;
  sawCm: boolean;
  /** Custom resources per target (only kinds Argo CD has no built-in check for). */
  candidates: Array<{ app: string; environment: string; resources: Resource[] }>;
}

const newSide = (): SideState => ({ customizations: [], crds: [], sawCm: false, candidates: [] });

function isCustom(r: Resource): boolean {
  const group = apiGroup(r.ref.apiVersion);
  return group.includes('.') && !group.endsWith('.k8s.io') && !hasBuiltinHealth(group, r.ref.kind);
}

export function healthCollector(
  config: Config,
  mode: 'check' | 'audit',
  roots: { base?: string; head: string },
  /** Where each revision's `schemas.crds` files are read from (judges.ts sideRootsOf: links out refused). */
  crdDirs: { base?: readonly string[]; head: readonly string[] },
) {
  const sides: Record<Side, SideState> = { base: newSide(), head: newSide() };
  let result: Finding[] | undefined;

  const collect = (outcomes: readonly TargetOutcome[]): void => {
    for (const o of outcomes) {
      const t = o.pair.head ?? o.pair.base;
      for (const side of ['base', 'head'] as const) {
        const res = side === 'base' ? o.base : o.head;
        if (!t || res?.status !== 'rendered') continue;
        const state = sides[side];
        for (const r of res.resources) {
          if (isArgocdCm(r.object)) state.sawCm = true;
          state.customizations.push(...customizationsOf(r.object, r.ref.name));
          if (r.ref.kind === 'CustomResourceDefinition') state.crds.push(r.object);
        }
        const custom = res.resources.filter(isCustom);
        if (custom.length > 0) state.candidates.push({ app: t.app, environment: t.environment, resources: custom });
      }
    }
  };

  const missingAt = async (side: Side): Promise<Finding[]> => {
    const s = sides[side];
    const files = (await crdDocuments(crdDirs[side] ?? [], true)).filter(isObject);
    const kinds = statusKinds([...s.crds, ...files]);
    return s.candidates.flatMap((c) =>
      finalizeDrafts(missingHealthDrafts(c.resources, kinds, s.customizations, s.sawCm), {
        config,
        app: c.app,
        environment: c.environment,
      }),
    );
  };

  const testsAt = async (side: Side, root: string): Promise<Finding[]> => {
    const dirs = config.argocd?.healthTests ?? [];
    if (dirs.length === 0) return [];
    // The health tests run Lua: its runtime is imported only when a repository has health tests.
    const { repoHealthDrafts } = await import('../health/repo-tests.js');
    return siteFindings(config, repoHealthDrafts(root, dirs, sides[side].customizations));
  };

  const findings = async (): Promise<Finding[]> => {
    if (result) return result;
    const head = [...(await missingAt('head')), ...(await testsAt('head', roots.head))];
    result =
      mode === 'check' && roots.base
        ? compareFindings([...(await missingAt('base')), ...(await testsAt('base', roots.base))], head)
        : head;
    return result;
  };
  return { collect, findings };
}
