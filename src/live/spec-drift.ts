/**
 * Is the live Application the one in git? Its sources (repoURL, path or chart, targetRevision,
 * Helm/Kustomize/directory options) and destination must equal the Application manifest at the
 * audited revision: production repointed at the staging overlay syncs "fine" at the right commit.
 */
import { normalizeRepoURL } from './sources.js';
import type { Json } from './types.js';
import type { AppVerdicts } from './verdicts.js';
import { asObject as obj } from '../kube/object.js';

const SOURCE_FIELDS = ['repoURL', 'path', 'chart', 'targetRevision', 'ref', 'helm', 'kustomize', 'directory', 'plugin'];

/** Empty strings, arrays and objects say nothing: Argo CD drops them on the way in. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) {
    const items = v.map(canonical).filter((x) => x !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof v === 'object' && v !== null) {
    const entries = Object.keys(v)
      .sort()
      .map((k) => [k, canonical((v as Json)[k])] as const)
      .filter(([, x]) => x !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return v === '' || v === null ? undefined : v;
}

function sourcesOf(spec: Json): Json[] {
  const many = Array.isArray(spec.sources) && spec.sources.length > 0 ? spec.sources.map(obj) : [obj(spec.source)];
  return many.map((s) => {
    const picked: Json = {};
    for (const field of SOURCE_FIELDS) if (s[field] !== undefined) picked[field] = s[field];
    if (typeof picked.repoURL === 'string') picked.repoURL = normalizeRepoURL(picked.repoURL);
    if (picked.targetRevision === 'HEAD') delete picked.targetRevision; // Argo CD's default
    return picked;
  });
}

function destinationOf(spec: Json): Json {
  const d = obj(spec.destination);
  return { server: d.server, name: d.name, namespace: d.namespace };
}

function differences(live: Json, git: Json): string[] {
  const out: string[] = [];
  const liveSources = sourcesOf(live);
  const gitSources = sourcesOf(git);
  if (liveSources.length !== gitSources.length)
    out.push(`${liveSources.length} source(s) live, ${gitSources.length} in git`);
  gitSources.forEach((g, i) => {
    const l = liveSources[i] ?? {};
    for (const field of SOURCE_FIELDS) {
      const [a, b] = [JSON.stringify(canonical(l[field])), JSON.stringify(canonical(g[field]))];
      if (a !== b) out.push(`source ${i + 1} ${field}: live ${a ?? 'unset'}, git ${b ?? 'unset'}`);
    }
  });
  const [ld, gd] = [destinationOf(live), destinationOf(git)];
  for (const field of ['server', 'name', 'namespace']) {
    const [a, b] = [JSON.stringify(canonical(ld[field])), JSON.stringify(canonical(gd[field]))];
    if (a !== b) out.push(`destination.${field}: live ${a ?? 'unset'}, git ${b ?? 'unset'}`);
  }
  return out;
}

/** Compares the live spec with the Application manifest in git (when git declares one). */
export function judgeSpecDrift(live: Json, declared: Json | undefined, file: string | undefined, v: AppVerdicts): void {
  if (!declared) return;
  const diff = differences(obj(live.spec), obj(declared.spec));
  if (diff.length === 0) return;
  v.add(
    'live/spec-drift',
    `the live spec differs from ${file ?? 'the Application in git'} at the audited revision: ${diff.slice(0, 8).join('; ')}${diff.length > 8 ? ` and ${diff.length - 8} more` : ''}`,
  );
}
