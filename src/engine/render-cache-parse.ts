// A parse kept beside its render in the render cache (render-cache.ts, tree entries only). The
// objects, their identities, source locations and parse problems are a pure function of the rendered
// text, the parse options and the tree's files — all unchanged when a tree entry is found — so they
// are stored as data. Field locations (Resource.locate) are not data: the first one asked of a
// restored parse parses the stored text again and answers from that parse. Nothing judged is kept:
// schemas and checks run on the restored objects every time.
import { isDeepStrictEqual } from 'node:util';
import { isRenderedResource, type FindingDraft } from '../model/finding.js';
import type { Resource, ResourceRef } from '../model/resource.js';
import { parseRendered, type ParseOptions, type ParsedRender, type RenderedChunk } from '../manifest/index.js';

/**
 * The options a parse was made with, as stored (the tree itself is in the key, its folder is not) and
 * as JSON keeps them: the CRD scopes as sorted entries (a Map would be stored as `{}`).
 */
export type StoredParseOptions = Omit<ParseOptions, 'root' | 'crdScopes'> & { crdScopes?: [string, string][] };

/** A resource as data: everything but `locate`. */
type StoredResource = Omit<Resource, 'locate'>;

/** A draft, its rendered resource (if any) named by its index in `resources`. */
type StoredDraft = Omit<FindingDraft, 'resource'> & { resource?: ResourceRef; resourceIndex?: number };

export interface StoredParse {
  options: StoredParseOptions;
  resources: StoredResource[];
  problems: StoredDraft[];
}

export function parseOptionsToStore(opts: ParseOptions): StoredParseOptions {
  const { root: _root, crdScopes, ...rest } = opts;
  if (!crdScopes || crdScopes.size === 0) return rest;
  return { ...rest, crdScopes: [...crdScopes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
}

function packDraft(draft: FindingDraft, index: Map<Resource, number>): StoredDraft | undefined {
  const { resource, ...rest } = draft;
  if (resource === undefined) return 'resource' in draft ? undefined : rest; // JSON has no explicit undefined
  if (!isRenderedResource(resource)) return { ...rest, resource };
  const at = index.get(resource);
  return at === undefined ? undefined : { ...rest, resourceIndex: at };
}

/**
 * The parse as data, or undefined when it cannot be stored faithfully: over a budget, a problem
 * tied to an object that is not among the resources, or data JSON would change (NaN, Infinity, -0,
 * an explicit undefined) — then the next run parses again.
 */
export function packParse(parsed: ParsedRender, opts: ParseOptions): StoredParse | undefined {
  if (parsed.overBudget) return undefined;
  const index = new Map(parsed.resources.map((r, i) => [r, i]));
  const problems: StoredDraft[] = [];
  for (const draft of parsed.problems) {
    const packed = packDraft(draft, index);
    if (!packed) return undefined;
    problems.push(packed);
  }
  const stored: StoredParse = {
    options: parseOptionsToStore(opts),
    resources: parsed.resources.map((r) => ({ ref: r.ref, object: r.object, docIndex: r.docIndex, source: r.source })),
    problems,
  };
  return isDeepStrictEqual(JSON.parse(JSON.stringify(stored)), stored) ? stored : undefined;
}

/**
 * The stored parse as the parser would give it. `reparse` is the real parse of the same text with
 * the same options; it runs at most once, when a field is first located.
 */
export function unpackParse(stored: StoredParse, reparse: () => ParsedRender): ParsedRender {
  let fresh: Resource[] | undefined;
  const freshAt = (i: number, ref: ResourceRef): Resource => {
    fresh ??= reparse().resources;
    const resource = fresh[i];
    // Same text, options and tree: the same objects in the same order. Anything else is a broken cache.
    if (!resource || !isDeepStrictEqual(resource.ref, ref))
      throw new Error(`render cache: the stored parse does not match a parse of the stored render (object ${i})`);
    return resource;
  };
  const resources: Resource[] = stored.resources.map((r, i) => ({
    ...r,
    locate: (pointer: string) => freshAt(i, r.ref).locate(pointer),
  }));
  const problems: FindingDraft[] = stored.problems.map(({ resourceIndex, ...draft }) =>
    resourceIndex === undefined ? draft : { ...draft, resource: resources[resourceIndex] as Resource },
  );
  return { resources, problems };
}

/** What a cached render carries besides the render: its stored parse, and how to keep a fresh one. */
export interface CacheExtras {
  cached?: true;
  /** The parse stored with a tree entry (unpackParse). */
  parsed?: StoredParse;
  /** Stores the render under its tree key with this parse of it (absent: nothing to store). */
  keep?: (parsed: ParsedRender, opts: ParseOptions) => Promise<void>;
}

/** A render as the cache hands it over: its text, maybe a stored parse, maybe a way to keep a fresh one. */
type CachedText = CacheExtras & { chunks: RenderedChunk[] };

/** The parse of a render: restored when one was stored with the same options, else parsed (and kept when asked). */
export async function parseOrRestore(rendered: CachedText, opts: ParseOptions): Promise<ParsedRender> {
  const reparse = () => parseRendered(rendered.chunks, opts);
  if (rendered.parsed && isDeepStrictEqual(rendered.parsed.options, parseOptionsToStore(opts))) {
    try {
      return unpackParse(rendered.parsed, reparse);
    } catch {
      // a stored parse of another shape (a bug, never a signed foreign entry): parse the text again
    }
  }
  const parsed = reparse();
  await rendered.keep?.(parsed, opts);
  return parsed;
}
