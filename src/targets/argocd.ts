import type { FindingDraft } from '../model/finding.js';
import type { ClusterConfig } from '../model/config.js';
import type { Destination, NotCheckedUnit, Target } from '../model/target.js';
import { followAppOfApps } from './app-of-apps.js';
import { expandSets, type GeneratedFrom, type SetDoc } from './appset/discover.js';
import type { FileScan } from './argocd-files.js';
import { remoteChartSource } from './argocd-remote.js';
import {
  repoJoin,
  resolveSource,
  type NotCheckable,
  type ResolvedSource,
  type SourceProblem,
} from './argocd-source.js';
import type { RenderObjects } from './rendered.js';
import { sameRepository } from './repo-url.js';
import { DEFAULT_ENVIRONMENT, isEnvironmentName, nameFromPath, splitEnvironmentAffix } from './naming.js';
import type { RepoIndex } from './walk.js';
import { asArray, asObj, asString, parseDocs, type Obj, type SourceDoc } from './yaml-docs.js';

/** Where an Application's sources point: a change to any of these is reported in `check`. */
export interface AppSourceRef {
  /** `file#name`: the Application across revisions. */
  key: string;
  file: string;
  name: string;
  sources: Array<{ repoURL?: string; targetRevision?: string; chart?: string; path?: string }>;
}

export interface Found {
  targets: Target[];
  /** Broken or unreachable Applications: they make the repo an Argo CD repo. */
  problems: FindingDraft[];
  /** Files that might hide an Application from us but not from Argo CD: report them whatever the mode. */
  suspect: FindingDraft[];
  /** Units found that cannot be checked (with the reason): inconclusive, never a quiet note. */
  notChecked: NotCheckedUnit[];
  applications: AppSourceRef[];
  notes: string[];
  /** ApplicationSets to expand (when expansion is on). */
  sets?: SetDoc[];
}

/** Discovery switches beyond Applications. */
export interface ArgoOptions {
  applicationSets?: boolean;
  clusters?: ClusterConfig[];
  /** Set to follow app-of-apps: targets whose output holds Applications are rendered to find them. */
  renderObjects?: RenderObjects;
  /** The helm binary for goTemplate ApplicationSets (default: helm on PATH). */
  helm?: string;
}

/**
 * Cheap pre-filter, loose on purpose: a YAML document can only say `Application` by writing the
 * word, an escape (`"Applic\x61tion"`, JSON `\u0061`) or a tag (`!!binary`), wherever and however
 * it is quoted, commented or laid out. Files with none of these are not parsed.
 */
const MAY_DECLARE = /Application|\\|!/;
const MENTIONS = /Application/;

export interface ArgoNaming {
  envLabel: string;
  known: readonly string[];
  /** This repository's own URLs (git remotes, the CI's repository); empty when unknown. */
  repoUrls: readonly string[];
  /** The branch the checked revision is (a PR's target branch); undefined when unknown. */
  branch?: string;
}

/**
 * Every Argo CD Application in the repo's YAML and JSON files (read outside chart folders by
 * manifestTexts) as targets, with what its ApplicationSets generate and, when a renderer is
 * given, the Applications its targets render (app-of-apps).
 */
export async function discoverArgoApplications(
  root: string,
  files: FileScan,
  index: RepoIndex,
  naming: ArgoNaming,
  opts: ArgoOptions = {},
): Promise<Found> {
  const found: Found = {
    targets: [],
    problems: [],
    suspect: [],
    notChecked: [],
    applications: [],
    notes: [],
    ...(opts.applicationSets === false ? {} : { sets: [] }),
  };
  for (const { rel, text } of files.texts) {
    if (MAY_DECLARE.test(text)) scanFile(rel, text, index, naming, found);
  }
  const emit = (app: Obj, at: { file: string; line: number }, from: GeneratedFrom): void =>
    fromApplication(app, at, index, naming, found, from);
  const setOptions = {
    environmentLabel: naming.envLabel,
    ...(opts.clusters ? { clusters: opts.clusters } : {}),
    ...(opts.helm ? { helm: opts.helm } : {}),
  };
  await expandSets(root, found.sets ?? [], setOptions, emit, found.problems);
  if (opts.renderObjects)
    await followChildren(opts.renderObjects, found, emit, (sets) =>
      expandSets(root, sets, setOptions, emit, found.problems),
    );
  return found;
}

/** App-of-apps: what the targets found so far render is followed down (each name once). */
async function followChildren(
  render: RenderObjects,
  found: Found,
  emit: (app: Obj, at: { file: string; line: number }, from: GeneratedFrom) => void,
  expand: (sets: SetDoc[]) => Promise<void>,
): Promise<void> {
  const added = async (fn: () => void | Promise<void>): Promise<Target[]> => {
    const before = found.targets.length;
    await fn();
    return found.targets.slice(before);
  };
  const seen = new Set([
    ...found.applications.map((a) => `Application/${a.name}`),
    ...found.targets.map((t) => `Application/${/^Application (\S+?)(;|$)/.exec(t.origin.detail ?? '')?.[1] ?? ''}`),
    ...(found.sets ?? []).map((d) => `ApplicationSet/${String(asObj(d.obj.metadata)?.name)}`),
  ]);
  found.problems.push(
    ...(await followAppOfApps([...found.targets], seen, {
      render,
      application: (app, at, from) => {
        const before = found.targets.length;
        emit(app, at, from);
        return found.targets.slice(before);
      },
      sets: (sets) => added(() => expand(sets)),
    })),
  );
}

