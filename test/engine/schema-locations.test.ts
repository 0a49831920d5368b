// Which folders a partial check writes out for the config's repo-relative schema locations, and how
// those locations resolve (src/engine/schema-locations.ts).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/defaults.js';
import type { Config } from '../../src/model/config.js';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { isRepoRelative, repoLocationFolders, resolveRepoLocations } from '../../src/engine/schema-locations.js';
import { validateIn } from '../helpers/validate.js';

function configWith(locations: string[], crdLocations: string[] = [], versions: string[] = []): Config {
  const c = defaultConfig();
  c.kubernetesVersion = '1.31';
  c.schemas = { ...c.schemas, locations, crdLocations };
  for (const [i, v] of versions.entries())
    c.environments[`e${i}`] = {
      name: `e${i}`,
      kubernetesVersion: v,
      requireDigests: false,
      gateRecords: 'off',
      apiVersions: [],
    };
  return c;
}

describe('repoLocationFolders', () => {
  it('fills {{version}} of a Kubernetes location with every version the config names', () => {
    expect(repoLocationFolders(configWith(['schemas/k8s/v{{version}}/{{file}}'], [], ['1.29', '1.31']))).toEqual([
      'schemas/k8s/v1.29',
      'schemas/k8s/v1.31',
    ]);
  });

  it('cuts a CRD location at its first variable, whatever it is ({{version}} is the CRD version there)', () => {
    expect(repoLocationFolders(configWith([], ['crds/{{version}}/{{group}}/{{kind}}.json']))).toEqual(['crds']);
    expect(repoLocationFolders(configWith([], ['./crds/catalog-{{group}}_{{kind}}.json']))).toEqual(['crds']);
  });

  it('a template with a variable at the top wants the whole tree; URLs, absolute paths and escapes want nothing', () => {
    expect(repoLocationFolders(configWith(['{{version}}/{{file}}']))).toEqual(['1.31']);
    expect(repoLocationFolders(configWith([], ['{{group}}/{{kind}}.json']))).toEqual(['.']);
    expect(
      repoLocationFolders(
        configWith([
          'https://example.com/v{{version}}/{{file}}',
          '/opt/k8s/{{file}}',
          'file:///opt/{{file}}',
          '../up/{{file}}',
        ]),
      ),
    ).toEqual([]);
  });
});

describe('resolveRepoLocations', () => {
  it('puts repo-relative locations under the root and leaves the others', () => {
    const root = path.join(path.sep, 'tmp', 'base');
    expect(
      resolveRepoLocations(
        ['s/v{{version}}/{{file}}', './s/{{file}}', 'https://x/{{file}}', '/abs/{{file}}'],
        root,
        'f',
      ),
    ).toEqual([
      path.join(root, 's/v{{version}}/{{file}}'),
      path.join(root, 's/{{file}}'),
      'https://x/{{file}}',
      '/abs/{{file}}',
    ]);
  });

  it('refuses one that steps out, naming the field', () => {
    expect(() => resolveRepoLocations(['a/../../x/{{file}}'], '/tmp/base', 'schemas.crdLocations')).toThrow(
      /schemas.crdLocations: a\/\.\.\/\.\.\/x\/\{\{file\}\} resolves outside the repository/,
    );
  });

  it('knows a repo path from a URL, a file URL and an absolute path', () => {
    expect(['a/b', './a', 'a'].map(isRepoRelative)).toEqual([true, true, true]);
    expect(['http://a/b', 'HTTPS://a', 'file:///a', '/a'].map(isRepoRelative)).toEqual([false, false, false, false]);
  });
});

describe("validate: the config's relative locations are relative to its folder", () => {
  it('finds the vendored documents from another working directory', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-locations-'));
    try {
      cpSync(path.join(FIXTURES_DIR, 'k8s-openapi', 'v1.31'), path.join(work, 'cfg', 'k8s', 'v1.31'), {
        recursive: true,
      });
      writeFileSync(
        path.join(work, 'cfg', '.deploy-gate.yaml'),
        'version: 1\nkubernetesVersion: "1.31"\nschemas: {locations: ["k8s/v{{version}}/{{file}}"]}\n',
      );
      cpSync(path.join(FIXTURES_DIR, 'validate', 'manifests', 'good.yaml'), path.join(work, 'm', 'good.yaml'));
      const report = await validateIn(work, ['m'], {
        configPath: 'cfg/.deploy-gate.yaml',
        schemaLocations: [],
        crdSchemaLocations: ['/nonexistent/{{group}}/{{kind}}_{{version}}.json'],
      });
      expect(report.targets.map((t) => t.validation)).toEqual(['openapi']);
      expect(report.verdict).toBe('pass');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
