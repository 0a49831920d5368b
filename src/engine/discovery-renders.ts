// A check discovers targets at base and at head, and discovery builds every Flux Kustomization
// (and app-of-apps chart) to find what it deploys. Most of those builds read the same files on
// both sides: each is made once, and the other side waits for it. Two requests are the same build
// when they ask the same (target, environment, tools, options) and none of the files the target
// reads (targets/affected.ts targetInputs) is among the files the change touches: the invariant
// the affected targets rest on. A speed path only: without it (`renderThrough` unset) each side
// renders its own, with the same results (tested).
import { canonicalJson } from '../kube/object.js';
import type { RenderThrough } from '../targets/rendered.js';
import type { RenderResult } from '../render/index.js';
import { targetInputs, untouchedBy } from '../targets/index.js';

export function sharedDiscoveryRenders(configFile: string, changed: readonly string[]): RenderThrough {
  const made = new Map<string, Promise<RenderResult>>();
  return async (pristine, render) => {
    const inputs = await targetInputs(pristine.root, pristine.target, configFile, { complete: true }).catch(
      () => undefined,
    );
    // Inputs that cannot be worked out: rendered alone (when in doubt, render).
    if (inputs === undefined) return render();
    const key = canonicalJson([{ ...pristine, root: untouchedBy(inputs, changed) ? '' : pristine.root }, configFile]);
    let result = made.get(key);
    if (!result) {
      result = render();
      made.set(key, result);
    }
    return result;
  };
}
