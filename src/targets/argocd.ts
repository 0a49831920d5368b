import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FindingDraft } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { resolveSource, type ResolvedSource, type SourceProblem } from './argocd-source.js';
import { remoteChartSource } from './argocd-remote.js';
import { DEFAULT_ENVIRONMENT, isEnvironmentName, nameFromPath, splitEnvironmentAffix } from './naming.js';
import { insideChart, joinRel, type RepoIndex } from './walk.js';
import { asArray, asObj, asString, MAX_SOURCE_BYTES, parseDocs, type Obj, type SourceDoc } from './yaml-docs.js';

export interface Found {
  targets: Target[];
  /** Broken or unreachable Applications: they make the repo an Argo CD repo. */
  problems: FindingDraft[];
  /** Files that might hide an Application from us but not from Argo CD: report them whatever the mode. */
  suspect: FindingDraft[];
  notes: string[];
}

/**
 * Cheap pre-filter, loose on purpose: a YAML document can only say `Application` by writing the
 * word, an escape (`"Applic\x61tion"`, JSON `\u0061`) or a tag (`!!binary`), wherever and however
 * it is quoted, commented or laid out. Files with none of these are not parsed.
 */
const MAY_DECLARE = /Application|\\|!/;
const MENTIONS = /Application/;
/** Argo CD reads Applications (and directory sources) from YAML and JSON files. */
const MANIFEST_FILE = /\.(ya?ml|json)$/i;

/** Every Argo CD Application in the repo's YAML and JSON files (outside chart folders) as targets. */
export async function discoverArgoApplications(root: string, index: RepoIndex, envLabel: string, known: readonly string[]): Promise<Found> {
  const found: Found = { targets: [], problems: [], suspect: [], notes: [] };
  for (const dir of index.dirs.values()) {
    if (insideChart(index, dir.rel)) continue;
    for (const name of dir.files.filter((f) => MANIFEST_FILE.test(f))) {
      const rel = joinRel(dir.rel, name);
      const text = await readSmall(path.join(root, rel));
      if (text === undefined || !MAY_DECLARE.test(text)) continue;
      scanFile(rel, text, index, { envLabel, known }, found);
    }
  }
  return found;
}

async function readSmall(abs: string): Promise<string | undefined> {
  try {
    if ((await stat(abs)).size > MAX_SOURCE_BYTES) return undefined;
    return await readFile(abs, 'utf8');
  } catch {
    return undefined;
  }
}

interface Naming {
  envLabel: string;
  known: readonly string[];
}

/**
 * A document that does not parse is a problem when the file names Applications (or hides text
 * from us that Kubernetes reads); a note otherwise (a templated YAML of some other tool).
 */
function unreadable(rel: string, text: string, doc: SourceDoc, found: Found): void {
  const draft: FindingDraft = { ruleId: 'manifest/parse-error', message: `${rel}: a document that may declare an Argo CD Application ${doc.error ?? 'does not parse'}`, location: { file: rel, line: doc.line } };
  if (doc.foreign && !MENTIONS.test(text)) found.suspect.push(draft);
  else if (doc.foreign) found.problems.push(draft);
  else if (MENTIONS.test(text)) found.problems.push({ ...draft, message: `${rel}: an Argo CD manifest does not parse: ${doc.error ?? ''}` });
  else found.notes.push(`${rel}:${doc.line}: does not parse (${doc.error ?? ''}); not searched for Argo CD Applications`);
}

function scanFile(rel: string, text: string, index: RepoIndex, naming: Naming, found: Found): void {
  for (const doc of parseDocs(text)) {
    if (doc.error !== undefined) {
      unreadable(rel, text, doc, found);
      continue;
    }
    const obj = asObj(doc.value);
    if (!obj || !String(obj.apiVersion ?? '').startsWith('argoproj.io/')) continue;
    if (obj.kind === 'ApplicationSet') {
      found.notes.push(`${rel}:${doc.line}: ApplicationSet ${String(asObj(obj.metadata)?.name ?? '')} is not expanded; declare its targets in the config to check them`);
    } else if (obj.kind === 'Application') {
      fromApplication(obj, { file: rel, line: doc.line }, index, naming, found);
    }
  }
}

