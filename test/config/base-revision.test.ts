import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { changedFiles, readFileAt } from '../../src/git/index.js';
import { TempRepo } from '../helpers/git-repo.js';

const repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.cleanup();
});

describe('security case A4: the config that judges a change comes from the base revision', () => {
  it('a PR that loosens the config changes nothing for its own run', async () => {
    const r = new TempRepo();
    repos.push(r);
    const base = r
      .write({ '.deploy-gate.yaml': 'schemas:\n  strict: true\nrules:\n  image/not-pinned: error\n' })
      .commit('base');
    const head = r
      .write({
        '.deploy-gate.yaml': [
          'schemas:',
          '  strict: false',
          'rules:',
          '  image/not-pinned: off',
          'targets:',
          '  - app: x',
          '    environment: prod',
          '    helm:',
          '      chart: charts/x',
          '      valueFiles: [../../etc/x]',
          '',
        ].join('\n'),
      })
      .commit('head');

    const config = loadConfig((await readFileAt(r.dir, base, '.deploy-gate.yaml')) ?? '', '.deploy-gate.yaml');
    expect(config.schemas.strict).toBe(true);
    expect(config.rules['image/not-pinned']).toBe('error');
    expect(config.targets).toBeUndefined();
    // the change is visible (the engine reports config/changed) ...
    expect(await changedFiles(r.dir, base, head)).toContain('.deploy-gate.yaml');
    // ... and the head config would not even load: its value file leaves the repository
    const headText = await readFileAt(r.dir, head, '.deploy-gate.yaml');
    expect(() => loadConfig(headText ?? '', '.deploy-gate.yaml')).toThrow(ConfigError);
    expect(() => loadConfig(headText ?? '', '.deploy-gate.yaml')).toThrow(
      /\.deploy-gate\.yaml:10: .*"\.\.\/\.\.\/etc\/x" contains "\.\."/,
    );
  });

  it('settings the tool does not have (enableAlphaPlugins, ignoreMissingSchemas) are refused, not ignored', () => {
    expect(() => loadConfig('kustomize:\n  enableAlphaPlugins: true\n', '.deploy-gate.yaml')).toThrow(
      /:1: unknown key "kustomize"/,
    );
    expect(() => loadConfig('schemas:\n  ignoreMissingSchemas: true\n', '.deploy-gate.yaml')).toThrow(
      /:2: unknown key "ignoreMissingSchemas"/,
    );
  });
});
