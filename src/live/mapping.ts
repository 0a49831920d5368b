import type { Target } from '../model/target.js';
import type { Json } from './types.js';
import { asObject as obj, nonEmptyString as str } from '../kube/object.js';

export interface Mapped {
  application: Json;
  name: string;
  namespace?: string;
  /** The audited targets this Application deploys (several for a multi-source Application). */
  targets: Target[];
}

export interface Unmapped {
  target: Target;
  reason: string;
}

export function metaOf(app: Json): { name?: string; namespace?: string; labels: Json } {
  const meta = obj(app.metadata);
  return { name: str(meta.name), namespace: str(meta.namespace), labels: obj(meta.labels) };
}

/** The Application a target was discovered from (`origin.detail` starts with "Application <name>"). */
export function declaredApplication(target: Target): string | undefined {
  if (target.origin.how !== 'argocd') return undefined;
  return /^Application ([^;\s]+)/.exec(target.origin.detail ?? '')?.[1];
}

/**
 * Names to look for, most specific first: the Application the target came from; else
 * `app-env`, `env-app`, and `app` itself when its environment label (or the lack of any
 * environment) agrees.
 */
function candidates(target: Target): Array<{ name: string; needsLabel: boolean }> {
  const declared = declaredApplication(target);
  if (declared) return [{ name: declared, needsLabel: false }];
  const { app, environment: env } = target;
  return [
    { name: `${app}-${env}`, needsLabel: false },
    { name: `${env}-${app}`, needsLabel: false },
    { name: app, needsLabel: env !== 'default' },
  ];
}

function byName(apps: Json[]): Map<string, Json[]> {
  const index = new Map<string, Json[]>();
  for (const app of apps) {
    const name = metaOf(app).name;
    if (name) index.set(name, [...(index.get(name) ?? []), app]);
  }
  return index;
}

type Match = { app: Json; name: string } | { problem: string } | undefined;

function match(target: Target, index: Map<string, Json[]>, envLabel: string): Match {
  for (const c of candidates(target)) {
    const found = (index.get(c.name) ?? []).filter(
      (a) => !c.needsLabel || metaOf(a).labels[envLabel] === target.environment,
    );
    if (found.length > 1) {
      const where = found.map((a) => metaOf(a).namespace ?? '?').join(', ');
      return {
        problem: `${found.length} Applications are named ${c.name} (namespaces ${where}); which one deploys this target is ambiguous`,
      };
    }
    if (found[0]) return { app: found[0], name: c.name };
  }
  return undefined;
}

/** Pairs audited targets with the Applications the API returned. */
export function mapTargets(
  targets: Target[],
  apps: Json[],
  envLabel: string,
): { mapped: Mapped[]; unmapped: Unmapped[] } {
  const index = byName(apps);
  const mapped = new Map<Json, Mapped>();
  const unmapped: Unmapped[] = [];
  for (const target of targets) {
    const m = match(target, index, envLabel);
    if (!m) {
      const names = candidates(target).map((c) =>
        c.needsLabel ? `${c.name} (labelled ${envLabel}=${target.environment})` : c.name,
      );
      unmapped.push({
        target,
        reason: `no Application in the API for this target (looked for ${names.join(', ')}); the token may not see it, or it is not deployed by Argo CD`,
      });
    } else if ('problem' in m) {
      unmapped.push({ target, reason: m.problem });
    } else {
      const entry = mapped.get(m.app) ?? {
        application: m.app,
        name: m.name,
        targets: [],
        ...(metaOf(m.app).namespace ? { namespace: metaOf(m.app).namespace } : {}),
      };
      entry.targets.push(target);
      mapped.set(m.app, entry);
    }
  }
  return { mapped: [...mapped.values()], unmapped };
}
