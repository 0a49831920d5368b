// How the config's repo-relative schema locations resolve (src/engine/schema-locations.ts).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { isRepoRelative, resolveRepoLocations } from '../../src/engine/schema-locations.js';
import { validateIn } from '../helpers/validate.js';

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
