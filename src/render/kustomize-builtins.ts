// The files a builtin generator/transformer configuration names (listed under `transformers:`,
// `generators:` or `validators:`): they are inputs of the target like the kustomization's own
// patches, so a change to only them re-renders it. Read per kind: a `path:` elsewhere (a
// LabelTransformer's fieldSpecs) is a field path, not a file.
import { asObject } from '../kube/object.js';
import { readKustomizeYaml, type Obj } from './kustomize-yaml.js';

const strings = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter((x): x is string => typeof x === 'string');

/** Builtin kinds (lower case) and the fields of theirs that name files, keys folded as kustomize folds them. */
const FILE_FIELDS: Record<string, (doc: Obj) => string[]> = {
  patchtransformer: (d) => strings(d.path),
  patchjson6902transformer: (d) => strings(d.path),
  patchstrategicmergetransformer: (d) => strings(d.paths).filter((p) => !p.includes('\n')),
  configmapgenerator: generatorFiles,
  secretgenerator: generatorFiles,
  replacementtransformer: (d) =>
    (Array.isArray(d.replacements) ? d.replacements : []).flatMap((r) => strings(asObject(r).path)),
};

function generatorFiles(d: Obj): string[] {
  const files = strings(d.files).map((f) => (f.includes('=') ? f.slice(f.indexOf('=') + 1) : f));
  return [...files, ...strings(d.envs), ...strings(d.env)];
}

/** Repo paths (relative to the kustomization that lists the config) the config's builtins read. */
export function builtinConfigFiles(text: string, where: string): string[] {
  const read = readKustomizeYaml(text, where);
  if (!read.ok) return [];
  return read.docs.flatMap((doc) => {
    const kind = typeof doc.kind === 'string' ? doc.kind.toLowerCase() : '';
    return FILE_FIELDS[kind]?.(doc) ?? [];
  });
}
