// The Flux objects (and the ConfigMaps/Secrets they may read) declared in the repository's YAML
// files, outside chart folders, with the file and line that declare each.
import { readFile, stat } from '../../local/tree-files.js';
import path from 'node:path';
import { maySpell } from '../../manifest/index.js';
import { insideChart, joinRel, type RepoIndex } from '../walk.js';
import { asObj, asString, MAX_SOURCE_BYTES, parseDocs, type Obj } from '../yaml-docs.js';

export interface Declared {
  obj: Obj;
  file: string;
  line: number;
  /** For an object a build generated: the kustomization declaring its generator and the files it reads. */
  inputs?: string[];
}

export interface FluxObjects {
  kustomizations: Declared[];
  helmReleases: Declared[];
  /** GitRepository, ExternalArtifact, ArtifactGenerator, HelmRepository, OCIRepository, ... by kind. */
  sources: Declared[];
  /** ConfigMaps and Secrets, for substituteFrom and valuesFrom. */
  data: Declared[];
}

const DATA_KINDS = new Set(['ConfigMap', 'Secret']);

export async function readFluxObjects(root: string, index: RepoIndex): Promise<FluxObjects> {
  const out: FluxObjects = { kustomizations: [], helmReleases: [], sources: [], data: [] };
  for (const dir of index.dirs.values()) {
    if (insideChart(index, dir.rel)) continue;
    for (const name of dir.files.filter((f) => /\.ya?ml$/i.test(f))) {
      const rel = joinRel(dir.rel, name);
      const text = await readSmall(path.join(root, rel));
      if (text === undefined || !['fluxcd.io', 'ConfigMap', 'Secret'].some((word) => maySpell(text, word))) continue;
      for (const doc of parseDocs(text)) sort(asObj(doc.value), rel, doc.line, out);
    }
  }
  return out;
}

function sort(obj: Obj | undefined, file: string, line: number, out: FluxObjects): void {
  if (!obj) return;
  const api = asString(obj.apiVersion) ?? '';
  const kind = asString(obj.kind) ?? '';
  const d = { obj, file, line };
  if (api.startsWith('kustomize.toolkit.fluxcd.io/') && kind === 'Kustomization') out.kustomizations.push(d);
  else if (api.startsWith('helm.toolkit.fluxcd.io/') && kind === 'HelmRelease') out.helmReleases.push(d);
  else if (api.includes('fluxcd.io/')) out.sources.push(d);
  else if (api === 'v1' && DATA_KINDS.has(kind)) out.data.push(d);
}

async function readSmall(abs: string): Promise<string | undefined> {
  try {
    if ((await stat(abs)).size > MAX_SOURCE_BYTES) return undefined;
    return await readFile(abs, 'utf8');
  } catch {
    return undefined;
  }
}

export const nameOf = (o: Obj): string => asString(asObj(o.metadata)?.name) ?? '';
export const namespaceOf = (o: Obj, fallback = 'default'): string => asString(asObj(o.metadata)?.namespace) ?? fallback;

/** A declared object by kind, name and namespace (an object without a namespace matches any). */
export function findDeclared(list: Declared[], kind: string, name: string, namespace: string): Declared[] {
  return list.filter(
    (d) =>
      d.obj.kind === kind &&
      nameOf(d.obj) === name &&
      (asObj(d.obj.metadata)?.namespace === undefined || namespaceOf(d.obj) === namespace),
  );
}

/** The string data of a ConfigMap or Secret (Secret `data` decoded from base64, `stringData` on top). */
export function dataOf(o: Obj): Record<string, string> {
  const out: Record<string, string> = {};
  const data = asObj(o.data) ?? {};
  for (const [k, v] of Object.entries(data)) {
    if (typeof v !== 'string') continue;
    out[k] = o.kind === 'Secret' ? Buffer.from(v, 'base64').toString('utf8') : v;
  }
  if (o.kind === 'Secret')
    for (const [k, v] of Object.entries(asObj(o.stringData) ?? {})) if (typeof v === 'string') out[k] = v;
  return out;
}
