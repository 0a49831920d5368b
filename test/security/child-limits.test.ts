// Security review 2, item 6: every helm/kustomize child runs under a memory ceiling, and a render
// over its time or memory ceiling is inconclusive whatever the flags (real helm and kustomize).
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { execTool } from '../../src/render/exec.js';
import { childMemoryLimitBytes, findPrlimit, goMemLimit } from '../../src/render/child-memory.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

const check = (): Promise<Report> => checkLastCommit(repo, { offline: true, schemaLocations: [] });

/** A ~600-byte billion-laughs document: 9^9 strings once kustomize expands the aliases. */
const ALIAS_BOMB = `apiVersion: v1
kind: ConfigMap
metadata: {name: bomb, namespace: ns}
data:
  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
  b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
  c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
  d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
  e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
  f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
  g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
  h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
  i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
`;
const UNTIL = `apiVersion: v1
kind: ConfigMap
metadata: {name: u, namespace: ns}
data:
{{- range until 1000000000 }}
  k{{ . }}: x
{{- end }}
`;
const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok, namespace: ns}\ndata: {a: "1"}\n';
const CHART = 'apiVersion: v2\nname: c\nversion: 0.1.0\n';

const config = (render: string) =>
  `version: 1\nrender: {${render}}\ntargets:\n` +
  '  - {app: bomb, environment: dev, kustomize: apps/bomb}\n' +
  '  - {app: until, environment: dev, helm: {chart: charts/until}}\n' +
  '  - {app: calm, environment: dev, helm: {chart: charts/calm}}\n';

function base(render: string): Record<string, string> {
  return {
    '.deploy-gate.yaml': config(render),
    'apps/bomb/kustomization.yaml': 'resources: [cm.yaml]\n',
    'apps/bomb/cm.yaml': CM,
    'charts/until/Chart.yaml': CHART,
    'charts/until/templates/t.yaml': CM,
    'charts/calm/Chart.yaml': CHART,
    'charts/calm/templates/t.yaml': CM,
  };
}

const HEAD = {
  'apps/bomb/cm.yaml': ALIAS_BOMB,
  'charts/until/templates/t.yaml': UNTIL,
  'charts/calm/templates/t.yaml': CM.replace('"1"', '"2"'),
};

const failedRender = (report: Report, app: string) =>
  report.findings.find((f) => f.app === app && f.ruleId === 'render/failed');

describe.skipIf(findPrlimit() === null)('child memory ceiling (security review 2, item 6)', () => {
  it('the alias bomb in a kustomize resource and `range until 1000000000` in a helm template stop at the ceiling: inconclusive, the rest judged', async () => {
    repo = TempRepo.committed(base('maxMemoryMiB: 256, timeoutSeconds: 60'));
    repo.write(HEAD).commit('head');
    const started = Date.now();
    const report = await check();
    for (const app of ['bomb', 'until']) {
      const failed = failedRender(report, app);
      expect(failed?.verdict, app).toBe('inconclusive');
      expect(failed?.message, app).toMatch(/E_RENDER_OOM: .* went over the memory limit of 256 MiB per process/);
      // The runtime's goroutine dump is not the chart's error: not in the report.
      expect(failed?.message, app).not.toMatch(/goroutine|runtime stack/);
    }
    expect(report.targets.find((t) => t.app === 'calm')?.status).toBe('rendered');
    expect(report.changes.some((c) => c.app === 'calm')).toBe(true);
    expect(report.verdict).toBe('inconclusive');
    // Stopped at the ceiling, long before the 60 s render timeout.
    expect(Date.now() - started).toBeLessThan(45_000);
  }, 90_000);

  it('execTool starts every child under the ceiling it names (RLIMIT_DATA)', async () => {
    const r = await execTool('sh', ['-c', 'ulimit -d'], {
      timeoutMs: 10_000,
      maxOutputBytes: 1024,
      memoryLimitBytes: 300 * MiB,
    });
    expect(r.memoryLimitBytes).toBe(300 * MiB);
    expect(r.stdout.trim()).toBe(String((300 * MiB) / 1024));
  });
});

describe('render time ceiling (security review 2, item 6)', () => {
  it('a render over render.timeoutSeconds is inconclusive without --timeout, never a fail', async () => {
    repo = TempRepo.committed(base('timeoutSeconds: 1'));
    repo.write({ 'charts/until/templates/t.yaml': UNTIL }).commit('head');
    const report = await check();
    const failed = failedRender(report, 'until');
    expect(failed?.message).toMatch(/E_RENDER_TIMEOUT/);
    expect(failed?.verdict).toBe('inconclusive');
    expect(report.verdict).toBe('inconclusive');
  }, 60_000);
});

describe('child memory sizing', () => {
  it('splits 60% of the machine over --jobs, between 512 MiB and 4 GiB', () => {
    expect(childMemoryLimitBytes(7 * GiB, 2)).toBe(Math.floor((7 * GiB * 0.6) / 2 / MiB) * MiB);
    expect(childMemoryLimitBytes(7 * GiB, 4)).toBeLessThan(1.1 * GiB);
    expect(childMemoryLimitBytes(1 * GiB, 16)).toBe(512 * MiB);
    expect(childMemoryLimitBytes(256 * GiB, 1)).toBe(4 * GiB);
    // Several jobs never promise more than the share together (above the floor).
    expect(childMemoryLimitBytes(16 * GiB, 4) * 4).toBeLessThanOrEqual(16 * GiB * 0.6);
  });

  it("keeps Go's soft limit under a small ceiling (GOGC=400 lets the heap grow past it otherwise)", async () => {
    expect(goMemLimit(512 * MiB)).toBe('384MiB');
    expect(goMemLimit(4 * GiB)).toBeUndefined();
    const r = await execTool('sh', ['-c', 'echo "$GOMEMLIMIT"'], {
      timeoutMs: 10_000,
      maxOutputBytes: 1024,
      memoryLimitBytes: 512 * MiB,
    });
    expect(r.stdout).toBe('384MiB\n');
  });
});
