export { createTagResolver, MANIFEST_ACCEPT } from './resolver.js';
export type {
  ManifestKind,
  PlatformManifest,
  RegistryErrorCode,
  RegistryFailure,
  Resolution,
  ResolvedManifest,
  TagResolver,
  TagResolverOptions,
} from './types.js';
