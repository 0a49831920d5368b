import { describe, expect, it } from 'vitest';
import { loosenedAnalyses } from '../../../src/checks/analysis/loosened.js';
import { resourcesFromYaml } from '../resources.js';

function template(metric: string): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: AnalysisTemplate
metadata: {name: error-rate}
spec:
  metrics:
    - name: error-rate
      provider: {prometheus: {address: http://prom:9090, query: 'sum(rate(errors[2m]))'}}
${metric
  .split('\n')
  .map((l) => `      ${l}`)
  .join('\n')}
`;
}

const BASE = template(`interval: 1m
count: 10
failureLimit: 1
successCondition: len(result) > 0 && result[0] < 0.01
failureCondition: len(result) > 0 && result[0] >= 0.01`);

function loosened(head: string, base = BASE) {
  return loosenedAnalyses(resourcesFromYaml(base, 'base.yaml'), resourcesFromYaml(head, 'head.yaml'), 'fix it');
}

describe('analysis/loosened', () => {
  it('writing out (or dropping) the namespace the template lands in does not hide a loosened metric', () => {
    const looser = BASE.replace('failureLimit: 1', 'failureLimit: 5');
    const withNs = (yaml: string, ns: string) =>
      yaml.replace('{name: error-rate}', `{name: error-rate, namespace: ${ns}}`);
    const run = (base: string, head: string, namespaces = { base: 'prod', head: 'prod' }) =>
      loosenedAnalyses(resourcesFromYaml(base, 'base.yaml'), resourcesFromYaml(head, 'head.yaml'), 'fix', namespaces);
    expect(run(BASE, withNs(looser, 'prod'))).toHaveLength(1);
    expect(run(withNs(BASE, 'prod'), looser)).toHaveLength(1);
    // Another namespace is another object, unless it is the only one of its name on each side.
    expect(run(BASE, withNs(looser, 'other'))).toHaveLength(1);
    const two = `${withNs(looser, 'other')}---\n${withNs(looser, 'third')}`;
    expect(run(BASE, two)).toEqual([]);
  });

  it('reports a threshold loosened from 1% to 5%, naming the value that now passes', () => {
    const drafts = loosened(
      BASE.replace('result[0] < 0.01', 'result[0] < 0.05').replace('result[0] >= 0.01', 'result[0] >= 0.05'),
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.message).toMatch(
      /metric "error-rate" is looser than on the base: a measurement of 0\.01\S* was Failed and is now Successful/,
    );
    expect(drafts[0]!.path).toBe('/spec/metrics/0');
  });

  it('reports a removed failure condition that stops failing a value, and looser limits', () => {
    const head = BASE.replace('failureLimit: 1', 'failureLimit: 3')
      .replace('count: 10', 'count: 5')
      .replace('len(result) > 0 && result[0] >= 0.01', 'result[0] > 0.2')
      .replace('result[0] < 0.01', 'result[0] < 0.3');
    const [d] = loosened(head);
    expect(d!.message).toMatch(/failureLimit 1 → 3/);
    expect(d!.message).toMatch(/count 10 → 5/);
    expect(d!.message).toMatch(/was Failed and is now/);
  });

  it('does not report tightening, rewording or an unchanged metric', () => {
    expect(loosened(BASE)).toEqual([]);
    expect(
      loosened(
        BASE.replace('result[0] < 0.01', 'result[0] < 0.005').replace('result[0] >= 0.01', 'result[0] >= 0.005'),
      ),
    ).toEqual([]);
    expect(
      loosened(BASE.replace('result[0] >= 0.01', '!(result[0] < 0.01)').replace('failureLimit: 1', 'failureLimit: 0')),
    ).toEqual([]);
  });

  it('compares only metrics present on both sides', () => {
    expect(
      loosened(
        BASE.replace('name: error-rate\n      provider', 'name: latency\n      provider').replace(/0\.01/g, '0.5'),
      ),
    ).toEqual([]);
  });
});
