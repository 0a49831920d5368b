import path from 'node:path';

/**
 * Committed test fixtures (scripts/gen-test-fixtures.mjs writes them from the upstream documents):
 * what lets the end-to-end, golden and bundled-Action tests run on a clone with nothing beside it.
 */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, '..', 'fixtures');

/** The Kubernetes OpenAPI v3 documents for the versions the tests use, as a schema location template. */
export const OPENAPI_LOCATION = path.join(FIXTURES_DIR, 'k8s-openapi', 'v{{version}}', '{{file}}');

/** The Kubernetes versions the committed OpenAPI fixtures hold. */
export const FIXTURE_VERSIONS = ['1.29', '1.30', '1.31', '1.33', '1.35'];
