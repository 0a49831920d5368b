import type { FindingDraft } from '../model/finding.js';
import type { Resource, ResourceRef } from '../model/resource.js';
import { duplicateResources } from './duplicates.js';
import { helmMapper } from './helm-mapper.js';
import { takeOrigin } from './kustomize-origin.js';
import { kustomizeMapper } from './kustomize-mapper.js';
import { isMap } from 'yaml';
import { findNode } from './node-locate.js';
import { makeResource } from './make-resource.js';
import { documentProblems, parseProblem, streamProblems, type ProblemContext } from './problems.js';
import { expandLists, identify, missingNameProblem, type Candidate } from './objects.js';
import { manifestsMapper, type ObjectSite, type SourceMapper } from './source-map.js';
import { SourceFiles } from './source-files.js';
import { parseStream, type ParsedStream, type StreamDoc } from './stream.js';
import { documentToPlain } from './to-plain.js';
import { isObject } from '../kube/object.js';
import {
  DEFAULT_MAX_ALIAS_COUNT,
  DEFAULT_MAX_DOC_BYTES,
  type ParseOptions,
  type ParsedRender,
  type RenderedChunk,
} from './types.js';
import { hasBlockingErrors } from './yaml-file.js';
import { yaml11Ambiguities } from './yaml11.js';

/** How far past a document start helm's `# Source:` comment can be looked for when the document was not composed. */
const HEADER_WINDOW = 4096;

interface ChunkRun {
  chunk: RenderedChunk;
  stream: ParsedStream;
  opts: ParseOptions;
  mapper: SourceMapper;
  maxAliasCount: number;
  out: ParsedRender;
  /** End of the previous document's content: comments after it (helm's `# Source:`) lead into the next object. */
  prevEnd: number;
}

function mapperFor(opts: ParseOptions, files: SourceFiles, maxDocBytes: number): SourceMapper {
  if (opts.kind === 'helm') return helmMapper(opts.targetPath, files);
  if (opts.kind === 'kustomize') return kustomizeMapper(opts.targetPath, files, maxDocBytes);
  return manifestsMapper(opts.targetPath);
}

function problemContext(run: ChunkRun, header: (offset: number) => string): ProblemContext {
  const pos = (offset: number) => run.stream.lineCounter.linePos(offset);
  return {
    label: run.chunk.file ?? `the rendered output of ${run.opts.targetPath || '.'}`,
    pos,
    locate: (offset) => run.mapper.problemAt(run.chunk.file, header(offset), pos(offset).line, pos(offset).col),
  };
}

/** Text between the previous document's content and this one's (empty documents' comments included). */
function docHeader(run: ChunkRun, sd: StreamDoc): string {
  const contents = sd.doc.contents;
  const header = run.chunk.text.slice(Math.min(run.prevEnd, sd.doc.range[0]), contents?.range[0] ?? sd.doc.range[1]);
  run.prevEnd = contents ? contents.range[1] : Math.min(run.prevEnd, sd.doc.range[0]);
  return header;
}

function candidateResource(
  run: ChunkRun,
  sd: StreamDoc,
  ctx: ProblemContext,
  candidate: Candidate,
  header: string,
): Resource | FindingDraft {
  const origin =
    run.opts.kind === 'kustomize' && isObject(candidate.object)
      ? takeOrigin(candidate.object, run.opts.originAnnotationsAdded !== false)
      : undefined;
  const ident: ResourceRef | string = identify(candidate.object, isMap(candidate.node));
  const offset = candidate.node?.range?.[0] ?? sd.doc.range[0];
  if (typeof ident === 'string') {
    const at = candidate.where ? ` at ${candidate.where}` : '';
    return parseProblem(
      `YAML document ${sd.index + 1} of ${ctx.label}${at} (line ${ctx.pos(offset).line}) ${ident}`,
      ctx.locate(offset),
    );
  }
  const node = candidate.node as NonNullable<Candidate['node']>;
  const site: ObjectSite = {
    ref: ident,
    start: node.range?.[0] ?? 0,
    docIndex: sd.index,
    lineCounter: run.stream.lineCounter,
    header,
    chunkFile: run.chunk.file,
    origin,
  };
  const find = (tokens: readonly string[]) => findNode(sd.doc, node, tokens);
  const resource = makeResource(run.mapper, site, candidate.object as Record<string, unknown>, find);
  run.out.problems.push(...yaml11Ambiguities(resource, node), ...missingNameProblem(resource));
  return resource;
}

