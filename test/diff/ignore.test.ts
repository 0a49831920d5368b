import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { diffTarget } from '../../src/diff/index.js';
import { withoutIgnored } from '../../src/diff/ignore.js';
import { resource } from './resources.js';

function deployment(chart: string, image: string, checksum: string) {
  return resource({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'api', namespace: 'web', labels: { app: 'api', 'helm.sh/chart': chart } },
    spec: {
      template: {
        metadata: { labels: { app: 'api', 'helm.sh/chart': chart }, annotations: { 'checksum/config': checksum } },
        spec: { containers: [{ name: 'api', image }] },
      },
    },
  });
}

const IGNORE = ['helm.sh/chart', '/spec/template/metadata/annotations/checksum~1config'];

describe('render.diffIgnore', () => {
  it('a chart-version bump alone leaves no diff', () => {
    const base = [deployment('api-1.0.0', 'api:1', 'aaa')];
    const head = [deployment('api-1.0.1', 'api:1', 'bbb')];
    expect(diffTarget({ app: 'api', environment: 'prod', base, head })).toHaveLength(1);
    expect(diffTarget({ app: 'api', environment: 'prod', base, head, ignore: IGNORE })).toEqual([]);
  });

  it('a real change still shows, without the ignored lines', () => {
    const [change] = diffTarget({
      app: 'api',
      environment: 'prod',
      base: [deployment('api-1.0.0', 'api:1', 'a')],
      head: [deployment('api-1.0.1', 'api:2', 'b')],
      ignore: IGNORE,
    });
    expect(change?.diff).toContain('+        - image: api:2');
    expect(change?.diff).not.toContain('helm.sh/chart');
    expect(change?.diff).not.toContain('checksum');
  });

  it('never changes the object the checks see', () => {
    const d = deployment('api-1.0.0', 'api:1', 'a');
    const before = JSON.stringify(d.object);
    withoutIgnored(d.object, IGNORE);
    expect(JSON.stringify(d.object)).toBe(before);
  });

  it('is a config key with a schema', () => {
    const ok = loadConfig(
      'version: 1\nkubernetesVersion: "1.31"\nrender:\n  diffIgnore: [helm.sh/chart, /metadata/annotations/x]\n',
      '.deploy-gate.yaml',
    );
    expect(ok.render.diffIgnore).toEqual(['helm.sh/chart', '/metadata/annotations/x']);
    expect(() =>
      loadConfig('version: 1\nkubernetesVersion: "1.31"\nrender:\n  diffIgnore: [" bad"]\n', '.deploy-gate.yaml'),
    ).toThrow(/diffIgnore/);
  });
});
