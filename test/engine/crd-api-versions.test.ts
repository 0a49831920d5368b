// The CRDs' served API versions (helm's --api-versions) are read on the js-yaml fast path when the
// text allows it (src/engine/crd-api-versions.ts). The documents must be exactly parseYamlFile's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configuredCrds, crdFileDocuments } from '../../src/engine/crd-api-versions.js';
import { parseYamlFile } from '../../src/manifest/index.js';
import { plainFastStream } from '../../src/targets/yaml-docs.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';

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

describe('configured CRDs (API versions and scopes) on the fast path', () => {
  it('gives the versions the CRDs serve, from plain files and from files only the full path takes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dg-crd-api-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(path.join(dir, 'backup.yaml'), PLAIN);
    writeFileSync(path.join(dir, 'sub', 'widget.yml'), `# two documents\n---\n${ANCHORED}---\n${PLAIN}`);
    writeFileSync(path.join(dir, 'broken.yaml'), 'spec: [unclosed\n');
    expect(plainFastStream(PLAIN, 1e6)).toBeDefined();
    expect(plainFastStream(ANCHORED, 1e6)).toBeUndefined();
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

  it('documents equal parseYamlFile for hand-written edge cases', () => {
    for (const text of [
      PLAIN,
      ANCHORED,
      `${PLAIN}---\n${PLAIN}`,
      '',
      '---\n',
      'a: [unclosed\n',
      'a: 1\na: 2\n',
      '---x: 1\n',
    ])
      expect(crdFileDocuments(text, 'f.yaml'), text).toStrictEqual(parseYamlFile(text, 'f.yaml').documents);
  });

  it.skipIf(!HAS_SHARED)('documents equal parseYamlFile for every CRD file of the shared corpus', () => {
    const files = execFileSync('grep', [
      '-rlZ',
      '--include=*.yaml',
      'kind: CustomResourceDefinition',
      sharedPath('corpus'),
    ])
      .toString()
      .split('\0')
      .filter((f) => f !== '' && !f.includes(`${path.sep}templates${path.sep}`));
    expect(files.length).toBeGreaterThan(10);
    let fast = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(crdFileDocuments(text, file), file).toStrictEqual(parseYamlFile(text, file).documents);
      if (plainFastStream(text, 8 * 1024 * 1024)) fast++;
    }
    // Both paths are compared: the Prometheus operator's CRDs (quoted descriptions over several
    // lines, `*` at a word's start) take the full path, the smaller ones the fast path.
    expect(fast).toBeGreaterThan(5);
    expect(fast).toBeLessThan(files.length);
  });
});
