/** Resources for tests, built with the real parser (src/manifest parseRendered), as a plain-manifest target. */
import { parseRendered } from '../../src/manifest/index.js';
import type { Resource } from '../../src/model/resource.js';

export function resourcesFromYaml(text: string, file = 'test.yaml'): Resource[] {
  const { resources, problems } = parseRendered([{ text, file }], { kind: 'manifests', targetPath: '.' });
  if (problems.length > 0) throw new Error(`${file}: ${problems.map((p) => p.message).join('; ')}`);
  return resources;
}

export async function loadResources(text: string, file: string): Promise<Resource[]> {
  return resourcesFromYaml(text, file);
}
