// Issue 19: podTemplatePaths as users write it in the config reaches the pod-spec checks.
import { describe, expect, it } from 'vitest';
import { loadPolicies, runPolicies } from '../../src/checks/index.js';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { environmentOf } from '../../src/model/config.js';
import { resourcesFromYaml } from '../checks/resources.js';

const DEPLOYMENT_CONFIG = `apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata: {name: web, namespace: shop}
spec:
  replicas: 2
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: ghcr.io/acme/web:latest
          securityContext: {privileged: true}
`;

function findingsWith(configText: string): string[] {
  const config = loadConfig(configText, '.deploy-gate.yaml');
  const env = environmentOf(config, 'default');
  const drafts = runPolicies(loadPolicies(), {
    resources: resourcesFromYaml(DEPLOYMENT_CONFIG),
    env,
    podTemplatePaths: config.podTemplatePaths,
  });
  return drafts.map((d) => `${d.ruleId} ${d.path}`).sort();
}

describe('podTemplatePaths through config loading', () => {
  it.each([
    ['group/Kind', 'apps.openshift.io/DeploymentConfig'],
    ['apiVersion/Kind', 'apps.openshift.io/v1/DeploymentConfig'],
    ['Kind', 'DeploymentConfig'],
  ])('the %s form is accepted and the configured template is checked', (_form, key) => {
    const found = findingsWith(`version: 1\npodTemplatePaths:\n  ${key}: [/spec/template]\n`);
    expect(found).toContain('security/privileged /spec/template/spec/containers/0/securityContext/privileged');
    expect(found).toContain('image/mutable-tag /spec/template/spec/containers/0/image');
  });

  it('without the setting the custom kind has no pod spec to check', () => {
    expect(findingsWith('version: 1\n')).toEqual([]);
  });

  it('another group with the same kind name does not match a group-qualified key', () => {
    expect(findingsWith('version: 1\npodTemplatePaths:\n  example.com/DeploymentConfig: [/spec/template]\n')).toEqual(
      [],
    );
  });

  it('a key that is not a kind is refused with the config line', () => {
    expect(() =>
      loadConfig('version: 1\npodTemplatePaths:\n  "apps/v1/Deploy ment": [/spec/template]\n', '.deploy-gate.yaml'),
    ).toThrow(ConfigError);
  });
});
