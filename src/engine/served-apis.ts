// What a helm render's `.Capabilities.APIVersions` is given, and the finding when it could not be
// the cluster's. Argo CD and Flux pass the cluster's served API list; a chart that asks
// `.Capabilities.APIVersions.Has "policy/v1"` (or a library chart's capabilities helpers) renders
// its other branch under helm's built-in list, so such a render is not what the cluster would get.
import type { FindingDraft } from '../model/finding.js';
import { targetParts, type Target } from '../model/target.js';
import type { SchemaValidator } from '../schema/index.js';
import type { EnvironmentConfig } from '../model/config.js';

export interface ServedForRender {
  /** Passed to helm as `--api-versions` (the CRDs' are added by the caller). */
  apis: string[];
  /** The finding when the environment's list could not be made; absent when it was, or when helm does not ask. */
  gap?: FindingDraft;
}

/**
 * Only helm parts ask, and only when the Application does not name its own list (Argo CD's
 * `helm.apiVersions` replaces the cluster's: render/helm-args.ts).
 */
export async function servedForRender(
  target: Target,
  env: EnvironmentConfig,
  schema: SchemaValidator,
): Promise<ServedForRender> {
  const asking = targetParts(target).find((p) => p.kind === 'helm' && (p.helm?.apiVersions ?? []).length === 0);
  if (!asking) return { apis: [] };
  const served = await schema
    .servedApiVersions(env)
    .catch((e: unknown) => ({ reason: e instanceof Error ? e.message : String(e) }));
  return 'apis' in served ? { apis: served.apis } : { apis: [], gap: apiVersionsGapDraft(asking, served.reason) };
}

function apiVersionsGapDraft(target: Target, gap: string): FindingDraft {
  return {
    ruleId: 'render/api-versions-unknown',
    verdict: 'inconclusive',
    message:
      `helm rendered ${target.path} with its built-in API versions, not the ${target.environment} cluster's: ${gap}. ` +
      'A template that asks .Capabilities.APIVersions may have rendered other objects than the cluster would get',
    location: { file: target.path },
  };
}
