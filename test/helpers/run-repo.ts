import { run } from '../../src/run.js';
import type { Report } from '../../src/model/report.js';
import type { TempRepo } from './git-repo.js';
import { OPENAPI_LOCATION } from './fixtures.js';

type Options = Partial<Parameters<typeof run>[0]>;

/** `check` of a temp repo's last commit against its parent, validated against the committed OpenAPI fixtures. */
export const checkLastCommit = (repo: TempRepo, extra: Options = {}): Promise<Report> =>
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

/** `audit` of a temp repo's HEAD. */
export const auditHead = (repo: TempRepo, extra: Options = {}): Promise<Report> =>
  run({
    mode: 'audit',
    repo: repo.dir,
    jobs: 2,
    offline: false,
    schemaLocations: [OPENAPI_LOCATION],
    crdSchemaLocations: [],
    ...extra,
  });
