/** What the base config allows deploy-gate to fetch (`sources:`), and what a fetch recorded. */
export interface SourcesConfig {
  /** Helm chart repositories: https URL prefixes (`https://charts.example.com/stable`). */
  helm: string[];
  /** OCI repositories: `oci://host/org/chart` exactly, or `oci://host/org/*` for everything below. */
  oci: string[];
  /** Git repositories for kustomize remote bases: URL prefixes (`https://github.com/acme/bases`). */
  git: string[];
  /** Per fetch (index, archive), seconds. */
  timeoutSeconds: number;
  /** Sources the base revision already deploys from are allowed too (default true). */
  trustBase: boolean;
}

export const DEFAULT_SOURCE_TIMEOUT_SECONDS = 60;

export function emptySources(): SourcesConfig {
  return { helm: [], oci: [], git: [], timeoutSeconds: DEFAULT_SOURCE_TIMEOUT_SECONDS, trustBase: true };
}

/** A chart that lives outside the repository: an Argo CD `chart:` source or a chart dependency. */
export interface RemoteChartRef {
  /** `https://charts.example.com` (a Helm repository) or `oci://host/org` (the chart is `<repoURL>/<chart>`). */
  repoURL: string;
  chart: string;
  /** Exactly as written (`targetRevision`, `version`): checked by the pinning rules before use. */
  version: string;
}

/** Which chart bytes were checked: recorded in the report for every remote chart a target used. */
export interface SourceRecord {
  type: 'helm' | 'oci' | 'git';
  /** The repository (credentials never appear). */
  url: string;
  /** Chart name, or the path in a git repository. */
  name: string;
  version: string;
  /** `sha256:<hex>` of the chart archive (git: the commit id). */
  digest: string;
  /** true when it came from the cache without a network fetch. */
  cached: boolean;
}
