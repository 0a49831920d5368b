// Hook rules judge hooks that verify a release, never setup hooks (issue 28, item 7), and a hook
// finding keeps its identity when only its message's number changes (item 2).
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = 'version: 1\ntargets:\n  - {app: a, environment: dev, manifests: apps/a}\n';
const DIGEST = `@sha256:${'a'.repeat(64)}`;

/** A PostSync hook Job that retries, has no deadline, deletes itself and has no digest. */
function hookJob(o: { name: string; command: string; image?: string; extra?: string; annotations?: string }): string {
  return `apiVersion: batch/v1
kind: Job
metadata:
  name: ${o.name}
  namespace: a
  annotations:
    argocd.argoproj.io/hook: PostSync
    argocd.argoproj.io/hook-delete-policy: HookSucceeded
${o.annotations ?? ''}spec:
${o.extra ?? ''}  template:
    spec:
      restartPolicy: Never
      containers:
        - name: main
          image: ${o.image ?? 'registry.example.com/tools:1.0'}
          command: ["sh", "-c", ${JSON.stringify(o.command)}]
          resources: {requests: {cpu: 10m, memory: 8Mi}, limits: {memory: 8Mi}}
`;
}

const hookRules = (r: Report, name: string) =>
  r.findings
    .filter((f) => f.ruleId.startsWith('hook/') && f.resource?.name === name)
    .map((f) => f.ruleId)
    .sort();

const ALL = ['hook/evidence-deleted', 'hook/image-not-pinned', 'hook/no-deadline', 'hook/retries'];

describe('hook rules judge verifying hooks only', () => {
  it('setup hooks (bucket, migration, backup) get none; smoke tests, probes and waits get all', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': CONFIG,
      'apps/a/create-bucket.yaml': hookJob({ name: 'create-bucket', command: 'curl -X PUT http://minio:9000/b' }),
      'apps/a/migrate.yaml': hookJob({ name: 'db', command: 'python manage.py migrate' }),
      'apps/a/backup.yaml': hookJob({ name: 'nightly-backup', command: 'pg_dump app > /b/x.sql' }),
      'apps/a/setup.yaml': hookJob({ name: 'run-setup', command: 'echo ok' }),
      'apps/a/smoke.yaml': hookJob({ name: 'smoke', command: 'echo ok' }),
      'apps/a/probe.yaml': hookJob({ name: 'post-deploy', command: 'curl -fsS http://web/healthz' }),
      'apps/a/wait.yaml': hookJob({ name: 'after', command: 'kubectl wait --for=condition=Available deploy/web' }),
      'apps/a/declared.yaml': hookJob({
        name: 'gate',
        command: 'run-it',
        annotations: '    deploy-gate.io/hook-role: verify\n',
      }),
      'apps/a/declared-setup.yaml': hookJob({
        name: 'smoke-data',
        command: 'load',
        annotations: '    deploy-gate.io/hook-role: setup\n',
      }),
    });
    const report = await auditHead(repo);
    for (const setup of ['create-bucket', 'db', 'nightly-backup', 'run-setup', 'smoke-data'])
      expect(hookRules(report, setup), setup).toEqual([]);
    for (const verify of ['smoke', 'post-deploy', 'after', 'gate'])
      expect(hookRules(report, verify), verify).toEqual(ALL);
  });

  it('a changed backoffLimit ("retries 6 times" → "3 times") keeps the finding unchanged', async () => {
    repo = new TempRepo();
    const smoke = (extra: string) =>
      hookJob({ name: 'smoke', command: 'curl -f http://web', image: `registry.example.com/t:1${DIGEST}`, extra });
    repo.write({ '.deploy-gate.yaml': CONFIG, 'apps/a/smoke.yaml': smoke('') }).commit('base');
    repo.write({ 'apps/a/smoke.yaml': smoke('  backoffLimit: 3\n') }).commit('head');
    const report = await checkLastCommit(repo);
    const retries = report.findings.filter((f) => f.ruleId === 'hook/retries');
    expect(retries.map((f) => f.change)).toEqual(['unchanged']);
    expect(retries[0]?.message).toContain('retries 3 times');
    expect(report.findings.filter((f) => f.change === 'introduced')).toEqual([]);
  });
});
