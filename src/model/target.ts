import type { RemoteChartRef } from '../sources/types.js';

export type TargetKind = 'helm' | 'kustomize' | 'manifests';

export interface HelmParameter {
  name: string;
  value: string;
  forceString?: boolean;
}

export interface HelmSource {
  /** Chart directory, repo-relative (for a remote chart: the name it is shown under). */
  chart: string;
  /** A chart outside the repository (Argo CD `chart:` + `repoURL`), fetched when the base config allows it. */
  remote?: RemoteChartRef;
  /** Values files in order, repo-relative (already resolved against the chart or Application). */
  valueFiles: string[];
  releaseName?: string;
  /** Inline values (Argo CD `helm.values`/`valuesObject`), applied after the files. */
  values?: Record<string, unknown>;
  /** `--set`/`--set-string` pairs (Argo CD `helm.parameters`). */
  parameters?: HelmParameter[];
}

/** How a target was found: explicit config, an Argo CD Application, a leaf overlay, a chart + values. */
export interface TargetOrigin {
  how: 'config' | 'argocd' | 'kustomize-overlay' | 'helm-chart';
  /** The file that declared it (the Application manifest, the config, the kustomization). */
  file?: string;
  detail?: string;
}

export interface Target {
  app: string;
  environment: string;
  kind: TargetKind;
  /** Main path, repo-relative: chart dir, overlay dir or manifests dir. */
  path: string;
  namespace?: string;
  helm?: HelmSource;
  /** Plain manifests: read sub-folders too (Argo CD `directory.recurse: true`). */
  recurse?: boolean;
  /** The Argo CD Application's `spec.ignoreDifferences`, as written (what self-heal leaves alone). */
  ignoreDifferences?: Array<Record<string, unknown>>;
  origin: TargetOrigin;
}

export function targetId(t: { app: string; environment: string }): string {
  return `${t.app}/${t.environment}`;
}
