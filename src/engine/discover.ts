import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { NotCheckedUnit, Target } from '../model/target.js';
import type { DiscoverOptions, Discovery } from '../targets/discover.js';
import { touches, discoverTargets, targetInputs } from '../targets/index.js';
import { siteFindings } from './run-common.js';
import { findKustomization, walkKustomization } from '../render/index.js';
import { isNotChecked, unitOfFinding } from './discovered-units.js';
import { needsHealthCustomizations, readsHealthCustomizations } from './health-affected.js';

/** Discovery's answer, its problems finalized as findings (broken Application manifests and the like: reported, never dropped). */
export type Discovered = Omit<Discovery, 'problems'> & { findings: Finding[] };

/** `opts`: this repository's URLs and branch, and the --helm/--kustomize binaries for what discovery renders (Go templates, app-of-apps, Flux builds). */
export async function discover(root: string, config: Config, opts: DiscoverOptions = {}): Promise<Discovered> {
  const found = await discoverTargets(root, config, opts);
  const units = await Promise.all(found.notChecked.map((u) => withKustomizeInputs(root, u)));
  return {
    targets: found.targets,
    notChecked: [...units, ...found.problems.filter(isNotChecked).map(unitOfFinding)],
    excluded: found.excluded,
    applications: found.applications,
    findings: siteFindings(
      config,
      found.problems.filter((p) => !isNotChecked(p)),
    ),
    notes: found.notes,
  };
}

/**
 * A unit that is not checked still reads every file its kustomization reaches (a shared base): a
 * change there changes what it deploys, so those files are its inputs too.
 */
async function withKustomizeInputs(root: string, unit: NotCheckedUnit): Promise<NotCheckedUnit> {
  const reached: string[] = [];
  for (const input of unit.inputs) {
    if (!(await findKustomization(root, input).catch(() => undefined))) continue;
    reached.push(...(await walkKustomization(root, input)).files);
  }
  return reached.length ? { ...unit, inputs: [...new Set([...unit.inputs, ...reached])] } : unit;
}

/**
 * Is a target affected by the changed files? A changed config, or inputs that cannot be worked
 * out, mean yes: when in doubt, render.
 */
export async function affectedBy(changed: string[], config: Config, baseRoot: string, headRoot: string) {
  const configRel = config.file;
  // CRDs change what helm renders (--api-versions) and how every object validates.
  const global = [configRel, ...config.schemas.crds];
  const configChanged = changed.some((file) => global.some((input) => touches(file, input)));
  // Gate records are read by the gate check (and a change to them is reported there).
  const readElsewhere = [...global, ...(config.gateRecords.path ? [config.gateRecords.path] : [])];
  // Argo CD health tests are read by the health checks of the run itself.
  const healthTests = config.argocd?.healthTests ?? [];
  const healthChanged = changed.some((file) => healthTests.some((input) => touches(file, input)));
  const healthContext = needsHealthCustomizations(changed, config, healthChanged);
  const healthScan = new Map<string, Promise<boolean>>();
  const globalFiles = changed.filter((file) =>
    [...readElsewhere, ...healthTests].some((input) => touches(file, input)),
  );
  /** The changed files each target (object) reads; a target whose inputs are unknown reads them all. */
  const readBy = new Map<Target, string[]>();
  const affected = async (target: Target, side: 'base' | 'head'): Promise<boolean> => {
    let inputs: string[];
    try {
      inputs = await targetInputs(side === 'base' ? baseRoot : headRoot, target, configRel);
    } catch {
      readBy.set(target, [...changed]);
      return true;
    }
    try {
      const hits = changed.filter((file) => inputs.some((input) => touches(file, input)));
      readBy.set(target, hits);
      const root = side === 'base' ? baseRoot : headRoot;
      return (
        configChanged ||
        hits.length > 0 ||
        (healthContext && (await readsHealthCustomizations(root, inputs, healthScan)))
      );
    } catch {
      readBy.set(target, [...changed]);
      return true;
    }
  };
  /** Whether a target reads a changed file (a changed config or CRD is read by every target). */
  const readsChange = (target: Target) => configChanged || (readBy.get(target)?.length ?? 1) > 0;
  return { affected, readBy, globalFiles, readsChange };
}
