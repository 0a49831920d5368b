// The config's schema locations (`schemas.locations`, `schemas.crdLocations`) that are plain
// relative paths name files of the repository, like every other path in the config. They are read
// from the trusted revision's tree — the base of a check, so a PR cannot edit the schemas its own
// objects are validated against — never from the process's working directory (the PR's checkout
// in CI). `--schema-location` flags keep the shell's meaning: relative to where the command runs.
import path from 'node:path';
import type { Config } from '../model/config.js';
import { DEFAULT_CRD_LOCATION, isRemote } from '../schema/locations.js';
import { UsageError } from './options.js';

/** A plain path that is not absolute: a file of the repository. */
export function isRepoRelative(location: string): boolean {
  return !isRemote(location) && !/^file:/i.test(location) && !path.isAbsolute(location);
}

/** The config's locations with the repo-relative ones resolved under `root`; one that steps out of the repository is a usage error. */
export function resolveRepoLocations(locations: string[], root: string, field: string): string[] {
  return locations.map((location) => {
    if (!isRepoRelative(location)) return location;
    const rel = path.posix.normalize(location.split(path.sep).join('/'));
    if (rel === '..' || rel.startsWith('../'))
      throw new UsageError(
        `${field}: ${location} resolves outside the repository; give a path inside it, an absolute path or a URL`,
      );
    return path.join(root, rel);
  });
}

/** The CRD schema templates: the flags', then the config's (repo-relative ones under `root`); none means the public CRDs-catalog. */
export function crdLocationsOf(flags: { crdSchemaLocations: string[] }, config: Config, root: string): string[] {
  const configured = [
    ...flags.crdSchemaLocations,
    ...resolveRepoLocations(config.schemas.crdLocations, root, 'schemas.crdLocations'),
  ];
  return configured.length > 0 ? configured : [DEFAULT_CRD_LOCATION];
}
