/** Rules of coverage: sources pinned, and what the gate could not render or check (never a quiet pass). Add, never rename. */
import type { RuleInfo } from './rules.js';

export const COVERAGE_RULES: readonly RuleInfo[] = [
  {
    id: 'sources/unpinned',
    verdict: 'fail',
    summary:
      'a remote chart, dependency or base without an exact version/ref; what was checked could change after the check. Pin a chart to an exact version (1.2.3) and a kustomize remote base to ?ref=<commit> or an exact version tag',
  },
  // v1.2: a remote source only the change introduces, which neither the base nor its config allows.
  {
    id: 'sources/not-allowed',
    verdict: 'fail',
    summary:
      "a remote chart, dependency or base that the base revision does not deploy from and the base config's `sources:` does not list (or whose URL tools could read two ways: encoded separators, double encoding, a path above the host, credentials); nothing is fetched from it. The message names the line to add to the base config. Unreachable sources are `render/failed`, inconclusive",
  },
  // Added beyond v1: a check that crashed on a target is reported, never silently skipped.
  {
    id: 'targets/none-found',
    verdict: 'inconclusive',
    summary: 'no targets were found to render; nothing was checked',
  },
  {
    id: 'targets/identity-changed',
    verdict: 'fail',
    summary: "the change relabels a target's app or environment; it is judged under its base identity until merged",
  },
  {
    id: 'targets/not-checked',
    verdict: 'inconclusive',
    summary:
      'a deployable unit that was found but could not be checked (unsupported option, generator, plugin, source elsewhere), with the reason',
  },
  {
    id: 'run/incomplete',
    verdict: 'inconclusive',
    summary:
      'the run stopped before it finished (the run deadline passed, or an internal error), naming the phase; what was not finished was not checked',
  },
  {
    id: 'targets/discovery-incomplete',
    verdict: 'inconclusive',
    summary:
      'target discovery stopped early (repository too large or unreadable); undiscovered targets were not checked',
  },
  // v1.1 coverage accounting: what the gate did not render is inconclusive, never a quiet notice.
  {
    id: 'targets/unchecked-change',
    verdict: 'inconclusive',
    summary:
      '`check`: changed files that no rendered target reads and no `ignore:` glob covers; the message names the files and why',
  },
  {
    id: 'targets/source-changed',
    verdict: 'inconclusive',
    summary:
      '`check`: the change repoints an Application source (repoURL, targetRevision or chart); what it deploys from there was not rendered',
  },
  {
    id: 'targets/excluded',
    verdict: 'inconclusive',
    summary: 'a path the config `exclude:` takes out of discovery; listed so nothing is left out silently',
  },
  {
    id: 'shard/missing',
    verdict: 'inconclusive',
    summary: 'a merged audit lacks a shard (or has one twice); its targets were not checked',
  },
  {
    id: 'internal/check-error',
    verdict: 'inconclusive',
    summary: 'a check could not run on this target (a bug in deploy-gate); nothing it covers was verified',
  },
];
