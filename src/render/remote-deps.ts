// Chart dependencies that are not vendored, fetched from allowed repositories: what
// `helm dependency build` does, but each archive goes through fetchRemoteChart (pinned, allowed,
// cached, verified by digest) and is copied into charts/ of our temp revision tree. The version is
// the exact one Chart.lock records, else the one Chart.yaml names (a range there is unpinned).
import { copyFile, mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { SourceRecord } from '../model/sources.js';
import { declaredDependencies, dependencyNameProblem, readYaml, vendoredNames, type Dependency } from './helm-deps.js';
import { isInside } from './paths.js';
import { fetchRemoteChart } from './remote-chart.js';
import type { RenderProblem, RenderRequest } from './types.js';

/**
 * Archives this process fetched into a revision tree, by path, with their source records. Targets
 * that share a chart share its charts/ folder: the second finds the first one's archive there and
 * fetches nothing, yet renders the remote bytes, so it reports the same source (and, with sources,
 * is never kept in the render cache).
 */
const fetchedInto = new Map<string, SourceRecord>();

/** Dependencies that are neither in charts/ nor `file://`, and the records of archives fetched there earlier in this run. */
async function unvendored(chartDir: string): Promise<{ missing: Dependency[]; fetchedEarlier: SourceRecord[] }> {
  const { names, archives } = await vendoredNames(chartDir);
  const missing = (await declaredDependencies(chartDir)).filter(
    (d) =>
      !names.has(d.name) &&
      !archives.some((a) => a.startsWith(`${d.name}-`)) &&
      !(d.repository ?? '').startsWith('file://'),
  );
  // By real path: a charts/ folder reached through a symlink is the same folder.
  const charts = await realpath(path.join(chartDir, 'charts')).catch(() => path.join(chartDir, 'charts'));
  const earlier = archives.map((a) => path.join(charts, a)).filter((a) => fetchedInto.has(a));
  await Promise.all(earlier.map((a) => placing.get(a)));
  const fetchedEarlier = earlier.map((a) => fetchedInto.get(a) as SourceRecord);
  return { missing, fetchedEarlier };
}

/** Chart.lock's exact version for a dependency (same name and repository), if any. */
async function lockedVersion(chartDir: string, dep: Dependency): Promise<string | undefined> {
  const lock =
    (await readYaml(path.join(chartDir, 'Chart.lock'))) ?? (await readYaml(path.join(chartDir, 'requirements.lock')));
  const list = Array.isArray(lock?.dependencies) ? (lock.dependencies as Dependency[]) : [];
  const hit = list.find((l) => l?.name === dep.name && l?.repository === dep.repository);
  return typeof hit?.version === 'string' ? hit.version : undefined;
}

function repositoryProblem(dep: Dependency, chartRel: string): RenderProblem | undefined {
  const repo = dep.repository ?? '';
  if (/^(https?|oci):\/\//i.test(repo)) return undefined;
  return {
    code: repo === '' ? 'E_DEPENDENCY_NOT_VENDORED' : 'E_SOURCE_NOT_ALLOWED',
    path: chartRel,
    ...(repo === '' ? {} : { written: { file: path.posix.join(chartRel, 'Chart.yaml'), text: repo } }),
    message: `chart '${chartRel}' dependency '${dep.name}' ${repo === '' ? 'names no repository and is not vendored in charts/' : `names repository ${JSON.stringify(repo)}; only https:// and oci:// repositories listed under sources: are fetched (a repository alias needs helm's local config)`}`,
  };
}

/**
 * Fetches every unvendored dependency into `<chart>/charts/`; returns what was used, or the first
 * refusal. Only ever writes inside the revision tree (checked through symlinks).
 */
export async function fetchDependencies(
  req: RenderRequest,
  rootReal: string,
  chartAbs: string,
  chartRel: string,
): Promise<SourceRecord[] | RenderProblem> {
  const { missing, fetchedEarlier } = await unvendored(chartAbs);
  // With no chart source allowed at all (no list, base not trusted), the vendoring message names them all.
  const none =
    !req.remote?.trusted && (req.remote?.sources.helm.length ?? 0) + (req.remote?.sources.oci.length ?? 0) === 0;
  if (missing.length === 0 || !req.remote || none) return fetchedEarlier;
  const records: SourceRecord[] = [...fetchedEarlier];
  const charts = path.join(chartAbs, 'charts');
  for (const dep of missing) {
    const refused = dependencyNameProblem(dep.name, chartRel) ?? repositoryProblem(dep, chartRel);
    if (refused) return refused;
    const version = (await lockedVersion(chartAbs, dep)) ?? dep.version ?? '';
    const fetched = await fetchRemoteChart(
      { repoURL: dep.repository ?? '', chart: dep.name, version },
      req.tools.helm,
      req.remote,
    );
    if (!fetched.ok)
      return {
        code: fetched.code,
        path: chartRel,
        message: `chart '${chartRel}' dependency '${dep.name}': ${fetched.message}`,
        written: { file: path.posix.join(chartRel, 'Chart.yaml'), text: dep.repository ?? '' },
      };
    await mkdir(charts, { recursive: true });
    const chartsReal = await realpath(charts);
    if (!isInside(rootReal, chartsReal)) throw new Error(`deploy-gate: ${charts} resolves outside the revision tree`);
    await placeArchive(
      fetched.archive,
      path.join(chartsReal, `${dep.name}-${fetched.record.version}.tgz`),
      fetched.record,
    );
    records.push(fetched.record);
  }
  return records;
}

/** Archives being copied into charts/ right now: a render of another target of the same chart waits for the copy. */
const placing = new Map<string, Promise<void>>();

/**
 * Copies a fetched archive into charts/, recorded (source and copy) before the file exists: a
 * render of another target of the same chart that sees it waits for the whole archive. (helm reads
 * every entry of charts/ as a chart, so no temporary file may appear there.) The same archive name
 * holds the same pinned version, so one copy serves every target.
 */
async function placeArchive(archive: string, dest: string, record: SourceRecord): Promise<void> {
  // Two targets that fetched the same dependency at once: the second waits for the first copy (a
  // second copy would truncate the file under the first one's render).
  const started = placing.get(dest);
  if (started) return started;
  const copy = copyFile(archive, dest).catch((err: unknown) => {
    // Not placed: forget it, so a later render neither waits on it nor reports it.
    placing.delete(dest);
    fetchedInto.delete(dest);
    throw err;
  });
  placing.set(dest, copy);
  fetchedInto.set(dest, record);
  await copy;
}
