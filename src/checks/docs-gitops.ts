/** What, why and how to fix for rules that are code over several objects or revisions, not check files. */
export interface RuleText {
  what: string;
  why: string;
  fix: string;
}

export const RULE_TEXTS: Record<string, RuleText> = {
  'analysis/loosened': {
    what: 'In `check`: an analysis metric (AnalysisTemplate, ClusterAnalysisTemplate, AnalysisRun; matched by object and metric name) '
      + 'that the change makes looser. Conditions are compared by what they decide: both revisions\' successCondition and failureCondition are '
      + 'evaluated as Rollouts evaluates them on every threshold either mentions (and just beside it); a value the head accepts that the base '
      + 'did not, or no longer fails, is the finding. Also a higher `failureLimit`, `consecutiveErrorLimit` or `inconclusiveLimit`, or a lower `count`. '
      + 'Tightening is fine. An annotation in the change cannot exempt it; only the base config can.',
    why: 'Loosening a threshold from 1% to 5% errors is a one-character diff that reviewers read as housekeeping, and it is how a bad '
      + 'canary gets promoted the week after: the safety net is still there, it just no longer catches anything.',
    fix: 'Keep the base thresholds, or make the change on purpose: a config exemption (`exemptions:` with `rules: [analysis/loosened]`) '
      + 'lands in the base first and is reviewed as a policy change.',
  },
};
