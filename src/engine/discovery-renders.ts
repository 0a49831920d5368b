// A check discovers targets at base and at head, and discovery builds every Flux Kustomization
// (and app-of-apps chart) to find what it deploys. Most of those builds read the same files on
// both sides: each is made once, keyed as the render cache keys a render (every file it reads, the
// target, the environment, the tools), and the other side waits for it. A speed path only: without
// it (`renderThrough` unset) each side renders its own, with the same results (tested).
import type { RenderThrough } from '../targets/rendered.js';
import type { RenderResult } from '../render/index.js';
import { renderKey } from './render-cache.js';

export function sharedDiscoveryRenders(configFile: string): RenderThrough {
  const made = new Map<string, Promise<RenderResult>>();
  return async (pristine, render) => {
    const key = await renderKey(pristine, configFile);
    if (key === undefined) return render();
    let result = made.get(key);
    if (!result) {
      result = render();
      made.set(key, result);
    }
    return result;
  };
}
