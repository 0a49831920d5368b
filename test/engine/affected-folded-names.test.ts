// Which targets a change affects (targets/affected.ts): a base shared by two overlays, and a
// kustomization that names a folder only through a scalar folded over two lines. Each change must
// re-render exactly the targets that read it.
import { describe, expect, it } from 'vitest';
import { changeChecks, findingLines as findings, renderedTargets as rendered } from '../helpers/change-check.js';
import { deployment, PINNED } from '../gaps/helpers.js';

const CONFIG = `version: 1
targets:
  - {app: web, environment: production, kustomize: apps/web/production}
  - {app: web, environment: staging, kustomize: apps/web/staging}
  - {app: other, environment: production, kustomize: apps/other}
`;

const FILES: Record<string, string> = {
  '.deploy-gate.yaml': CONFIG,
  // Names its folder "sub dir" only as a double-quoted scalar folded over two lines.
  'apps/web/base/kustomization.yaml': 'resources:\n  - "sub\n    dir"\n',
  'apps/web/base/sub dir/kustomization.yaml': 'resources: [../../../../shared]\n',
  'apps/web/production/kustomization.yaml': 'resources: [../base]\n',
  'apps/web/staging/kustomization.yaml': 'resources: [../base]\nnamePrefix: staging-\n',
  'shared/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'shared/deploy.yaml': deployment(PINNED),
  'apps/other/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'apps/other/deploy.yaml': deployment(PINNED).replace(/web/g, 'other'),
};

const checkChange = changeChecks(FILES);

describe('the targets a change affects', () => {
  it('a change two folders past a folded name re-renders both overlays of the shared base', async () => {
    const report = await checkChange({ 'shared/deploy.yaml': deployment(PINNED, true) });
    expect(rendered(report)).toEqual(['web/production', 'web/staging']);
    expect(findings(report).filter((f) => f.startsWith('security/privileged introduced'))).toHaveLength(2);
    expect(report.verdict).toBe('fail');
  });

  it('a change to a file only the other target reads renders that one alone', async () => {
    const report = await checkChange({ 'apps/other/deploy.yaml': deployment(PINNED, true) });
    expect(rendered(report)).toEqual(['other/production']);
    expect(findings(report).filter((f) => f.startsWith('security/privileged introduced'))).toEqual([
      'security/privileged introduced other/production',
    ]);
  });
});
