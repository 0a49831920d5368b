import type { FindingDraft } from '../../model/finding.js';
import type { Resource } from '../../model/resource.js';
import { describeRef } from '../../model/resource.js';
import { healthCustomizations, isArgocdCm, type HealthCustomization } from '../../health/argocd-cm.js';
import { syntaxError } from '../../health/lua-state.js';
import { generationProbes, probeOutcome, syntheticObject, type ProbeOutcome } from '../../health/probes.js';
import { escapePointerToken } from '../../kube/json-pointer.js';
import { annotationsOf, isObject } from '../../kube/object.js';
import { findingAt, type CheckMeta, type CheckTemplate } from './types.js';

type Aspect = 'generation' | 'script-error' | 'ignored';
export const IGNORE_HEALTHCHECK = 'argocd.argoproj.io/ignore-healthcheck';

function customizationsIn(resources: readonly Resource[]): Array<{ cm: Resource; c: HealthCustomization }> {
  return resources
    .filter((r) => isArgocdCm(r.object))
    .flatMap((cm) => {
      const data = isObject(cm.object.data) ? cm.object.data : {};
      return healthCustomizations(data, describeRef(cm.ref)).map((c) => ({ cm, c }));
    });
}

function draftFor(cm: Resource, c: HealthCustomization, check: CheckMeta, message: string): FindingDraft {
  return findingAt(check, cm, `/data/${escapePointerToken(c.dataKey)}`, c.key, message);
}

/** The generation probes of one customization, run once for both aspects that read them. */
const outcomes = new Map<string, ProbeOutcome>();
function probesOf(c: HealthCustomization): ProbeOutcome {
  const key = `${String(c.openLibs)}\0${c.key}\0${c.script}`;
  let outcome = outcomes.get(key);
  if (!outcome) {
    outcome = probeOutcome(c.script, c.openLibs, generationProbes([syntheticObject(c.key)], true));
    if (outcomes.size > 256) outcomes.clear();
    outcomes.set(key, outcome);
  }
  return outcome;
}

function generation(cm: Resource, c: HealthCustomization, check: CheckMeta): FindingDraft[] {
  if (syntaxError(c.script, c.key) !== undefined) return [];
  // A run over a limit is the script-error aspect's (inconclusive) finding: nothing was checked here.
  const outcome = probesOf(c);
  const probe = 'healthy' in outcome ? outcome.healthy : undefined;
  if (!probe) return [];
  const message = `the health check for ${c.key} says Healthy for ${probe.name}: a rollout of that resource inherits the previous generation's "Healthy"`;
  return [draftFor(cm, c, check, message)];
}

function scriptError(cm: Resource, c: HealthCustomization, check: CheckMeta): FindingDraft[] {
  const error = syntaxError(c.script, c.key);
  if (error !== undefined) return [draftFor(cm, c, check, `the health check for ${c.key} does not compile: ${error}`)];
  const outcome = probesOf(c);
  if (!('limit' in outcome)) return [];
  // Over a limit the script could not be judged: inconclusive, naming the limit.
  const message = `the health check for ${c.key} went over its ${outcome.limit} on a test input: ${outcome.error}`;
  return [{ ...draftFor(cm, c, check, message), verdict: 'inconclusive' }];
}

function ignored(r: Resource, check: CheckMeta): FindingDraft[] {
  const value = annotationsOf(r)[IGNORE_HEALTHCHECK];
  if (value === undefined || String(value).toLowerCase() === 'false') return [];
  const path = `/metadata/annotations/${escapePointerToken(IGNORE_HEALTHCHECK)}`;
  const message = `${describeRef(r.ref)} carries ${IGNORE_HEALTHCHECK}: Argo CD leaves it out of the Application's health, so the app is Healthy whatever it does`;
  return [findingAt(check, r, path, IGNORE_HEALTHCHECK, message)];
}

export const argocdHealth: CheckTemplate = {
  name: 'argocd-health',
  summary:
    "Argo CD health: custom health checks in rendered `argocd-cm` ConfigMaps (run with Argo CD's Lua semantics) and objects excluded from health assessment.",
  params: {
    type: 'object',
    properties: {
      aspect: {
        description:
          '`generation` (a customized check says Healthy on a probe of no status, no observedGeneration, or the previous generation), `script-error` (does not compile), `ignored` (the ignore-healthcheck annotation).',
        enum: ['generation', 'script-error', 'ignored'],
        default: 'generation',
      },
    },
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const aspect = params.aspect as Aspect;
    if (aspect === 'ignored') return ctx.resources.flatMap((r) => ignored(r, check));
    const run = aspect === 'generation' ? generation : scriptError;
    return customizationsIn(ctx.resources).flatMap(({ cm, c }) => run(cm, c, check));
  },
};
