import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRendered } from '../../src/manifest/index.js';
import type { EnvironmentConfig } from '../../src/model/config.js';
import type { Resource } from '../../src/model/resource.js';
import { createSchemaValidator } from '../../src/schema/index.js';
import type { SchemaOptions, SchemaValidator } from '../../src/schema/index.js';
import { FIXTURE_VERSIONS, FIXTURES_DIR } from '../helpers/fixtures.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';

/** Every release in ../shared; without it, the releases the committed fixtures hold. */
export const VERSIONS = HAS_SHARED
  ? ['1.25', '1.26', '1.27', '1.28', '1.29', '1.30', '1.31', '1.32', '1.33', '1.34', '1.35']
  : FIXTURE_VERSIONS;

/** The directory of the upstream documents: ../shared's full mirror, or the committed fixtures. */
export const OPENAPI_DIR = (): string =>
  HAS_SHARED ? sharedPath('data', 'k8s-openapi') : path.join(FIXTURES_DIR, 'k8s-openapi');

/** The local mirror of the upstream documents (contract: "Schema locations"). */
export const MIRROR = (): string => path.join(OPENAPI_DIR(), 'v{{version}}', '{{file}}');
export const CATALOG = (): string => sharedPath('data', 'crds-catalog', '{{group}}', '{{kind}}_{{version}}.json');

/** Resources through the real manifest parser, as the engine gets them. */
export function resources(yaml: string, file = 'manifests/app.yaml'): Resource[] {
  const parsed = parseRendered([{ text: yaml, file }], { kind: 'manifests', targetPath: path.dirname(file) });
  if (parsed.problems.length > 0)
    throw new Error(`fixture does not parse: ${parsed.problems.map((p) => p.message).join('; ')}`);
  return parsed.resources;
}

export function env(kubernetesVersion: string): EnvironmentConfig {
  return { name: 'staging', kubernetesVersion, requireDigests: false, gateRecords: 'off', apiVersions: [] };
}

export function tempDir(prefix = 'dg-schema-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A validator on the local mirror, offline, with a fresh cache. */
export function mirrorValidator(over: Partial<SchemaOptions> = {}): SchemaValidator {
  return createSchemaValidator({
    locations: [MIRROR()],
    crdLocations: [],
    crdDirs: [],
    offline: true,
    strict: true,
    cacheDir: tempDir('dg-cache-'),
    ...over,
  });
}
