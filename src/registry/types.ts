import type { ImageRef } from '../kube/image-ref.js';

/** Why a registry lookup could not give an answer. Every one of them makes the image inconclusive. */
export type RegistryErrorCode =
  | 'E_REGISTRY_OFFLINE'
  | 'E_REGISTRY_NOT_ALLOWED'
  | 'E_REGISTRY_UNREACHABLE'
  | 'E_REGISTRY_TIMEOUT'
  | 'E_REGISTRY_RATE_LIMITED'
  | 'E_REGISTRY_AUTH'
  | 'E_REGISTRY_AUTH_REALM_UNTRUSTED'
  | 'E_REGISTRY_NOT_FOUND'
  | 'E_REGISTRY_RESPONSE'
  | 'E_DIGEST_MISMATCH'
  | 'E_MANIFEST_TOO_LARGE';

export type ManifestKind = 'index' | 'manifest';

/** A per-platform manifest of an index (`linux/amd64`, `linux/arm64/v8`, or undefined when not declared). */
export interface PlatformManifest {
  digest: string;
  platform?: string;
}

export interface ResolvedManifest {
  ok: true;
  /** The digest of the manifest or index the tag (or digest) points at. */
  digest: string;
  mediaType: string;
  kind: ManifestKind;
  /** Only from `inspect()` of an index: its per-platform manifests. */
  children?: PlatformManifest[];
  /** Where the digest came from: the Docker-Content-Digest header, or sha256 over the raw GET body. */
  via: 'header' | 'body';
  /** ISO time of the lookup (the report shows "tag → digest (resolved at …)"). */
  at: string;
}

export interface RegistryFailure {
  ok: false;
  code: RegistryErrorCode;
  message: string;
  at: string;
}

export type Resolution = ResolvedManifest | RegistryFailure;

export interface TagResolver {
  /** `repo:tag` → digest (HEAD first). A reference that already has a digest is answered without a request. */
  resolve(ref: ImageRef): Promise<Resolution>;
  /** Fetches the manifest `digest` of `ref`'s repository and lists an index's platform manifests (I1). */
  inspect(ref: ImageRef, digest: string): Promise<Resolution>;
}

export interface TagResolverOptions {
  offline: boolean;
  /** Keyed by registry host as written in image references (`ghcr.io`, `docker.io`, `127.0.0.1:5000`). */
  credentials?: Record<string, { username: string; password: string }>;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /** Hosts spoken to over plain http (loopback tests). */
  insecureHosts?: string[];
  /**
   * When set, only these registries are contacted (from the base config, never from PR content: I5).
   * Private, loopback and link-local IP literals are refused unless listed here or in insecureHosts.
   */
  allowedHosts?: string[];
  /** Extra token-service hosts trusted per registry host (Docker Hub → auth.docker.io is built in). */
  tokenHosts?: Record<string, string[]>;
  /** Longest single wait honoured from a 429 Retry-After; default 10 s. */
  maxRetryWaitMs?: number;
  /** Total time budget for one lookup including retries; default 60 s. */
  budgetMs?: number;
  /** Budget for the whole run (I4): once spent, every further lookup is E_REGISTRY_TIMEOUT at once. */
  runBudgetMs?: number;
}
