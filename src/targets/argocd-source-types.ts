// What resolving one Argo CD source gives (a target's kind and path, a problem, or a unit the gate
// cannot check), and the path and URL helpers the source readers share.
import path from 'node:path';
import type { HelmSource, KustomizeEdits, TargetKind } from '../model/target.js';

/** Why a source cannot become a target: `fail` when it is wrong, `inconclusive` when it is out of reach. */
export interface SourceProblem {
  verdict: 'fail' | 'inconclusive';
  message: string;
}

/** A source Argo CD itself would refuse: the unit fails. */
export const wrong = (message: string): SourceProblem => ({ verdict: 'fail', message });

/** A source the gate cannot render as Argo CD would: the unit is reported as not checked, never rendered differently. */
export interface NotCheckable {
  notChecked: string;
  /** Repo paths it would read, when known. */
  inputs: string[];
}

export interface ResolvedSource {
  kind: TargetKind;
  path: string;
  helm?: HelmSource;
  /** Argo CD `directory.recurse: true`: manifests in sub-folders too. */
  recurse?: true;
  /** Argo CD `source.kustomize` options, applied by the render as Argo CD applies them. */
  kustomizeEdits?: KustomizeEdits;
  /** Argo CD `helm.namespace`: replaces the destination namespace for the render. */
  namespace?: string;
  notes: string[];
}

/** A repo-relative path made from `base` and `ref`, or undefined when it leaves the repository. */
export function repoJoin(base: string, ref: string): string | undefined {
  if (ref.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return undefined;
  const joined = path.posix.normalize(path.posix.join(base, ref));
  if (joined === '..' || joined.startsWith('../')) return undefined;
  return joined === '' ? '.' : joined.replace(/\/+$/, '') || '.';
}

export function isEmptyOption(v: unknown): boolean {
  return (
    v === undefined ||
    v === null ||
    v === false ||
    v === '' ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'object' && Object.keys(v).length === 0)
  );
}

/** `https://github.com/o/r.git`, `git@github.com:o/r` and `https://github.com/O/r/` name one repository. */
export function normalizeRepoUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const scp = /^[\w.-]+@([^:/]+):(.*)$/.exec(url);
  const text = scp ? `${scp[1]}/${scp[2]}` : url.replace(/^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?/i, '');
  return text
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .toLowerCase();
}
