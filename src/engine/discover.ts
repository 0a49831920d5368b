import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { touches } from '../targets/index.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { discoverTargets, targetInputs } from '../targets/index.js';

export interface Discovered {
  targets: Target[];
  /** Broken Application manifests and the like: reported, never dropped. */
  findings: Finding[];
  /** What discovery passed over on purpose (ApplicationSets, charts from elsewhere). */
  notes: string[];
}

export async function discover(root: string, config: Config): Promise<Discovered> {
  const found = await discoverTargets(root, config);
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
  return async (target: Target, side: 'base' | 'head'): Promise<boolean> => {
    if (configChanged) return true;
    try {
      const inputs = await targetInputs(side === 'base' ? baseRoot : headRoot, target, configRel);
      return changed.some((file) => inputs.some((input) => touches(file, input)));
    } catch {
      return true;
    }
  };
}
