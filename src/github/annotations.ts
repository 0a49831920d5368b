// Annotations on the source lines of the findings that decide the verdict, within GitHub's per-step caps (G3).
import path from 'node:path';
import type { Finding } from '../model/finding.js';
import { describeRef } from '../model/resource.js';
import { messageShape } from '../report/finding-groups.js';

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
  return findings.filter(
    (f) => !f.exempted && f.change !== 'unchanged' && f.change !== 'fixed' && f.severity !== 'note',
  );
}

interface Planned extends Annotation {
  /** The problem (rule + message shape) the annotation belongs to: spread before repeating. */
  problem: string;
}

/** One annotation per rule, file and line (and level): the targets it hits are listed in the message. */
function dedupe(findings: Finding[], relFile: (file: string) => string): Planned[] {
  const byLine = new Map<string, Finding[]>();
  for (const f of findings) {
    const where = f.location?.file ? `${f.location.file}:${f.location.line ?? ''}` : `-:${messageShape(f)}`;
    const key = [f.ruleId, f.severity === 'error' ? 'error' : 'warning', where].join('\u0001');
    byLine.set(key, [...(byLine.get(key) ?? []), f]);
  }
  return [...byLine.values()].map((group) => annotationOf(group, relFile));
}

function annotationOf(group: Finding[], relFile: (file: string) => string): Planned {
  const f = group[0] as Finding;
  const targets = [...new Set(group.map((g) => `${g.app}/${g.environment}`))];
  const object = f.resource ? ` [${describeRef(f.resource)}]` : '';
  const lead = f.verdict === 'inconclusive' ? 'could not check: ' : '';
  const where = targets.length > 1 ? ` — in ${targets.length} targets: ${targets.join(', ')}` : '';
  return {
    level: f.severity === 'error' ? 'error' : 'warning',
    title: `deploy-gate ${f.ruleId} (${targets.length > 1 ? `${targets.length} targets` : targets[0]})`,
    message: `${lead}${f.message}${object}${where}`,
    ...(f.location?.file ? { file: relFile(f.location.file) } : {}),
    ...(f.location?.line ? { startLine: f.location.line } : {}),
    problem: `${f.ruleId}\u0001${messageShape(f)}`,
  };
}

/** First one annotation of every problem, then the second of each, and so on. */
function spread(list: Planned[]): Annotation[] {
  const byProblem = new Map<string, Planned[]>();
  for (const a of list) byProblem.set(a.problem, [...(byProblem.get(a.problem) ?? []), a]);
  const out: Annotation[] = [];
  for (let round = 0; out.length < list.length; round++) {
    for (const group of byProblem.values()) {
      const a = group[round];
      if (!a) continue;
      const { problem: _problem, ...annotation } = a;
      out.push(annotation);
    }
  }
  return out;
}

/**
 * Plan the annotations: one per rule, file and line; errors first, spread over distinct problems
 * before repeating one, at most ANNOTATION_CAP of each level, then one notice that counts the
 * rest. `repoDir`/`workspace` map repo-relative files to workspace-relative paths.
 */
export function planAnnotations(findings: Finding[], repoDir: string, workspace: string): Annotation[] {
  const relFile = (file: string) => path.relative(workspace, path.join(repoDir, file)).split(path.sep).join('/');
  const all = dedupe(deciding(findings), relFile);
  const errors = spread(all.filter((a) => a.level === 'error'));
  const warnings = spread(all.filter((a) => a.level === 'warning'));
  const shown = [...errors.slice(0, ANNOTATION_CAP.error), ...warnings.slice(0, ANNOTATION_CAP.warning)];
  const rest = all.length - shown.length;
  if (rest > 0) {
    shown.push({
      level: 'notice',
      title: 'deploy-gate',
      message: `${rest} more annotation${rest === 1 ? '' : 's'} not shown (GitHub limits annotations per step); every finding is in the job summary.`,
    });
  }
  return shown;
}
