/**
 * Repository-wide Argo CD health findings. Cross checks run per app and drop each app's objects
 * afterwards, so what these need (argocd-cm customizations, CRDs, custom resources) is collected
 * app by app and judged once every app is done.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseYamlFile } from '../manifest/yaml-file.js';
import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import { apiGroup, type Resource } from '../model/resource.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { compareFindings } from '../findings/compare.js';
import { customizationsOf, isArgocdCm, type HealthCustomization } from '../health/argocd-cm.js';
import { hasBuiltinHealth, missingHealthDrafts, statusKinds } from '../health/missing.js';
import type { TargetOutcome } from './target-run.js';
import { siteFindings } from './run-common.js';

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

/** CRDs in the config's `schemas.crds` files at one revision. */
function crdFiles(root: string, dirs: readonly string[]): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const visit = (abs: string, depth: number) => {
    const s = statSync(abs, { throwIfNoEntry: false });
    if (!s || depth > 8) return;
    if (s.isDirectory()) {
      for (const e of readdirSync(abs)) visit(path.join(abs, e), depth + 1);
      return;
    }
    if (!/\.(ya?ml|json)$/.test(abs) || s.size > 8 * 1024 * 1024) return;
    for (const doc of parseYamlFile(readFileSync(abs, 'utf8')).docs) {
      const value = doc.value;
      if (value && typeof value === 'object' && !Array.isArray(value)) out.push(value as Record<string, unknown>);
    }
  };
  for (const dir of dirs) visit(path.resolve(root, dir), 0);
  return out;
}

export function healthCollector(config: Config, mode: 'check' | 'audit', roots: { base?: string; head: string }) {
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

  const missingAt = (side: Side, root: string | undefined): Finding[] => {
    const s = sides[side];
    const kinds = statusKinds([...s.crds, ...(root ? crdFiles(root, config.schemas.crds) : [])]);
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
    const head = [...missingAt('head', roots.head), ...(await testsAt('head', roots.head))];
    result =
      mode === 'check' && roots.base
        ? compareFindings([...missingAt('base', roots.base), ...(await testsAt('base', roots.base))], head)
        : head;
    return result;
  };
  return { collect, findings };
}
