/**
 * How a pod reads a ConfigMap or Secret in a way that is fixed when the container starts: env
 * (`env[].valueFrom`, `envFrom`) and volumes mounted with `subPath` (the kubelet never updates
 * those). A whole-volume mount is left out: the kubelet refreshes it in place.
 */
import { joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import { containersOf, type PodSpecSite } from './pod-specs.js';

export type ConfigKind = 'ConfigMap' | 'Secret';

export interface ConfigRead {
  kind: ConfigKind;
  name: string;
  container: string;
  /** `env FOO`, `envFrom`, `subPath mount /etc/app/app.yaml`. */
  how: string;
  pointer: string;
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function envReads(c: Record<string, unknown>, container: string, pointer: string): ConfigRead[] {
  const out: ConfigRead[] = [];
  asList(c.env).forEach((e, i) => {
    const from = isObject(e) && isObject(e.valueFrom) ? e.valueFrom : undefined;
    const name = isObject(e) && typeof e.name === 'string' ? e.name : `#${i}`;
    for (const [key, kind] of [
      ['configMapKeyRef', 'ConfigMap'],
      ['secretKeyRef', 'Secret'],
    ] as const) {
      const ref = from?.[key];
      if (isObject(ref) && typeof ref.name === 'string')
        out.push({ kind, name: ref.name, container, how: `env ${name}`, pointer: joinPointer(pointer, 'env', i) });
    }
  });
  asList(c.envFrom).forEach((e, i) => {
    for (const [key, kind] of [
      ['configMapRef', 'ConfigMap'],
      ['secretRef', 'Secret'],
    ] as const) {
      const ref = isObject(e) ? e[key] : undefined;
      if (isObject(ref) && typeof ref.name === 'string')
        out.push({ kind, name: ref.name, container, how: 'envFrom', pointer: joinPointer(pointer, 'envFrom', i) });
    }
  });
  return out;
}

/** The ConfigMaps and Secrets a volume projects, by volume name. */
function volumeSources(spec: Record<string, unknown>): Map<string, Array<{ kind: ConfigKind; name: string }>> {
  const out = new Map<string, Array<{ kind: ConfigKind; name: string }>>();
  for (const v of asList(spec.volumes)) {
    if (!isObject(v) || typeof v.name !== 'string') continue;
    const found: Array<{ kind: ConfigKind; name: string }> = [];
    if (isObject(v.configMap) && typeof v.configMap.name === 'string')
      found.push({ kind: 'ConfigMap', name: v.configMap.name });
    if (isObject(v.secret) && typeof v.secret.secretName === 'string')
      found.push({ kind: 'Secret', name: v.secret.secretName });
    const projected = isObject(v.projected) ? asList(v.projected.sources) : [];
    for (const s of projected) {
      if (!isObject(s)) continue;
      if (isObject(s.configMap) && typeof s.configMap.name === 'string')
        found.push({ kind: 'ConfigMap', name: s.configMap.name });
      if (isObject(s.secret) && typeof s.secret.name === 'string') found.push({ kind: 'Secret', name: s.secret.name });
    }
    out.set(v.name, found);
  }
  return out;
}

/** Every read of a ConfigMap or Secret by a pod that only takes effect when its containers restart. */
export function startupConfigReads(site: PodSpecSite): ConfigRead[] {
  const volumes = volumeSources(site.spec);
  const out: ConfigRead[] = [];
  for (const c of containersOf(site)) {
    out.push(...envReads(c.container, c.name, c.pointer));
    asList(c.container.volumeMounts).forEach((m, i) => {
      if (!isObject(m) || typeof m.name !== 'string' || typeof m.subPath !== 'string' || m.subPath === '') return;
      for (const source of volumes.get(m.name) ?? [])
        out.push({
          ...source,
          container: c.name,
          how: `subPath mount ${typeof m.mountPath === 'string' ? m.mountPath : m.name}`,
          pointer: joinPointer(c.pointer, 'volumeMounts', i),
        });
    });
  }
  return out;
}
