// Security review, item 3: a change cannot waive its own findings with an annotation it adds.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const check = (): Promise<Report> => checkLastCommit(repo, { offline: true, schemaLocations: [] });
const introduced = (r: Report, rule: string) =>
  r.findings.filter((f) => f.ruleId === rule && f.change === 'introduced');

function deployment(o: { image: string; privileged?: boolean; ignore?: string }): string {
  const ann = o.ignore
    ? `\n  annotations: {deploy-gate.io/ignore: "${o.ignore}", deploy-gate.io/ignore-reason: "trust me"}`
    : '';
  return `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  namespace: ns${ann}\nspec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers:\n        - name: web\n          image: ${o.image}\n          resources: {requests: {cpu: 10m, memory: 8Mi}, limits: {memory: 8Mi}}\n${o.privileged ? '          securityContext: {privileged: true}\n' : ''}`;
}
const PINNED = `reg.example/web:1.0.0@sha256:${'a'.repeat(64)}`;
const config = (env = 'dev') =>
  `version: 1\nenvironments:\n  production: {requireDigests: true}\ntargets:\n  - {app: web, environment: ${env}, helm: {chart: charts/web}}\n`;
const chart = (template: string) => ({
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/templates/deploy.yaml': template,
});

describe('self-exemption (security review item 3)', () => {
  it.each(['*', 'security/*'])(
    'an added `%s` does not waive what the change introduces, and says so',
    async (entry) => {
      repo = TempRepo.committed({ '.deploy-gate.yaml': config(), ...chart(deployment({ image: PINNED })) });
      repo.write(chart(deployment({ image: PINNED, privileged: true, ignore: entry }))).commit('head');
      const report = await check();
      const [privileged] = introduced(report, 'security/privileged');
      expect(privileged?.exempted).toBeUndefined();
      expect(privileged?.message).toMatch(/deploy-gate\.io\/ignore not applied: .* names no rule/);
      expect(report.verdict).toBe('fail');
    },
  );

  it('an added annotation naming the rule does not waive production requireDigests', async () => {
    repo = TempRepo.committed({ '.deploy-gate.yaml': config('production'), ...chart(deployment({ image: PINNED })) });
    repo.write(chart(deployment({ image: 'reg.example/web:1.0.1', ignore: 'image/not-pinned' }))).commit('head');
    const report = await check();
    const [pin] = introduced(report, 'image/not-pinned');
    expect(pin?.exempted).toBeUndefined();
    expect(pin?.message).toMatch(/requires digests/);
    expect(report.verdict).toBe('fail');
  });

  it('an added annotation does not waive an inconclusive schema/not-found', async () => {
    repo = new TempRepo();
    const widget = (ignore?: string) =>
      `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  namespace: ns\n${ignore ? `  annotations: {deploy-gate.io/ignore: "${ignore}", deploy-gate.io/ignore-reason: "no schema"}\n` : ''}spec: {size: 2}\n`;
    repo
      .write({
        '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: w, environment: dev, manifests: apps/w}\n',
        'apps/w/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ns}\n',
      })
      .commit('base');
    repo.write({ 'apps/w/w.yaml': widget('schema/not-found') }).commit('head');
    const report = await check();
    const [missing] = introduced(report, 'schema/not-found');
    expect(missing?.exempted).toBeUndefined();
    expect(missing?.message).toMatch(/inconclusive finding/);
    expect(report.verdict).toBe('inconclusive');
  });

  it('an annotation already on the object at base keeps waiving the rule it names', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': config(),
      ...chart(deployment({ image: PINNED, privileged: true, ignore: 'security/privileged' })),
    });
    repo
      .write(
        chart(
          deployment({
            image: `reg.example/web:1.0.1@sha256:${'b'.repeat(64)}`,
            privileged: true,
            ignore: 'security/privileged',
          }),
        ),
      )
      .commit('head');
    const report = await check();
    const privileged = report.findings.filter((f) => f.ruleId === 'security/privileged');
    expect(privileged.length).toBeGreaterThan(0);
    expect(privileged.every((f) => f.exempted?.by === 'annotation')).toBe(true);
    expect(report.findings.filter((f) => f.verdict === 'fail' && !f.exempted && f.change === 'introduced')).toEqual([]);
  });

  it('an added annotation naming an ordinary rule still applies (reviewed in the change)', async () => {
    repo = TempRepo.committed({ '.deploy-gate.yaml': config(), ...chart(deployment({ image: PINNED })) });
    repo.write(chart(deployment({ image: PINNED, privileged: true, ignore: 'security/privileged' }))).commit('head');
    const report = await check();
    expect(introduced(report, 'security/privileged')[0]?.exempted?.by).toBe('annotation');
  });
});