/**
 * A document that does not parse is a problem when the file names Applications (or hides text
 * from us that Kubernetes reads); a note otherwise (a templated YAML of some other tool).
 */
function unreadable(rel: string, text: string, doc: SourceDoc, found: Found): void {
  const draft: FindingDraft = {
    ruleId: 'manifest/parse-error',
    message: `${rel}: a document that may declare an Argo CD Application ${doc.error ?? 'does not parse'}`,
    location: { file: rel, line: doc.line },
    fingerprintKey: `${rel}#${doc.line}`,
  };
  if (doc.foreign && !MENTIONS.test(text)) found.suspect.push(draft);
  else if (doc.foreign) found.problems.push(draft);
  else if (MENTIONS.test(text))
    found.problems.push({ ...draft, message: `${rel}: an Argo CD manifest does not parse: ${doc.error ?? ''}` });
  else
    found.notes.push(`${rel}:${doc.line}: does not parse (${doc.error ?? ''}); not searched for Argo CD Applications`);
}

function scanFile(rel: string, text: string, index: RepoIndex, naming: ArgoNaming, found: Found): void {
  for (const doc of parseDocs(text)) {
    if (doc.error !== undefined) {
      unreadable(rel, text, doc, found);
      continue;
    }
    scanObject(asObj(doc.value), { file: rel, line: doc.line }, index, naming, found);
  }
}

/** An Application, an ApplicationSet, or a `kind: List` of them (Argo CD and kubectl unpack Lists). */
function scanObject(
  obj: Obj | undefined,
  at: { file: string; line: number },
  index: RepoIndex,
  naming: ArgoNaming,
  found: Found,
): void {
  if (!obj) return;
  if (typeof obj.kind === 'string' && obj.kind.endsWith('List') && Array.isArray(obj.items)) {
    for (const item of obj.items) scanObject(asObj(item), at, index, naming, found);
    return;
  }
  if (!String(obj.apiVersion ?? '').startsWith('argoproj.io/')) return;
  const name = asString(asObj(obj.metadata)?.name) ?? '(unnamed)';
  if (obj.kind === 'ApplicationSet' && found.sets) {
    found.sets.push({ obj, file: at.file, line: at.line });
  } else if (obj.kind === 'ApplicationSet') {
    found.notChecked.push({
      unit: `ApplicationSet ${name}`,
      file: at.file,
      line: at.line,
      inputs: [],
      declaration: JSON.stringify(obj),
      reason:
        'discovery.applicationSets is off: its generators are not expanded, so the Applications it creates were not rendered; turn it on or declare them as targets in the config to check them',
    });
  } else if (obj.kind === 'Application') {
    fromApplication(obj, at, index, naming, found);
  }
}

function fromApplication(
  app: Obj,
  at: { file: string; line: number },
  index: RepoIndex,
  naming: ArgoNaming,
  found: Found,
  from?: GeneratedFrom,
): void {
  const name = asString(asObj(app.metadata)?.name);
  const spec = asObj(app.spec);
  const problem = (message: string, verdict: 'fail' | 'inconclusive' = 'fail'): void => {
    const by = from ? ` (generated by ${from.set})` : '';
    found.problems.push({
      ruleId: 'render/failed',
      verdict,
      message: `${at.file}: Application ${name ?? '(unnamed)'}${by}: ${message}`,
      location: { file: at.file, line: at.line },
      fingerprintKey: from ? `${from.set}/${name ?? ''}` : `${at.file}#${name ?? at.line}`,
    });
  };
  if (!name || !spec) return problem('metadata.name and spec are required');
  const sources = (spec.sources !== undefined ? asArray(spec.sources) : [spec.source])
    .map(asObj)
    .filter((s): s is Obj => s !== undefined);
  found.applications.push({ key: `${at.file}#${name}`, file: at.file, name, sources: sources.map(sourceRef) });
  const refs = new Map(sources.filter((s) => typeof s.ref === 'string').map((s) => [s.ref as string, s]));
  const renderable = sources.filter((s) => s.path !== undefined || s.chart !== undefined || s.ref === undefined);
  if (renderable.length === 0) return problem('no source with a path or chart');
  const notChecked = (reason: string, inputs: string[]): void => {
    const unit = `Application ${name}${from ? ` (generated by ${from.set})` : ''}`;
    found.notChecked.push({
      unit,
      file: at.file,
      line: at.line,
      reason,
      inputs: [...inputs, ...(from?.inputs ?? [])],
      declaration: JSON.stringify(app),
    });
  };
  renderable.forEach((src, i) => {
    const resolved = resolveAppSource(src, refs, { index, name, naming, file: at.file });
    if (isNotCheckable(resolved))
      return notChecked(
        renderable.length > 1 ? `source ${i + 1}: ${resolved.notChecked}` : resolved.notChecked,
        resolved.inputs,
      );
    if (isProblem(resolved)) return problem(resolved.message, resolved.verdict);
    found.targets.push(toTarget(app, resolved, { at, index: i, name, naming, from }));
  });
}

