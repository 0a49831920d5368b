import { targetId } from '../model/target.js';
import { resolveTools } from '../render/index.js';
import { renderOne } from './render-one.js';
import { customizationsOf, type HealthCustomization } from '../health/argocd-cm.js';
import { withTargets, type InspectFlags } from './inspect.js';

export type HealthRepoFlags = Pick<InspectFlags, 'repo' | 'ref' | 'config' | 'helm' | 'kustomize'>;

/**
 * The health customizations of every argocd-cm that some target of the repository renders. A
 * target that fails to render is named on stderr: a test that needed its script then fails.
 */
export async function renderedCustomizations(flags: HealthRepoFlags): Promise<HealthCustomization[]> {
  return withTargets(flags, async (targets, config, root) => {
    const tools = await resolveTools({ helm: flags.helm, kustomize: flags.kustomize });
    const found: HealthCustomization[] = [];
    for (const target of targets) {
      const result = await renderOne(target, { config, root, tools });
      if (!result.ok) {
        process.stderr.write(`deploy-gate: ${targetId(target)}: ${result.code}: ${result.error}\n`);
        continue;
      }
      const { parsed } = result;
      for (const r of parsed.resources)
        found.push(...customizationsOf(r.object, `${targetId(target)} ${r.source.file}`));
    }
    return found;
  });
}
