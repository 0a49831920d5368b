import { run } from '../../src/run.js';
import type { Report } from '../../src/model/report.js';
import { OPENAPI_LOCATION } from './fixtures.js';

/** What a test changes of the run's options. */
export type RunExtra = Partial<Parameters<typeof run>[0]>;
/** A repository on disk (a TempRepo, or any checkout). */
type Repo = { dir: string };

/** `check` of a temp repo's last commit against its parent, validated against the committed OpenAPI fixtures. */
export const checkLastCommit = (repo: Repo, extra: RunExtra = {}): Promise<Report> =>
  run({
    mode: 'check',
    repo: repo.dir,
    base: 'HEAD~1',
    head: 'HEAD',
    jobs: 2,
    offline: false,
    schemaLocations: [OPENAPI_LOCATION],
    crdSchemaLocations: [],
    ...extra,
  });

/** `audit` of a temp repo (its HEAD unless `extra.ref` names another revision). */
export const auditHead = (repo: Repo, extra: RunExtra = {}): Promise<Report> =>
  run({
    mode: 'audit',
    repo: repo.dir,
    jobs: 2,
    offline: false,
    schemaLocations: [OPENAPI_LOCATION],
    crdSchemaLocations: [],
    ...extra,
  });
