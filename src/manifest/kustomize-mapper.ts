import { isCollection, isMap, isScalar, isSeq } from 'yaml';
import type { Document, LineCounter, Node } from 'yaml';
import type { SourceLocation } from '../model/resource.js';
import { findNode } from './node-locate.js';
import { KustomizePatches } from './kustomize-patches.js';
import type { SiteMapping, SourceMapper } from './source-map.js';
import { repoRelative, type SourceFiles } from './source-files.js';
import { parseStream } from './stream.js';
import type { Origin } from './kustomize-origin.js';
import { KUSTOMIZATION_FILES } from './kustomize-chain.js';
import { memoised } from '../cache/memo.js';

interface SourceObject {
  doc: Document.Parsed;
  node: Node;
  lineCounter: LineCounter;
  kind: string;
  name: string;
}

/** Objects of one resource file, parsed once per render (same limits as the rendered stream). */
class ResourceFiles {
  private readonly cache = new Map<string, SourceObject[]>();

  constructor(
    private readonly files: SourceFiles,
    private readonly maxDocBytes: number,
  ) {}

  objects(file: string): SourceObject[] {
    return memoised(this.cache, file, () => this.load(file));
  }

  private load(file: string): SourceObject[] {
    const text = this.files.read(file);
    if (text === undefined) return [];
    const stream = parseStream(text, this.maxDocBytes);
    return stream.docs.flatMap(({ doc }) => {
      const node = doc.contents;
      if (!isMap(node)) return [];
      const kind = node.get('kind');
      const name = doc.getIn(['metadata', 'name']);
      if (typeof kind !== 'string' || typeof name !== 'string') return [];
      return [{ doc, node, lineCounter: stream.lineCounter, kind, name }];
    });
  }
}

/** Same kind and name; else the name kustomize prefixed/suffixed; else the only object of that kind. */
function pick(objects: SourceObject[], kind: string, name: string): SourceObject | undefined {
  const ofKind = objects.filter((o) => o.kind === kind);
  const exact = ofKind.find((o) => o.name === name);
  if (exact) return exact;
  const affixed = ofKind.filter((o) => name.includes(o.name)).sort((a, b) => b.name.length - a.name.length);
  return affixed[0] ?? (ofKind.length === 1 ? ofKind[0] : undefined);
}

function sameValue(a: Node | null, b: Node | null): boolean {
  if (isScalar(a) && isScalar(b)) return a.value === b.value;
  return isCollection(a) && isCollection(b) && isSeq(a) === isSeq(b);
}

/**
 * Kustomize: the origin annotation names the resource file (relative to the overlay); the object is
 * found in it by kind and name, and fields that are there verbatim get exact lines.
 */
export function kustomizeMapper(targetPath: string, files: SourceFiles, maxDocBytes: number): SourceMapper {
  const resourceFiles = new ResourceFiles(files, maxDocBytes);
  const patches = new KustomizePatches(targetPath, files);
  const kustomization = (): string => {
    const found = KUSTOMIZATION_FILES.map((f) => repoRelative(targetPath, f) ?? f).find((f) => files.exists(f));
    return found ?? repoRelative(targetPath, KUSTOMIZATION_FILES[0] as string) ?? 'kustomization.yaml';
  };
  const fileOf = (origin: Origin | undefined): { file: string; resource: boolean } => {
    const resource = origin?.path && !origin.repo ? repoRelative(targetPath, origin.path) : undefined;
    if (resource !== undefined) return { file: resource, resource: true };
    const configuredIn =
      origin?.configuredIn && !origin.repo ? repoRelative(targetPath, origin.configuredIn) : undefined;
    return { file: configuredIn ?? kustomization(), resource: false };
  };
  return {
    map(site, renderedLine): SiteMapping {
      const { file, resource } = fileOf(site.origin);
      const src = resource ? pick(resourceFiles.objects(file), site.ref.kind, site.ref.name) : undefined;
      // A field the resource file does not hold as rendered: set by a patch, located there when one sets it.
      const patched = (tokens: readonly string[], line: number) =>
        tokens.length > 0 ? patches.locate({ ref: site.ref, tokens, object: site.object }, line) : undefined;
      if (!src) {
        const loc: SourceLocation = { file, line: 1, exact: false, renderedLine };
        return { source: loc, locate: (t, _h, line) => patched(t, line) ?? { ...loc, renderedLine: line } };
      }
      const lineOf = (offset: number) => src.lineCounter.linePos(offset);
      const start = lineOf(src.node.range?.[0] ?? 0);
      return {
        source: { file, line: start.line, column: start.col, exact: true, renderedLine },
        locate(tokens, hit, line) {
          const srcHit = findNode(src.doc, src.node, tokens);
          const full = srcHit.matched === tokens.length && hit.matched === tokens.length;
          const pos = lineOf(srcHit.offset);
          const exact = full && sameValue(srcHit.node, hit.node);
          if (!exact) {
            const fromPatch = patched(tokens, line);
            if (fromPatch) return fromPatch;
          }
          return { file, line: pos.line, column: pos.col, exact, renderedLine: line };
        },
      };
    },
    problemAt(_chunkFile, _header, line) {
      return { file: kustomization(), line: 1, exact: false, renderedLine: line };
    },
  };
}
