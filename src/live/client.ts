import { type ClientOptions, type GetResult, getJson } from './http.js';
import type { Json } from './types.js';
import { isObject as isObj } from '../kube/object.js';

/** An object by name and the namespace it lives in (an Application, a Service). */
export interface ObjectName {
  name: string;
  namespace?: string;
}

/** A read that could not be trusted: what went wrong, and the server's own words (unsanitised). */
export interface ReadProblem {
  problem: string;
  detail?: string;
}

export type ListResult = { ok: true; items: Json[]; pages: number } | ({ ok: false } & ReadProblem);

/** Guards against a server that keeps handing out continue tokens. */
const MAX_PAGES = 1000;
const DETAIL_CHARS = 500;

/** The server's explanation from an error body: Argo CD answers `{"error","code","message"}`. */
export function errorDetail(body: string | undefined): string | undefined {
  if (!body) return undefined;
  let text = body;
  try {
    const parsed = JSON.parse(body) as Json;
    if (typeof parsed.message === 'string') text = parsed.message;
    else if (typeof parsed.error === 'string') text = parsed.error;
  } catch {
    // not JSON: keep the raw text (HTML from a proxy, say)
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DETAIL_CHARS ? `${flat.slice(0, DETAIL_CHARS)}…` : flat || undefined;
}

function problemOf(r: Extract<GetResult, { ok: false }>): ReadProblem {
  const detail = errorDetail(r.body);
  return { problem: r.problem, ...(detail ? { detail } : {}) };
}

/**
 * Every Application the token may see, following `metadata.continue` when the server pages.
 * `{"items": null}` is what Argo CD answers a token without RBAC rights (argo-cd#3561), so a
 * null or missing list is a problem, never "no Applications".
 */
export async function listApplications(opts: ClientOptions): Promise<ListResult> {
  const items: Json[] = [];
  const seen = new Set<string>();
  let token: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = token ? `?continue=${encodeURIComponent(token)}` : '';
    const r = await getJson(`/api/v1/applications${query}`, opts);
    if (!r.ok) return { ok: false, ...problemOf(r) };
    if (!isObj(r.body))
      return { ok: false, problem: 'GET /api/v1/applications answered something other than a JSON object' };
    const pageItems = r.body.items;
    if (!Array.isArray(pageItems)) {
      return {
        ok: false,
        problem: `E_ARGOCD_EMPTY_LIST: GET /api/v1/applications answered ${pageItems === null ? '"items": null' : 'without "items"'} (page ${page}); the token may lack RBAC rights (argo-cd#3561)`,
      };
    }
    items.push(...pageItems.filter(isObj));
    const next = isObj(r.body.metadata) ? r.body.metadata.continue : undefined;
    if (typeof next !== 'string' || next === '') return { ok: true, items, pages: page };
    if (seen.has(next))
      return {
        ok: false,
        problem: `GET /api/v1/applications repeated the continue token of an earlier page (page ${page}); the list cannot be read completely`,
      };
    seen.add(next);
    token = next;
  }
  return {
    ok: false,
    problem: `GET /api/v1/applications still had more pages after ${MAX_PAGES}; the list was not read completely`,
  };
}

/** GET an object below one Application (`resource-tree`, `managed-resources`, `resource`), with query parameters. */
export async function appSubresource(
  name: string,
  appNamespace: string | undefined,
  sub: string,
  opts: ClientOptions,
  params: Record<string, string> = {},
): Promise<{ ok: true; body: Json } | ({ ok: false } & ReadProblem)> {
  const query = new URLSearchParams({ ...params, ...(appNamespace ? { appNamespace } : {}) }).toString();
  const r = await getJson(`/api/v1/applications/${encodeURIComponent(name)}/${sub}${query ? `?${query}` : ''}`, opts);
  if (!r.ok) return { ok: false, ...problemOf(r) };
  if (!isObj(r.body)) return { ok: false, problem: `GET …/${sub} answered something other than a JSON object` };
  return { ok: true, body: r.body };
}

/** One live object of the Application through Argo CD (`GET …/resource`, `{"manifest": "<json>"}`). */
export async function liveResource(
  app: ObjectName,
  ref: { group?: string; version: string; kind: string; namespace?: string; name: string },
  opts: ClientOptions,
): Promise<{ ok: true; object: Json } | ({ ok: false } & ReadProblem)> {
  const r = await appSubresource(app.name, app.namespace, 'resource', opts, {
    ...(ref.namespace ? { namespace: ref.namespace } : {}),
    resourceName: ref.name,
    version: ref.version,
    group: ref.group ?? '',
    kind: ref.kind,
  });
  if (!r.ok) return r;
  if (typeof r.body.manifest !== 'string')
    return { ok: false, problem: `GET …/resource for ${ref.kind} ${ref.name} answered without a "manifest"` };
  try {
    const object = JSON.parse(r.body.manifest) as unknown;
    return isObj(object)
      ? { ok: true, object }
      : { ok: false, problem: `the manifest of ${ref.kind} ${ref.name} is not an object` };
  } catch {
    return { ok: false, problem: `the manifest of ${ref.kind} ${ref.name} is not JSON` };
  }
}
