// An unreachable source (offline, DNS, 5xx, 401/403, timeout) is one problem, whatever number of
// targets it keeps from being checked (engine/per-source.ts gives one finding per source). The
// fetch steps write the source into the message in one form (`sourceUnreachable`) so the findings
// can be grouped.
import type { Finding } from '../model/finding.js';
import type { RenderErrorCode } from '../model/render-problem.js';

const FORM = /source <([^<>]+)> could not be fetched: /;

/** How a fetch step fails: the render fails with `code` (E_SOURCE_…) and `message`. */
export interface FetchFailure {
  ok: false;
  code: RenderErrorCode;
  message: string;
}

/** `what`: kind, URL (no credentials), chart or path, version: the same words for every target that uses it. */
export function sourceUnreachable(what: string, detail: string): FetchFailure {
  return { ok: false, code: 'E_SOURCE_UNREACHABLE', message: `source <${what}> could not be fetched: ${detail}` };
}

/** The source an E_SOURCE_UNREACHABLE render finding names (engine/per-source.ts groups by it). */
export function unreachableSourceOf(f: Finding): string | undefined {
  if (f.ruleId !== 'render/failed' || f.verdict !== 'inconclusive' || !f.message.startsWith('E_SOURCE_UNREACHABLE'))
    return undefined;
  return FORM.exec(f.message)?.[1];
}
