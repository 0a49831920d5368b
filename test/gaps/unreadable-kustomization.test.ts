// A kustomization the input walk cannot read as YAML (here UTF-16, which kustomize builds) names
// bases the walk cannot see. Its target must count as reading the whole tree, so a change to such
// a base re-renders it instead of passing unrendered
// while another target that reads the same base plainly keeps the coverage backstop quiet.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const cm = (value: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: shared, namespace: demo}\ndata: {a: "${value}"}\n`;

const CONFIG = `version: 1
targets:
  - {app: a, environment: production, kustomize: apps/a}
  - {app: b, environment: production, kustomize: apps/b}
`;

function repoWithUtf16Overlay(): void {
  repo = new TempRepo();
  repo.write({
    '.deploy-gate.yaml': CONFIG,
    'shared/kustomization.yaml': 'resources: [cm.yaml]\n',
    'shared/cm.yaml': cm('1'),
    'apps/b/kustomization.yaml': 'resources:\n  - ../../shared\n',
  });
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('resources:\n  - ../../shared\n', 'utf16le')]);
  mkdirSync(path.join(repo.dir, 'apps/a'), { recursive: true });
  writeFileSync(path.join(repo.dir, 'apps/a/kustomization.yaml'), utf16);
  repo.commit('base');
  repo.write({ 'shared/cm.yaml': cm('2') }).commit('change the shared base');
}

const changedTargets = (r: Report): string[] =>
  r.targets
    .filter((t) => t.status !== 'unchanged')
    .map((t) => `${t.app}/${t.environment}`)
    .sort();

describe('a kustomization the input walk cannot read', () => {
  it('re-renders its target when a base it names changes', async () => {
    repoWithUtf16Overlay();
    const report = await checkLastCommit(repo, { offline: true, schemaLocations: [] });
    expect(changedTargets(report)).toEqual(['a/production', 'b/production']);
  });
});
