// deploy-gate never runs `helm dependency build/update` (it would fetch attacker-chosen URLs,
// security case B6): dependencies must be vendored under charts/. Checked up front for a clear message.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import type { RenderProblem } from './types.js';

interface Dependency {
  name: string;
  version?: string;
  repository?: string;
}

async function readYaml(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    const v: unknown = parse(await readFile(file, 'utf8'), { maxAliasCount: 100 });
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // missing or broken: helm reports it in its own words
  }
}

/** Dependencies from Chart.yaml (apiVersion v2) or requirements.yaml (v1). */
async function declaredDependencies(chartDir: string): Promise<Dependency[]> {
  const chart = await readYaml(path.join(chartDir, 'Chart.yaml'));
  const legacy = chart?.apiVersion === 'v1' ? await readYaml(path.join(chartDir, 'requirements.yaml')) : undefined;
  const list = (chart?.dependencies ?? legacy?.dependencies) as unknown;
  if (!Array.isArray(list)) return [];
  return list.filter((d): d is Dependency => !!d && typeof d === 'object' && typeof (d as Dependency).name === 'string');
}

/** Names of the charts vendored in charts/: unpacked dirs by Chart.yaml name, archives by file name. */
async function vendoredNames(chartDir: string): Promise<{ names: Set<string>; archives: string[] }> {
  const names = new Set<string>();
  const archives: string[] = [];
  const entries = await readdir(path.join(chartDir, 'charts'), { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (e.name.endsWith('.tgz')) archives.push(e.name);
    else if (e.isDirectory() || e.isSymbolicLink()) {
      const sub = await readYaml(path.join(chartDir, 'charts', e.name, 'Chart.yaml'));
      names.add(typeof sub?.name === 'string' ? sub.name : e.name);
    }
  }
  return { names, archives };
}

/** One problem naming every dependency that is declared but not vendored; undefined when all are. */
export async function missingDependencies(chartDir: string, chartRel: string): Promise<RenderProblem | undefined> {
  const deps = await declaredDependencies(chartDir);
  if (deps.length === 0) return undefined;
  const { names, archives } = await vendoredNames(chartDir);
  const missing = deps.filter((d) => !names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`)));
  if (missing.length === 0) return undefined;
  const list = missing.map((d) => `${d.name}${d.version ? ` ${d.version}` : ''}`).join(', ');
  return {
    code: 'E_DEPENDENCY_NOT_VENDORED',
    path: chartRel,
    message: `chart '${chartRel}' declares dependencies that are not vendored in ${chartRel}/charts/: ${list}. `
      + 'deploy-gate renders offline and never runs `helm dependency update`: vendor it with `helm dependency build` and commit charts/',
  };
}
