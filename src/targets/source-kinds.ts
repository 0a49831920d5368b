// What kind of declaration each discovered unit comes from, and the per-kind count `targets`
// prints (units found / rendered / not-checked), so a repository where one kind found nothing, or
// where most of a kind cannot be checked, shows it at a glance.
import type { NotCheckedUnit, Target } from '../model/target.js';

export const SOURCE_KINDS = [
  'config',
  'Argo CD Application',
  'ApplicationSet',
  'Flux Kustomization',
  'Flux HelmRelease',
  'kustomization',
  'chart',
  'helmfile',
  'other',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export function sourceKindOf(t: Target): SourceKind {
  switch (t.origin.how) {
    case 'config':
      return 'config';
    case 'argocd':
      return t.origin.set?.startsWith('ApplicationSet ') ? 'ApplicationSet' : 'Argo CD Application';
    case 'flux':
      return t.origin.detail?.startsWith('HelmRelease ') ? 'Flux HelmRelease' : 'Flux Kustomization';
    case 'kustomize-overlay':
      return 'kustomization';
    case 'helm-chart':
      return /(^|\/)helmfile\.ya?ml(\.gotmpl)?$/.test(t.origin.file ?? '') ? 'helmfile' : 'chart';
  }
}

const UNIT_KINDS: Array<[RegExp, SourceKind]> = [
  [/^ApplicationSet\b/, 'ApplicationSet'],
  [/^Application\b/, 'Argo CD Application'],
  [/^HelmRelease\b/, 'Flux HelmRelease'],
  [/^Kustomization\b/, 'Flux Kustomization'],
  [/^helmfile\b/, 'helmfile'],
  [/^chart\b/, 'chart'],
  [/^kustomization\b/, 'kustomization'],
];

export function unitKindOf(u: NotCheckedUnit): SourceKind {
  return UNIT_KINDS.find(([re]) => re.test(u.unit))?.[1] ?? 'other';
}

export interface SourceCount {
  kind: SourceKind;
  found: number;
  rendered: number;
  notChecked: number;
}

/** One row per kind that found anything, in SOURCE_KINDS order. */
export function sourceSummary(targets: readonly Target[], units: readonly NotCheckedUnit[]): SourceCount[] {
  const rows = new Map<SourceKind, SourceCount>(
    SOURCE_KINDS.map((kind) => [kind, { kind, found: 0, rendered: 0, notChecked: 0 }]),
  );
  for (const t of targets) (rows.get(sourceKindOf(t)) as SourceCount).rendered++;
  for (const u of units) (rows.get(unitKindOf(u)) as SourceCount).notChecked++;
  return [...rows.values()].map((r) => ({ ...r, found: r.rendered + r.notChecked })).filter((r) => r.found > 0);
}

/** `units by source: Flux HelmRelease 300 found, 298 rendered, 2 not-checked` lines (for stderr). */
export function sourceSummaryText(rows: readonly SourceCount[]): string {
  if (rows.length === 0) return 'units by source: none found\n';
  return rows
    .map((r) => `units by source: ${r.kind} ${r.found} found, ${r.rendered} rendered, ${r.notChecked} not-checked\n`)
    .join('');
}
