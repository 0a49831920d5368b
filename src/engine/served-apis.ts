// What a helm render's `.Capabilities.APIVersions` is given, and the finding when it could not be
// the cluster's. Argo CD and Flux add the cluster's served API list to helm's built-in one; a chart
// that asks for a group/version/Kind (`.Capabilities.APIVersions.Has "policy/v1/PodDisruptionBudget"`)
// or a group/version helm's list lacks renders its other branch without it, so such a render is not
// what the cluster would get. A chart that never asks renders the same either way.
import type { FindingDraft } from '../model/finding.js';
import { targetParts, type Target } from '../model/target.js';
import type { SchemaValidator } from '../schema/index.js';
import type { EnvironmentConfig } from '../model/config.js';
import { chartMayAskApiVersions } from './chart-capabilities.js';

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
  root: string,
): Promise<ServedForRender> {
  const parts = targetParts(target).filter((p) => p.kind === 'helm' && (p.helm?.apiVersions ?? []).length === 0);
  if (parts.length === 0) return { apis: [] };
  const served = await schema
    .servedApiVersions(env)
    .catch((e: unknown) => ({ reason: e instanceof Error ? e.message : String(e) }));
  if ('apis' in served) return { apis: served.apis };
  for (const part of parts) {
    const asks = part.helm?.remote !== undefined || (await chartMayAskApiVersions(root, part.path));
    if (asks) return { apis: [], gap: apiVersionsGapDraft(part, served.reason) };
  }
  return { apis: [] };
}

function apiVersionsGapDraft(target: Target, gap: string): FindingDraft {
  return {
    ruleId: 'render/api-versions-unknown',
    verdict: 'inconclusive',
    message:
      `helm rendered ${target.path} with its built-in API versions, not the ${target.environment} cluster's: ${gap}. ` +
      'The chart asks .Capabilities (beyond KubeVersion): it may have rendered other objects than the cluster would get',
    location: { file: target.path },
  };
}

/**
 * What a helm render in discovery gets besides the environment's own list (targets/rendered.ts):
 * the served list when it can be made, and the revision's CRDs, as the target's own render gets them.
 */
export function discoveryApiVersions(
  schema: SchemaValidator,
  crdApiVersions: Promise<string[]>,
): (env: EnvironmentConfig) => Promise<string[]> {
  return async (env) => {
    const [served, crds] = await Promise.all([
      schema.servedApiVersions(env).catch(() => ({ reason: 'unreadable' })),
      crdApiVersions.catch(() => [] as string[]),
    ]);
    return [...new Set([...('apis' in served ? served.apis : []), ...crds])];
  };
}
