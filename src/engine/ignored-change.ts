// "Nothing deployable changed ⇒ pass": a change whose every file an `ignore:` glob of the base
// config matches (docs, markdown, licences, CI workflows by default) deploys nothing, so `check`
// passes it without discovery or rendering — whatever the repository's units or their old
// problems, none of them is touched.
import picomatch from 'picomatch';
import type { Config } from '../model/config.js';
import type { ConfigUsed, Report, RevisionInfo } from '../model/report.js';
import { assembleReport } from './assemble.js';

/** Whether the change has files and every one of them is ignored by the config. */
export function onlyIgnoredFiles(changed: readonly string[], config: Config): boolean {
  if (changed.length === 0 || config.ignore.length === 0) return false;
  const ignored = picomatch(config.ignore, { dot: true });
  return changed.every((file) => ignored(file));
}

/** The report of a change that touches only ignored files: pass, nothing rendered, the reason said. */
export function ignoredChangeReport(c: {
  changed: readonly string[];
  notices: string[];
  base: RevisionInfo;
  head: RevisionInfo;
  config: ConfigUsed;
}): Report {
  const files = c.changed.length === 1 ? 'the one changed file matches' : `all ${c.changed.length} changed files match`;
  return assembleReport({
    mode: 'check',
    outcomes: [],
    extraFindings: [],
    images: [],
    notices: [
      ...c.notices,
      `nothing deployable changed: ${files} the config's \`ignore:\` globs, so no target was rendered`,
    ],
    tools: {},
    base: c.base,
    head: c.head,
    config: c.config,
  });
}
