import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { discoverTargets } from '../targets/index.js';
import { kustomizationFiles } from '../render/index.js';

export interface Discovered {
  targets: Target[];
  /** Broken Application manifests and the like: reported, never dropped. */
  findings: Finding[];
}

export async function discover(root: string, config: Config): Promise<Discovered> {
  const found = await discoverTargets(root, config);
  return {
    targets: found.targets,
    findings: finalizeDrafts(found.problems, { config, app: '-', environment: '-' }),
  };
}

/** The repo-relative files and folders whose change can change a target's render. */
export async function inputsOf(root: string, target: Target): Promise<string[]> {
  const inputs = [target.path];
  if (target.origin.file) inputs.push(target.origin.file);
  if (target.helm) inputs.push(target.helm.chart, ...target.helm.valueFiles);
  if (target.kind === 'kustomize') inputs.push(...await kustomizationFiles(root, target.path));
  return inputs;
}

function touches(changed: string, input: string): boolean {
  const prefix = input.replace(/\/+$/, '');
  return prefix === '' || prefix === '.' || changed === prefix || changed.startsWith(`${prefix}/`);
}

/**
 * Is a target affected by the changed files? A changed config, or inputs that cannot be worked
 * out, mean yes: when in doubt, render.
 */
export async function affectedBy(changed: string[], configRel: string, baseRoot: string, headRoot: string) {
  const configChanged = changed.includes(configRel);
  return async (target: Target, side: 'base' | 'head'): Promise<boolean> => {
    if (configChanged) return true;
    try {
      const inputs = await inputsOf(side === 'base' ? baseRoot : headRoot, target);
      return changed.some((file) => inputs.some((input) => touches(file, input)));
    } catch {
      return true;
    }
  };
}
