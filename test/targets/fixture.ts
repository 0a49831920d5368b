import { mkdtempSync, rmSync } from 'node:fs';
import { discoverTargets } from '../../src/targets/index.js';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { writeFiles } from '../helpers/temp-tree.js';

/** A folder of files in a temp dir (no git needed for discovery). */
export class Fixture {
  readonly root = mkdtempSync(path.join(os.tmpdir(), 'dg-targets-'));

  write(files: Record<string, string>): this {
    writeFiles(this.root, files);
    return this;
  }

  cleanup(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

export const CHART = (name: string): Record<string, string> => ({
  [`${name}/Chart.yaml`]: `apiVersion: v2\nname: ${name.split('/').pop()}\nversion: 0.1.0\n`,
  [`${name}/values.yaml`]: 'replicas: 1\n',
  [`${name}/templates/deployment.yaml`]:
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\n',
});

export const KUSTOMIZATION = (resources: string[]): string =>
  `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n${resources.map((r) => `  - ${r}`).join('\n')}\n`;

/** `repo(files)` gives a fresh fixture; every one made in a test file is removed after each test. */
export function fixtureRepos(): (files: Record<string, string>) => Fixture {
  const made: Fixture[] = [];
  afterEach(() => {
    for (const f of made.splice(0)) f.cleanup();
  });
  return (files) => {
    const f = new Fixture().write(files);
    made.push(f);
    return f;
  };
}

/**
 * What Argo CD discovery itself finds: the targets its Applications make (the folder roots that
 * discovery's union adds beside them are tested in union.test.ts).
 */
export async function discoverArgo(...args: Parameters<typeof discoverTargets>): ReturnType<typeof discoverTargets> {
  const d = await discoverTargets(...args);
  return { ...d, targets: d.targets.filter((t) => t.origin.how === 'argocd') };
}
