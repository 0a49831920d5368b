/** The trusted record sources of a run, behind one lookup. */
import { loadRecordDir } from './path-source.js';
import type { GateRecord, RecordLookup, RecordProblem } from './record.js';
import { createUrlSource, displayUrl, type UrlSourceOptions } from './url-source.js';

export interface RecordSource {
  /** Where records come from, for the report ("gate-records/ at base (3 records)", the URL). */
  sources: string[];
  /** Things the reader must know (records added/edited by the PR and ignored, a missing directory). */
  notices: string[];
  /** Records for this normalised image name (any digest), and problems that could hide one (inconclusive). */
  lookup(image: string, digest: string | undefined): Promise<RecordLookup>;
}

/** The record store's options (its header already read from the variable `gateRecords.authHeaderEnv` names). */
export interface LoadGateRecordsOptions extends Omit<UrlSourceOptions, 'template'> {
  /** Absolute dir of the BASE revision. */
  baseRoot: string;
  /** Absolute dir of the head revision: only used to notice (and ignore) records the change adds or edits. */
  headRoot?: string;
  /** `gateRecords.path`, repo-relative. */
  path?: string;
  /** `gateRecords.url` template. */
  url?: string;
}

/** A problem applies to an image when it names that image or cannot tell which image it was about. */
function relevant(problems: RecordProblem[], image: string): RecordProblem[] {
  return problems.filter((p) => p.image === undefined || p.image === image);
}

export async function loadGateRecords(opts: LoadGateRecordsOptions): Promise<RecordSource> {
  const sources: string[] = [];
  const notices: string[] = [];
  let dirRecords: GateRecord[] = [];
  let dirProblems: RecordProblem[] = [];
  if (opts.path) {
    const loaded = loadRecordDir(opts.baseRoot, opts.path, opts.headRoot);
    dirRecords = loaded.records;
    dirProblems = loaded.problems;
    notices.push(...loaded.notices);
    sources.push(
      `${opts.path} at the base revision (${loaded.records.length} record${loaded.records.length === 1 ? '' : 's'})`,
    );
  }
  const fetchUrl = opts.url ? createUrlSource({ ...opts, template: opts.url }) : undefined;
  if (opts.url) sources.push(`record store ${displayUrl(opts.url)}${opts.offline ? ' (not contacted: offline)' : ''}`);
  const unconfigured: RecordProblem[] =
    !opts.path && !opts.url
      ? [{ origin: 'gateRecords', message: 'no record source is configured (gateRecords.path or gateRecords.url)' }]
      : [];
  return {
    sources,
    notices,
    async lookup(image, digest) {
      const records = dirRecords.filter((r) => r.image === image);
      const problems = [...unconfigured, ...relevant(dirProblems, image)];
      if (fetchUrl) {
        const fetched = await fetchUrl(image, digest);
        records.push(...fetched.records);
        problems.push(...fetched.problems);
      }
      return { records, problems };
    },
  };
}
