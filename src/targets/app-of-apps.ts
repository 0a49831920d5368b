// App-of-apps: Applications and ApplicationSets that a target renders (a Helm chart or a
// kustomization whose output holds them) become targets too, recursively, with a depth limit
// and a cycle guard (an Application name is followed once). An Application also written in a repo
// file is taken from the file (found first), not again from the render.
import type { FindingDraft } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { targetId } from '../model/target.js';
import type { GeneratedFrom, SetDoc } from './appset/discover.js';
import type { RenderObjects } from './rendered.js';
import { mayDeclare } from './argocd-scan.js';
import { asObj, asString, type Obj } from './yaml-docs.js';

export const MAX_APP_OF_APPS_DEPTH = 5;

export interface Followers {
  render: RenderObjects;
  /** Adds the targets of one Application (returns what it added). */
  application: (app: Obj, at: { file: string; line: number }, from: GeneratedFrom) => Target[];
  /** Expands ApplicationSets (returns the targets added). */
  sets: (sets: SetDoc[]) => Promise<Target[]>;
}

/** Follows `parents` down; returns problems (depth exceeded). `seen` holds the names already found. */
export async function followAppOfApps(parents: Target[], seen: Set<string>, f: Followers): Promise<FindingDraft[]> {
  const problems: FindingDraft[] = [];
  let level = parents;
  for (let depth = 1; level.length > 0; depth++) {
    const next: Target[] = [];
    for (const parent of level) {
      const objects = (await f.render(parent, { test: mayDeclare })).filter((o) =>
        String(o.apiVersion ?? '').startsWith('argoproj.io/'),
      );
      if (objects.length === 0) continue;
      if (depth > MAX_APP_OF_APPS_DEPTH) {
        problems.push({
          ruleId: 'targets/not-checked',
          message: `${targetId(parent)} renders Argo CD Applications more than ${MAX_APP_OF_APPS_DEPTH} levels below an Application in the repo; they were not followed`,
          location: { file: parent.origin.file ?? parent.path },
          fingerprintKey: targetId(parent),
        });
        continue;
      }
      const at = { file: parent.origin.file ?? parent.path, line: 1 };
      const by = `target ${targetId(parent)} (app of apps)`;
      const sets: SetDoc[] = [];
      for (const obj of objects) {
        const name = asString(asObj(obj.metadata)?.name) ?? '';
        if (seen.has(`${String(obj.kind)}/${name}`)) continue;
        seen.add(`${String(obj.kind)}/${name}`);
        if (obj.kind === 'Application') next.push(...f.application(obj, at, { set: by, inputs: [] }));
        else if (obj.kind === 'ApplicationSet') sets.push({ obj, file: at.file, line: 1 });
      }
      next.push(...(await f.sets(sets)));
    }
    level = next;
  }
  return problems;
}
