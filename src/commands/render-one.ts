/**
 * One target rendered and parsed outside a gate run (`render`, `health-test --repo`): the config's
 * budgets apply and a Flux overlay is parsed where it was built, exactly as in the engine.
 */
import type { Config } from '../model/config.js';
import { environmentOf } from '../model/config.js';
import type { Target } from '../model/target.js';
import { parseRendered } from '../manifest/index.js';
import type { ParsedRender } from '../manifest/index.js';
import { renderTarget, type Tools } from '../render/index.js';
import type { RemoteContext } from '../render/remote-chart.js';

export type RenderedOne = { ok: true; parsed: ParsedRender } | { ok: false; code: string; error: string };

export async function renderOne(
  target: Target,
  ctx: { config: Config; root: string; tools: Tools; remote?: RemoteContext },
): Promise<RenderedOne> {
  const { config, root } = ctx;
  const result = await renderTarget({
    target,
    root,
    env: environmentOf(config, target.environment),
    tools: ctx.tools,
    timeoutMs: config.render.timeoutSeconds * 1000,
    maxOutputBytes: config.render.maxOutputBytes,
    ...(ctx.remote ? { remote: ctx.remote } : {}),
  });
  if (!result.ok) return { ok: false, code: result.code, error: result.error };
  const parsed = parseRendered(result.chunks, {
    kind: target.kind,
    targetPath: result.builtPath ?? target.path,
    root,
    maxObjects: config.render.maxObjects,
    maxParsedBytes: config.render.maxParsedBytes,
    ...(result.originAnnotationsAdded !== undefined ? { originAnnotationsAdded: result.originAnnotationsAdded } : {}),
  });
  return { ok: true, parsed };
}
