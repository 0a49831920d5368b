// Annotations on the source lines of the findings that decide the verdict, within GitHub's per-step caps (G3).
import path from 'node:path';
import type { Finding } from '../model/finding.js';
import { describeRef } from '../model/resource.js';

/** GitHub shows at most 10 error and 10 warning annotations per step and drops the rest (J5). */
export const STEP_ANNOTATION_LIMIT = 10;

/**
 * The most annotations the action emits of its own in one step; they must never be the ones GitHub
 * drops. Error: the step failure. Warnings: short secrets (secrets.ts), a token kept in .git/config
 * (main.ts), the PR comment or the tracking issues (one notice each, never both in one mode), and
 * the inconclusive opt-out (publish.ts). Adding a warning elsewhere means raising this.
 */
export const OWN_ANNOTATIONS = { error: 1, warning: 4 } as const;

/** Findings annotated per level: what the step allows minus the action's own. */
export const ANNOTATION_CAP = {
  error: STEP_ANNOTATION_LIMIT - OWN_ANNOTATIONS.error,
  warning: STEP_ANNOTATION_LIMIT - OWN_ANNOTATIONS.warning,
} as const;

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  title?: string;
  file?: string;
  startLine?: number;
}

/** The findings that decide the verdict: introduced in check mode, all in audit mode; never exempted. */
function deciding(findings: Finding[]): Finding[] {
  return findings.filter((f) => !f.exempted && f.change !== 'unchanged' && f.change !== 'fixed' && f.severity !== 'note');
}

function annotationOf(f: Finding, relFile: (file: string) => string): Annotation {
  const target = `${f.app}/${f.environment}`;
  const object = f.resource ? ` ${describeRef(f.resource)}` : '';
  const lead = f.verdict === 'inconclusive' ? 'could not check: ' : '';
  return {
    level: f.severity === 'error' ? 'error' : 'warning',
    title: `deploy-gate ${f.ruleId} (${target})`,
    message: `${lead}${f.message}${object ? ` [${object.trim()}]` : ''}`,
    ...(f.location?.file ? { file: relFile(f.location.file) } : {}),
    ...(f.location?.line ? { startLine: f.location.line } : {}),
  };
}

/**
 * Plan the annotations: errors first, at most ANNOTATION_CAP of each level, then one notice that
 * counts the rest. `repoDir`/`workspace` map repo-relative files to workspace-relative paths.
 */
export function planAnnotations(findings: Finding[], repoDir: string, workspace: string): Annotation[] {
  const relFile = (file: string) => path.relative(workspace, path.join(repoDir, file)).split(path.sep).join('/');
  const all = deciding(findings).map((f) => annotationOf(f, relFile));
  const errors = all.filter((a) => a.level === 'error');
  const warnings = all.filter((a) => a.level === 'warning');
  const shown = [...errors.slice(0, ANNOTATION_CAP.error), ...warnings.slice(0, ANNOTATION_CAP.warning)];
  const rest = all.length - shown.length;
  if (rest > 0) {
    shown.push({
      level: 'notice',
      title: 'deploy-gate',
      message: `${rest} more finding${rest === 1 ? '' : 's'} not annotated (GitHub limits annotations per step); see the job summary.`,
    });
  }
  return shown;
}
