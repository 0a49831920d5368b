// The sources a revision already deploys from, read from its files: Argo CD Applications and
// ApplicationSet templates (`repoURL`, with `chart:` a Helm/OCI repository, else git), Flux
// HelmRepository / GitRepository / OCIRepository URLs, `Chart.yaml` (and v1 requirements.yaml)
// dependency repositories, kustomize remote bases and `helmCharts[].repo`. With the base revision,
// these are the sources a change may fetch from without any config (`sources.trustBase`): what
// the team already deploys is what Argo CD's repo-server already fetches.
import path from 'node:path';
import { parseGitBase } from '../sources/git-ref.js';
import { canonicalSourceURL, type SourceKind } from '../sources/source-url.js';
import type { TrustedSources } from '../sources/allowlist.js';
import type { SourcesConfig } from '../model/sources.js';
import { KUSTOMIZATION_FILES } from '../manifest/index.js';
import { indexRepo } from './walk.js';
import { MAX_SOURCE_BYTES, parseYamlFile } from '../manifest/yaml-file.js';
import { readFile, stat } from '../local/tree-files.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Words a file this reads must contain: values files and plain manifests are not parsed. */
const MENTIONS =
  /repoURL|HelmRepository|GitRepository|OCIRepository|dependencies:|helmCharts:|resources:|bases:|components:/;

async function docsOf(file: string): Promise<unknown[]> {
  try {
    if ((await stat(file)).size > MAX_SOURCE_BYTES) return [];
    const text = await readFile(file, 'utf8');
    return MENTIONS.test(text) ? parseYamlFile(text, { maxDocBytes: MAX_SOURCE_BYTES }).docs.map((d) => d.value) : [];
  } catch {
    return []; // unreadable: it names no source
  }
}

class Collector {
  readonly helm = new Set<string>();
  readonly ociRepos = new Set<string>();
  readonly git = new Set<string>();

  add(kind: SourceKind, url: string | undefined): void {
    if (!url) return;
    const c = canonicalSourceURL(kind, url.replace(/\/+$/, ''));
    if (!c.ok) return; // a URL nothing can fetch as written trusts nothing
    (kind === 'helm' ? this.helm : kind === 'git' ? this.git : this.ociRepos).add(c.url);
  }

  /** A chart repository as Argo CD, helm and kustomize read one: http(s) is a Helm repository, the rest OCI. */
  chartRepo(url: string | undefined): void {
    if (url) this.add(/^https?:\/\//i.test(url) ? 'helm' : 'oci', url);
  }

  /** An OCI reference that names a chart (`oci://host/org/chart`): its repository holds trusted charts. */
  ociChart(url: string | undefined): void {
    const c = url ? canonicalSourceURL('oci', url.replace(/\/+$/, '')) : undefined;
    if (c?.ok && c.url.lastIndexOf('/') > 'oci://'.length) this.ociRepos.add(c.url.slice(0, c.url.lastIndexOf('/')));
  }
}

/**
 * The `trusted` of a remote context: the sources the trusted revision (the base of a change, the
 * revision an audit or render reads) deploys from, read once, and only when a render asks for a
 * source no `sources:` list names. Nothing with `trustBase: false`.
 */
export function trustedSourcesOf(
  sources: SourcesConfig,
  trustedRoot: string,
): { trusted?: () => Promise<TrustedSources> } {
  if (!sources.trustBase) return {};
  let read: Promise<TrustedSources> | undefined;
  return { trusted: () => (read ??= sourcesUsedBy(trustedRoot)) };
}

export async function sourcesUsedBy(root: string): Promise<TrustedSources> {
  const found = new Collector();
  // Not the copies of remote bases a render of this revision may have written meanwhile (remote-bases.ts).
  const index = await indexRepo(root, ['.dg-remote-*']);
  for (const dir of index.dirs.values()) {
    for (const name of dir.files) {
      if (!/\.ya?ml$/i.test(name) && name !== 'Kustomization') continue;
      for (const doc of await docsOf(path.join(root, dir.rel, name))) {
        const value = obj(doc);
        if (!value) continue;
        if (name === 'Chart.yaml' || name === 'requirements.yaml') chartDependencies(value, found);
        else if (KUSTOMIZATION_FILES.includes(name)) kustomization(value, found);
        else manifest(value, found);
      }
    }
  }
  return { helm: found.helm, ociRepos: found.ociRepos, git: found.git };
}

function chartDependencies(chart: Obj, found: Collector): void {
  for (const d of list(chart.dependencies)) {
    const repo = str(obj(d)?.repository);
    if (repo && /^(https?|oci):\/\//i.test(repo)) found.chartRepo(repo);
  }
}

function kustomization(k: Obj, found: Collector): void {
  for (const entry of [...list(k.resources), ...list(k.bases), ...list(k.components)]) {
    const spec = str(entry);
    const base = spec ? parseGitBase(spec) : undefined;
    if (base) found.add('git', base.repoURL);
  }
  for (const chart of list(k.helmCharts)) found.chartRepo(str(obj(chart)?.repo));
}

function manifest(o: Obj, found: Collector): void {
  const spec = obj(o.spec);
  if (!spec) return;
  switch (o.kind) {
    case 'Application':
      return argoSources(spec, found);
    case 'ApplicationSet':
      return argoSources(obj(obj(spec.template)?.spec) ?? {}, found);
    case 'HelmRepository':
      return spec.type === 'oci' ? found.add('oci', str(spec.url)) : found.chartRepo(str(spec.url));
    case 'GitRepository':
      return found.add('git', str(spec.url));
    case 'OCIRepository':
      return found.ociChart(str(spec.url));
  }
}

function argoSources(spec: Obj, found: Collector): void {
  for (const s of [spec.source, ...list(spec.sources)]) {
    const source = obj(s);
    const url = str(source?.repoURL);
    if (!source || !url) continue;
    if (str(source.chart)) found.chartRepo(url);
    else found.add('git', url);
  }
}
