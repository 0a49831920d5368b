import type { LineCounter } from 'yaml';
import type { ResourceRef, SourceLocation } from '../model/resource.js';
import type { NodeHit } from './node-locate.js';
import type { Origin } from './kustomize-origin.js';

/** One object in the rendered stream, with what is needed to map it back to the repo. */
export interface ObjectSite {
  ref: ResourceRef;
  /** Stream offset where the object's mapping node (the document, or an item of a List) starts. */
  start: number;
  docIndex: number;
  lineCounter: LineCounter;
  /** Stream text between the document start and its content (helm's `# Source:` comment). */
  header: string;
  chunkFile?: string;
  origin?: Origin;
  /** The object as data (set by makeResource): a mapper may read rendered values (kustomize patch lookup). */
  object?: Record<string, unknown>;
}

/** Mapping of one object: its own location and the location of any field inside it. */
export interface SiteMapping {
  source: SourceLocation;
  locate(tokens: readonly string[], hit: NodeHit, renderedLine: number): SourceLocation;
}

/** Per target kind: how rendered objects map back to repo files. */
export interface SourceMapper {
  map(site: ObjectSite, renderedLine: number): SiteMapping;
  /** Location for a problem at a stream offset (no object could be built there). */
  problemAt(chunkFile: string | undefined, header: string, line: number, column: number): SourceLocation;
}

/** Plain manifests: the stream is the file, so every line is exact. */
export function manifestsMapper(targetPath: string): SourceMapper {
  return {
    map(site, renderedLine) {
      const file = site.chunkFile ?? targetPath;
      const start = site.lineCounter.linePos(site.start);
      return {
        source: { file, line: renderedLine, column: start.col, exact: true, renderedLine },
        locate(tokens, hit, line) {
          const col = site.lineCounter.linePos(hit.offset).col;
          return { file, line, column: col, exact: hit.matched === tokens.length, renderedLine: line };
        },
      };
    },
    problemAt(chunkFile, _header, line, column) {
      return { file: chunkFile ?? targetPath, line, column, exact: true, renderedLine: line };
    },
  };
}

/** The last token that names a key (not a list index): what a template search can look for. */
export function lastKeyToken(tokens: readonly string[]): string | undefined {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (t !== undefined && !/^(0|[1-9][0-9]*)$/.test(t)) return t;
  }
  return undefined;
}
