import { readdir, readFile } from '../local/tree-files.js';
import path from 'node:path';
import { isObject as isObj } from '../kube/object.js';
import { crdScopes, type CrdScopes } from '../kube/scope.js';
import { parseYamlFile } from '../manifest/index.js';

async function yamlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function servedApis(doc: unknown): string[] {
  if (!isObj(doc) || doc.kind !== 'CustomResourceDefinition' || !isObj(doc.spec)) return [];
  const { group, names, versions } = doc.spec;
  const kind = isObj(names) ? names.kind : undefined;
  if (typeof group !== 'string' || !Array.isArray(versions)) return [];
  return versions.flatMap((v) => {
    if (!isObj(v) || typeof v.name !== 'string' || v.served === false) return [];
    const gv = `${group}/${v.name}`;
    return typeof kind === 'string' ? [gv, `${gv}/${kind}`] : [gv];
  });
}

/** What the repo's CRDs (config `schemas.crds`) tell: the APIs they serve and their kinds' scopes. */
export interface ConfiguredCrds {
  /**
   * The group/versions and group/version/Kinds they serve, for helm's `--api-versions`: charts that
   * test `.Capabilities.APIVersions.Has "monitoring.coreos.com/v1"` render what a cluster with
   * those CRDs gets.
   */
  apiVersions: string[];
  /** Their kinds' scopes: where objects of those kinds are applied (kube/scope.ts). */
  scopes: CrdScopes;
}

/** Reads every YAML file of the dirs once. Unreadable files are the schema check's business. */
export async function configuredCrds(dirs: string[]): Promise<ConfiguredCrds> {
  const apis = new Set<string>();
  const docs: unknown[] = [];
  for (const dir of dirs) {
    for (const file of await yamlFiles(dir)) {
      const text = await readFile(file, 'utf8').catch(() => '');
      for (const doc of parseYamlFile(text).documents) {
        for (const api of servedApis(doc)) apis.add(api);
        docs.push(doc);
      }
    }
  }
  return { apiVersions: [...apis].sort(), scopes: crdScopes(docs) };
}
