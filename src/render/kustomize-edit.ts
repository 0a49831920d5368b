// Argo CD's repo-server changes the app folder's kustomization before `kustomize build`: it runs
// `kustomize edit set nameprefix|namesuffix|image|replicas`, `edit add label|annotation`, `edit set
// namespace`, appends `patches` itself and runs `edit add component` (argo-cd util/kustomize
// Build, in that order). These are the same edits on the kustomization as data, with the semantics
// of kustomize's edit commands (kustomize/commands/edit): an entry of the same name is replaced, a
// label that exists needs `force`, a missing component fails. A refused edit fails Argo CD's
// render, so it fails this one, with kustomize's reason.
import { asObject, isObject } from '../kube/object.js';
import type { KustomizeEdits } from '../model/target.js';
import { byCodeUnits, EditRefused, parseImageArg, setImages } from './kustomize-edit-images.js';
import { foldKey, type Obj } from './kustomize-yaml.js';

export { EditRefused };

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** Removes every key encoding/json would decode into `field` (case-insensitive) and returns the last value. */
function takeField(k: Obj, field: string): unknown {
  let value: unknown;
  for (const key of Object.keys(k).filter((key) => foldKey(key) === foldKey(field))) {
    value = k[key];
    delete k[key];
  }
  return value;
}

function putField(k: Obj, field: string, value: unknown): void {
  takeField(k, field);
  const empty =
    value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || isEmptyMap(value);
  if (!empty) k[field] = value;
}

const isEmptyMap = (v: unknown): boolean => isObject(v) && Object.keys(v).length === 0;

/**
 * kustfile.Read applies FixKustomization before any `kustomize edit`: `bases` join `resources`
 * and `imageTags` join `images` (kustomize build does the same, so only the file changes).
 */
function kustfileRead(k: Obj): void {
  const bases = asList(takeField(k, 'bases'));
  if (bases.length > 0) putField(k, 'resources', [...asList(takeField(k, 'resources')), ...bases]);
  const tags = asList(takeField(k, 'imageTags'));
  if (tags.length > 0) putField(k, 'images', [...asList(takeField(k, 'images')), ...tags]);
}

/** Applies Argo CD's kustomize options to kustomization `k` (changed in place). */
export function applyKustomizeEdits(k: Obj, e: KustomizeEdits, componentExists: (c: string) => boolean): void {
  let rewritten = false;
  const edit = (fn: () => void): void => {
    kustfileRead(k);
    fn();
    rewritten = true;
  };
  if (e.namePrefix) edit(() => putField(k, 'namePrefix', e.namePrefix));
  if (e.nameSuffix) edit(() => putField(k, 'nameSuffix', e.nameSuffix));
  if (e.images?.length) {
    const args = e.images.map(parseImageArg);
    edit(() => putField(k, 'images', setImages(asList(takeField(k, 'images')), args)));
  }
  if (e.replicas?.length)
    edit(() => putField(k, 'replicas', setReplicas(asList(takeField(k, 'replicas')), e.replicas ?? [])));
  if (e.commonLabels && Object.keys(e.commonLabels).length > 0) edit(() => addLabels(k, e));
  if (e.commonAnnotations && Object.keys(e.commonAnnotations).length > 0) edit(() => addAnnotations(k, e));
  if (e.namespace) {
    if (!DNS1123_LABEL.test(e.namespace) || e.namespace.length > 63)
      throw new EditRefused(`"${e.namespace}" is not a valid namespace name (kustomize edit set namespace)`);
    edit(() => putField(k, 'namespace', e.namespace));
  }
  if (e.patches?.length) {
    // Argo CD looks for the exact key `patches`; a `kustomize edit` before it rewrote every field name.
    if (rewritten) putField(k, 'patches', takeField(k, 'patches'));
    appendPatches(k, e.patches);
  }
  if (e.components?.length) addComponents(k, e, componentExists, edit);
}

/** `edit set replicas`: the named entries are replaced, the others kept; sorted by name. */
function setReplicas(existing: unknown[], args: Array<{ name: string; count: number }>): Obj[] {
  const byName = new Map<string, Obj>();
  for (const a of args) {
    if (a.name.includes('=')) throw new EditRefused(`invalid replicas argument "${a.name}=${a.count}"`);
    byName.set(a.name, { name: a.name, count: a.count });
  }
  for (const r of existing) {
    const name = String(asObject(r).name ?? '');
    if (!byName.has(name)) byName.set(name, asObject(r));
  }
  return [...byName].sort(([a], [b]) => byCodeUnits(a, b)).map(([, r]) => r);
}

