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
export async function chartMayAskApiVersions(root: string, chartDir: string): Promise<boolean> {
  let asks = false;
  const complete = await scanChart(root, chartDir, new Set(), (text) => {
    asks ||= ASKS.test(text);
    return asks;
  });
  return asks || !complete;
}

/** `.Capabilities.APIVersions.Has` with a quoted name (Go templates quote with `"` or a backtick). */
const HAS_LITERAL = /Capabilities\.APIVersions\.Has\s+(?:"([^"\\\n]{1,253})"|`([^`\n]{1,253})`)/g;
/** `.Has` given anything else: a variable, a pipeline, `(printf …)`. */
const HAS_COMPUTED = /Capabilities\.APIVersions\.Has\s+(?!["`])\S/;

/** What a chart asks `.Capabilities.APIVersions.Has` about. */
export interface AskedApis {
  /** The quoted names (`monitoring.coreos.com/v1`, `policy/v1/PodDisruptionBudget`). */
  names: string[];
  /** Some `.Has` takes a computed name: which API it asks about cannot be known. */
  computed: boolean;
  /**
   * Some file or dependency was not read (too big, outside the repository, a dependency fetched at
   * render time): its `.Has` names are not in `names`.
   */
  unread: boolean;
}

export async function chartAskedApis(root: string, chartDir: string): Promise<AskedApis> {
  const names = new Set<string>();
  let computed = false;
  const complete = await scanChart(root, chartDir, new Set(), (text) => {
    for (const m of text.matchAll(HAS_LITERAL)) names.add((m[1] ?? m[2] ?? '').trim());
    computed ||= HAS_COMPUTED.test(text);
    return false;
  });
  return { names: [...names].filter(Boolean).sort(), computed, unread: !complete };
}

/**
 * Hands the text of every file of the chart (subcharts, archives and `file://` dependencies) to
 * `visit` until it returns true; false when something could not be read or is not there to read.
 */
async function scanChart(
  root: string,
  chartDir: string,
  seen: Set<string>,
  visit: (text: string) => boolean,
): Promise<boolean> {
  const dir = path.resolve(root, chartDir);
  if (seen.has(dir)) return true;
  seen.add(dir);
  if (!isInside(path.resolve(root), dir)) return false;
  try {
    const files = await scanFiles(dir, visit);
    if (files !== 'read') return files === 'stopped';
    const deps = await localDependencyDirs(dir);
    if (deps === undefined) return false;
    for (const dep of deps) if (!(await scanChart(root, path.relative(root, dep), seen, visit))) return false;
    return true;
  } catch {
    return false;
  }
}

async function scanFiles(dir: string, visit: (text: string) => boolean): Promise<'read' | 'stopped' | 'too-big'> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const e of entries) {
    const file = path.join(e.parentPath, e.name);
    if (!e.isFile() && !(e.isSymbolicLink() && (await stat(file)).isFile())) continue;
    if ((await stat(file)).size > MAX_FILE_BYTES) return 'too-big';
    const bytes = await readFile(file);
    const text = e.name.endsWith('.tgz') ? gunzipSync(bytes, { maxOutputLength: MAX_FILE_BYTES }) : bytes;
    if (visit(text.toString('latin1'))) return 'stopped';
  }
  return 'read';
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