function fromApplication(app: Obj, at: { file: string; line: number }, index: RepoIndex, naming: Naming, found: Found): void {
  const name = asString(asObj(app.metadata)?.name);
  const spec = asObj(app.spec);
  const problem = (message: string, verdict: 'fail' | 'inconclusive' = 'fail'): void => {
    found.problems.push({ ruleId: 'render/failed', verdict, message: `${at.file}: Application ${name ?? '(unnamed)'}: ${message}`, location: { file: at.file, line: at.line } });
  };
  if (!name || !spec) return problem('metadata.name and spec are required');
  const sources = (spec.sources !== undefined ? asArray(spec.sources) : [spec.source]).map(asObj).filter((s): s is Obj => s !== undefined);
  const refs = new Map(sources.filter((s) => typeof s.ref === 'string').map((s) => [s.ref as string, s]));
  const renderable = sources.filter((s) => s.path !== undefined || s.chart !== undefined || s.ref === undefined);
  if (renderable.length === 0) return problem('no source with a path or chart');
  renderable.forEach((src, i) => {
    const resolved = src.chart !== undefined ? remoteChartSource(src, refs, name, at.file) : resolveSource(src, refs, index, name);
    if (isProblem(resolved)) return problem(resolved.message, resolved.verdict);
    const ids = appAndEnvironment(app, resolved.path, naming);
    const target: Target = {
      app: i === 0 ? ids.app : `${ids.app}-source${i}`,
      environment: ids.environment,
      kind: resolved.kind,
      path: resolved.path,
      origin: { how: 'argocd', file: at.file, detail: [`Application ${name}`, ...resolved.notes].join('; ') },
    };
    const namespace = asString(asObj(spec.destination)?.namespace);
    if (namespace) target.namespace = namespace;
    if (resolved.helm) target.helm = resolved.helm;
    if (resolved.recurse) target.recurse = true;
    const ignore = asArray(spec.ignoreDifferences).map(asObj).filter((o): o is Obj => o !== undefined);
    if (ignore.length > 0) target.ignoreDifferences = ignore;
    found.targets.push(target);
  });
}

function isProblem(r: ResolvedSource | SourceProblem): r is SourceProblem {
  return 'verdict' in r;
}

/**
 * The environment: the configured label; else an environment-name affix of the Application
 * name (`web-prod`); else an environment folder in the source path (`overlays/prod`); else an
 * affix of the destination namespace or cluster name; else `default`. The app: the
 * Application name without that environment affix.
 */
export function appAndEnvironment(app: Obj, sourcePath: string, naming: Naming): { app: string; environment: string } {
  const meta = asObj(app.metadata) ?? {};
  const name = String(meta.name);
  const label = asString(asObj(meta.labels)?.[naming.envLabel]);
  if (label) return { app: stripAffix(name, label), environment: label };
  const affix = splitEnvironmentAffix(name, naming.known);
  if (affix && affix.app !== '') return affix;
  const fromPath = nameFromPath(sourcePath, naming.known).environment;
  if (fromPath !== DEFAULT_ENVIRONMENT) return { app: name, environment: fromPath };
  const dest = asObj(asObj(app.spec)?.destination) ?? {};
  for (const candidate of [asString(dest.namespace), asString(dest.name)]) {
    if (!candidate) continue;
    if (isEnvironmentName(candidate, naming.known)) return { app: name, environment: candidate };
    const split = splitEnvironmentAffix(candidate, naming.known);
    if (split) return { app: name, environment: split.environment };
  }
  return { app: name, environment: DEFAULT_ENVIRONMENT };
}

function stripAffix(name: string, env: string): string {
  if (name.endsWith(`-${env}`) && name.length > env.length + 1) return name.slice(0, -env.length - 1);
  if (name.startsWith(`${env}-`) && name.length > env.length + 1) return name.slice(env.length + 1);
  return name;
}
