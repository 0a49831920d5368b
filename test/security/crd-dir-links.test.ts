// A pull request can put a link into the `schemas.crds` folder: to /dev/zero, or to a file outside
// the repository. The folder is then refused (render/failed, naming it) and no reader follows the
// link: the health checks' CRD reader once did, and a link to /dev/zero ran the gate out of memory.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = 'version: 1\nschemas: {crds: [crds]}\ntargets:\n  - {app: w, environment: dev, kustomize: apps/w}\n';
const CM = (v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: w}\ndata: {k: "${v}"}\n`;

describe('links in the schemas.crds folder', () => {
  it.each([
    ['/dev/zero', '/dev/zero'],
    ['a file outside the repository', '/etc/hostname'],
  ])(
    'a link to %s: the folder is refused, the check ends with a report',
    async (_name, target) => {
      repo = new TempRepo();
      repo.write({ '.deploy-gate.yaml': CONFIG, 'apps/w/kustomization.yaml': 'resources: [cm.yaml]\n' });
      repo.write({ 'apps/w/cm.yaml': CM('1'), 'crds/.keep': '' }).commit('base');
      symlinkSync(target, path.join(repo.dir, 'crds', 'zero.yaml'));
      repo.write({ 'apps/w/cm.yaml': CM('2') }).commit('link');
      const report = await checkLastCommit(repo, { offline: true, schemaLocations: [] });
      const refused = report.findings.filter((f) => f.ruleId === 'render/failed' && f.message.includes('schemas.crds'));
      expect(refused.map((f) => f.change)).toEqual(['introduced']);
      expect(refused[0]?.message).toMatch(/schemas\.crds dir crds was not read/);
      expect(report.verdict).not.toBe('pass');
    },
    60_000,
  );
});
