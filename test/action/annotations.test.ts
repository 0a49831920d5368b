import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model/finding.js';
import {
  ANNOTATION_CAP,
  OWN_ANNOTATIONS,
  STEP_ANNOTATION_LIMIT,
  planAnnotations,
} from '../../src/github/annotations.js';

function finding(i: number, severity: 'error' | 'warning', extra: Partial<Finding> = {}): Finding {
  return {
    ruleId: 'schema/invalid',
    verdict: 'fail',
    severity,
    change: 'introduced',
    app: 'web',
    environment: 'staging',
    resource: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'web', name: `cm-${i}` },
    location: { file: `apps/web/cm-${i}.yaml`, line: i + 1 },
    message: `finding ${i}`,
    fingerprint: `fp${i}`,
    ...extra,
  };
}

describe('annotations (G3)', () => {
  it('120 findings: at most the cap of each level plus one aggregate line', () => {
    const findings = [
      ...Array.from({ length: 70 }, (_, i) => finding(i, 'error')),
      ...Array.from({ length: 50 }, (_, i) => finding(100 + i, 'warning')),
    ];
    const plan = planAnnotations(findings, '/ws', '/ws');
    expect(plan.filter((a) => a.level === 'error')).toHaveLength(ANNOTATION_CAP.error);
    expect(plan.filter((a) => a.level === 'warning')).toHaveLength(ANNOTATION_CAP.warning);
    const notices = plan.filter((a) => a.level === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain(`${120 - ANNOTATION_CAP.error - ANNOTATION_CAP.warning} more annotations`);
  });

  it("J5: findings plus the action's own annotations stay within the per-step limit of each level", () => {
    const findings = Array.from({ length: 40 }, (_, i) => finding(i, i % 2 ? 'warning' : 'error'));
    const plan = planAnnotations(findings, '/ws', '/ws');
    for (const level of ['error', 'warning'] as const) {
      expect(plan.filter((a) => a.level === level).length + OWN_ANNOTATIONS[level]).toBeLessThanOrEqual(
        STEP_ANNOTATION_LIMIT,
      );
    }
  });

  it('annotates only findings that decide the verdict, on workspace-relative paths', () => {
    const plan = planAnnotations(
      [
        finding(1, 'error'),
        finding(2, 'error', { change: 'unchanged' }),
        finding(3, 'error', { change: 'fixed' }),
        finding(4, 'error', { exempted: { by: 'annotation', reason: 'ok' } }),
        finding(5, 'error', { verdict: 'inconclusive', ruleId: 'schema/not-found' }),
      ],
      '/ws/deploy',
      '/ws',
    );
    expect(plan).toHaveLength(2);
    expect(plan[0]).toMatchObject({ level: 'error', file: 'deploy/apps/web/cm-1.yaml', startLine: 2 });
    expect(plan[1]!.message).toMatch(/^could not check: /);
  });

  it('one annotation per rule, file and line: the environments it hits are listed, not repeated', () => {
    const envs = ['dev', 'staging', 'production'];
    const findings = envs.map((environment, i) =>
      finding(i, 'error', {
        environment,
        location: { file: 'apps/web/base/deploy.yaml', line: 7 },
        message: 'runs privileged',
      }),
    );
    const plan = planAnnotations(findings, '/ws', '/ws');
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({
      level: 'error',
      file: 'apps/web/base/deploy.yaml',
      startLine: 7,
      title: 'deploy-gate schema/invalid (3 targets)',
    });
    expect(plan[0]!.message).toContain('in 3 targets: web/dev, web/staging, web/production');
  });

  it('spreads the error slots over distinct problems before repeating one', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      finding(i, 'error', { ruleId: 'security/privileged', message: 'container "sidecar" runs privileged' }),
    );
    const others = [
      finding(50, 'error', { ruleId: 'api/removed', message: 'batch/v1beta1 CronJob is not served' }),
      finding(51, 'error', { ruleId: 'image/mutable-tag', message: 'image busybox has no tag' }),
    ];
    const plan = planAnnotations([...many, ...others], '/ws', '/ws').filter((a) => a.level === 'error');
    expect(plan).toHaveLength(ANNOTATION_CAP.error);
    const rules = plan.map((a) => a.title);
    expect(rules.slice(0, 3).sort()).toEqual([
      'deploy-gate api/removed (web/staging)',
      'deploy-gate image/mutable-tag (web/staging)',
      'deploy-gate security/privileged (web/staging)',
    ]);
  });
});
