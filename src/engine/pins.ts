/**
 * Applications pinned to a commit (`targetRevision: <sha>`): Argo CD deploys the pin, not the
 * audited tree, so an audit renders and judges those targets at their pinned commit. A pin the
 * clone lacks is said so, and the target is judged at the audited revision (the live judgement
 * then reports that what runs was not rendered).
 */
import type { Target } from '../model/target.js';
import { declaredApplication } from '../live/mapping.js';
import type { DeclaredApp } from '../live/index.js';
import { isSha } from '../live/sources.js';
import type { TargetPair } from './target-run.js';
import { asObject as obj } from '../kube/object.js';

/** The commit the declaring Application pins this target's source to, if it is not the audited one. */
export function pinOf(target: Target, declared: Map<string, DeclaredApp>, auditedSha: string): string | undefined {
  const name = declaredApplication(target);
  const app = name ? declared.get(name) : undefined;
  if (!app) return undefined;
  const spec = obj(app.manifest.spec);
  const sources = Array.isArray(spec.sources) && spec.sources.length ? spec.sources.map(obj) : [obj(spec.source)];
  const own =
    sources.length === 1
      ? sources[0]
      : sources.find((s) => typeof s.path === 'string' && s.path.replace(/^\.\/|\/$/g, '') === target.path);
  const rev = typeof own?.targetRevision === 'string' ? own.targetRevision : undefined;
  return rev && isSha(rev) && rev.toLowerCase() !== auditedSha.toLowerCase() ? rev.toLowerCase() : undefined;
}

/** Pairs split by the commit they must be rendered at: `undefined` for the audited revision. */
export function splitByPin(
  pairs: TargetPair[],
  declared: Map<string, DeclaredApp>,
  auditedSha: string,
): Map<string | undefined, TargetPair[]> {
  const out = new Map<string | undefined, TargetPair[]>();
  for (const pair of pairs) {
    const pin = pair.head ? pinOf(pair.head, declared, auditedSha) : undefined;
    out.set(pin, [...(out.get(pin) ?? []), pair]);
  }
  return out;
}