function parseDocument(run: ChunkRun, sd: StreamDoc): void {
  const header = docHeader(run, sd);
  const ctx = problemContext(run, () => header);
  const problems = documentProblems(ctx, sd);
  run.out.problems.push(...problems);
  if (hasBlockingErrors(sd)) return;
  const plain = documentToPlain(sd.doc, run.maxAliasCount);
  if (!plain.ok) {
    run.out.problems.push(
      parseProblem(`YAML document ${sd.index + 1} of ${ctx.label}: ${plain.reason}`, ctx.locate(sd.doc.range[0])),
    );
    return;
  }
  if (plain.value === null || plain.value === undefined) return; // empty document (helm emits many)
  const built: Resource[] = [];
  for (const candidate of expandLists(sd.doc, plain.value)) {
    const result = candidateResource(run, sd, ctx, candidate, header);
    if ('ruleId' in result) run.out.problems.push(result);
    else built.push(result);
  }
  run.out.resources.push(...built);
  // Duplicate keys and warnings leave the object usable: tie them to it (exemptions, fingerprints).
  const only = built.length === 1 ? built[0] : undefined;
  if (only) for (const p of problems) p.resource = only;
}

/** Bounded memory (security review item 7): the rendered text is measured before anything is parsed. */
function overBytes(chunks: readonly RenderedChunk[], opts: ParseOptions): ParsedRender['overBudget'] {
  const max = opts.maxParsedBytes ?? Infinity;
  let bytes = 0;
  for (const chunk of chunks) bytes += Buffer.byteLength(chunk.text, 'utf8');
  if (bytes <= max) return undefined;
  return {
    code: 'E_PARSED_BYTES_BUDGET',
    message: `the rendered output is ${bytes} bytes, over the per-target budget of ${max} (render.maxParsedBytes); it was not parsed`,
  };
}

function objectBudget(max: number): ParsedRender {
  return {
    resources: [],
    problems: [],
    overBudget: {
      code: 'E_OBJECT_BUDGET',
      message: `the rendered output has more than ${max} objects, the per-target budget (render.maxObjects); parsing stopped`,
    },
  };
}

/**
 * A multi-source target's chunks are parsed as the source that made them (its kind and path map
 * objects to that source's files); one mapper per source.
 */
function partMappers(
  opts: ParseOptions,
  files: SourceFiles,
  maxDocBytes: number,
  whole: SourceMapper,
): (chunk: RenderedChunk) => { opts: ParseOptions; mapper: SourceMapper } {
  const made = new Map<string, { opts: ParseOptions; mapper: SourceMapper }>();
  return (chunk) => {
    const part = chunk.part;
    if (!part) return { opts, mapper: whole };
    const key = JSON.stringify(part);
    let hit = made.get(key);
    if (!hit) {
      const { originAnnotationsAdded: _o, ...rest } = opts;
      const own: ParseOptions = { ...rest, kind: part.kind, targetPath: part.path };
      if (part.originAnnotationsAdded !== undefined) own.originAnnotationsAdded = part.originAnnotationsAdded;
      hit = { opts: own, mapper: mapperFor(own, files, maxDocBytes) };
      made.set(key, hit);
    }
    return hit;
  };
}

/**
 * Parse a target's rendered output into Resources with source locations, plus
 * `manifest/parse-error` and `manifest/duplicate-resource` drafts. Never throws on content.
 */
export function parseRendered(chunks: readonly RenderedChunk[], opts: ParseOptions): ParsedRender {
  const maxDocBytes = opts.maxDocBytes ?? DEFAULT_MAX_DOC_BYTES;
  const files = new SourceFiles(opts.root, maxDocBytes);
  const mapper = mapperFor(opts, files, maxDocBytes);
  const out: ParsedRender = { resources: [], problems: [] };
  const over = overBytes(chunks, opts);
  if (over) return { resources: [], problems: [], overBudget: over };
  const maxObjects = opts.maxObjects ?? Infinity;
  const partOf = partMappers(opts, files, maxDocBytes, mapper);
  for (const chunk of chunks) {
    const own = partOf(chunk);
    const stream = parseStream(chunk.text, maxDocBytes, maxObjects - out.resources.length);
    if (stream.overBudget || out.resources.length > maxObjects) return objectBudget(maxObjects);
    const run: ChunkRun = {
      chunk,
      stream,
      ...own,
      maxAliasCount: opts.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT,
      out,
      prevEnd: 0,
    };
    const ctx = problemContext(run, (offset) => chunk.text.slice(offset, offset + HEADER_WINDOW));
    out.problems.push(...streamProblems(ctx, stream, maxDocBytes));
    for (const sd of stream.docs) {
      parseDocument(run, sd);
      if (out.resources.length > maxObjects) return objectBudget(maxObjects); // List items count too
    }
  }
  out.problems.push(...duplicateResources(out.resources, opts.defaultNamespace, opts.crdScopes));
  return out;
}
