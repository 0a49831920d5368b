// Whether a chart's templates can see `.Capabilities.APIVersions`: only then does the served API
// list change what helm renders (helm adds `--api-versions` to its own built-in list, so a list that
// could not be made matters only to a template that asks it). Read only when that list is missing.
import { readdir, readFile, stat } from '../local/tree-files.js';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { declaredDependencies, vendoredNames } from '../render/helm-deps.js';
import { isInside } from '../render/paths.js';

/** `.Capabilities` used for anything but the Kubernetes or helm version (`$.Capabilities`, `toYaml .Capabilities`). */
const ASKS = /Capabilities(?!\.(?:KubeVersion|HelmVersion)\b)/;
/** Past this, a file is not read: counted as asking (a chart that big cannot be told apart cheaply). */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

/**
 * Whether any file of the chart folder (its subcharts, `.tgz` archives and `file://` dependencies
 * inside `root` included) may ask; true when something cannot be read or is not there to read (a
 * dependency fetched at render time, a remote chart).
 */
export async function chartMayAskApiVersions(
  root: string,
  chartDir: string,
  seen = new Set<string>(),
): Promise<boolean> {
  const dir = path.resolve(root, chartDir);
  if (seen.has(dir)) return false;
  seen.add(dir);
  if (!isInside(path.resolve(root), dir)) return true;
  try {
    if (await filesAsk(dir)) return true;
    const deps = await localDependencyDirs(dir);
    if (deps === undefined) return true;
    for (const dep of deps) if (await chartMayAskApiVersions(root, path.relative(root, dep), seen)) return true;
    return false;
  } catch {
    return true;
  }
}

async function filesAsk(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const e of entries) {
    const file = path.join(e.parentPath, e.name);
    if (!e.isFile() && !(e.isSymbolicLink() && (await stat(file)).isFile())) continue;
    if ((await stat(file)).size > MAX_FILE_BYTES) return true;
    const bytes = await readFile(file);
    const text = e.name.endsWith('.tgz') ? gunzipSync(bytes, { maxOutputLength: MAX_FILE_BYTES }) : bytes;
    if (ASKS.test(text.toString('latin1'))) return true;
  }
  return false;
}

/**
 * The `file://` dependencies (Chart.yaml, or requirements.yaml of a v1 chart) as folders; undefined
 * when a dependency from a repository is not vendored under charts/ (it would be fetched at render
 * time: its templates are not here to read).
 */
async function localDependencyDirs(dir: string): Promise<string[] | undefined> {
  const { names, archives } = await vendoredNames(dir);
  const out: string[] = [];
  for (const d of await declaredDependencies(dir)) {
    const repo = d.repository ?? '';
    if (repo.startsWith('file://')) out.push(path.resolve(dir, repo.slice('file://'.length)));
    else if (!names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`))) return undefined;
  }
  return out;
}