interface SourceContext {
  index: RepoIndex;
  name: string;
  naming: ArgoNaming;
  /** The file declaring the Application (a remote chart's target path). */
  file: string;
}

function resolveAppSource(
  src: Obj,
  refs: Map<string, Obj>,
  ctx: SourceContext,
): ResolvedSource | SourceProblem | NotCheckable {
  // A chart from a Helm or OCI repository renders from the `sources:` allowlist (fetched, digest-checked).
  if (src.chart !== undefined)
    return remoteChartSource(src, refs, { index: ctx.index, appName: ctx.name, file: ctx.file });
  const { naming } = ctx;
  const repoURL = asString(src.repoURL);
  if (repoURL && naming.repoUrls.length > 0 && !sameRepository(repoURL, naming.repoUrls)) {
    return {
      notChecked: `its source repoURL ${repoURL} is not this repository (${naming.repoUrls[0] ?? ''}); what it deploys is not in this change`,
      inputs: [],
    };
  }
  const revision = asString(src.targetRevision) ?? '';
  if (naming.branch && !['', 'HEAD', naming.branch, `refs/heads/${naming.branch}`].includes(revision)) {
    return {
      notChecked: `its source targetRevision ${JSON.stringify(revision)} is not the branch checked here (${naming.branch}); Argo CD deploys that revision, not this one`,
      inputs: [repoJoin('.', asString(src.path) ?? '.') ?? '.'],
    };
  }
  return resolveSource(src, refs, ctx.index, ctx.name);
}

function sourceRef(src: Obj): AppSourceRef['sources'][number] {
  const out: AppSourceRef['sources'][number] = {};
  for (const key of ['repoURL', 'targetRevision', 'chart', 'path'] as const) {
    const v = src[key];
    if (v !== undefined && v !== null) out[key] = String(v);
  }
  return out;
}

function toTarget(
  app: Obj,
  resolved: ResolvedSource,
  ctx: { at: { file: string }; index: number; name: string; naming: ArgoNaming; from: GeneratedFrom | undefined },
): Target {
  const ids = appAndEnvironment(app, resolved.path, ctx.naming, ctx.from?.environment);
  const target: Target = {
    app: ctx.index === 0 ? ids.app : `${ids.app}-source${ctx.index}`,
    environment: ids.environment,
    kind: resolved.kind,
    path: resolved.path,
    origin: { how: 'argocd', file: ctx.at.file, detail: [`Application ${ctx.name}`, ...resolved.notes].join('; ') },
  };
  const spec = asObj(app.spec) ?? {};
  const destination = destinationOf(asObj(spec.destination));
  if (destination) target.destination = destination;
  // Argo CD's helm.namespace replaces the destination namespace for `helm template`.
  const namespace = resolved.namespace ?? destination?.namespace;
  if (namespace) target.namespace = namespace;
  if (resolved.helm) target.helm = resolved.helm;
  if (resolved.recurse) target.recurse = true;
  if (resolved.kustomizeEdits) target.kustomizeEdits = resolved.kustomizeEdits;
  if (ctx.from) {
    target.origin.set = ctx.from.set;
    if (ctx.from.inputs.length > 0) target.origin.inputs = [...ctx.from.inputs];
  }
  const ignore = asArray(spec.ignoreDifferences)
    .map(asObj)
    .filter((o): o is Obj => o !== undefined);
  if (ignore.length > 0) target.ignoreDifferences = ignore;
  return target;
}

function destinationOf(dest: Obj | undefined): Destination | undefined {
  if (!dest) return undefined;
  const out: Destination = {};
  for (const key of ['server', 'name', 'namespace'] as const) {
    const v = asString(dest[key]);
    if (v) out[key] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

function isProblem(r: ResolvedSource | SourceProblem | NotCheckable): r is SourceProblem {
  return 'verdict' in r;
}

function isNotCheckable(r: ResolvedSource | SourceProblem | NotCheckable): r is NotCheckable {
  return 'notChecked' in r;
}

/**
 * The environment: the configured label; else the generator element's (ApplicationSets); else an environment-name affix of the Application
 * name (`web-prod`); else an environment folder in the source path (`overlays/prod`); else an
 * affix of the destination namespace or cluster name; else `default`. The app: the
 * Application name without that environment affix.
 */
export function appAndEnvironment(
  app: Obj,
  sourcePath: string,
  naming: Pick<ArgoNaming, 'envLabel' | 'known'>,
  generatorEnv?: string,
): { app: string; environment: string } {
  const meta = asObj(app.metadata) ?? {};
  const name = String(meta.name);
  const label = asString(asObj(meta.labels)?.[naming.envLabel]) ?? generatorEnv;
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
