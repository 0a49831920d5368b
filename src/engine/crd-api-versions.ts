import { readdir, readFile, stat } from '../local/tree-files.js';
import path from 'node:path';
import { isObject as isObj } from '../kube/object.js';
import { crdScopes, type CrdScopes } from '../kube/scope.js';
import { parseYamlFile } from '../manifest/index.js';

/** Larger files are not read (a CRD is a few hundred KB at most). */
const MAX_CRD_FILE_BYTES = 8 * 1024 * 1024;

/**
 * The documents of the YAML files (and JSON files, with `json`) under `dirs`, in path order. A
 * symlinked file is not read: a link to /dev/zero or out of the repository reads nothing.
 */
export async function crdDocuments(dirs: readonly string[], json = false): Promise<unknown[]> {
  const name = json ? /\.(ya?ml|json)$/ : /\.ya?ml$/;
  const docs: unknown[] = [];
  for (const dir of dirs) {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    const files = entries.filter((e) => e.isFile() && name.test(e.name)).map((e) => path.join(e.parentPath, e.name));
    for (const file of files.sort()) {
      const size = await stat(file).then(
        (s) => s.size,
        () => Infinity,
      );
      if (size > MAX_CRD_FILE_BYTES) continue;
      docs.push(...parseYamlFile(await readFile(file, 'utf8').catch(() => '')).documents);
    }
  }
  return docs;
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
  const docs = await crdDocuments(dirs);
  const apis = new Set(docs.flatMap(servedApis));
  return { apiVersions: [...apis].sort(), scopes: crdScopes(docs) };
}
