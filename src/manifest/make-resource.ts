import type { Resource } from '../model/resource.js';
import { parsePointer } from '../kube/json-pointer.js';
import type { NodeHit } from './node-locate.js';
import type { ObjectSite, SourceMapper } from './source-map.js';

/** A Resource whose field locations come from `find` (a node walk, possibly parsed only when first asked). */
export function makeResource(
  mapper: SourceMapper,
  site: ObjectSite,
  object: Record<string, unknown>,
  find: (tokens: readonly string[]) => NodeHit,
): Resource {
  const pos = (offset: number) => site.lineCounter.linePos(offset);
  const mapping = mapper.map({ ...site, object }, pos(site.start).line);
  return {
    ref: site.ref,
    object,
    docIndex: site.docIndex,
    source: mapping.source,
    locate(pointer: string) {
      const tokens = parsePointer(pointer);
      const hit = find(tokens);
      return mapping.locate(tokens, hit, pos(hit.offset).line);
    },
  };
}
