import { readdir, readFile } from '../local/tree-files.js';
import path from 'node:path';
import { parseYamlFile } from '../manifest/yaml-file.js';

/** One served (or not) version of a custom resource kind. */
export interface CrdVersionSchema {
  schema: unknown;
  scope?: 'Namespaced' | 'Cluster';
  served: boolean;
  /** For messages: "CRD rollouts.argoproj.io in crds/rollout.yaml". */
  from: string;
}

/** `group/version/kind` with the kind lower-cased (the catalog layout has lower-case kinds only). */
export function crdKey(group: string, version: string, kind: string): string {
  return `${group}/${version}/${kind.toLowerCase()}`;
}

type Obj = Record<string, unknown>;

/** Every version of a CustomResourceDefinition object (apiextensions v1, and v1beta1's top-level schema). */
export function schemasOfCrd(crd: Obj, from: string): Map<string, CrdVersionSchema> {
  const out = new Map<string, CrdVersionSchema>();
  const spec = crd['spec'] as Obj | undefined;
  const names = spec?.['names'] as Obj | undefined;
  const group = spec?.['group'];
  const kind = names?.['kind'];
  if (typeof group !== 'string' || typeof kind !== 'string') return out;
  const scope = spec?.['scope'] === 'Cluster' ? 'Cluster' : 'Namespaced';
  const topLevel = (spec?.['validation'] as Obj | undefined)?.['openAPIV3Schema'];
  const versions = Array.isArray(spec?.['versions']) ? (spec['versions'] as Obj[]) : [];
  if (versions.length === 0 && typeof spec?.['version'] === 'string')
    versions.push({ name: spec['version'], served: true });
  const name = (crd['metadata'] as Obj | undefined)?.['name'];
  for (const v of versions) {
    if (typeof v['name'] !== 'string') continue;
    const schema = (v['schema'] as Obj | undefined)?.['openAPIV3Schema'] ?? topLevel;
    out.set(crdKey(group, v['name'], kind), {
      schema: schema ?? { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
      scope,
      served: v['served'] !== false,
      from: `CRD ${typeof name === 'string' ? name : kind} in ${from}`,
    });
  }
  return out;
}

/**
 * CRD YAML/JSON and catalog-layout JSON schemas (`<group>/<kind>_<version>.json`) under a folder.
 * The validator memoises it per folder: base and head pass different folders, equal folders share.
 */
export async function readCrdDir(dir: string): Promise<{ schemas: Map<string, CrdVersionSchema>; notes: string[] }> {
  const schemas = new Map<string, CrdVersionSchema>();
  const notes: string[] = [];
  let files: string[];
  try {
    files = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && /\.(ya?ml|json)$/i.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  } catch (err) {
    notes.push(`CRD folder ${dir} cannot be read: ${(err as Error).message}`);
    return { schemas, notes };
  }
  for (const file of files) {
    const rel = path.relative(dir, file);
    const text = await readFile(file, 'utf8');
    const catalog = /^(.+)[\\/]([^\\/]+)_([^\\/_]+)\.json$/i.exec(rel);
    for (const doc of parseYamlFile(text).docs) {
      if (doc.error !== undefined) {
        notes.push(`${rel}: not parseable (line ${doc.line}: ${doc.error}); its CRDs were not read`);
        break;
      }
      const obj = doc.value;
      if (!obj || typeof obj !== 'object') continue;
      const o = obj as Obj;
      if (o['kind'] === 'CustomResourceDefinition') {
        for (const [k, v] of schemasOfCrd(o, rel)) if (!schemas.has(k)) schemas.set(k, v);
      } else if (catalog && catalog[1] && catalog[2] && catalog[3]) {
        const key = crdKey(catalog[1].replace(/\\/g, '/'), catalog[3], catalog[2]);
        if (!schemas.has(key)) schemas.set(key, { schema: o, served: true, from: `schema ${rel}` });
      }
    }
  }
  return { schemas, notes };
}
