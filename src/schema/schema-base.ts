// What the schema validator shares with a helm render's served-API list: the document fetcher and
// the upstream OpenAPI documents (builtin.ts). None of it loads the
// schema compiler (ajv, ~15 ms to load and set up under load), so a helm target's `--api-versions`
// are read before its first render without it; the validator made later, when a target's objects
// are validated, reuses this base (its fetched and indexed documents) instead of reading them again.
import { minorVersion } from '../kube/version.js';
import type { EnvironmentConfig } from '../model/config.js';
import { BuiltinSchemas } from './builtin.js';
import { defaultCacheDir } from '../cache/dir.js';
import { Fetcher } from './fetcher.js';
import { DEFAULT_K8S_LOCATION } from './locations.js';
import type { SchemaOptions, ServedApis } from './types.js';

export interface SchemaBase {
  cacheDir: string;
  fetcher: Fetcher;
  builtin: BuiltinSchemas;
  /** The version's served group/versions and kinds for helm, or why they cannot be known. */
  servedApiVersions(env: EnvironmentConfig): Promise<ServedApis>;
}

/** One per run, like the validator that is built on it. */
export function createSchemaBase(opts: SchemaOptions): SchemaBase {
  const cacheDir = opts.cacheDir ?? defaultCacheDir();
  const fetcher = new Fetcher({
    offline: opts.offline,
    cacheDir,
    timeoutMs: opts.timeoutMs ?? 15_000,
    retries: opts.retries ?? 2,
    ...(opts.confineTo ? { confineTo: opts.confineTo } : {}),
  });
  const builtin = new BuiltinSchemas(fetcher, opts.locations.length > 0 ? opts.locations : [DEFAULT_K8S_LOCATION]);
  return {
    cacheDir,
    fetcher,
    builtin,
    async servedApiVersions(env) {
      const version = minorVersion(env.kubernetesVersion);
      return version
        ? builtin.servedApis(version)
        : {
            reason: `kubernetesVersion "${env.kubernetesVersion}" of environment ${env.name} is not a Kubernetes version`,
          };
    },
  };
}
