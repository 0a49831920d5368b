import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { touches } from '../targets/index.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { discoverTargets, targetInputs, type DiscoveryTools } from '../targets/index.js';
import { readsHealthCustomizations } from './health-affected.js';

export interface Discovered {
  targets: Target[];
  /** Broken Application manifests and the like: reported, never dropped. */
  findings: Finding[];
  /** What discovery passed over on purpose (ApplicationSets, charts from elsewhere). */
  notes: string[];
}

/** `tools`: the --helm/--kustomize binaries, for what discovery renders (Go templates, app-of-apps, Flux builds). */
export async function discover(root: string, config: Config, tools: DiscoveryTools = {}): Promise<Discovered> {
  const found = await discoverTargets(root, config, tools);
  return {
    targets: found.targets,
    findings: finalizeDrafts(found.problems, { config, app: '-', environment: '-' }),
    notes: found.notes,
  };
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
  const healthTests = config.argocd?.healthTests ?? [];
  const healthChanged = changed.some((file) => healthTests.some((input) => touches(file, input)));
  const read = new Set(changed.filter((file) => [...readElsewhere, ...healthTests].some((input) => touches(file, input))));
  const affected = async (target: Target, side: 'base' | 'head'): Promise<boolean> => {
    try {
      const inputs = await targetInputs(side === 'base' ? baseRoot : headRoot, target, configRel);
      const hits = changed.filter((file) => inputs.some((input) => touches(file, input)));
      for (const file of hits) read.add(file);
      const root = side === 'base' ? baseRoot : headRoot;
      return configChanged || hits.length > 0 || (healthChanged && await readsHealthCustomizations(root, inputs));
    } catch {
      return true;
    }
  };
  return { affected, unread: () => changed.filter((file) => !read.has(file)) };
}

/** Changed files no target reads: a new app the config does not list yet goes unchecked, so say so. */
export function unreadNotice(unread: string[]): string[] {
  if (unread.length === 0) return [];
  const shown = unread.slice(0, 10).join(', ');
  const more = unread.length > 10 ? ` and ${unread.length - 10} more` : '';
  return [`${unread.length} changed file(s) are read by no target, so nothing checked them: ${shown}${more}`];
}
