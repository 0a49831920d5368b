import type { ParsedRender, RenderedChunk } from './types.js';
import { findNode, type NodeHit } from './node-locate.js';
import { locateInText } from './fast-locate.js';
import { identify, missingNameProblem } from './objects.js';
import { parseProblem } from './problems.js';
import { makeResource } from './make-resource.js';
import type { ObjectSite, SourceMapper } from './source-map.js';
import { parseStream, type StreamDoc } from './stream.js';
import type { FastDoc, FastStream } from './fast-stream.js';
import { isPlainObject } from './to-plain.js';

/**
 * Field locations of a fast-path document: read off the text when it is plain block YAML
 * (fast-locate.ts), else the document alone is parsed into yaml nodes the first time a finding
 * asks for a location inside it, and offsets are shifted back into the stream.
 */
function lazyFind(text: string, d: FastDoc): (tokens: readonly string[]) => NodeHit {
  let sd: StreamDoc | null | undefined;
  return (tokens) => {
    const quick = locateInText(text, d.end, d.contentStart, d.value, tokens);
    if (quick) return { ...quick, node: null }; // the manifests and helm mappers read offsets only
    if (sd === undefined) sd = parseStream(text.slice(d.start, d.end), Infinity).docs[0] ?? null;
    if (!sd) return { offset: d.contentStart, matched: 0, node: null };
    const hit = findNode(sd.doc, sd.doc.contents, tokens);
    return { ...hit, offset: hit.offset + d.start };
  };
}

/**
 * A plain-manifest or helm chunk read on the fast path (fast-stream.ts): the same resources and
 * problems as the full path gives for such a stream (test/manifest/fast-path.test.ts compares
 * them). Returns false when the object budget is exceeded.
 */
export function parseFastChunk(
  chunk: RenderedChunk,
  stream: FastStream,
  ctx: { mapper: SourceMapper; label: string; out: ParsedRender; maxObjects: number; helm: boolean },
): boolean {
  const pos = (offset: number) => stream.lineCounter.linePos(offset);
  for (const d of stream.docs) {
    if (d.value === null || d.value === undefined) continue; // empty document
    // helm's `# Source:` after this document's `---` (render-parse fastChunk checked it is there)
    const header = ctx.helm ? chunk.text.slice(d.start, d.contentStart) : '';
    const ident = identify(d.value, isPlainObject(d.value));
    if (typeof ident === 'string') {
      const { line, col } = pos(d.contentStart);
      ctx.out.problems.push(
        parseProblem(
          `YAML document ${d.index + 1} of ${ctx.label} (line ${line}) ${ident}`,
          ctx.mapper.problemAt(chunk.file, header, line, col),
        ),
      );
      continue;
    }
    const site: ObjectSite = {
      ref: ident,
      start: d.contentStart,
      docIndex: d.index,
      lineCounter: stream.lineCounter,
      header,
      chunkFile: chunk.file,
    };
    const resource = makeResource(ctx.mapper, site, d.value as Record<string, unknown>, lazyFind(chunk.text, d));
    ctx.out.resources.push(resource);
    ctx.out.problems.push(...missingNameProblem(resource));
    if (ctx.out.resources.length > ctx.maxObjects) return false;
  }
  return true;
}
