// A check of one commit on a fresh temporary repository, and which targets it rendered and what it
// found: the shape of the tests of which targets a change affects.
import { afterEach } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from './git-repo.js';
import { checkLastCommit } from './run-repo.js';

/**
 * `checkChange(change, files, removed)`: the repo `files` (default `defaultFiles`), then one commit
 * writing `change` and removing `removed`; the check of that commit. Each repo is removed after its test.
 */
export function changeChecks(defaultFiles: Record<string, string>) {
  let repo: TempRepo | undefined;
  afterEach(() => repo?.cleanup());
  return async (change: Record<string, string>, files = defaultFiles, removed: string[] = []): Promise<Report> => {
    repo = new TempRepo();
    repo.write(files).commit('base');
    if (removed.length) repo.remove(...removed);
    repo.write(change).commit('change');
    return checkLastCommit(repo);
  };
}

/** The targets a check rendered (every one not unchanged), as app/environment. */
export const renderedTargets = (r: Report): string[] =>
  r.targets
    .filter((t) => t.status !== 'unchanged')
    .map((t) => `${t.app}/${t.environment}`)
    .sort();

/** Each finding as `rule change app/environment`. */
export const findingLines = (r: Report): string[] =>
  r.findings.map((f) => `${f.ruleId} ${f.change ?? ''} ${f.app}/${f.environment}`).sort();
