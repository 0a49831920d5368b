// Argo CD discovery: Applications in the repo's files, what their ApplicationSets generate, and
// (when a renderer is given) the Applications their targets render (app-of-apps).
import { followAppOfApps } from './app-of-apps.js';
import { expandSets, type GeneratedFrom, type SetDoc } from './appset/discover.js';
import { fromApplication } from './argocd-app.js';
import type { FileScan } from './argocd-files.js';
import { mayDeclare, scanFile } from './argocd-scan.js';
import type { ArgoNaming, ArgoOptions, DeclaredAt, Found } from './argocd-types.js';
import type { RenderObjects } from './rendered.js';
import type { RepoIndex } from './walk.js';
import { asObj, type Obj } from './yaml-docs.js';

export type { AppSourceRef } from './argocd-types.js';

/**
 * Every Argo CD Application in the repo's YAML and JSON files (read outside chart folders by
 * manifestTexts) as targets, with what its ApplicationSets generate and, when a renderer is
 * given, the Applications its targets render (app-of-apps).
 */
export async function discoverArgoApplications(
  root: string,
  files: FileScan,
  index: RepoIndex,
  naming: ArgoNaming,
  opts: ArgoOptions = {},
): Promise<Found> {
  const found: Found = {
    targets: [],
    problems: [],
    suspect: [],
    notChecked: [],
    applications: [],
    notes: [],
    ...(opts.applicationSets === false ? {} : { sets: [] }),
  };
  for (const { rel, text } of files.texts) {
    if (mayDeclare(text)) scanFile(rel, text, index, naming, found);
  }
  const emit = (app: Obj, at: DeclaredAt, from: GeneratedFrom): void =>
    fromApplication(app, at, index, naming, found, from);
  const setOptions = {
    environmentLabel: naming.envLabel,
    repoUrls: naming.repoUrls,
    clusters: opts.clusters,
    helm: opts.helm,
    ...(opts.maxApplicationsPerSet ? { maxApplicationsPerSet: opts.maxApplicationsPerSet } : {}),
    ...(opts.deadline ? { deadline: opts.deadline } : {}),
  };
  await expandSets(root, found.sets ?? [], setOptions, emit, found.problems);
  if (opts.renderObjects)
    await followChildren(opts.renderObjects, found, emit, (sets) =>
      expandSets(root, sets, setOptions, emit, found.problems),
    );
  return found;
}

/** App-of-apps: what the targets found so far render is followed down (each name once). */
async function followChildren(
  render: RenderObjects,
  found: Found,
  emit: (app: Obj, at: DeclaredAt, from: GeneratedFrom) => void,
  expand: (sets: SetDoc[]) => Promise<void>,
): Promise<void> {
  const seen = new Set([
    ...found.applications.map((a) => `Application/${a.name}`),
    ...found.targets.map((t) => `Application/${/^Application (\S+?)(;|$)/.exec(t.origin.detail ?? '')?.[1] ?? ''}`),
    ...(found.sets ?? []).map((d) => `ApplicationSet/${String(asObj(d.obj.metadata)?.name)}`),
  ]);
  found.problems.push(
    ...(await followAppOfApps([...found.targets], seen, {
      render,
      application: (app, at, from) => {
        const before = found.targets.length;
        emit(app, at, from);
        return found.targets.slice(before);
      },
      sets: async (sets) => {
        const before = found.targets.length;
        await expand(sets);
        return found.targets.slice(before);
      },
    })),
  );
}
