import type { FindingDraft } from '../model/finding.js';
import type { NotCheckedUnit, Target } from '../model/target.js';
import type { SetDoc, SetOptions } from './appset/discover.js';
import type { RenderObjects } from './rendered.js';

/** Where an Application's sources point: a change to any of these is reported in `check`. */
export interface AppSourceRef {
  /** `file#name`: the Application across revisions. */
  key: string;
  file: string;
  name: string;
  sources: Array<{ repoURL?: string; targetRevision?: string; chart?: string; path?: string }>;
}

export interface Found {
  targets: Target[];
  /** Broken or unreachable Applications: they make the repo an Argo CD repo. */
  problems: FindingDraft[];
  /** Files that might hide an Application from us but not from Argo CD: report them whatever the mode. */
  suspect: FindingDraft[];
  /** Units found that cannot be checked (with the reason): inconclusive, never a quiet note. */
  notChecked: NotCheckedUnit[];
  applications: AppSourceRef[];
  notes: string[];
  /** ApplicationSets to expand (when expansion is on). */
  sets?: SetDoc[];
}

/** Discovery switches beyond Applications, and the ApplicationSet expansion's own options. */
export interface ArgoOptions extends Pick<SetOptions, 'clusters' | 'helm' | 'maxApplicationsPerSet' | 'deadline'> {
  applicationSets?: boolean;
  /** Set to follow app-of-apps: targets whose output holds Applications are rendered to find them. */
  renderObjects?: RenderObjects;
}

export interface ArgoNaming {
  envLabel: string;
  known: readonly string[];
  /** This repository's own URLs (git remotes, the CI's repository); empty when unknown. */
  repoUrls: readonly string[];
  /** The branch the checked revision is (a PR's target branch); undefined when unknown. */
  branch?: string;
}

/** Where an Application is declared. */
export interface DeclaredAt {
  file: string;
  line: number;
}
