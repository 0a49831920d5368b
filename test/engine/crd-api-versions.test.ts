// The CRDs' served API versions (helm's --api-versions), read from the repository's CRD files
// (src/engine/crd-api-versions.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configuredCrds } from '../../src/engine/crd-api-versions.js';

const crd = (group: string, kind: string, versions: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${kind.toLowerCase()}s.${group}
spec:
  group: ${group}
  names:
    kind: ${kind}
    plural: ${kind.toLowerCase()}s
  scope: Namespaced
  versions:
${versions}`;

const PLAIN = crd('example.com', 'Backup', '  - name: v1\n    served: true\n  - name: v1beta1\n    served: false\n');
// Anchors, aliases and a merge key: the fast path refuses them, the full path reads them.
const ANCHORED = crd(
  'acme.io',
  'Widget',
  '  - &v1 {name: v1, served: true, storage: true}\n  - <<: *v1\n    name: v2\n    storage: false\n',
);

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('configured CRDs (API versions and scopes)', () => {
  it('gives the versions the CRDs serve, from plain and anchored files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dg-crd-api-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(path.join(dir, 'backup.yaml'), PLAIN);
    writeFileSync(path.join(dir, 'sub', 'widget.yml'), `# two documents\n---\n${ANCHORED}---\n${PLAIN}`);
    writeFileSync(path.join(dir, 'broken.yaml'), 'spec: [unclosed\n');
    writeFileSync(path.join(dir, 'cluster.yaml'), PLAIN.replace(/Backup/g, 'Vault').replace('Namespaced', 'Cluster'));
    const crds = await configuredCrds([dir]);
    expect(crds.apiVersions).toEqual([
      'acme.io/v1',
      'acme.io/v1/Widget',
      'acme.io/v2',
      'acme.io/v2/Widget',
      'example.com/v1',
      'example.com/v1/Backup',
      'example.com/v1/Vault',
    ]);
    // Where objects of their kinds are applied (kube/scope.ts).
    expect(Object.fromEntries(crds.scopes)).toEqual({
      'acme.io/Widget': 'Namespaced',
      'example.com/Backup': 'Namespaced',
      'example.com/Vault': 'Cluster',
    });
  });
});
