// What every ApplicationSet generator kind takes and gives (generators.ts dispatches, each kind's
// module evaluates): the context of one set, and the parameter sets it yields.
import type { ClusterConfig } from '../../model/config.js';
import type { Params } from './params.js';
import type { TemplateMode } from './render-app.js';
import type { RepoTree } from './repo-files.js';
import type { ExpansionBounds } from './bounds.js';

/** One parameter set, with the repo files it was read from and an environment a cluster named. */
export interface Elem {
  params: Params;
  files: string[];
  environment?: string;
}

export interface GenContext extends TemplateMode {
  root: string;
  tree: () => Promise<RepoTree>;
  clusters: ClusterConfig[] | undefined;
  /** This set's limits: generated Applications and the run's deadline. */
  bounds: ExpansionBounds;
  /** This repository's own URLs (empty when unknown): a git generator naming another one is not expanded. */
  repoUrls?: readonly string[];
}
