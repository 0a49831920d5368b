import { isObject } from '../kube/object.js';
import { parseYamlFile } from './yaml-file.js';

export const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';

/** What kustomize's `buildMetadata: [originAnnotations]` records (paths relative to the built overlay). */
export interface Origin {
  path?: string;
  repo?: string;
  configuredIn?: string;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function parseOrigin(text: string): Origin | undefined {
  // A tiny YAML value, but object data: same limits as everything else, problems ignored (best effort).
  const parsed = parseYamlFile(text, { maxDocBytes: 64 * 1024, maxAliasCount: 0 }).value;
  if (!isObject(parsed)) return undefined;
  return { path: str(parsed.path), repo: str(parsed.repo), configuredIn: str(parsed.configuredIn) };
}

/**
 * Read the origin annotation and, when deploy-gate added it (`strip`), REMOVE it (and an
 * `annotations: {}` it leaves behind), so diffs and checks see the object as the cluster will.
 */
export function takeOrigin(object: Record<string, unknown>, strip = true): Origin | undefined {
  const metadata = object.metadata;
  if (!isObject(metadata)) return undefined;
  const annotations = metadata.annotations;
  if (!isObject(annotations) || !Object.hasOwn(annotations, ORIGIN_ANNOTATION)) return undefined;
  const raw = annotations[ORIGIN_ANNOTATION];
  if (strip) removeAnnotation(object, ORIGIN_ANNOTATION);
  return typeof raw === 'string' ? parseOrigin(raw) : undefined;
}

/** Removes an annotation deploy-gate asked a tool for, and the `annotations: {}` it leaves behind. */
export function removeAnnotation(object: Record<string, unknown>, key: string): void {
  const metadata = object.metadata;
  if (!isObject(metadata)) return;
  const annotations = metadata.annotations;
  if (!isObject(annotations) || !Object.hasOwn(annotations, key)) return;
  delete annotations[key];
  if (Object.keys(annotations).length === 0) delete metadata.annotations;
}
