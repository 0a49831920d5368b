// Which targets a check renders (targets/affected.ts targetInputs over both revisions): each case
// changes one file that a target reaches only through another folder (a shared base, a values file,
// a file:// dependency, a patch, a remote reference's text, a second kustomization file) and must
// re-render exactly the targets that read it, with the findings the change introduces.
import { describe, expect, it } from 'vitest';
import { changeChecks, findingLines as findings, renderedTargets as rendered } from '../helpers/change-check.js';
import { deployment, PINNED } from '../gaps/helpers.js';

const CONFIG = `version: 1
targets:
  - {app: web, environment: production, kustomize: apps/web/overlays/production}
  - {app: web, environment: staging, kustomize: apps/web/overlays/staging}
  - {app: api, environment: production, helm: {chart: charts/api, valueFiles: [values/api-production.yaml]}}
  - {app: other, environment: production, kustomize: apps/other}
`;

const cm = (name: string, value: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\ndata: {a: "${value}"}\n`;

const FILES: Record<string, string> = {
  '.deploy-gate.yaml': CONFIG,
  'shared/common/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'shared/common/deploy.yaml': deployment(PINNED),
  'apps/web/base/kustomization.yaml': 'resources:\n  - ../../../shared/common\n',
  'apps/web/overlays/production/kustomization.yaml':
    'resources: [../../base]\ncomponents:\n  - ../../../../components/labels\n',
  'apps/web/overlays/staging/kustomization.yaml': 'resources: [../../base]\n',
  'components/labels/kustomization.yaml':
    'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n  - path: labels.yaml\n    target: {kind: Deployment}\n',
  'components/labels/labels.yaml': '- {op: add, path: /metadata/labels, value: {tier: web}}\n',
  'charts/api/Chart.yaml':
    'apiVersion: v2\nname: api\nversion: 1.0.0\ndependencies:\n  - {name: lib, version: 1.0.0, repository: "file://../lib"}\n',
  'charts/api/values.yaml': 'level: info\n',
  'charts/api/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: api}\ndata: {level: "{{ .Values.level }}"}\n',
  'charts/lib/Chart.yaml':
    'apiVersion: v2\nname: lib\nversion: 1.0.0\ndependencies:\n  - {name: core, version: 1.0.0, repository: "file://../core"}\n',
  'charts/core/Chart.yaml': 'apiVersion: v2\nname: core\nversion: 1.0.0\n',
  'charts/core/templates/cm.yaml': cm('core', '1'),
  'charts/lib/templates/cm.yaml': cm('lib', '1'),
  'values/api-production.yaml': 'level: warn\n',
  'apps/other/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'apps/other/deploy.yaml': deployment(PINNED).replace(/web/g, 'other'),
};

const checkChange = changeChecks(FILES);

describe('the targets a change re-renders', () => {
  it('a values file outside the chart re-renders the helm target', async () => {
    expect(rendered(await checkChange({ 'values/api-production.yaml': 'level: debug\n' }))).toEqual(['api/production']);
  });

  it('a chart reached only as a file:// dependency re-renders the chart that uses it', async () => {
    expect(rendered(await checkChange({ 'charts/lib/templates/cm.yaml': cm('lib', '2') }))).toEqual(['api/production']);
  });

  it("a dependency's own file:// dependency is not an input: its change is inconclusive, never a pass", async () => {
    const report = await checkChange({ 'charts/core/templates/cm.yaml': cm('core', '2') });
    expect(rendered(report)).toEqual([]);
    expect(findings(report)).toEqual(['targets/unchecked-change introduced -/-']);
    expect(report.verdict).toBe('inconclusive');
  });

  it('a file:// dependency deleted at the head re-renders the chart that named it', async () => {
    const report = await checkChange({}, FILES, ['charts/lib/Chart.yaml', 'charts/lib/templates/cm.yaml']);
    expect(rendered(report)).toEqual(['api/production']);
  });

  it('a patch in a component named from an overlay re-renders that overlay only', async () => {
    const report = await checkChange({
      'components/labels/labels.yaml': '- {op: add, path: /metadata/labels, value: {tier: api}}\n',
    });
    expect(rendered(report)).toEqual(['web/production']);
  });

  it("a remote base's reference text changing re-renders the overlay that names it", async () => {
    const named = (ref: string) => `resources:\n  - deploy.yaml\n  - https://github.com/acme/bases//web?ref=${ref}\n`;
    const report = await checkChange(
      { 'apps/other/kustomization.yaml': named('v2') },
      {
        ...FILES,
        'apps/other/kustomization.yaml': named('v1'),
      },
    );
    expect(rendered(report)).toEqual(['other/production']);
  });

  it('promotion order: the other environment of an affected app is rendered too', async () => {
    const report = await checkChange(
      {
        'apps/web/overlays/production/kustomization.yaml': `resources: [../../base]\nimages:\n  - {name: reg.example/web, newTag: "1.2.4@sha256:${'b'.repeat(64)}"}\n`,
      },
      {
        ...FILES,
        '.deploy-gate.yaml': `${CONFIG}promotion: [staging, production]\n`,
        'apps/web/overlays/production/kustomization.yaml': 'resources: [../../base]\n',
      },
    );
    expect(rendered(report)).toEqual(['web/production', 'web/staging']);
    expect(findings(report).some((f) => f.startsWith('env/unpromoted-image introduced web/production'))).toBe(true);
  });

  it('an overlay that stops naming its base, with the base changed too, is judged on both revisions', async () => {
    const report = await checkChange({
      'apps/web/overlays/staging/kustomization.yaml': 'resources: [deploy.yaml]\n',
      'apps/web/overlays/staging/deploy.yaml': deployment(PINNED, true),
      'shared/common/deploy.yaml': deployment(PINNED.replace('1.2.3', '1.2.4')),
    });
    expect(rendered(report)).toEqual(['web/production', 'web/staging']);
    expect(findings(report)).toContain('security/privileged introduced web/staging');
  });

  it('a second kustomization file beside the one in use fails the overlays reading that folder', async () => {
    // kustomize refuses a folder with two kustomization files: the walk counts every name it looks up.
    const report = await checkChange({ 'apps/web/base/kustomization.yml': 'resources: []\n' });
    expect(rendered(report)).toEqual(['web/production', 'web/staging']);
    expect(findings(report)).toEqual([
      'render/failed introduced web/production',
      'render/failed introduced web/staging',
    ]);
  });

  it('a file:// dependency whose path holds a space re-renders the chart that depends on it', async () => {
    const config = `version: 1
targets:
  - {app: api, environment: production, helm: {chart: charts/api}}
  - {app: lib, environment: production, helm: {chart: "charts/shared lib"}}
`;
    const report = await checkChange(
      { 'charts/shared lib/templates/cm.yaml': cm('shared', '2') },
      {
        '.deploy-gate.yaml': config,
        'charts/api/Chart.yaml':
          'apiVersion: v2\nname: api\nversion: 1.0.0\ndependencies:\n  - name: shared\n    version: 1.0.0\n    repository: "file://../shared lib"\n',
        'charts/api/templates/cm.yaml': cm('api', '1'),
        'charts/shared lib/Chart.yaml': 'apiVersion: v2\nname: shared\nversion: 1.0.0\n',
        'charts/shared lib/templates/cm.yaml': cm('shared', '1'),
      },
    );
    expect(rendered(report)).toEqual(['api/production', 'lib/production']);
  });
});
