/**
 * Objects that a health check must not call Healthy: no status at all, a status that never says
 * which generation it describes, and a status of the previous generation that looks ready. They
 * are built from a healthy test input of the script when there is one, else from the kind alone.
 */
import { runHealthScript } from './lua-sandbox.js';

export interface Probe {
  name: string;
  object: Record<string, unknown>;
}

type Obj = Record<string, unknown>;
const READY_PHASES = ['Ready', 'Running', 'Healthy', 'Available', 'Succeeded', 'Active', 'Bound', 'Deployed'];
const READY_CONDITIONS = ['Ready', 'Available', 'Healthy', 'Synced', 'Succeeded', 'Deployed', 'Reconciled'].map(
  (type) => ({ type, status: 'True', reason: type }),
);

/** A made-up object of the kind (`group/Kind`, wildcards filled in) at generation 2 whose status looks ready. */
export function syntheticObject(key: string): Obj {
  const [group, kind] = key.includes('/') ? (key.split('/') as [string, string]) : ['', key];
  const fill = (s: string) => s.replace(/\*/g, 'example');
  return {
    apiVersion: group ? `${fill(group)}/v1` : 'v1',
    kind: fill(kind),
    metadata: { name: 'probe', namespace: 'default', generation: 2 },
    spec: { replicas: 1 },
    status: {
      observedGeneration: 2,
      phase: 'Ready',
      replicas: 1,
      readyReplicas: 1,
      availableReplicas: 1,
      updatedReplicas: 1,
      conditions: READY_CONDITIONS,
    },
  };
}

function withoutStatus(base: Obj): Obj {
  const o = structuredClone(base);
  delete o.status;
  return o;
}

function withoutObservedGeneration(base: Obj): Obj {
  const o = structuredClone(base);
  if (o.status && typeof o.status === 'object') delete (o.status as Obj).observedGeneration;
  else o.status = { conditions: READY_CONDITIONS };
  return o;
}

function previousGeneration(base: Obj): Obj {
  const o = structuredClone(base);
  const status = (
    o.status && typeof o.status === 'object' ? o.status : (o.status = { conditions: READY_CONDITIONS })
  ) as Obj;
  const observed = typeof status.observedGeneration === 'number' ? status.observedGeneration : 1;
  status.observedGeneration = observed;
  o.metadata = { ...(o.metadata as Obj | undefined), generation: observed + 1 };
  return o;
}

/** The three probes for each base object; synthetic bases also try each ready-looking phase. */
export function generationProbes(bases: readonly Obj[], synthetic: boolean): Probe[] {
  const out: Probe[] = [];
  for (const base of bases) {
    out.push({ name: 'an object without status', object: withoutStatus(base) });
    out.push({ name: 'a status without observedGeneration', object: withoutObservedGeneration(base) });
    const phases = synthetic ? READY_PHASES : [undefined];
    for (const phase of phases) {
      const o = previousGeneration(base);
      if (phase) (o.status as Obj).phase = phase;
      out.push({
        name: `status.observedGeneration ${String((o.status as Obj).observedGeneration)} < metadata.generation ${String((o.metadata as Obj).generation)} with ready-looking status${phase ? ` (phase ${phase})` : ''}`,
        object: o,
      });
    }
  }
  return out;
}

/** The first probe the script calls Healthy, if any. */
export function healthyProbe(script: string, openLibs: boolean, probes: readonly Probe[]): Probe | undefined {
  const outcome = probeOutcome(script, openLibs, probes);
  return 'healthy' in outcome ? outcome.healthy : undefined;
}

/** What the probes found: the first one called Healthy (if any), or the limit a probe run went over. */
export type ProbeOutcome = { healthy: Probe | undefined } | { limit: string; error: string };

/** Runs the probes until one is called Healthy; a run over a limit ends the search (nothing was checked). */
export function probeOutcome(script: string, openLibs: boolean, probes: readonly Probe[]): ProbeOutcome {
  for (const p of probes) {
    const run = runHealthScript(script, p.object, { openLibs });
    if (run.kind === 'error' && run.limit !== undefined) return { limit: run.limit, error: run.error };
    if (run.kind === 'status' && run.health.status === 'Healthy') return { healthy: p };
  }
  return { healthy: undefined };
}
