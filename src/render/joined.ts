// A multi-source Argo CD Application renders as Argo CD's controller renders it (GetRepoObjs): each
// source on its own, the objects appended in source order into one set. One failing source fails
// the whole unit with the source named as Argo CD names it; the others are never judged alone.
import { performance } from 'node:perf_hooks';
import { targetParts } from '../model/target.js';
import type { SourceRecord } from '../model/sources.js';
import { elapsed } from './outcome.js';
import type { RenderRequest, RenderResult, RenderedChunk } from './types.js';

type Ok = Extract<RenderResult, { ok: true }>;

export async function renderJoined(
  req: RenderRequest,
  renderPart: (req: RenderRequest) => Promise<RenderResult>,
): Promise<RenderResult> {
  const started = performance.now();
  const labels = (req.target.sources ?? []).map((s) => s.label);
  const chunks: RenderedChunk[] = [];
  const sources: SourceRecord[] = [];
  let tool: Ok['tool'];
  let bytes = 0;
  for (const [i, part] of targetParts(req.target).entries()) {
    // The output budget is the unit's, not each source's.
    const result = await renderPart({ ...req, target: part, maxOutputBytes: Math.max(1, req.maxOutputBytes - bytes) });
    const label = `${labels[i] ?? `source ${i + 1}`} (${part.kind} ${part.path})`;
    if (!result.ok) return { ...result, error: `${label}: ${result.error}`, durationMs: elapsed({ started }) };
    const where = {
      kind: part.kind,
      path: result.builtPath ?? part.path,
      ...(result.originAnnotationsAdded !== undefined ? { originAnnotationsAdded: result.originAnnotationsAdded } : {}),
    };
    for (const chunk of result.chunks) {
      bytes += Buffer.byteLength(chunk.text, 'utf8');
      chunks.push({ ...chunk, part: where });
    }
    sources.push(...(result.sources ?? []));
    tool ??= result.tool;
  }
  return {
    ok: true,
    chunks,
    durationMs: elapsed({ started }),
    ...(tool ? { tool } : {}),
    ...(sources.length > 0 ? { sources } : {}),
  };
}
