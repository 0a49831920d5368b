/** Pairs the objects of one app across two environments, seeing through env names in names and namespaces. */
import { apiGroup, type Resource } from '../model/resource.js';
import { escapeRegExp } from '../redact/index.js';

export interface Pair {
  key: string;
  from?: Resource;
  to?: Resource;
}

/** `web-staging` and `web-production` are the same object: the env name as a whole token becomes `{env}`. */
export function envNeutral(value: string, env: string): string {
  if (env === '') return value;
  return value.replace(new RegExp(`(^|[-._])${escapeRegExp(env)}(?=$|[-._])`, 'g'), '$1{env}');
}

function keyed(resources: Resource[], env: string, withNamespace: boolean): Map<string, Resource[]> {
  const map = new Map<string, Resource[]>();
  for (const r of resources) {
    const ns = withNamespace ? `${envNeutral(r.ref.namespace ?? '', env)}/` : '';
    const key = `${apiGroup(r.ref.apiVersion)}/${r.ref.kind}/${ns}${envNeutral(r.ref.name, env)}`;
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  return map;
}

/**
 * Namespaces usually differ per environment, so objects pair by group/kind/name first; names that
 * repeat across namespaces fall back to pairing with the env-neutral namespace.
 */
export function pairResources(from: Resource[], to: Resource[], fromEnv: string, toEnv: string): Pair[] {
  const a = keyed(from, fromEnv, false);
  const b = keyed(to, toEnv, false);
  const ambiguous = [...new Set([...a.keys(), ...b.keys()])].some(
    (k) => (a.get(k)?.length ?? 0) > 1 || (b.get(k)?.length ?? 0) > 1,
  );
  const fa = ambiguous ? keyed(from, fromEnv, true) : a;
  const fb = ambiguous ? keyed(to, toEnv, true) : b;
  const pairs: Pair[] = [];
  for (const key of [...new Set([...fa.keys(), ...fb.keys()])].sort()) {
    const left = fa.get(key) ?? [];
    const right = fb.get(key) ?? [];
    const n = Math.max(left.length, right.length);
    for (let i = 0; i < n; i++) {
      const f = left[i];
      const t = right[i];
      pairs.push({ key: n > 1 ? `${key}#${i}` : key, ...(f ? { from: f } : {}), ...(t ? { to: t } : {}) });
    }
  }
  return pairs;
}