/** The `name:value` arguments Argo CD passes, read back as kustomize's ConvertSliceToMap reads them. */
function editArgs(pairs: Record<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(pairs)) {
    const arg = `${name}:${value}`;
    const c = arg.indexOf(':');
    if (c === 0) throw new EditRefused(`invalid label or annotation '${arg}' (need k:v pair where v may be quoted)`);
    const v = arg.slice(c + 1);
    out.set(arg.slice(0, c), v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v);
  }
  return out;
}

const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const NAME_PART = /^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/** Kubernetes' IsQualifiedName: an optional DNS subdomain prefix and a name of at most 63 characters. */
function qualifiedName(key: string): boolean {
  const parts = key.split('/');
  if (parts.length > 2) return false;
  const name = parts[parts.length - 1] ?? '';
  const prefix = parts.length === 2 ? (parts[0] ?? '') : undefined;
  if (prefix !== undefined && (prefix.length > 253 || !DNS1123_SUBDOMAIN.test(prefix))) return false;
  return name.length <= 63 && NAME_PART.test(name);
}

function writeEntry(map: Obj, key: string, value: string, force: boolean, what: string): void {
  if (Object.hasOwn(map, key) && !force)
    throw new EditRefused(`${what} ${key} already in kustomization file. Use --force to override.`);
  map[key] = value;
}

/** `edit add label [--force] [--without-selector [--include-templates]]`. */
function addLabels(k: Obj, e: KustomizeEdits): void {
  if (e.labelIncludeTemplates && !e.labelWithoutSelector)
    throw new EditRefused('--without-selector flag must be specified for --include-templates to work');
  const pairs = editArgs(e.commonLabels ?? {});
  for (const [key, value] of pairs) {
    if (!qualifiedName(key)) throw new EditRefused(`label key "${key}" is not a valid label name`);
    if (value !== '' && (value.length > 63 || !NAME_PART.test(value)))
      throw new EditRefused(`label value "${value}" of ${key} is not a valid label value`);
  }
  const force = e.forceCommonLabels === true;
  if (!e.labelWithoutSelector) {
    const map = { ...asObject(takeField(k, 'commonLabels')) };
    for (const [key, value] of pairs) writeEntry(map, key, value, force, 'label');
    return putField(k, 'commonLabels', map);
  }
  const includeTemplates = e.labelIncludeTemplates === true;
  const labels = asList(takeField(k, 'labels')).map((l) => ({ ...asObject(l) }));
  // The first entry with the same settings takes the pairs; a new entry otherwise (kustomize's writeToLabels).
  let entry = labels.find((l) => l.includeSelectors !== true && (l.includeTemplates === true) === includeTemplates);
  if (!entry) {
    entry = { pairs: {}, ...(includeTemplates ? { includeTemplates: true } : {}) };
    labels.push(entry);
  }
  const map = { ...asObject(entry.pairs) };
  for (const [key, value] of pairs) writeEntry(map, key, value, force, 'label');
  entry.pairs = map;
  putField(k, 'labels', labels);
}

/** `edit add annotation [--force]`. */
function addAnnotations(k: Obj, e: KustomizeEdits): void {
  const map = { ...asObject(takeField(k, 'commonAnnotations')) };
  for (const [key, value] of editArgs(e.commonAnnotations ?? {})) {
    if (!qualifiedName(key.toLowerCase()))
      throw new EditRefused(`annotation key "${key}" is not a valid annotation name`);
    writeEntry(map, key, value, e.forceCommonAnnotations === true, 'annotation');
  }
  putField(k, 'commonAnnotations', map);
}

/** Argo CD appends its patches to the `patches` list itself (there is no `kustomize edit` for them). */
function appendPatches(k: Obj, patches: Array<Record<string, unknown>>): void {
  const existing = k.patches;
  if (existing !== undefined && existing !== null && !Array.isArray(existing))
    throw new EditRefused("expected 'patches' field in kustomization.yaml to be a list");
  k.patches = [...asList(existing), ...patches];
}

/** `edit add component`: a missing one fails (unless Argo CD's ignoreMissingComponents dropped it); a listed one is kept once. */
function addComponents(
  k: Obj,
  e: KustomizeEdits,
  exists: (c: string) => boolean,
  edit: (fn: () => void) => void,
): void {
  const wanted = (e.components ?? []).filter((c) => !e.ignoreMissingComponents || exists(c));
  if (wanted.length === 0) return;
  for (const c of wanted) if (!exists(c)) throw new EditRefused(`component ${c} has no match`);
  edit(() => {
    const list = asList(takeField(k, 'components'));
    for (const c of wanted) if (!list.includes(c)) list.push(c);
    putField(k, 'components', list);
  });
}
