// A config can declare thousands of targets, and the schema's validator (ajv: allErrors, verbose)
// builds an error object for each `oneOf` branch a target does not take: two per target, a cost
// and garbage that grew with the repository in every `check`. Targets of the usual shapes are
// vouched for here, each test exactly the schema's (schemas/config.schema.json, definitions/target);
// ajv then checks the rest of the config, and anything not vouched for (or any error) sends the
// whole config through ajv as before, so a bad config gets the same errors at the same lines.

import { isObject } from '../kube/object.js';

/** definitions/name (ajv compiles schema patterns with the `u` flag). */
const NAME = new RegExp('^[A-Za-z0-9][A-Za-z0-9._-]*$', 'u');
/** definitions/target/properties/helm/properties/repoURL. */
const REPO_URL = new RegExp('^(https?|oci)://[^\\s@]+$', 'u');
/** A target's keys; helm/kustomize/manifests are the `oneOf` (exactly one). */
export const TARGET_KEYS: ReadonlySet<string> = new Set([
  'app',
  'environment',
  'namespace',
  'helm',
  'kustomize',
  'manifests',
]);
/** helm's keys vouched for (`parameters` is left to ajv). */
export const HELM_KEYS: ReadonlySet<string> = new Set([
  'chart',
  'repoURL',
  'version',
  'valueFiles',
  'releaseName',
  'namespace',
  'values',
]);

/** The config with its targets left out, when every target certainly meets the schema; else undefined (ajv decides all). */
export function withoutVouchedTargets(raw: Record<string, unknown>): Record<string, unknown> | undefined {
  const targets = raw.targets;
  if (!Array.isArray(targets)) return undefined;
  for (const t of targets) if (!targetValid(t)) return undefined;
  return { ...raw, targets: [] };
}

/** Whether one target certainly meets definitions/target (false: not sure). */
export function targetValid(t: unknown): boolean {
  if (!isObject(t)) return false;
  let sources = 0;
  for (const key in t) {
    if (key === 'helm' || key === 'kustomize' || key === 'manifests') sources++;
    else if (!TARGET_KEYS.has(key)) return false;
  }
  return (
    sources === 1 &&
    isName(t.app) &&
    isName(t.environment) &&
    optionalText(t.namespace) &&
    optionalText(t.kustomize) &&
    optionalText(t.manifests) &&
    (t.helm === undefined || helmValid(t.helm))
  );
}

function helmValid(h: unknown): boolean {
  if (!isObject(h)) return false;
  for (const key in h) if (!HELM_KEYS.has(key)) return false;
  return (
    text(h.chart) &&
    (h.repoURL === undefined || (typeof h.repoURL === 'string' && REPO_URL.test(h.repoURL))) &&
    optionalText(h.version) &&
    optionalText(h.releaseName) &&
    optionalText(h.namespace) &&
    (h.valueFiles === undefined || texts(h.valueFiles)) &&
    (h.values === undefined || isObject(h.values))
  );
}

function texts(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (const item of v) if (!text(item)) return false;
  return true;
}

function isName(v: unknown): boolean {
  return typeof v === 'string' && NAME.test(v);
}

/** `type: string, minLength: 1` (one UTF-16 unit is at least one code point). */
function text(v: unknown): boolean {
  return typeof v === 'string' && v.length > 0;
}

function optionalText(v: unknown): boolean {
  return v === undefined || text(v);
}
