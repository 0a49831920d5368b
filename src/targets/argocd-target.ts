// An Application's resolved sources as one target: identity (app, environment, destination), the
// first source's render settings, and, for several sources, each source to render and join.
import type { Destination, Target, TargetSource } from '../model/target.js';
import type { GeneratedFrom } from './appset/discover.js';
import type { ResolvedSource } from './argocd-source-types.js';
import type { ArgoNaming } from './argocd-types.js';
import { DEFAULT_ENVIRONMENT, isEnvironmentName, nameFromPath, splitEnvironmentAffix } from './naming.js';
import { asObj, asString, objects, type Obj } from './yaml-docs.js';

/** A resolved source and how Argo CD names it (`source 2 of 3`; empty for a lone source). */
export interface PartSource {
  label: string;
  source: ResolvedSource;
}

interface TargetContext {
  file: string;
  name: string;
  naming: ArgoNaming;
  from: GeneratedFrom | undefined;
}

export function toTarget(app: Obj, parts: PartSource[], ctx: TargetContext): Target {
  const first = (parts[0] as PartSource).source;
  const ids = appAndEnvironment(
    app,
    parts.map((p) => p.source.path),
    ctx.naming,
    ctx.from?.environment,
  );
  const spec = asObj(app.spec) ?? {};
  const destination = destinationOf(asObj(spec.destination));
  const sources = parts.map((p) => targetSource(p, destination));
  const target: Target = {
    app: ids.app,
    environment: ids.environment,
    kind: first.kind,
    path: first.path,
    origin: { how: 'argocd', file: ctx.file, detail: detailOf(ctx.name, parts) },
  };
  if (destination) target.destination = destination;
  const { label: _label, kind: _kind, path: _path, ...settings } = sources[0] as TargetSource;
  Object.assign(target, settings);
  if (parts.length > 1) target.sources = sources;
  if (ctx.from) {
    target.origin.set = ctx.from.set;
    if (ctx.from.inputs.length > 0) target.origin.inputs = [...ctx.from.inputs];
  }
  const ignore = objects(spec.ignoreDifferences);
  if (ignore.length > 0) target.ignoreDifferences = ignore;
  if (asObj(asObj(spec.syncPolicy)?.automated)?.prune === true) target.prunes = true;
  return target;
}

/** `Application <name>` first (live status finds the Application by it), then notes, then the sources. */
function detailOf(name: string, parts: PartSource[]): string {
  const notes = parts.flatMap((p) => p.source.notes.map((n) => (p.label && parts.length > 1 ? `${p.label}: ${n}` : n)));
  const joined =
    parts.length > 1 ? [`joins ${parts.map((p) => `${p.label} (${p.source.kind} ${p.source.path})`).join(', ')}`] : [];
  return [`Application ${name}`, ...notes, ...joined].join('; ');
}

function targetSource({ label, source }: PartSource, destination: Destination | undefined): TargetSource {
  const out: TargetSource = { label, kind: source.kind, path: source.path };
  if (source.helm) out.helm = source.helm;
  if (source.recurse) out.recurse = true;
  if (source.kustomizeEdits) out.kustomizeEdits = source.kustomizeEdits;
  // Argo CD's helm.namespace replaces the destination namespace for `helm template`.
  const namespace = source.namespace ?? destination?.namespace;
  if (namespace) out.namespace = namespace;
  return out;
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

/**
 * The environment: the configured label; else the generator element's (ApplicationSets); else an
 * environment-name affix of the Application name (`web-prod`); else an environment folder in a
 * source path (`overlays/prod`, the first source that has one); else an affix of the destination
 * namespace or cluster name; else `default`. The app: the Application name without that affix.
 */
export function appAndEnvironment(
  app: Obj,
  sourcePaths: readonly string[],
  naming: Pick<ArgoNaming, 'envLabel' | 'known'>,
  generatorEnv?: string,
): { app: string; environment: string } {
  const meta = asObj(app.metadata) ?? {};
  const name = String(meta.name);
  const label = asString(asObj(meta.labels)?.[naming.envLabel]) ?? generatorEnv;
  if (label) return { app: stripAffix(name, label), environment: label };
  const affix = splitEnvironmentAffix(name, naming.known);
  if (affix && affix.app !== '') return affix;
  for (const sourcePath of sourcePaths) {
    const fromPath = nameFromPath(sourcePath, naming.known).environment;
    if (fromPath !== DEFAULT_ENVIRONMENT) return { app: name, environment: fromPath };
  }
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
