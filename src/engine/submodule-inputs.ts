/**
 * A git submodule inside a target's inputs (security review item 6): deploy-gate does not check
 * submodules out (their folders are empty in its copy), but Argo CD clones them and deploys their
 * content — a chart's undeclared subchart in `charts/` would be rendered there and not here. Such a
 * target is inconclusive with the reason, never judged on the empty folder.
 */
import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import { targetParts, type Target } from '../model/target.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { targetInputs, touches } from '../targets/affected.js';

export async function submoduleFindings(
  root: string,
  target: Target,
  submodules: string[],
  config: Config,
): Promise<Finding[]> {
  if (submodules.length === 0) return [];
  let inputs: string[];
  try {
    inputs = await targetInputs(root, target, config.file);
  } catch {
    inputs = targetParts(target).map((part) => part.helm?.chart ?? part.path);
  }
  const inside = submodules.filter((dir) =>
    inputs.some((input) => input !== config.file && input !== target.origin.file && touches(dir, input)),
  );
  return finalizeDrafts(
    inside.map((dir) => ({
      ruleId: 'render/failed',
      verdict: 'inconclusive' as const,
      message: `E_SUBMODULE_INPUT: ${dir} is a git submodule inside the inputs of ${target.path}; deploy-gate does not check submodules out, but Argo CD does and deploys their content, so what it renders from there was not checked`,
      location: { file: dir },
      fingerprintKey: `submodule:${dir}`,
    })),
    { config, app: target.app, environment: target.environment },
  );
}
