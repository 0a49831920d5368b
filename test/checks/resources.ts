/** Resources for tests, built with the real parser (src/manifest parseRendered), as a plain-manifest target. */
import { parseRendered } from '../../src/manifest/index.js';
import type { EnvironmentConfig } from '../../src/model/config.js';
import type { Resource } from '../../src/model/resource.js';

export function resourcesFromYaml(text: string, file = 'test.yaml'): Resource[] {
  const { resources, problems } = parseRendered([{ text, file }], { kind: 'manifests', targetPath: '.' });
  if (problems.length > 0) throw new Error(`${file}: ${problems.map((p) => p.message).join('; ')}`);
  return resources;
}

export async function loadResources(text: string, file: string): Promise<Resource[]> {
  return resourcesFromYaml(text, file);
}

/** The environment the check tests judge in: prod on Kubernetes 1.33, no digests and no gate records required. */
export const prodEnv = (extra: Partial<EnvironmentConfig> = {}): EnvironmentConfig => ({
  name: 'prod',
  kubernetesVersion: '1.33.0',
  requireDigests: false,
  gateRecords: 'off',
  apiVersions: [],
  ...extra,
});
