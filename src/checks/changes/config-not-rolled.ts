/**
 * rollout/config-not-rolled: a ConfigMap or Secret's data changes, a workload reads it in a way
 * fixed at container start (env, envFrom, a subPath mount), and the workload's pod template does
 * not change, so no pod ever restarts to read the new data.
 */
import type { FindingDraft } from '../../model/finding.js';
import { apiGroup, describeRef, resourceKey, type Resource } from '../../model/resource.js';
import { startupConfigReads, type ConfigKind } from '../../kube/config-refs.js';
import { podSpecsOf } from '../../kube/pod-specs.js';
import { annotationsOf, canonicalJson } from '../../kube/object.js';
import { isRollingWorkload, podTemplateOf } from '../../kube/workloads.js';
import { byKey, type ChangeSides } from './sides.js';

export const CONFIG_NOT_ROLLED = 'rollout/config-not-rolled';

const REMEDIATION =
  'Make the pod template change with the data: a checksum annotation of the config on the pod template (Helm: `checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}`), a generated name with a content hash (kustomize configMapGenerator/secretGenerator), or a reload controller\'s annotation (stakater Reloader, with `rollout.reloader: true` in the config once it runs in the clusters). Mounting the whole volume instead of a subPath also updates files in place (the process must re-read them).';

const DATA_FIELDS = ['data', 'binaryData', 'stringData'];

function isConfig(r: Resource): r is Resource & { ref: { kind: ConfigKind } } {
  return apiGroup(r.ref.apiVersion) === '' && (r.ref.kind === 'ConfigMap' || r.ref.kind === 'Secret');
}

/** Compared as data only: never shown (a Secret's values must not reach a report). */
function dataOf(r: Resource): string {
  return canonicalJson(DATA_FIELDS.map((f) => r.object[f] ?? null));
}

/** Whether stakater Reloader restarts this workload when the named config changes. */
function reloaderWatches(workload: Resource, config: Resource): boolean {
  const kind = config.ref.kind as ConfigKind;
  const name = config.ref.name;
  const a = annotationsOf(workload);
  const on = (key: string) => String(a[key] ?? '').trim() === 'true';
  const listed = (key: string) =>
    String(a[key] ?? '')
      .split(',')
      .map((s) => s.trim())
      .includes(name);
  const prefix = kind === 'ConfigMap' ? 'configmap' : 'secret';
  return (
    on('reloader.stakater.com/auto') ||
    on(`${prefix}.reloader.stakater.com/auto`) ||
    listed(`${prefix}.reloader.stakater.com/reload`) ||
    (on('reloader.stakater.com/search') && String(annotationsOf(config)['reloader.stakater.com/match']) === 'true')
  );
}

function changedConfigs(sides: ChangeSides): Resource[] {
  const base = byKey(sides.base);
  return sides.head.filter((h) => {
    if (!isConfig(h)) return false;
    const b = base.get(resourceKey(h.ref));
    return b !== undefined && dataOf(b) !== dataOf(h);
  });
}

export function configNotRolled(sides: ChangeSides): FindingDraft[] {
  const configs = changedConfigs(sides);
  if (configs.length === 0) return [];
  const base = byKey(sides.base);
  const drafts: FindingDraft[] = [];
  for (const workload of sides.head) {
    if (!isRollingWorkload(workload)) continue;
    const before = base.get(resourceKey(workload.ref));
    // A new workload starts new pods; one whose template changed rolls them.
    if (!before || canonicalJson(podTemplateOf(before)) !== canonicalJson(podTemplateOf(workload))) continue;
    const reads = podSpecsOf(workload, sides.head)
      .filter((s) => s.resource === workload)
      .flatMap(startupConfigReads);
    for (const config of configs) {
      const ns = config.ref.namespace ?? '';
      if ((workload.ref.namespace ?? '') !== ns) continue;
      const uses = reads.filter((r) => r.kind === config.ref.kind && r.name === config.ref.name);
      if (uses.length === 0) continue;
      if (sides.reloader && reloaderWatches(workload, config)) continue;
      const how = [...new Set(uses.map((u) => `container "${u.container}" ${u.how}`))].join(', ');
      drafts.push({
        ruleId: CONFIG_NOT_ROLLED,
        resource: workload,
        path: uses[0]?.pointer,
        fingerprintKey: resourceKey(config.ref),
        remediation: REMEDIATION,
        message: `${describeRef(config.ref)} changes its data, but ${describeRef(workload.ref)} reads it only at container start (${how}) and its pod template does not change: no pod restarts, so the running pods keep the old values after the sync`,
      });
    }
  }
  return drafts;
}
