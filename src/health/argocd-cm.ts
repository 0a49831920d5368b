import { asObject, isObject } from '../kube/object.js';
import { escapeRegExp } from '../redact/index.js';
import { readYaml11 } from './yaml-input.js';

/** One health customization from argocd-cm: the key is `group/Kind` (`Kind` for the core group, `*` wildcards). */
export interface HealthCustomization {
  key: string;
  script: string;
  openLibs: boolean;
  /** Where it was configured, e.g. `argocd-cm data["resource.customizations.health.argoproj.io_Rollout"]`. */
  source: string;
  /** The key of the ConfigMap's data (or of configs.cm) that holds it. */
  dataKey: string;
}

const HEALTH_PREFIX = 'resource.customizations.health.';
const OPEN_LIBS_PREFIX = 'resource.customizations.useOpenLibs.';

/** `group_Kind` → `group/Kind`, as Argo CD's settings read split keys; undefined when malformed. */
export function overrideKey(groupKind: string): string | undefined {
  const parts = groupKind.split('_');
  if (parts.length === 2 && parts[0] !== '' && parts[1] !== '') return `${parts[0]}/${parts[1]}`;
  if (parts.length === 1 && groupKind !== '') return groupKind;
  return undefined;
}

const isTrue = (v: unknown) => v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'true');

/** Health customizations in an argocd-cm `data` map: the split keys, then the legacy `resource.customizations` block. */
export function healthCustomizations(data: Record<string, unknown>, origin = 'argocd-cm'): HealthCustomization[] {
  const found = new Map<string, HealthCustomization>();
  legacyCustomizations(data['resource.customizations'], origin).forEach((c) => found.set(c.key, c));
  for (const [name, value] of Object.entries(data)) {
    if (!name.startsWith(HEALTH_PREFIX) || typeof value !== 'string') continue;
    const suffix = name.slice(HEALTH_PREFIX.length);
    const key = overrideKey(suffix);
    if (!key || value.trim() === '') continue;
    found.set(key, {
      key,
      script: value,
      openLibs: isTrue(data[OPEN_LIBS_PREFIX + suffix]),
      source: `${origin} data["${name}"]`,
      dataKey: name,
    });
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

function legacyCustomizations(block: unknown, origin: string): HealthCustomization[] {
  if (typeof block !== 'string') return [];
  let parsed: unknown;
  try {
    parsed = readYaml11(block);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const out: HealthCustomization[] = [];
  for (const [key, override] of Object.entries(parsed as Record<string, unknown>)) {
    const o = (override ?? {}) as Record<string, unknown>;
    const script = o['health.lua'];
    if (typeof script !== 'string' || script.trim() === '') continue;
    out.push({
      key,
      script,
      openLibs: isTrue(o['health.lua.useOpenLibs']),
      source: `${origin} data["resource.customizations"]["${key}"]`,
      dataKey: 'resource.customizations',
    });
  }
  return out;
}

/** True for Argo CD's settings ConfigMap. */
export function isArgocdCm(object: Record<string, unknown>): boolean {
  const meta = asObject(object.metadata);
  const labels = asObject(meta.labels);
  return (
    object.kind === 'ConfigMap' &&
    object.apiVersion === 'v1' &&
    (meta.name === 'argocd-cm' || labels['app.kubernetes.io/name'] === 'argocd-cm')
  );
}

/** Customizations from an argocd-cm ConfigMap object, or from argo-cd Helm chart values (`configs.cm`). */
export function customizationsOf(document: unknown, origin: string): HealthCustomization[] {
  const object = asObject(document);
  if (isArgocdCm(object)) return healthCustomizations(asObject(object.data), origin);
  const cm = asObject(object.configs).cm;
  return isObject(cm) ? healthCustomizations(cm, `${origin} configs.cm`) : [];
}

/** Argo CD's glob match of a customization key against `group/Kind` (only `*` is special). */
export function keyMatches(pattern: string, key: string): boolean {
  if (!pattern.includes('*')) return pattern === key;
  return new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`).test(key);
}

/** The customization Argo CD uses for `group/Kind`: an exact key first, then a wildcard. */
export function customizationFor(list: readonly HealthCustomization[], key: string): HealthCustomization | undefined {
  return list.find((c) => c.key === key) ?? list.find((c) => c.key.includes('*') && keyMatches(c.key, key));
}
