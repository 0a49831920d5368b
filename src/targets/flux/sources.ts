// Which folder of this repository a Flux `sourceRef` + `path` names. The bootstrap GitRepository
// `flux-system` is this repository (flux bootstrap creates it for the repo it writes to); an
// ExternalArtifact made by an ArtifactGenerator (source-watcher) from that GitRepository is followed
// when its copy rules keep the repository's layout under one prefix (`apps/base/**` → `base/`,
// `apps/staging/**` → `staging/`: artifact root = `apps/`). Anything else is another source.
import { canonicalJson } from '../../kube/object.js';
import { normalizeRepoUrl, repoJoin } from '../argocd-source-types.js';
import { asArray, asObj, asString, type Obj } from '../yaml-docs.js';
import { nameOf, namespaceOf, type Declared } from './objects.js';

export const THIS_REPO = 'flux-system';

export type Resolved = { ok: true; base: string; via?: Declared } | { ok: false; reason: string };

/** `near` is the file declaring the reference: of several generators of one name (one per cluster folder), the nearest wins. */
export function resolveSourceRoot(ref: Obj, defaultNamespace: string, sources: Declared[], near = ''): Resolved {
  const kind = asString(ref.kind) ?? 'GitRepository';
  const name = asString(ref.name) ?? '';
  const namespace = asString(ref.namespace) ?? defaultNamespace;
  if (kind === 'GitRepository') {
    if (name === THIS_REPO || sameAsBootstrap(name, namespace, sources)) return { ok: true, base: '.' };
    return {
      ok: false,
      reason: `source GitRepository ${namespace}/${name} is not this repository's bootstrap GitRepository (${THIS_REPO})`,
    };
  }
  if (kind === 'ExternalArtifact') return fromArtifactGenerator(name, namespace, sources, near);
  return { ok: false, reason: `source ${kind} ${namespace}/${name} is a remote source` };
}

function fromArtifactGenerator(name: string, namespace: string, sources: Declared[], near: string): Resolved {
  const shared = (file: string): number => {
    let i = 0;
    while (i < file.length && file[i] === near[i]) i++;
    return i;
  };
  const generators = sources
    .filter((d) => d.obj.kind === 'ArtifactGenerator' && namespaceOf(d.obj, namespace) === namespace)
    .sort((a, b) => shared(b.file) - shared(a.file));
  for (const gen of generators) {
    const spec = asObj(gen.obj.spec) ?? {};
    const artifact = asArray(spec.artifacts)
      .map(asObj)
      .find((a) => a?.name === name);
    if (!artifact) continue;
    const aliases = new Map(
      asArray(spec.sources)
        .map(asObj)
        .filter((s): s is Obj => s !== undefined)
        .map((s) => [String(s.alias), s]),
    );
    const prefix = commonPrefix(
      asArray(artifact.copy)
        .map(asObj)
        .filter((c): c is Obj => c !== undefined),
      aliases,
    );
    if (typeof prefix !== 'string')
      return {
        ok: false,
        reason: `ExternalArtifact ${namespace}/${name} (ArtifactGenerator ${nameOf(gen.obj)}): ${prefix.reason}`,
      };
    return { ok: true, base: prefix, via: gen };
  }
  return {
    ok: false,
    reason: `ExternalArtifact ${namespace}/${name} is made by no ArtifactGenerator in this repository`,
  };
}

/** The repo folder that is the artifact's root, when every copy keeps the layout under it. */
function commonPrefix(copies: Obj[], aliases: Map<string, Obj>): string | { reason: string } {
  let prefix: string | undefined;
  for (const c of copies) {
    const from = /^@([^/]+)\/(.*?)\/?\*\*$/.exec(String(c.from ?? ''));
    const to = /^@artifact\/(.*?)\/?$/.exec(String(c.to ?? ''));
    if (!from || !to) return { reason: `copy ${String(c.from)} → ${String(c.to)} is not a whole-folder copy` };
    const source = aliases.get(from[1] as string);
    if (source?.kind !== 'GitRepository' || source.name !== THIS_REPO)
      return { reason: `copies from ${String(from[1])}, which is not this repository` };
    const dir = from[2] as string;
    const dest = to[1] as string;
    if (dest !== '' && !(dir === dest || dir.endsWith(`/${dest}`)))
      return { reason: `copy ${dir} → ${dest} moves files to another layout` };
    const p = dest === '' ? dir : dir.slice(0, dir.length - dest.length).replace(/\/$/, '');
    if (prefix !== undefined && prefix !== p) return { reason: 'its copies come from folders with different layouts' };
    prefix = p;
  }
  if (prefix === undefined) return { reason: 'it copies nothing' };
  return repoJoin('.', prefix === '' ? '.' : prefix) ?? { reason: 'a copy leaves the repository' };
}

/** Another GitRepository declared in the repo with the bootstrap GitRepository's URL (and no other ref) is this repository too. */
function sameAsBootstrap(name: string, namespace: string, sources: Declared[]): boolean {
  const git = (n: string): Obj | undefined =>
    asObj(
      sources.find(
        (d) =>
          d.obj.kind === 'GitRepository' &&
          nameOf(d.obj) === n &&
          (n === THIS_REPO || namespaceOf(d.obj, namespace) === namespace),
      )?.obj.spec,
    );
  const here = git(THIS_REPO);
  const there = git(name);
  const url = normalizeRepoUrl(asString(here?.url));
  return (
    url !== undefined &&
    url === normalizeRepoUrl(asString(there?.url)) &&
    canonicalJson(here?.ref ?? null) === canonicalJson(there?.ref ?? null)
  );
}
