// Which repository and revision the sources of a multi-source Application read, as far as that
// decides whether the unit can be checked here: a `$ref` read at another revision or from another
// repository, and git sources that name several repositories when this one's URL is unknown.
import type { NotCheckable } from './argocd-source-types.js';
import type { ArgoNaming } from './argocd-types.js';
import { normalizeRepoUrl, sameRepository } from './repo-url.js';
import { asArray, asObj, asString, type Obj } from './yaml-docs.js';

/** As Argo CD names a source in its messages: by its `name`, else by position. */
export function sourceLabel(src: Obj, i: number, count: number): string {
  const name = asString(src.name);
  return name ? `source ${name}` : `source ${i + 1} of ${count}`;
}

export function hasPathOrChart(src: Obj): boolean {
  const set = (v: unknown) => v !== undefined && v !== null && String(v) !== '';
  return set(src.path) || set(src.chart);
}

/** Whether a source of `list` reads value files through `$ref/`. */
function readsRef(list: Obj[], ref: string): boolean {
  return list.some((s) =>
    asArray(asObj(s.helm)?.valueFiles).some((vf) => typeof vf === 'string' && vf.startsWith(`$${ref}/`)),
  );
}

/**
 * Argo CD reads `$ref/…` value files at the ref source's own targetRevision: a ref source on
 * another revision than the branch checked here makes the unit not-checked, as a rendered source would.
 */
export function refRevisions(list: Obj[], naming: ArgoNaming): Array<{ label: string; result: NotCheckable }> {
  const { branch } = naming;
  if (!branch) return [];
  return list.flatMap((src, i) => {
    const ref = asString(src.ref);
    const revision = asString(src.targetRevision) ?? '';
    if (!ref || hasPathOrChart(src) || isThisBranch(revision, branch) || !readsRef(list, ref)) return [];
    const notChecked = `its $${ref} value files are read at targetRevision ${JSON.stringify(revision)}, not the branch checked here (${branch})`;
    return [{ label: sourceLabel(src, i, list.length), result: { notChecked, inputs: [] } }];
  });
}

/**
 * A chart from a Helm repository reads its `$ref/…` value files from the ref source's repository.
 * When this repository's URLs are known (or its git sources say) and the ref names another one, those files are not in
 * this change: the unit is not-checked rather than rendered with this repository's files of the
 * same name. (A git source's refs are compared in argocd-source.ts.)
 */
export function refRepositories(list: Obj[], naming: ArgoNaming): Array<{ label: string; result: NotCheckable }> {
  // Unknown URLs: the git sources rendered here are taken to be this repository, so they say which it is.
  const here =
    naming.repoUrls.length > 0
      ? naming.repoUrls
      : list.flatMap((s) => (s.chart === undefined && hasPathOrChart(s) ? (asString(s.repoURL) ?? []) : []));
  if (here.length === 0) return [];
  const charts = list.filter((s) => s.chart !== undefined);
  return list.flatMap((src, i) => {
    const ref = asString(src.ref);
    const repoURL = asString(src.repoURL);
    if (!ref || !repoURL || sameRepository(repoURL, here) || !readsRef(charts, ref)) return [];
    const notChecked = `its $${ref} value files come from another repository (${repoURL}); only this repository's files are read`;
    return [{ label: sourceLabel(src, i, list.length), result: { notChecked, inputs: [] } }];
  });
}

/**
 * This repository's URL unknown (no git remote, no CI repository): its git sources are taken to be
 * this repository. When they name several repositories, at most one of them is, and which one
 * cannot be told: the unit is not-checked rather than every source rendered from this tree.
 */
export function severalRepositories(
  rendered: Obj[],
  naming: ArgoNaming,
): Array<{ label: string; result: NotCheckable }> {
  if (naming.repoUrls.length > 0) return [];
  const urls = rendered.flatMap((s) => (s.chart === undefined ? (asString(s.repoURL) ?? []) : []));
  const distinct = [...new Map(urls.map((u) => [normalizeRepoUrl(u) ?? u, u])).values()];
  if (distinct.length < 2) return [];
  const notChecked = `its git sources name several repositories (${distinct.join(', ')}) and this repository's URL is not known (no git remote), so which of them this change is cannot be told`;
  return [{ label: '', result: { notChecked, inputs: [] } }];
}

export function isThisBranch(revision: string, branch: string): boolean {
  return ['', 'HEAD', branch, `refs/heads/${branch}`].includes(revision);
}
