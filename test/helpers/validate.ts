import path from 'node:path';
import { runValidate, type ValidateOptions } from '../../src/engine/validate/run-validate.js';
import type { Report } from '../../src/model/report.js';
import { OPENAPI_LOCATION } from './fixtures.js';

/** CRD lookups go nowhere: a custom resource has no schema (inconclusive), and nothing touches the network. */
export const NO_CRDS = '/nonexistent-crd-catalog/{{group}}/{{kind}}_{{version}}.json';

/**
 * `deploy-gate validate` of `paths` in `cwd`: offline, one thread, against the committed OpenAPI
 * fixtures and no CRDs, its schema cache in `cwd/cache`; `extra` changes any of these.
 */
export const validateIn = (cwd: string, paths: string[], extra: Partial<ValidateOptions> = {}): Promise<Report> =>
  runValidate({
    paths,
    cwd,
    schemaLocations: [OPENAPI_LOCATION],
    crdSchemaLocations: [NO_CRDS],
    offline: true,
    jobs: 1,
    cacheDir: path.join(cwd, 'cache'),
    ...extra,
  });
